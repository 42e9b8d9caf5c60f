import { Box } from '@chakra-ui/react';
import { useEffect } from 'react';
import type { ImageTextWatch } from '../../../../../contract/course';
import { RichText } from '../../../kit/rich-text/rich-text';
import type { StudyPort } from '../study-port';

/** An image-text lesson: the gateway's rich text, sanitised again by the portal's one rich-text view. */
export function ImageTextViewer({ watch, study }: { watch: ImageTextWatch; study: StudyPort }) {
  useEffect(() => {
    study.send({ type: 'content.ready' });
  }, [study]);
  return (
    <Box
      as="article"
      data-testid="image-text"
      borderWidth="1px"
      rounded="l3"
      p={{ base: '4', md: '8' }}
      bg="bg.panel"
      css={{ '& img': { maxWidth: '100%', height: 'auto', borderRadius: 'md' } }}
    >
      <RichText html={watch.content} />
    </Box>
  );
}

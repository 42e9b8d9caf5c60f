import { Box, Skeleton, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ResourceWatch } from '../../../../../contract/course';
import type { StudyPort } from '../study-port';
import { decodeText } from '../viewer-rules';

/** A txt file, fetched and shown as text (wrapped, never as HTML). Studied by staying on it. */
export function TextViewer({ watch, study }: { watch: ResourceWatch; study: StudyPort }) {
  const intl = useIntl();
  const [text, setText] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetch(watch.fileUrl, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.arrayBuffer();
      })
      .then((bytes) => {
        setText(decodeText(bytes));
        study.send({ type: 'content.ready' });
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [watch.fileUrl, study]);

  if (failed) {
    return (
      <Text color="fg.error" role="alert">
        <FormattedMessage id="player.document.failed" />
      </Text>
    );
  }
  if (text === null) return <Skeleton height="60" rounded="l3" />;
  return (
    <Box
      as="pre"
      tabIndex={0}
      role="region"
      aria-label={intl.formatMessage({ id: 'player.document.label' }, { name: watch.resourceName })}
      data-testid="text-content"
      whiteSpace="pre-wrap"
      wordBreak="break-word"
      fontFamily="inherit"
      lineHeight="tall"
      bg="bg.panel"
      borderWidth="1px"
      rounded="l3"
      p={{ base: '4', md: '6' }}
      maxHeight="75vh"
      overflow="auto"
    >
      {text}
    </Box>
  );
}

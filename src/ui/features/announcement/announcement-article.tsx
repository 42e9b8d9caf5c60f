import { HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { RichText } from '../../kit/rich-text/rich-text';

export interface AnnouncementArticleProps {
  title: string;
  publisher: string;
  publishTime: string;
  /** HTML from the gateway; sanitised again on the way in. */
  content: string;
  headingLevel?: 'h1' | 'h2';
  /** Like, share and the like, under the text. */
  actions?: ReactNode;
}

/** An announcement's title, byline and text, the same for colleagues and for visitors. */
export function AnnouncementArticle({
  title,
  publisher,
  publishTime,
  content,
  headingLevel = 'h2',
  actions,
}: AnnouncementArticleProps) {
  return (
    <Stack gap="4" as="article">
      <Heading as={headingLevel} size="xl">
        {title}
      </Heading>
      <HStack gap="4" textStyle="sm" color="fg.muted" wrap="wrap">
        <Text>
          <FormattedMessage id="account.announcement.publisher" values={{ name: publisher }} />
        </Text>
        <Text>
          <FormattedMessage id="account.announcement.time" values={{ time: publishTime }} />
        </Text>
      </HStack>
      <RichText html={content} />
      {actions ? (
        <HStack gap="3" wrap="wrap">
          {actions}
        </HStack>
      ) : null}
    </Stack>
  );
}

import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Avatar } from '../media/avatar';

/** Who wrote a comment or reply, and when (as the page words the time). */
export function CommentAuthor({ name, portrait, time }: { name: string; portrait: string; time: string }) {
  return (
    <HStack gap="2">
      <Avatar.Root size="xs">
        <Avatar.Fallback name={name} />
        {portrait ? <Avatar.Image src={portrait} alt="" /> : null}
      </Avatar.Root>
      <Text fontWeight="medium" textStyle="sm">
        {name}
      </Text>
      <Text textStyle="xs" color="fg.subtle">
        {time}
      </Text>
    </HStack>
  );
}

/** What a reply shows, whatever it answers. */
export interface ReplyLike {
  userName: string;
  headPortrait: string;
  replyUserName: string;
  content: string;
  isMine: number;
}

/** Message ids of the page's area: the item's name (`name`), its text (`to`, `content`, `<b>`), the buttons. */
export interface ReplyTexts {
  item: string;
  text: string;
  reply: string;
  remove: string;
}

/** One reply under a comment: its author, whom it answers, and (for its author) a delete button. */
export function ReplyItem({
  reply,
  time,
  texts,
  onReply,
  onDelete,
}: {
  reply: ReplyLike;
  time: string;
  texts: ReplyTexts;
  onReply: () => void;
  onDelete: () => void;
}) {
  const intl = useIntl();
  return (
    <Stack as="li" gap="1" aria-label={intl.formatMessage({ id: texts.item }, { name: reply.userName })}>
      <CommentAuthor name={reply.userName} portrait={reply.headPortrait} time={time} />
      <Text textStyle="sm" whiteSpace="pre-wrap" wordBreak="break-word">
        <FormattedMessage
          id={texts.text}
          values={{ to: reply.replyUserName, content: reply.content, b: (chunks) => <b>{chunks}</b> }}
        />
      </Text>
      <HStack gap="1">
        <Button size="xs" variant="ghost" onClick={onReply}>
          <FormattedMessage id={texts.reply} />
        </Button>
        {reply.isMine === 1 ? (
          <Button size="xs" variant="ghost" colorPalette="red" onClick={onDelete}>
            <FormattedMessage id={texts.remove} />
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}

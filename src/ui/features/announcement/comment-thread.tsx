import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Avatar } from '../../kit/media/avatar';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AnnouncementComment, AnnouncementReply } from '../../../../contract/notice';
import { CommentBox } from './comment-box';

/** Which box is open under a comment: a reply to the comment, or to one of its replies. */
type Replying = { replyId?: string; to: string } | null;

function Author({ name, portrait, time }: { name: string; portrait: string; time: string }) {
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

function ReplyItem({
  reply,
  onReply,
  onDelete,
}: {
  reply: AnnouncementReply;
  onReply: () => void;
  onDelete: () => void;
}) {
  const intl = useIntl();
  return (
    <Stack
      as="li"
      gap="1"
      aria-label={intl.formatMessage({ id: 'account.reply.item' }, { name: reply.userName })}
    >
      <Author name={reply.userName} portrait={reply.headPortrait} time={reply.gmtCreate} />
      <Text textStyle="sm" whiteSpace="pre-wrap" wordBreak="break-word">
        <FormattedMessage
          id="account.reply.text"
          values={{ to: reply.replyUserName, content: reply.content, b: (chunks) => <b>{chunks}</b> }}
        />
      </Text>
      <HStack gap="1">
        <Button size="xs" variant="ghost" onClick={onReply}>
          <FormattedMessage id="account.reply.action" />
        </Button>
        {reply.isMine === 1 ? (
          <Button size="xs" variant="ghost" colorPalette="red" onClick={onDelete}>
            <FormattedMessage id="account.reply.delete" />
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}

/** One comment with its replies and the reply box; replies are refreshed by the page after a change. */
export function CommentThread({
  comment,
  onChanged,
  onDeleteReply,
}: {
  comment: AnnouncementComment;
  onChanged: () => void;
  onDeleteReply: (reply: AnnouncementReply) => void;
}) {
  const intl = useIntl();
  const [replying, setReplying] = useState<Replying>(null);
  return (
    <Stack
      as="li"
      gap="2"
      py="4"
      borderBottomWidth="1px"
      aria-label={intl.formatMessage({ id: 'account.comment.item' }, { name: comment.userName })}
    >
      <Author name={comment.userName} portrait={comment.headPortrait} time={comment.gmtCreate} />
      <Text whiteSpace="pre-wrap" wordBreak="break-word">
        {comment.content}
      </Text>
      <Flex>
        <Button size="xs" variant="ghost" onClick={() => setReplying({ to: comment.userName })}>
          <FormattedMessage id="account.reply.action" />
        </Button>
      </Flex>
      {comment.replyList.length > 0 ? (
        <Box as="ul" listStyle="none" ps="6" borderStartWidth="2px" borderColor="border.muted">
          <Stack gap="3">
            {comment.replyList.map((reply) => (
              <ReplyItem
                key={reply.id}
                reply={reply}
                onReply={() => setReplying({ replyId: reply.id, to: reply.userName })}
                onDelete={() => onDeleteReply(reply)}
              />
            ))}
          </Stack>
        </Box>
      ) : null}
      {replying ? (
        <Box ps="6">
          <CommentBox
            key={replying.replyId ?? 'comment'}
            target={{
              kind: 'reply',
              commentId: comment.id,
              ...(replying.replyId ? { replyId: replying.replyId } : {}),
            }}
            label={intl.formatMessage({ id: 'account.reply.label' }, { name: replying.to })}
            submitLabel={intl.formatMessage({ id: 'account.reply.submit' })}
            onCancel={() => setReplying(null)}
            onPosted={() => {
              setReplying(null);
              onChanged();
            }}
          />
        </Box>
      ) : null}
    </Stack>
  );
}

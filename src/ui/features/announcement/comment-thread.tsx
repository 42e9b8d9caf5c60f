import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AnnouncementComment, AnnouncementReply } from '../../../../contract/notice';
import { COMMENT_MAX_LENGTH } from '../../../../contract/notice.routes';
import { createReplySave } from '../../../machines/comment/comment.actors';
import { CommentBox } from '../../kit/comments/comment-box';
import { CommentAuthor, ReplyItem, type ReplyTexts } from '../../kit/comments/reply-item';

/** Which box is open under a comment: a reply to the comment, or to one of its replies. */
type Replying = { replyId?: string; to: string } | null;

/** The reply's words, in the announcements' area. */
const REPLY_TEXTS: ReplyTexts = {
  item: 'account.reply.item',
  text: 'account.reply.text',
  reply: 'account.reply.action',
  remove: 'account.reply.delete',
};

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
      <CommentAuthor name={comment.userName} portrait={comment.headPortrait} time={comment.gmtCreate} />
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
                time={reply.gmtCreate}
                texts={REPLY_TEXTS}
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
            createSave={(http) =>
              createReplySave(http, {
                commentId: comment.id,
                ...(replying.replyId ? { replyId: replying.replyId } : {}),
              })
            }
            maxLength={COMMENT_MAX_LENGTH}
            lengthKey="account.comment.length"
            cancelKey="account.confirm.cancel"
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

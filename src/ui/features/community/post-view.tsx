import { Badge, Box, Button, Card, HStack, Heading, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CommunityComment, CommunityPostView } from '../../../../contract/community';
import { POST_COMMENT_MAX } from '../../../../contract/community.routes';
import {
  createCommunityCommentSave,
  createCommunityReplySave,
} from '../../../machines/comment/community-comment-save.actors';
import {
  createCommunityCommentDelete,
  createCommunityPostDelete,
} from '../../../machines/item-delete/community-delete.actors';
import { answerAccept, postLike } from '../../../services/api/community';
import { useHttp } from '../../kit/app/app-services';
import { toastFailure } from '../../kit/app/failure-toast';
import { useSettled } from '../../kit/app/route-data';
import { showToast } from '../../kit/app/toaster';
import { ConfirmDialog } from '../../kit/dialogs/confirm-dialog';
import { useSignInPrompt } from '../../kit/dialogs/sign-in-prompt';
import { useItemDelete } from '../../kit/dialogs/use-item-delete';
import { CommentBox } from '../../kit/comments/comment-box';
import { CommentAuthor, ReplyItem, type ReplyTexts } from '../../kit/comments/reply-item';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { shortDateTime } from '../../kit/format/date-time';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { RichText } from '../../kit/rich-text/rich-text';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import type { CommunityData } from './community-data';
import { COMMUNITY_ROUTE } from './community-page';
import type { CommunitySearch } from './community-params';

interface ThreadActions {
  visitor: boolean;
  guard: (action: () => void) => void;
  /** The reader asked the question and none is accepted yet. */
  canAccept: boolean;
  accepting: string | null;
  onAccept: (comment: CommunityComment) => void;
  onDelete: (id: string) => void;
  onChanged: () => void;
}

/** The reply's words, in the community's area. */
const REPLY_TEXTS: ReplyTexts = {
  item: 'community.reply.item',
  text: 'community.reply.text',
  reply: 'community.reply.action',
  remove: 'community.delete',
};

function CommentThread({ comment, actions }: { comment: CommunityComment; actions: ThreadActions }) {
  const intl = useIntl();
  const [replying, setReplying] = useState<{ replyId?: string; to: string } | null>(null);
  const reply = (to: { replyId?: string; to: string }) => actions.guard(() => setReplying(to));
  return (
    <Stack
      as="li"
      gap="2"
      py="4"
      borderBottomWidth="1px"
      aria-label={intl.formatMessage({ id: 'community.comment.item' }, { name: comment.userName })}
    >
      <HStack justify="space-between" wrap="wrap">
        <CommentAuthor
          name={comment.userName}
          portrait={comment.headPortrait}
          time={shortDateTime(comment.gmtCreate)}
        />
        {comment.isAccepted === 1 ? (
          <Badge colorPalette="green" variant="solid">
            <FormattedMessage id="community.answer.accepted" />
          </Badge>
        ) : null}
      </HStack>
      <Text whiteSpace="pre-wrap" wordBreak="break-word">
        {comment.content}
      </Text>
      <HStack gap="1" wrap="wrap">
        <Button size="xs" variant="ghost" onClick={() => reply({ to: comment.userName })}>
          <FormattedMessage id="community.reply.action" />
        </Button>
        {actions.canAccept && comment.isMine === 0 ? (
          <Button
            size="xs"
            variant="outline"
            colorPalette="green"
            loading={actions.accepting === comment.id}
            onClick={() => actions.onAccept(comment)}
          >
            <FormattedMessage id="community.answer.accept" />
          </Button>
        ) : null}
        {comment.isMine === 1 && comment.isAccepted === 0 ? (
          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => actions.onDelete(comment.id)}>
            <FormattedMessage id="community.delete" />
          </Button>
        ) : null}
      </HStack>
      {comment.replyList.length > 0 ? (
        <Box as="ul" listStyle="none" ps="6" borderStartWidth="2px" borderColor="border.muted">
          <Stack gap="3">
            {comment.replyList.map((r) => (
              <ReplyItem
                key={r.id}
                reply={r}
                time={shortDateTime(r.gmtCreate)}
                texts={REPLY_TEXTS}
                onReply={() => reply({ replyId: r.id, to: r.userName })}
                onDelete={() => actions.onDelete(r.id)}
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
              createCommunityReplySave(http, {
                commentId: comment.id,
                ...(replying.replyId ? { replyId: replying.replyId } : {}),
              })
            }
            maxLength={POST_COMMENT_MAX}
            lengthKey="community.comment.length"
            cancelKey="community.editor.cancel"
            label={intl.formatMessage({ id: 'community.reply.label' }, { name: replying.to })}
            submitLabel={intl.formatMessage({ id: 'community.reply.submit' })}
            onCancel={() => setReplying(null)}
            onPosted={() => {
              setReplying(null);
              actions.onChanged();
            }}
          />
        </Box>
      ) : null}
    </Stack>
  );
}

function LikeButton({ post, guard }: { post: CommunityPostView; guard: (action: () => void) => void }) {
  const http = useHttp();
  const [state, setState] = useState({ isLike: post.isLike, likeCount: post.likeCount });
  const [busy, setBusy] = useState(false);
  const liked = state.isLike === 1;
  return (
    <Button
      size="sm"
      variant={liked ? 'solid' : 'outline'}
      aria-pressed={liked}
      loading={busy}
      onClick={() =>
        guard(() => {
          setBusy(true);
          postLike(http, { id: post.id, isLike: liked ? 0 : 1 })
            .then(setState)
            .catch(() => undefined)
            .finally(() => setBusy(false));
        })
      }
    >
      <FormattedMessage
        id={liked ? 'community.liked' : 'community.like'}
        values={{ count: state.likeCount }}
      />
    </Button>
  );
}

function Comments({ post, data }: { post: CommunityPostView; data: CommunityData }) {
  const intl = useIntl();
  const http = useHttp();
  const router = useRouter();
  const comments = useSettled(data.comments ?? { ok: false, error: '' });
  const { guard, prompt } = useSignInPrompt();
  const [accepting, setAccepting] = useState<string | null>(null);
  const question = post.kind === 2;
  const reload = () => void router.invalidate();
  const remover = useItemDelete(createCommunityCommentDelete, () => {
    showToast('success', intl.formatMessage({ id: 'community.comment.deleted' }));
    reload();
  });
  const actions: ThreadActions = {
    visitor: data.visitor,
    guard,
    canAccept: question && post.isMine === 1 && post.acceptedId === '',
    accepting,
    onAccept: (comment) => {
      setAccepting(comment.id);
      answerAccept(http, { id: comment.id }, { isShowErrTip: false })
        .then(() => {
          showToast('success', intl.formatMessage({ id: 'community.answer.acceptDone' }));
          reload();
        })
        .catch((error: unknown) => toastFailure(intl, 'operation', error))
        .finally(() => setAccepting(null));
    },
    onDelete: (id) => remover.ask(id),
    onChanged: reload,
  };
  const label = intl.formatMessage({ id: question ? 'community.answer.label' : 'community.comment.label' });
  return (
    <Stack gap="4" as="section" aria-labelledby="community-comments">
      <Heading as="h2" size="md" id="community-comments">
        <FormattedMessage
          id={question ? 'community.answer.heading' : 'community.comment.heading'}
          values={{ count: comments.data?.totalCount ?? 0 }}
        />
      </Heading>
      {data.visitor ? (
        <Button alignSelf="flex-start" variant="outline" onClick={() => guard(() => undefined)}>
          {label}
        </Button>
      ) : (
        <CommentBox
          createSave={(http) => createCommunityCommentSave(http, post.id)}
          maxLength={POST_COMMENT_MAX}
          lengthKey="community.comment.length"
          cancelKey="community.editor.cancel"
          label={label}
          submitLabel={intl.formatMessage({
            id: question ? 'community.answer.submit' : 'community.comment.submit',
          })}
          onPosted={reload}
        />
      )}
      {comments.error ? <ErrorAlert message={comments.error} /> : null}
      {comments.data && comments.data.list.length === 0 ? (
        <Text color="fg.muted">
          <FormattedMessage id={question ? 'community.answer.empty' : 'community.comment.empty'} />
        </Text>
      ) : null}
      <Box as="ul" listStyle="none">
        {comments.data?.list.map((comment) => (
          <CommentThread key={comment.id} comment={comment} actions={actions} />
        ))}
      </Box>
      <ConfirmDialog
        open={remover.asking}
        busy={remover.busy}
        title={intl.formatMessage({ id: 'community.comment.deleteTitle' })}
        body={intl.formatMessage({ id: 'community.comment.deleteBody' })}
        onCancel={remover.cancel}
        onConfirm={remover.confirm}
      />
      {prompt}
    </Stack>
  );
}

function Article({
  post,
  data,
  search,
}: {
  post: CommunityPostView;
  data: CommunityData;
  search: CommunitySearch;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const locale = useLocaleParam();
  const { guard, prompt } = useSignInPrompt();
  useDocumentTitle(post.title);
  const remover = useItemDelete(createCommunityPostDelete, () => {
    showToast('success', intl.formatMessage({ id: 'community.post.deleted' }));
    void navigate({ to: COMMUNITY_ROUTE, params: { locale }, search: { tab: 'mine' } });
  });
  return (
    <Stack gap="4" as="article">
      <HStack gap="2" wrap="wrap">
        <Badge variant="subtle">
          <FormattedMessage id={`community.kind.${post.kind}`} />
        </Badge>
        {post.kind === 2 && post.acceptedId !== '' ? (
          <Badge colorPalette="green" variant="subtle">
            <FormattedMessage id="community.post.solved" />
          </Badge>
        ) : null}
      </HStack>
      <Heading as="h1" size="2xl" wordBreak="break-word">
        {post.title}
      </Heading>
      <CommentAuthor name={post.userName} portrait={post.headPortrait} time={shortDateTime(post.gmtCreate)} />
      <Box css={{ '& img': { maxWidth: '100%', height: 'auto', borderRadius: 'md', marginBlock: '2' } }}>
        <RichText html={post.content} />
      </Box>
      <HStack gap="2" wrap="wrap">
        <LikeButton post={post} guard={guard} />
        {post.isMine === 1 && !data.visitor ? (
          <>
            <Button
              size="sm"
              variant="ghost"
              onClick={() =>
                void navigate({ to: COMMUNITY_ROUTE, params: { locale }, search: { ...search, edit: 1 } })
              }
            >
              <FormattedMessage id="community.post.edit" />
            </Button>
            <Button size="sm" variant="ghost" colorPalette="red" onClick={() => remover.ask(post.id)}>
              <FormattedMessage id="community.post.delete" />
            </Button>
          </>
        ) : null}
      </HStack>
      <ConfirmDialog
        open={remover.asking}
        busy={remover.busy}
        title={intl.formatMessage({ id: 'community.post.deleteTitle' })}
        body={intl.formatMessage({ id: 'community.post.deleteBody' })}
        onCancel={remover.cancel}
        onConfirm={remover.confirm}
      />
      {prompt}
    </Stack>
  );
}

/** An open post: its text, the like, and its comments (a question's answers, the accepted one first). */
export function PostView({ data, search }: { data: CommunityData; search: CommunitySearch }) {
  const locale = useLocaleParam();
  const post = useSettled(data.post ?? { ok: false, error: '' });
  const { id: _id, ...listSearch } = search;
  return (
    <Card.Root rounded="l3">
      <Card.Body gap="6">
        <Link asChild alignSelf="flex-start" textStyle="sm">
          <RouterLink to={COMMUNITY_ROUTE} params={{ locale }} search={listSearch}>
            <FormattedMessage id="community.post.back" />
          </RouterLink>
        </Link>
        {post.error !== null ? <ErrorAlert message={post.error} /> : null}
        {post.data ? (
          <>
            <Article post={post.data} data={data} search={search} />
            <Separator />
            <Comments post={post.data} data={data} />
          </>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

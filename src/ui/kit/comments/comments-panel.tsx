import { Box, Button, Flex, HStack, Skeleton, Stack, Text, chakra } from '@chakra-ui/react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { COMMENT_MAX } from '../../../../contract/course.routes';
import type { Page } from '../../../../contract/envelope';
import type { CommentProblem, commentMachine } from '../../../machines/comment/comment.machine';
import {
  selectError,
  selectInvalid,
  selectIsFailed,
  selectIsSaved,
  selectIsSaving,
  selectPosted,
  selectText,
} from '../../../machines/comment/comment.selectors';
import type { HttpClient } from '../../../services/http';
import { showToast } from '../app/toaster';
import { useSettled, type Settled } from '../app/route-data';
import { ConfirmDialog } from '../dialogs/confirm-dialog';
import { useItemDelete, type DeleteLogic } from '../dialogs/use-item-delete';
import { shortDateTime } from '../format/date-time';
import { CommentField } from '../forms/comment-field';
import { ErrorAlert } from '../forms/error-alert';
import type { MessageId } from '../locale/messages';
import { Avatar } from '../media/avatar';
import { Pager } from '../navigation/pager';

/**
 * The comment box's actor, started by the page with its `save` call, so the page decides how long a draft
 * lives (the course page keeps it across its tabs).
 */
export type CommentActor = ActorRefFrom<typeof commentMachine>;

/** A comment as every list shows it (a course's, a study task's). */
export interface CommentRow {
  id: string;
  nickname: string;
  headPortrait: string;
  content: string;
  gmtCreate: string;
  /** 1 for the reader's own, which they may delete. */
  mine: 0 | 1;
}

/**
 * Every text of the panel, as message ids of the page's own area: each page words its comments (and loads
 * those words with its route), so no area has to come along for another's sake.
 */
export interface CommentWords {
  label: MessageId;
  placeholder: MessageId;
  submit: MessageId;
  saved: MessageId;
  required: MessageId;
  tooLong: MessageId;
  /** `{count}` typed of `{max}`. */
  lengthHint: MessageId;
  list: MessageId;
  empty: MessageId;
  delete: MessageId;
  /** The delete button's name, with the comment's `{time}`. */
  deleteOne: MessageId;
  deleteTitle: MessageId;
  deleteBody: MessageId;
  deleted: MessageId;
}

/** The comment box: 1–500 characters; a refused save keeps the text and says why. */
function CommentForm({
  actor,
  words,
  onPosted,
}: {
  actor: CommentActor;
  words: CommentWords;
  onPosted: () => void;
}) {
  const intl = useIntl();
  const fieldId = useId();
  const text = useSelector(actor, selectText);
  const invalid = useSelector(actor, selectInvalid);
  const error = useSelector(actor, selectError);
  const saving = useSelector(actor, selectIsSaving);
  const saved = useSelector(actor, selectIsSaved);
  const failed = useSelector(actor, selectIsFailed);
  const posted = useSelector(actor, selectPosted);
  // The actor may outlive this form: a comment posted before the form went away was shown then, not again now.
  const shown = useRef(posted);
  const notify = useEffectEvent(onPosted);
  useEffect(() => {
    if (posted > shown.current) {
      shown.current = posted;
      notify();
    }
  }, [posted]);
  const problems: Record<CommentProblem, MessageId> = { required: words.required, tooLong: words.tooLong };

  return (
    <Stack
      as="form"
      gap="2"
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'submit' });
      }}
    >
      <chakra.label htmlFor={fieldId} textStyle="sm" fontWeight="medium">
        <FormattedMessage id={words.label} />
      </chakra.label>
      <CommentField
        id={fieldId}
        placeholder={intl.formatMessage({ id: words.placeholder })}
        readOnly={saving}
        // The focus ring is the brand's, like the submit button beside it.
        colorPalette="brand"
        value={text}
        onValueChange={(value) => actor.send({ type: 'text.change', text: value })}
        maxLength={COMMENT_MAX}
        problem={invalid ? <FormattedMessage id={problems[invalid]} /> : null}
        lengthHint={
          <FormattedMessage id={words.lengthHint} values={{ count: text.length, max: COMMENT_MAX }} />
        }
        actions={
          <HStack gap="3">
            <Text textStyle="sm" color="green.fg" role="status">
              {saved ? <FormattedMessage id={words.saved} /> : null}
            </Text>
            <Button size="sm" type="submit" colorPalette="brand" loading={saving}>
              <FormattedMessage id={words.submit} />
            </Button>
          </HStack>
        }
      />
      {failed && error !== null ? (
        <ErrorAlert message={error || intl.formatMessage({ id: 'http.unknownError' })} />
      ) : null}
    </Stack>
  );
}

function CommentItem({
  comment,
  words,
  onDelete,
}: {
  comment: CommentRow;
  words: CommentWords;
  onDelete: (c: CommentRow) => void;
}) {
  const intl = useIntl();
  return (
    <Flex as="li" gap="3" py="4" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <Avatar.Root size="sm" colorPalette="brand" flexShrink={0}>
        <Avatar.Fallback name={comment.nickname} />
        {comment.headPortrait ? <Avatar.Image src={comment.headPortrait} alt="" /> : null}
      </Avatar.Root>
      <Stack gap="1" flex="1" minWidth="0">
        <HStack gap="3" justify="space-between" wrap="wrap">
          <HStack gap="2" textStyle="sm">
            <Text fontWeight="medium">{comment.nickname}</Text>
            <Text color="fg.muted" textStyle="xs">
              {shortDateTime(comment.gmtCreate)}
            </Text>
          </HStack>
          {comment.mine === 1 ? (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              aria-label={intl.formatMessage(
                { id: words.deleteOne },
                { time: shortDateTime(comment.gmtCreate) },
              )}
              onClick={() => onDelete(comment)}
            >
              <FormattedMessage id={words.delete} />
            </Button>
          ) : null}
        </HStack>
        {/* Text, never markup: the gateway sends what was typed. */}
        <Text whiteSpace="pre-wrap" wordBreak="break-word">
          {comment.content}
        </Text>
      </Stack>
    </Flex>
  );
}

/**
 * A member's comments on something: the box, then the comments newest first with pages. A member's own comments
 * can be deleted after a confirmation. The page provides the calls (the box's actor with its `save`, the
 * `createDelete` of `item-delete.actors.ts`) and the list its route's loader read; the page number lives in the
 * address under `pageKey`, so the back button and preloading know it. `onCountChange` follows the total.
 */
export function CommentsPanel({
  comment,
  data,
  words,
  createDelete,
  pageKey,
  onCountChange,
}: {
  comment: CommentActor;
  /** The page the address names, as the route's loader read it. */
  data: { page: number; list: Settled<Page<CommentRow>> };
  words: CommentWords;
  createDelete: (http: HttpClient) => DeleteLogic;
  pageKey: string;
  onCountChange?: (count: number) => void;
}) {
  const intl = useIntl();
  const router = useRouter();
  const navigate = useNavigate();
  const { page } = data;
  const comments = useSettled(data.list);
  const toPage = (next: number) =>
    navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, [pageKey]: next > 1 ? next : undefined }),
      resetScroll: false,
    });
  // After a write the loader reads the page again: a page read earlier may be cached.
  const showPage = (next: number) => void toPage(next).then(() => router.invalidate());
  const total = comments.data?.totalCount;
  const countChanged = useEffectEvent((n: number) => onCountChange?.(n));
  useEffect(() => {
    if (total !== undefined) countChanged(total);
  }, [total]);
  const remover = useItemDelete(createDelete, () => {
    showToast('success', intl.formatMessage({ id: words.deleted }));
    // The last comment of a later page gone: step back a page rather than show an empty one.
    showPage(page > 1 && comments.data?.list.length === 1 ? page - 1 : page);
  });

  return (
    <Stack gap="4">
      <CommentForm
        actor={comment}
        words={words}
        // The newest comment heads the first page.
        onPosted={() => showPage(1)}
      />
      {comments.loading && !comments.data ? (
        <Stack gap="3" aria-busy="true">
          <Skeleton height="14" rounded="l2" />
          <Skeleton height="14" rounded="l2" />
        </Stack>
      ) : comments.error !== null ? (
        <ErrorAlert
          message={comments.error}
          action={
            <Button size="sm" variant="outline" alignSelf="center" onClick={comments.reload}>
              <FormattedMessage id="app.retry" />
            </Button>
          }
        />
      ) : comments.data && comments.data.list.length === 0 ? (
        <Text color="fg.muted" textAlign="center" py="6">
          <FormattedMessage id={words.empty} />
        </Text>
      ) : (
        <Box as="ul" listStyle="none" aria-label={intl.formatMessage({ id: words.list })}>
          {comments.data?.list.map((item) => (
            <CommentItem
              key={item.id}
              comment={item}
              words={words}
              onDelete={(chosen) => remover.ask(chosen.id)}
            />
          ))}
        </Box>
      )}
      <Pager page={page} totalPage={comments.data?.totalPage ?? 0} onPage={(next) => void toPage(next)} />
      <ConfirmDialog
        open={remover.asking}
        busy={remover.busy}
        title={<FormattedMessage id={words.deleteTitle} />}
        body={<FormattedMessage id={words.deleteBody} />}
        confirmLabel={<FormattedMessage id={words.delete} />}
        onCancel={remover.cancel}
        onConfirm={remover.confirm}
      />
    </Stack>
  );
}

import { Box, Button, Flex, HStack, Skeleton, Stack, Text, chakra } from '@chakra-ui/react';
import { Avatar } from '../../kit/media/avatar';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { CourseComment } from '../../../../contract/course';
import type { Page } from '../../../../contract/envelope';
import { COMMENT_MAX } from '../../../../contract/course.routes';
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
import { createCourseCommentDelete } from '../../../machines/item-delete/item-delete.actors';
import { Pager } from '../../kit/navigation/pager';
import { showToast } from '../../kit/app/toaster';
import { useSettled, type Settled } from '../../kit/app/route-data';
import { ConfirmDialog } from '../../kit/dialogs/confirm-dialog';
import { useItemDelete } from '../../kit/dialogs/use-item-delete';
import { CommentField } from '../../kit/forms/comment-field';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { shortDateTime } from '../../kit/format/date-time';

/** The course page starts it above the tabs, so a draft outlives the comments tab. */
export type CourseCommentActor = ActorRefFrom<typeof commentMachine>;

const PROBLEM_KEYS: Record<CommentProblem, string> = {
  required: 'course.comment.required',
  tooLong: 'course.comment.tooLong',
};

/** The comment box: 1–500 characters; a refused save keeps the text and says why. */
function CommentForm({ actor, onPosted }: { actor: CourseCommentActor; onPosted: () => void }) {
  const intl = useIntl();
  const fieldId = useId();
  const text = useSelector(actor, selectText);
  const invalid = useSelector(actor, selectInvalid);
  const error = useSelector(actor, selectError);
  const saving = useSelector(actor, selectIsSaving);
  const saved = useSelector(actor, selectIsSaved);
  const failed = useSelector(actor, selectIsFailed);
  const posted = useSelector(actor, selectPosted);
  // The actor outlives this form: a comment posted before the tab was left was shown then, not again now.
  const shown = useRef(posted);
  const notify = useEffectEvent(onPosted);
  useEffect(() => {
    if (posted > shown.current) {
      shown.current = posted;
      notify();
    }
  }, [posted]);

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
        <FormattedMessage id="course.comment.label" />
      </chakra.label>
      <CommentField
        id={fieldId}
        placeholder={intl.formatMessage({ id: 'course.comment.placeholder' })}
        readOnly={saving}
        // The course's focus ring is the brand's.
        colorPalette="brand"
        value={text}
        onValueChange={(value) => actor.send({ type: 'text.change', text: value })}
        maxLength={COMMENT_MAX}
        problem={invalid ? <FormattedMessage id={PROBLEM_KEYS[invalid]} /> : null}
        lengthHint={
          <FormattedMessage id="course.lengthHint" values={{ count: text.length, max: COMMENT_MAX }} />
        }
        actions={
          <HStack gap="3">
            <Text textStyle="sm" color="green.fg" role="status">
              {saved ? <FormattedMessage id="course.comment.saved" /> : null}
            </Text>
            <Button size="sm" type="submit" colorPalette="brand" loading={saving}>
              <FormattedMessage id="course.comment.submit" />
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
  onDelete,
}: {
  comment: CourseComment;
  onDelete: (c: CourseComment) => void;
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
                { id: 'course.comment.deleteOne' },
                { time: shortDateTime(comment.gmtCreate) },
              )}
              onClick={() => onDelete(comment)}
            >
              <FormattedMessage id="course.comment.delete" />
            </Button>
          ) : null}
        </HStack>
        <Text whiteSpace="pre-wrap" wordBreak="break-word">
          {comment.content}
        </Text>
      </Stack>
    </Flex>
  );
}

/**
 * A member's comments tab: the box, then the comments newest first with pages. A member's own comments can be
 * deleted after a confirmation. The box's actor comes from the course page, which keeps it across tabs.
 * `onCountChange` keeps the tab's count in step.
 */
export function CommentsPanel({
  comment,
  data,
  onCountChange,
}: {
  comment: CourseCommentActor;
  /** The page the address names, as the route's loader read it. */
  data: { page: number; list: Settled<Page<CourseComment>> };
  onCountChange?: (count: number) => void;
}) {
  const intl = useIntl();
  const router = useRouter();
  const navigate = useNavigate();
  const { page } = data;
  const comments = useSettled(data.list);
  // The page lives in the address (`?tab=comments&page=2`), so the back button and preloading know it.
  const toPage = (next: number) =>
    navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, page: next > 1 ? next : undefined }),
      resetScroll: false,
    });
  // After a write the loader reads the page again: a page read earlier may be cached.
  const showPage = (next: number) => void toPage(next).then(() => router.invalidate());
  const total = comments.data?.totalCount;
  const countChanged = useEffectEvent((n: number) => onCountChange?.(n));
  useEffect(() => {
    if (total !== undefined) countChanged(total);
  }, [total]);
  const remover = useItemDelete(createCourseCommentDelete, () => {
    showToast('success', intl.formatMessage({ id: 'course.comment.deleted' }));
    // The last comment of a later page gone: step back a page rather than show an empty one.
    showPage(page > 1 && comments.data?.list.length === 1 ? page - 1 : page);
  });

  return (
    <Stack gap="4">
      <CommentForm
        actor={comment}
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
          <FormattedMessage id="course.comment.empty" />
        </Text>
      ) : (
        <Box as="ul" listStyle="none" aria-label={intl.formatMessage({ id: 'course.comment.list' })}>
          {comments.data?.list.map((item) => (
            <CommentItem key={item.id} comment={item} onDelete={(chosen) => remover.ask(chosen.id)} />
          ))}
        </Box>
      )}
      <Pager page={page} totalPage={comments.data?.totalPage ?? 0} onPage={(next) => void toPage(next)} />
      <ConfirmDialog
        open={remover.asking}
        busy={remover.busy}
        title={<FormattedMessage id="course.comment.deleteTitle" />}
        body={<FormattedMessage id="course.comment.deleteBody" />}
        confirmLabel={<FormattedMessage id="course.comment.delete" />}
        onCancel={remover.cancel}
        onConfirm={remover.confirm}
      />
    </Stack>
  );
}

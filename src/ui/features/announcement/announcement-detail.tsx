import { Box, Button, Card, Heading, Link, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Page } from '../../../../contract/envelope';
import type { AnnouncementComment, AnnouncementView } from '../../../../contract/notice';
import { createReplyDelete } from '../../../machines/item-delete/item-delete.actors';
import { admire } from '../../../services/api/announcement';
import type { AnnouncementDetailData } from './announcement-data';
import { AnnouncementArticle } from './announcement-article';
import { useHttp } from '../../kit/app/app-services';
import { showToast } from '../../kit/app/toaster';
import { useSettled, type Settled } from '../../kit/app/route-data';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { createAnnouncementCommentSave } from '../../../machines/comment/comment.actors';
import { COMMENT_MAX_LENGTH } from '../../../../contract/notice.routes';
import { CommentBox } from '../../kit/comments/comment-box';
import { CommentThread } from './comment-thread';
import { ConfirmDialog } from '../../kit/dialogs/confirm-dialog';
import { useItemDelete } from '../../kit/dialogs/use-item-delete';
import { Pager } from '../../kit/navigation/pager';

function AdmireButton({ announcement }: { announcement: AnnouncementView }) {
  const http = useHttp();
  const [state, setState] = useState({
    isAdmire: announcement.isAdmire,
    admireCount: announcement.admireCount,
  });
  const [busy, setBusy] = useState(false);
  const liked = state.isAdmire === 1;
  return (
    <Button
      size="sm"
      variant={liked ? 'solid' : 'outline'}
      aria-pressed={liked}
      loading={busy}
      onClick={() => {
        setBusy(true);
        admire(http, { id: announcement.id })
          .then(setState)
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      <FormattedMessage id="account.announcement.like" values={{ count: state.admireCount }} />
    </Button>
  );
}

function Comments({
  announcementId,
  read,
  page,
  onPage,
}: {
  announcementId: string;
  read: Settled<Page<AnnouncementComment>>;
  page: number;
  onPage: (page: number) => void;
}) {
  const intl = useIntl();
  const router = useRouter();
  const comments = useSettled(read);
  const reload = () => void router.invalidate();
  const remover = useItemDelete(createReplyDelete, () => {
    showToast('success', intl.formatMessage({ id: 'account.reply.deleted' }));
    reload();
  });

  return (
    <Stack gap="4" as="section" aria-labelledby="comments-heading">
      <Heading as="h3" size="md" id="comments-heading">
        <FormattedMessage id="account.comment.heading" values={{ count: comments.data?.totalCount ?? 0 }} />
      </Heading>
      <CommentBox
        createSave={(http) => createAnnouncementCommentSave(http, announcementId)}
        maxLength={COMMENT_MAX_LENGTH}
        lengthKey="account.comment.length"
        cancelKey="account.confirm.cancel"
        label={intl.formatMessage({ id: 'account.comment.label' })}
        submitLabel={intl.formatMessage({ id: 'account.comment.submit' })}
        onPosted={() => {
          // The new comment is first on page 1.
          reload();
          if (page !== 1) onPage(1);
        }}
      />
      {comments.error ? <ErrorAlert message={comments.error} /> : null}
      {comments.data && comments.data.list.length === 0 ? (
        <Text color="fg.muted">
          <FormattedMessage id="account.comment.empty" />
        </Text>
      ) : null}
      <Box as="ul" listStyle="none" aria-label={intl.formatMessage({ id: 'account.comment.list' })}>
        {comments.data?.list.map((comment) => (
          <CommentThread
            key={comment.id}
            comment={comment}
            onChanged={reload}
            onDeleteReply={(reply) => remover.ask(reply.id)}
          />
        ))}
      </Box>
      <Pager page={page} totalPage={comments.data?.totalPage ?? 0} onPage={onPage} />
      <ConfirmDialog
        open={remover.asking}
        busy={remover.busy}
        title={intl.formatMessage({ id: 'account.reply.deleteTitle' })}
        body={intl.formatMessage({ id: 'account.reply.deleteBody' })}
        onCancel={remover.cancel}
        onConfirm={remover.confirm}
      />
    </Stack>
  );
}

function Article({ announcement }: { announcement: AnnouncementView }) {
  return <AnnouncementArticle {...announcement} actions={<AdmireButton announcement={announcement} />} />;
}

function Loaded({
  data,
  read,
  onCommentPage,
}: {
  data: AnnouncementDetailData;
  read: Settled<AnnouncementView>;
  onCommentPage: (page: number) => void;
}) {
  const announcement = useSettled(read);
  return (
    <>
      {announcement.error ? <ErrorAlert message={announcement.error} /> : null}
      {announcement.data ? (
        <>
          <Article announcement={announcement.data} />
          <Separator />
          <Comments
            announcementId={announcement.data.id}
            read={data.comments}
            page={data.page}
            onPage={onCommentPage}
          />
        </>
      ) : announcement.loading ? (
        <Reading />
      ) : null}
    </>
  );
}

function Reading() {
  return (
    <Stack gap="3">
      <Skeleton height="8" width="60%" />
      <Skeleton height="40" />
    </Stack>
  );
}

/**
 * change=6 with an id, and `/announcement/{id}` for colleagues: the announcement (reading it marks it read on
 * the gateway) and its comments, as the route's loader read them. The comments page lives in the address:
 * `onCommentPage` goes to another.
 */
export function AnnouncementDetail({
  data,
  onCommentPage,
}: {
  data: AnnouncementDetailData;
  onCommentPage: (page: number) => void;
}) {
  const locale = useLocaleParam();
  return (
    <Card.Root rounded="l3">
      <Card.Body gap="6">
        <Link asChild alignSelf="flex-start" textStyle="sm">
          <RouterLink to="/{-$locale}/account" params={{ locale }} search={{ change: 6 }}>
            <FormattedMessage id="account.announcement.back" />
          </RouterLink>
        </Link>
        {/* Preloaded without the announcement: the route reads it now that the page is open. */}
        {data.announcement === null ? (
          <Reading />
        ) : (
          <Loaded data={data} read={data.announcement} onCommentPage={onCommentPage} />
        )}
      </Card.Body>
    </Card.Root>
  );
}

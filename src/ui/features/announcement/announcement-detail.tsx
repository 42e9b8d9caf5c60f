import { Box, Button, Card, Heading, Link, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AnnouncementReply, AnnouncementView } from '../../../../contract/notice';
import { admire, commentPage, replyDelete, view } from '../../../services/api/announcement';
import { AnnouncementArticle } from './announcement-article';
import { useHttp } from '../../kit/app/app-services';
import { toastFailure } from '../../kit/app/failure-toast';
import { showToast } from '../../kit/app/toaster';
import { useGatewayData } from '../../kit/app/use-gateway-data';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { CommentBox } from './comment-box';
import { CommentThread } from './comment-thread';
import { ConfirmDialog } from '../../kit/dialogs/confirm-dialog';
import { Pager } from '../../kit/navigation/pager';

const COMMENT_PAGE_SIZE = 10;

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

function Comments({ announcementId }: { announcementId: string }) {
  const intl = useIntl();
  const http = useHttp();
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [deleting, setDeleting] = useState<AnnouncementReply | null>(null);
  const [busy, setBusy] = useState(false);
  const comments = useGatewayData(`comments:${announcementId}:${page}:${version}`, (h) =>
    commentPage(h, { announcementId, pageCurrent: page, pageSize: COMMENT_PAGE_SIZE }),
  );
  const reload = () => setVersion((v) => v + 1);

  return (
    <Stack gap="4" as="section" aria-labelledby="comments-heading">
      <Heading as="h3" size="md" id="comments-heading">
        <FormattedMessage id="account.comment.heading" values={{ count: comments.data?.totalCount ?? 0 }} />
      </Heading>
      <CommentBox
        target={{ kind: 'comment', announcementId }}
        label={intl.formatMessage({ id: 'account.comment.label' })}
        submitLabel={intl.formatMessage({ id: 'account.comment.submit' })}
        onPosted={() => {
          setPage(1);
          reload();
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
          <CommentThread key={comment.id} comment={comment} onChanged={reload} onDeleteReply={setDeleting} />
        ))}
      </Box>
      <Pager page={page} totalPage={comments.data?.totalPage ?? 0} onPage={setPage} />
      <ConfirmDialog
        open={deleting !== null}
        busy={busy}
        title={intl.formatMessage({ id: 'account.reply.deleteTitle' })}
        body={intl.formatMessage({ id: 'account.reply.deleteBody' })}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          setBusy(true);
          replyDelete(http, { id: deleting.id }, { isShowErrTip: false })
            .then(() => {
              showToast('success', intl.formatMessage({ id: 'account.reply.deleted' }));
              reload();
            })
            .catch((error: unknown) => toastFailure(intl, 'delete', error))
            .finally(() => {
              setBusy(false);
              setDeleting(null);
            });
        }}
      />
    </Stack>
  );
}

function Article({ announcement }: { announcement: AnnouncementView }) {
  return <AnnouncementArticle {...announcement} actions={<AdmireButton announcement={announcement} />} />;
}

/** change=6 with an id: the announcement (opening it marks it read on the gateway) and its comments. */
export function AnnouncementDetail({ id }: { id: string }) {
  const locale = useLocaleParam();
  const announcement = useGatewayData(`announcement:${id}`, (h) => view(h, { id }));
  return (
    <Card.Root rounded="l3">
      <Card.Body gap="6">
        <Link asChild alignSelf="flex-start" textStyle="sm">
          <RouterLink to="/{-$locale}/account" params={{ locale }} search={{ change: 6 }}>
            <FormattedMessage id="account.announcement.back" />
          </RouterLink>
        </Link>
        {announcement.error ? <ErrorAlert message={announcement.error} /> : null}
        {announcement.data ? (
          <>
            <Article announcement={announcement.data} />
            <Separator />
            <Comments announcementId={announcement.data.id} />
          </>
        ) : announcement.loading ? (
          <Stack gap="3">
            <Skeleton height="8" width="60%" />
            <Skeleton height="40" />
          </Stack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

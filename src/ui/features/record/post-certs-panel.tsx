import { Badge, Box, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PostCertification } from '../../../../contract/study-task';
import { PostCertStatus } from '../../../../contract/study-task.routes';
import { createPostCertExportImplementations } from '../../../machines/task-export/task-export.actors';
import { ListExportButton } from '../../kit/files/list-export-button';
import { LoadState } from '../../kit/app/load-state';
import { useSettled } from '../../kit/app/route-data';
import { Stat } from '../../kit/layout/stat';
import { Facts, ProgressLine } from '../../kit/learning/learning-card';
import { TaskLink } from '../../kit/learning/task-link';
import { useLocaleParam } from '../../kit/locale/use-locale';
import type { PostCertsData, PostCertsQuery } from './post-certs-data';
import { RecordsFrame } from './records-frame';

const STATUSES: readonly PostCertStatus[] = [
  PostCertStatus.certified,
  PostCertStatus.inProgress,
  PostCertStatus.notStarted,
  PostCertStatus.notCertified,
];
const PALETTE: Record<PostCertStatus, string> = {
  [PostCertStatus.notStarted]: 'gray',
  [PostCertStatus.inProgress]: 'blue',
  [PostCertStatus.certified]: 'green',
  [PostCertStatus.notCertified]: 'red',
};

function PostRow({ post }: { post: PostCertification }) {
  return (
    <Stack as="li" gap="2" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} minWidth="0">
      <HStack gap="2" wrap="wrap">
        <Heading as="h4" size="sm" fontWeight="semibold">
          {post.postName}
        </Heading>
        <Badge colorPalette={PALETTE[post.status]} variant="subtle">
          <FormattedMessage id={`account.posts.status.${post.status}`} />
        </Badge>
      </HStack>
      <Text textStyle="sm">
        <FormattedMessage
          id="account.posts.through"
          values={{ task: <TaskLink taskId={post.taskId}>{post.taskName}</TaskLink> }}
        />
      </Text>
      {post.status === PostCertStatus.certified ? null : (
        <ProgressLine name={post.taskName} value={post.studyProgress} />
      )}
      <Facts>
        <Text as="span">
          <FormattedMessage
            id="account.posts.window"
            values={{ start: post.startTime.slice(0, 10), end: post.endTime.slice(0, 10) }}
          />
        </Text>
        {post.certifiedTime ? (
          <Text as="span" color="green.fg">
            <FormattedMessage
              id="account.posts.certifiedAt"
              values={{ time: post.certifiedTime.slice(0, 16) }}
            />
          </Text>
        ) : null}
      </Facts>
    </Stack>
  );
}

/**
 * change=3&recordType=3: the posts the learner's tasks certify them for, certified first; counted by status,
 * filtered by one, and exported to the download records. `data` is what the account route's loader read.
 */
export function PostCertsPanel({ data }: { data: PostCertsData }) {
  const intl = useIntl();
  const locale = useLocaleParam();
  const navigate = useNavigate();
  const { query } = data;
  const counts = useSettled(data.counts);
  const list = useSettled(data.list);
  const go = (next: Partial<PostCertsQuery>) =>
    void navigate({
      to: '/{-$locale}/account',
      params: { locale },
      search: {
        change: 3,
        recordType: 3,
        postStatus: 'status' in next ? next.status : query.status,
        page: next.page !== undefined && next.page > 1 ? next.page : undefined,
      },
    });
  return (
    <RecordsFrame
      kind={3}
      headingKey="account.posts.title"
      listHeadingKey="account.posts.list"
      filter={{
        id: 'post-status',
        label: 'account.posts.statusLabel',
        all: 'account.posts.status.all',
        value: query.status,
        options: STATUSES.map((s) => ({
          value: s,
          label: intl.formatMessage({ id: `account.posts.status.${s}` }),
        })),
        onChange: (status) => go({ status }),
      }}
      page={query.page}
      totalPage={list.data?.totalPage ?? 0}
      onPage={(page) => go({ page })}
      summary={
        <Stack gap="3">
          <LoadState data={counts} lines={1} isEmpty={() => false} empty={null}>
            {(c) => (
              <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
                {STATUSES.map((s) => (
                  <Stat key={s} label={<FormattedMessage id={`account.posts.status.${s}`} />}>
                    {
                      {
                        [PostCertStatus.certified]: c.certified,
                        [PostCertStatus.inProgress]: c.inProgress,
                        [PostCertStatus.notStarted]: c.notStarted,
                        [PostCertStatus.notCertified]: c.notCertified,
                      }[s]
                    }
                  </Stat>
                ))}
              </SimpleGrid>
            )}
          </LoadState>
          <HStack justify="flex-end">
            <ListExportButton
              implementations={createPostCertExportImplementations}
              filter={query.status === undefined ? {} : { status: query.status }}
            >
              <FormattedMessage id="account.posts.export" />
            </ListExportButton>
          </HStack>
        </Stack>
      }
    >
      <LoadState
        data={list}
        lines={4}
        isEmpty={(p) => p.list.length === 0}
        empty={
          <FormattedMessage
            id={query.status === undefined ? 'account.posts.empty' : 'account.posts.emptyStatus'}
          />
        }
      >
        {(p) => (
          <Box as="ul" listStyle="none" aria-labelledby="post-status-list-heading">
            {p.list.map((post) => (
              <PostRow key={post.taskId} post={post} />
            ))}
          </Box>
        )}
      </LoadState>
    </RecordsFrame>
  );
}

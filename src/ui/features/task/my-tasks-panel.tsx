import { Badge, Box, Button, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StudyTaskItem } from '../../../../contract/study';
import { TaskListTab } from '../../../../contract/study-task.routes';
import { taskCollection } from '../../../services/api/study-task';
import { useHttp } from '../../kit/app/app-services';
import { LoadState } from '../../kit/app/load-state';
import { useSettled } from '../../kit/app/route-data';
import { shortDateTime } from '../../kit/format/date-time';
import { KeywordSearch } from '../../kit/forms/keyword-search';
import { createTaskExportImplementations } from '../../../machines/task-export/task-export.actors';
import { ListExportButton } from '../../kit/files/list-export-button';
import { BookmarkIcon } from '../../kit/learning/course-icons';
import { Facts, ProgressLine } from '../../kit/learning/learning-card';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { Pager } from '../../kit/navigation/pager';
import { TabLink, TabNav } from '../../kit/navigation/tab-link';
import type { MyTasksData, MyTasksQuery } from './my-tasks-data';
import { listTabOf, TAB_PALETTE } from './task-list-rules';
import { TaskLink } from '../../kit/learning/task-link';
import { taskWindowLine } from '../../kit/learning/task-window-line';

/** The tabs in the order they show: every task, then each tab of the list. */
const TABS: readonly (TaskListTab | undefined)[] = [
  undefined,
  TaskListTab.notStarted,
  TaskListTab.learning,
  TaskListTab.learned,
  TaskListTab.ended,
];

const TAB_KEY: Record<TaskListTab, string> = {
  [TaskListTab.notStarted]: 'account.tasks.tab.notStarted',
  [TaskListTab.learning]: 'account.tasks.tab.learning',
  [TaskListTab.learned]: 'account.tasks.tab.learned',
  [TaskListTab.ended]: 'account.tasks.tab.ended',
};

/** Star or unstar a task: the gateway answers the state, and the list reads again (the collected filter moves). */
function CollectButton({ task }: { task: StudyTaskItem }) {
  const http = useHttp();
  const router = useRouter();
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const collected = task.collected === 1;
  const toggle = () => {
    setBusy(true);
    taskCollection(http, { taskId: task.id, collected: collected ? 0 : 1 })
      .then(() => router.invalidate())
      // The client has shown the gateway's message.
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Button
      size="xs"
      variant={collected ? 'subtle' : 'ghost'}
      colorPalette={collected ? 'orange' : 'gray'}
      aria-pressed={collected}
      aria-label={intl.formatMessage(
        { id: collected ? 'account.tasks.uncollect' : 'account.tasks.collect' },
        { name: task.taskName },
      )}
      loading={busy}
      onClick={toggle}
    >
      <BookmarkIcon fill={collected ? 'currentColor' : 'none'} />
      <FormattedMessage id={collected ? 'account.tasks.collected' : 'account.tasks.collectShort'} />
    </Button>
  );
}

function TaskRow({ task }: { task: StudyTaskItem }) {
  const tab = listTabOf(task);
  return (
    <Stack as="li" gap="2" py="4" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} minWidth="0">
      <HStack gap="2" align="flex-start" justify="space-between">
        <Stack gap="1.5" minWidth="0" flex="1">
          <HStack gap="2" wrap="wrap">
            <Heading as="h3" size="md" fontWeight="semibold" minWidth="0">
              <TaskLink taskId={task.id}>{task.taskName}</TaskLink>
            </Heading>
            <Badge colorPalette={TAB_PALETTE[tab]} variant="subtle">
              <FormattedMessage id={TAB_KEY[tab]} />
            </Badge>
            <Badge colorPalette={task.requiredFlag === 1 ? 'red' : 'gray'} variant="outline">
              <FormattedMessage
                id={task.requiredFlag === 1 ? 'home.tasks.required' : 'home.tasks.elective'}
              />
            </Badge>
          </HStack>
        </Stack>
        <CollectButton task={task} />
      </HStack>
      <ProgressLine name={task.taskName} value={task.studyProgress} />
      <Facts>
        <Text as="span">
          <FormattedMessage
            id="home.tasks.courses"
            values={{ learned: task.learnedCourseCount, count: task.courseCount }}
          />
        </Text>
        <Text as="span" color={tab === TaskListTab.ended ? 'fg.error' : undefined}>
          <FormattedMessage {...taskWindowLine(task)} />
        </Text>
        {task.lastStudyTime ? (
          <Text as="span">
            <FormattedMessage
              id="account.tasks.lastStudy"
              values={{ time: shortDateTime(task.lastStudyTime) }}
            />
          </Text>
        ) : null}
      </Facts>
    </Stack>
  );
}

/**
 * change=1: the learner's study tasks, one tab per place in the list (each task in exactly one), searched by
 * name, optionally only the collected ones, a page at a time; `data` is what the account route's loader read.
 */
export function MyTasksPanel({ data }: { data: MyTasksData }) {
  const intl = useIntl();
  const locale = useLocaleParam();
  const navigate = useNavigate();
  const { query } = data;
  const counts = useSettled(data.counts);
  const list = useSettled(data.list);
  const go = (next: Partial<MyTasksQuery>) =>
    void navigate({
      to: '/{-$locale}/account',
      params: { locale },
      search: {
        change: 1,
        status: 'status' in next ? next.status : query.status,
        keyword: 'keyword' in next ? next.keyword : query.keyword,
        collected: 'collected' in next ? next.collected : query.collected,
        // The first page keeps the plain address.
        page: next.page !== undefined && next.page > 1 ? next.page : undefined,
      },
    });
  const countOf = (tab: TaskListTab | undefined): number | undefined => {
    const c = counts.data;
    if (!c) return undefined;
    if (tab === undefined) return c.totalCount;
    return {
      [TaskListTab.notStarted]: c.tabs.notStarted,
      [TaskListTab.learning]: c.tabs.learning,
      [TaskListTab.learned]: c.tabs.learned,
      [TaskListTab.ended]: c.tabs.ended,
    }[tab];
  };
  const filtered = query.keyword !== undefined || query.collected === 1;

  return (
    <Card.Root rounded="l3" as="section" aria-labelledby="my-tasks-heading">
      <Card.Body gap="4">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Heading as="h2" size="lg" id="my-tasks-heading">
            <FormattedMessage id="account.menu.tasks" />
          </Heading>
          <HStack gap="2" wrap="wrap">
            {data.relations.ok ? (
              <Button asChild size="sm" variant="ghost" colorPalette="brand">
                <RouterLink
                  to="/{-$locale}/knowledge/project/{-$id}"
                  params={{ locale }}
                  search={{ mine: 1 }}
                >
                  <FormattedMessage
                    id="account.tasks.projects"
                    values={{ count: data.relations.data.projects }}
                  />
                </RouterLink>
              </Button>
            ) : null}
            <ListExportButton
              implementations={createTaskExportImplementations}
              filter={{
                ...(query.status === undefined ? {} : { tab: query.status }),
                ...(query.keyword === undefined ? {} : { keyword: query.keyword }),
                ...(query.collected === 1 ? { collected: 1 as const } : {}),
              }}
            >
              <FormattedMessage id="account.tasks.export" />
            </ListExportButton>
            <Button
              size="sm"
              variant={query.collected === 1 ? 'subtle' : 'outline'}
              colorPalette={query.collected === 1 ? 'orange' : 'gray'}
              aria-pressed={query.collected === 1}
              onClick={() => go({ collected: query.collected === 1 ? undefined : 1 })}
            >
              <BookmarkIcon fill={query.collected === 1 ? 'currentColor' : 'none'} />
              {counts.data ? (
                <FormattedMessage
                  id="account.tasks.collectedOnly.count"
                  values={{ count: counts.data.collectedCount }}
                />
              ) : (
                <FormattedMessage id="account.tasks.collectedOnly" />
              )}
            </Button>
          </HStack>
        </HStack>
        <KeywordSearch
          // A new keyword in the address starts the box anew.
          key={query.keyword ?? ''}
          label={intl.formatMessage({ id: 'account.tasks.search.label' })}
          placeholder={intl.formatMessage({ id: 'account.tasks.search.placeholder' })}
          initial={query.keyword ?? ''}
          submit={<FormattedMessage id="account.tasks.search.submit" />}
          onSearch={(text) => go({ keyword: text.trim() === '' ? undefined : text.trim() })}
        />
        <TabNav label={intl.formatMessage({ id: 'account.tasks.tabs' })}>
          {TABS.map((tab) => {
            const count = countOf(tab);
            return (
              <TabLink
                key={tab ?? 'all'}
                to="/{-$locale}/account"
                params={{ locale }}
                search={{ change: 1, status: tab, keyword: query.keyword, collected: query.collected }}
                current={tab === query.status}
              >
                {tab === undefined ? (
                  <FormattedMessage id="account.tasks.tab.all" />
                ) : (
                  <FormattedMessage id={TAB_KEY[tab]} />
                )}
                {count === undefined ? null : (
                  <FormattedMessage id="account.tasks.tabCount" values={{ count }} />
                )}
              </TabLink>
            );
          })}
        </TabNav>
        <LoadState
          data={list}
          lines={4}
          isEmpty={(p) => p.list.length === 0}
          empty={
            <Stack gap="2" align="center">
              <FormattedMessage id={filtered ? 'account.tasks.emptyFiltered' : 'account.tasks.empty'} />
              {filtered ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => go({ keyword: undefined, collected: undefined })}
                >
                  <FormattedMessage id="account.tasks.clearFilters" />
                </Button>
              ) : null}
            </Stack>
          }
        >
          {(p) => (
            <Box as="ul" listStyle="none" aria-label={intl.formatMessage({ id: 'account.tasks.list' })}>
              {p.list.map((task) => (
                <TaskRow key={task.id} task={task} />
              ))}
            </Box>
          )}
        </LoadState>
        <Pager page={query.page} totalPage={list.data?.totalPage ?? 0} onPage={(page) => go({ page })} />
      </Card.Body>
    </Card.Root>
  );
}

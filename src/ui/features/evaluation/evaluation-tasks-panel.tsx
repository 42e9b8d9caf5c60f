import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  HStack,
  Heading,
  Link,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { EvaluationTask } from '../../../../contract/offline-review';
import { EvaluationState } from '../../../../contract/offline-review.routes';
import { useSettled } from '../../kit/app/route-data';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { shortDateTime } from '../../kit/format/date-time';
import { CourseCover } from '../../kit/learning/course-cover';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { Pager } from '../../kit/navigation/pager';
import type { EvaluationsData, EvaluationsQuery } from './evaluation-tasks-data';

const STATE_KEY: Record<EvaluationState, string> = {
  [EvaluationState.notOpen]: 'account.evaluations.state.notOpen',
  [EvaluationState.todo]: 'account.evaluations.state.todo',
  [EvaluationState.done]: 'account.evaluations.state.done',
  [EvaluationState.expired]: 'account.evaluations.state.expired',
};
const STATE_PALETTE: Record<EvaluationState, string> = {
  [EvaluationState.notOpen]: 'gray',
  [EvaluationState.todo]: 'orange',
  [EvaluationState.done]: 'green',
  [EvaluationState.expired]: 'gray',
};

/** The course page's evaluation section, where each row leads. */
const EVALUATION_HASH = 'offline-evaluation-section';

function EvaluationRow({ task }: { task: EvaluationTask }) {
  const locale = useLocaleParam();
  const intl = useIntl();
  const todo = task.state === EvaluationState.todo;
  return (
    <Box as="li" borderWidth="1px" rounded="l2" p="3">
      <Flex gap="4" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
        <Box width={{ base: 'full', md: '32' }} flexShrink={0} display={{ base: 'none', md: 'block' }}>
          <CourseCover src={task.cover} rounded="l2" />
        </Box>
        <Stack gap="1" flex="1" minWidth="0">
          <HStack gap="2" wrap="wrap">
            <Heading as="h3" size="sm">
              <Link asChild color="inherit">
                <RouterLink
                  to="/{-$locale}/knowledge/offcourse/{-$id}"
                  params={{ locale, id: task.courseId }}
                  hash={EVALUATION_HASH}
                >
                  {task.courseName}
                </RouterLink>
              </Link>
            </Heading>
            <Badge size="sm" variant="subtle" colorPalette={STATE_PALETTE[task.state]}>
              <FormattedMessage id={STATE_KEY[task.state]} />
            </Badge>
          </HStack>
          <HStack gap="4" textStyle="xs" color="fg.muted" wrap="wrap">
            {task.lecturerName ? (
              <span>
                <FormattedMessage id="account.evaluations.lecturer" values={{ name: task.lecturerName }} />
              </span>
            ) : null}
            <span>
              {task.gmtSubmitted ? (
                <FormattedMessage
                  id="account.evaluations.submittedAt"
                  values={{ time: shortDateTime(task.gmtSubmitted) }}
                />
              ) : (
                <FormattedMessage
                  id="account.evaluations.deadline"
                  values={{ time: shortDateTime(task.deadline) }}
                />
              )}
            </span>
          </HStack>
        </Stack>
        <Button asChild size="sm" variant={todo ? 'solid' : 'outline'} flexShrink={0}>
          <RouterLink
            to="/{-$locale}/knowledge/offcourse/{-$id}"
            params={{ locale, id: task.courseId }}
            hash={EVALUATION_HASH}
            aria-label={intl.formatMessage(
              { id: todo ? 'account.evaluations.evaluateOf' : 'account.evaluations.viewOf' },
              { name: task.courseName },
            )}
          >
            <FormattedMessage id={todo ? 'account.evaluations.evaluate' : 'account.evaluations.view'} />
          </RouterLink>
        </Button>
      </Flex>
    </Box>
  );
}

/**
 * The account centre's "my evaluations" (spec Evaluation tasks): the evaluations of the classroom courses the
 * member learns, to do, done and expired, each leading to its form on the course's page.
 */
export function EvaluationTasksPanel({ data }: { data: EvaluationsData }) {
  const intl = useIntl();
  const locale = useLocaleParam();
  const navigate = useNavigate();
  const { state, page } = data.query;
  const list = useSettled(data.list);
  const counts = useSettled(data.counts);
  const show = (next: EvaluationsQuery) =>
    void navigate({
      to: '/{-$locale}/account',
      params: { locale },
      search: { change: 8, state: next.state, page: next.page > 1 ? next.page : undefined },
    });
  const rows = list.data?.list ?? [];
  const tabs = [
    { value: undefined, key: 'account.evaluations.tab.all', count: counts.data?.total },
    { value: EvaluationState.todo, key: 'account.evaluations.tab.todo', count: counts.data?.todo },
    { value: EvaluationState.done, key: 'account.evaluations.tab.done', count: counts.data?.done },
    { value: EvaluationState.expired, key: 'account.evaluations.tab.expired', count: counts.data?.expired },
  ] as const;

  return (
    <Card.Root rounded="l3">
      <Card.Header gap="4">
        <Heading as="h2" size="lg">
          <FormattedMessage id="account.menu.evaluations" />
        </Heading>
        <HStack
          gap="2"
          role="group"
          aria-label={intl.formatMessage({ id: 'account.evaluations.tab.label' })}
          wrap="wrap"
        >
          {tabs.map((tab) => (
            <Button
              key={tab.key}
              size="sm"
              variant={state === tab.value ? 'solid' : 'outline'}
              aria-pressed={state === tab.value}
              onClick={() => show({ state: tab.value, page: 1 })}
            >
              <FormattedMessage
                id={tab.key}
                values={{ count: tab.count ?? 0, known: tab.count === undefined ? 0 : 1 }}
              />
            </Button>
          ))}
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        {list.error ? <ErrorAlert message={list.error} /> : null}
        {list.loading && !list.data ? (
          <Stack gap="3" aria-busy="true">
            <Skeleton height="20" />
            <Skeleton height="20" />
          </Stack>
        ) : rows.length === 0 && !list.error ? (
          <Text color="fg.muted" textAlign="center" py="10">
            <FormattedMessage id="account.evaluations.empty" />
          </Text>
        ) : (
          <Stack
            as="ul"
            gap="2"
            listStyle="none"
            aria-label={intl.formatMessage({ id: 'account.evaluations.list' })}
          >
            {rows.map((task) => (
              <EvaluationRow key={task.courseId} task={task} />
            ))}
          </Stack>
        )}
        <Pager
          page={page}
          totalPage={list.data?.totalPage ?? 0}
          onPage={(next) => show({ state, page: next })}
        />
      </Card.Body>
    </Card.Root>
  );
}

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
import type { SurveyTask } from '../../../../contract/survey';
import { AnsweredFilter } from '../../../../contract/survey.routes';
import { idParam } from '../../kit/navigation/id-param';
import { Pager } from '../../kit/navigation/pager';
import { useSettled } from '../../kit/app/route-data';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { useLocaleParam } from '../../kit/locale/use-locale';
import type { SurveysData, SurveysQuery } from './surveys-data';

function StatusBadge({ task }: { task: SurveyTask }) {
  if (task.answered === 1) {
    return (
      <Badge size="sm" variant="subtle" colorPalette="green">
        <FormattedMessage id="survey.status.answered" />
      </Badge>
    );
  }
  return task.closed === 1 ? (
    <Badge size="sm" variant="subtle" colorPalette="gray">
      <FormattedMessage id="survey.status.closed" />
    </Badge>
  ) : (
    <Badge size="sm" variant="subtle" colorPalette="orange">
      <FormattedMessage id="survey.status.toAnswer" />
    </Badge>
  );
}

function SurveyRow({ task }: { task: SurveyTask }) {
  const locale = useLocaleParam();
  const open = task.answered === 0 && task.closed === 0;
  return (
    <Box as="li" borderWidth="1px" rounded="l2" px="4" py="3">
      <Flex gap="4" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
        <Stack gap="1" flex="1" minWidth="0">
          <HStack gap="2" wrap="wrap">
            <Heading as="h3" size="sm">
              <Link asChild color="inherit">
                <RouterLink
                  to="/{-$locale}/investigate/view"
                  params={{ locale }}
                  search={{ id: idParam(task.id) }}
                >
                  {task.title}
                </RouterLink>
              </Link>
            </Heading>
            <StatusBadge task={task} />
            {task.anonymous === 1 ? (
              <Badge size="sm" variant="outline">
                <FormattedMessage id="survey.anonymous" />
              </Badge>
            ) : null}
          </HStack>
          {task.description ? (
            <Text textStyle="sm" color="fg.muted" lineClamp={2}>
              {task.description}
            </Text>
          ) : null}
          <HStack gap="4" textStyle="xs" color="fg.subtle" wrap="wrap">
            <span>
              <FormattedMessage id="survey.questionCount" values={{ count: task.questionCount }} />
            </span>
            {task.submitTime ? (
              <span>
                <FormattedMessage id="survey.submittedAt" values={{ time: task.submitTime }} />
              </span>
            ) : (
              <span>
                <FormattedMessage id="survey.endTime" values={{ time: task.endTime }} />
              </span>
            )}
          </HStack>
        </Stack>
        <HStack gap="2" flexShrink={0}>
          {task.answered === 1 ? (
            <Button asChild size="sm" variant="outline">
              <RouterLink to="/{-$locale}/investigate/analyze/{-$id}" params={{ locale, id: task.id }}>
                <FormattedMessage id="survey.viewResults" />
              </RouterLink>
            </Button>
          ) : null}
          {open ? (
            <Button asChild size="sm">
              <RouterLink
                to="/{-$locale}/investigate/view"
                params={{ locale }}
                search={{ id: idParam(task.id) }}
              >
                <FormattedMessage id="survey.answerNow" />
              </RouterLink>
            </Button>
          ) : null}
        </HStack>
      </Flex>
    </Box>
  );
}

/**
 * The account centre's "my surveys": to answer (open or closed) and answered, with counts and pages. `data` is
 * what the account route's loader read; the list and the page live in the address (`answered`, `page`).
 */
export function SurveysPanel({ data }: { data: SurveysData }) {
  const intl = useIntl();
  const locale = useLocaleParam();
  const navigate = useNavigate();
  const { answered, page } = data.query;
  const list = useSettled(data.list);
  const counts = useSettled(data.counts);
  const show = (next: SurveysQuery) =>
    void navigate({
      to: '/{-$locale}/account',
      params: { locale },
      search: {
        change: 7,
        answered: next.answered === AnsweredFilter.answered ? 1 : undefined,
        page: next.page > 1 ? next.page : undefined,
      },
    });
  const rows = list.data?.list ?? [];
  const tabs = [
    { value: AnsweredFilter.unanswered, key: 'survey.tab.toAnswer', count: counts.data?.unansweredCount },
    { value: AnsweredFilter.answered, key: 'survey.tab.answered', count: counts.data?.answeredCount },
  ];

  return (
    <Card.Root rounded="l3">
      <Card.Header gap="4">
        <Heading as="h2" size="lg">
          <FormattedMessage id="account.menu.surveys" />
        </Heading>
        <HStack gap="2" role="group" aria-label={intl.formatMessage({ id: 'survey.tab.label' })} wrap="wrap">
          {tabs.map((tab) => (
            <Button
              key={tab.value}
              size="sm"
              variant={answered === tab.value ? 'solid' : 'outline'}
              aria-pressed={answered === tab.value}
              onClick={() => show({ answered: tab.value, page: 1 })}
            >
              {intl.formatMessage(
                { id: tab.count === undefined ? tab.key : `${tab.key}.count` },
                { count: tab.count ?? 0 },
              )}
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
            <FormattedMessage
              id={answered === AnsweredFilter.answered ? 'survey.empty.answered' : 'survey.empty.toAnswer'}
            />
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyle="none" aria-label={intl.formatMessage({ id: 'survey.list' })}>
            {rows.map((task) => (
              <SurveyRow key={task.id} task={task} />
            ))}
          </Stack>
        )}
        <Pager
          page={page}
          totalPage={list.data?.totalPage ?? 0}
          onPage={(next) => show({ answered, page: next })}
        />
      </Card.Body>
    </Card.Root>
  );
}

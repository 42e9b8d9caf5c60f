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
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SurveyTask } from '../../../../contract/survey';
import { AnsweredFilter } from '../../../../contract/survey.routes';
import { surveyTaskCount, surveyTaskPage } from '../../../services/api/survey';
import { idParam } from '../../kit/navigation/id-param';
import { Pager } from '../../kit/navigation/pager';
import { useGatewayData } from '../../kit/app/use-gateway-data';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { useLocaleParam } from '../../kit/locale/use-locale';

const PAGE_SIZE = 10;

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

/** The account centre's "my surveys": to answer (open or closed) and answered, with counts and pages. */
export function SurveysPanel() {
  const intl = useIntl();
  const [answered, setAnswered] = useState<AnsweredFilter>(AnsweredFilter.unanswered);
  const [page, setPage] = useState(1);
  const list = useGatewayData(`surveys:${answered}:${page}`, (http) =>
    surveyTaskPage(http, { pageCurrent: page, pageSize: PAGE_SIZE, answered }),
  );
  const counts = useGatewayData('survey-counts', (http) => surveyTaskCount(http));
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
              onClick={() => {
                setAnswered(tab.value);
                setPage(1);
              }}
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
        <Pager page={page} totalPage={list.data?.totalPage ?? 0} onPage={setPage} />
      </Card.Body>
    </Card.Root>
  );
}

import { Badge, Button, Card, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PlanCount, PlanRow } from '../../../../contract/study-plan';
import { PlanScope, PlanStatus } from '../../../../contract/study-plan.routes';
import { LoadState } from '../../kit/app/load-state';
import { useSettled } from '../../kit/app/route-data';
import { shortDateTime } from '../../kit/format/date-time';
import { Facts, ProgressLine } from '../../kit/learning/learning-card';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { Pager } from '../../kit/navigation/pager';
import { TabLink, TabNav } from '../../kit/navigation/tab-link';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import type { PlansData, PlansQuery } from './plan-data';
import { PLAN_STATUS_KEY, PLAN_STATUS_PALETTE, PLAN_TABS } from './plan-status';

/** A plan's name as a link to its page. */
export function PlanLink({ taskId, children }: { taskId: string; children: React.ReactNode }) {
  const locale = useLocaleParam();
  return (
    <Link asChild color="inherit" _hover={{ color: 'brand.fg' }}>
      <RouterLink to="/{-$locale}/account/plan/task/detail" params={{ locale }} search={{ taskId }}>
        {children}
      </RouterLink>
    </Link>
  );
}

function PlanItemRow({ plan }: { plan: PlanRow }) {
  const shown = plan.statusId !== PlanStatus.draft;
  return (
    <Stack as="li" gap="2" py="4" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} minWidth="0">
      <HStack gap="2" wrap="wrap">
        <Heading as="h3" size="md" fontWeight="semibold" minWidth="0">
          <PlanLink taskId={plan.taskId}>{plan.taskName}</PlanLink>
        </Heading>
        <Badge colorPalette={PLAN_STATUS_PALETTE[plan.statusId]} variant="subtle">
          <FormattedMessage id={PLAN_STATUS_KEY[plan.statusId]} />
        </Badge>
        {plan.scope === PlanScope.department ? (
          <Badge colorPalette="purple" variant="outline">
            <FormattedMessage id="account.plan.scope.department" />
          </Badge>
        ) : null}
      </HStack>
      {shown ? <ProgressLine name={plan.taskName} value={plan.studyProgress} /> : null}
      <Facts>
        <Text as="span">
          <FormattedMessage id="account.plan.window" values={{ start: plan.startDate, end: plan.endDate }} />
        </Text>
        <Text as="span">
          {shown ? (
            <FormattedMessage
              id="home.tasks.courses"
              values={{ learned: plan.learnedCount, count: plan.courseCount }}
            />
          ) : (
            <FormattedMessage id="account.plan.courseCount" values={{ count: plan.courseCount }} />
          )}
        </Text>
        {plan.scope === PlanScope.department && shown ? (
          <Text as="span">
            <FormattedMessage id="account.plan.learners" values={{ count: plan.learnerCount }} />
          </Text>
        ) : null}
        <Text as="span">
          <FormattedMessage id="account.plan.modified" values={{ time: shortDateTime(plan.gmtModified) }} />
        </Text>
      </Facts>
    </Stack>
  );
}

const countOf = (counts: PlanCount | undefined, status: PlanStatus | undefined): number | undefined => {
  if (!counts) return undefined;
  if (status === undefined) return counts.draft + counts.published + counts.archived;
  return {
    [PlanStatus.draft]: counts.draft,
    [PlanStatus.published]: counts.published,
    [PlanStatus.archived]: counts.archived,
  }[status];
};

/** The button that starts a new plan. */
function NewPlanButton() {
  const locale = useLocaleParam();
  return (
    <Button asChild size="sm" colorPalette="brand">
      <RouterLink to="/{-$locale}/account/plan/task/add" params={{ locale }}>
        <FormattedMessage id="account.plan.new" />
      </RouterLink>
    </Button>
  );
}

/**
 * `/account/plan/detail`: the learner's learning plans, by status, with their progress once published; a
 * department manager is told they may plan for their department. `data` is what the route's loader read.
 */
export function PlansPage({ data }: { data: PlansData }) {
  const intl = useIntl();
  const locale = useLocaleParam();
  const navigate = useNavigate();
  const { query } = data;
  const counts = useSettled(data.counts);
  const list = useSettled(data.list);
  useDocumentTitle(intl.formatMessage({ id: 'account.plan.title' }));
  const go = (next: Partial<PlansQuery>) =>
    void navigate({
      to: '/{-$locale}/account/plan/detail',
      params: { locale },
      search: {
        status: query.status,
        page: next.page !== undefined && next.page > 1 ? next.page : undefined,
      },
    });
  const department = counts.data?.department ?? null;
  return (
    <Card.Root rounded="l3" as="section" aria-labelledby="plans-heading" width="full">
      <Card.Body gap="4">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Stack gap="1">
            <Heading as="h1" size="lg" id="plans-heading">
              <FormattedMessage id="account.plan.title" />
            </Heading>
            <Text textStyle="sm" color="fg.muted">
              {department ? (
                <FormattedMessage
                  id="account.plan.intro.manager"
                  values={{ department: department.name, count: department.memberCount }}
                />
              ) : (
                <FormattedMessage id="account.plan.intro" />
              )}
            </Text>
          </Stack>
          <HStack gap="2">
            <Button asChild size="sm" variant="outline">
              <RouterLink to="/{-$locale}/account" params={{ locale }} search={{ change: 1 }}>
                <FormattedMessage id="account.plan.toTasks" />
              </RouterLink>
            </Button>
            <NewPlanButton />
          </HStack>
        </HStack>
        <TabNav label={intl.formatMessage({ id: 'account.plan.tabs' })}>
          {PLAN_TABS.map((status) => {
            const count = countOf(counts.data, status);
            return (
              <TabLink
                key={status ?? 'all'}
                to="/{-$locale}/account/plan/detail"
                params={{ locale }}
                search={{ status }}
                current={status === query.status}
              >
                <FormattedMessage
                  id={status === undefined ? 'account.tasks.tab.all' : PLAN_STATUS_KEY[status]}
                />
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
            <Stack gap="3" align="center">
              <FormattedMessage
                id={query.status === undefined ? 'account.plan.empty' : 'account.plan.emptyStatus'}
              />
              {query.status === undefined ? <NewPlanButton /> : null}
            </Stack>
          }
        >
          {(p) => (
            <Stack
              as="ul"
              gap="0"
              listStyle="none"
              aria-label={intl.formatMessage({ id: 'account.plan.title' })}
            >
              {p.list.map((plan) => (
                <PlanItemRow key={plan.taskId} plan={plan} />
              ))}
            </Stack>
          )}
        </LoadState>
        <Pager page={query.page} totalPage={list.data?.totalPage ?? 0} onPage={(page) => go({ page })} />
      </Card.Body>
    </Card.Root>
  );
}

import { Badge, Box, Button, Card, Grid, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useRouter } from '@tanstack/react-router';
import { useMachine, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { PlanItem, PlanView } from '../../../../contract/study-plan';
import { PlanScope, PlanStatus } from '../../../../contract/study-plan.routes';
import { createPlanTaskImplementations } from '../../../machines/plan-task/plan-task.actors';
import { planTaskMachine } from '../../../machines/plan-task/plan-task.machine';
import { dayString } from '../../../machines/plan-task/plan-task.rules';
import {
  selectBusy,
  selectChanged,
  selectConfirmingArchive,
  selectConfirmingDelete,
  selectDeleted,
  selectError,
  selectProblem,
  selectUnbinding,
} from '../../../machines/plan-task/plan-task.selectors';
import { useHttp } from '../../kit/app/app-services';
import { LoadState } from '../../kit/app/load-state';
import { useSettled } from '../../kit/app/route-data';
import { ConfirmDialog } from '../../kit/dialogs/confirm-dialog';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { Stat } from '../../kit/layout/stat';
import { Facts, ProgressLine } from '../../kit/learning/learning-card';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import type { PlanDetailData } from './plan-data';
import { PROBLEM_KEY, formOfPlan } from './plan-form';
import { PLAN_STATUS_KEY, PLAN_STATUS_PALETTE } from './plan-status';

type Send = ReturnType<typeof useMachine<typeof planTaskMachine>>[1];

/** Where the learner stands in one course of the plan, judged against its days. */
function itemState(item: PlanItem, today: string): { key: string; palette: string } {
  if (item.available === 0) return { key: 'account.plan.item.unavailable', palette: 'gray' };
  if (item.learned === 1) return { key: 'account.plan.item.learned', palette: 'green' };
  if (item.endDate < today) return { key: 'account.plan.item.overdue', palette: 'red' };
  if (item.studyProgress > 0) return { key: 'account.plan.item.learning', palette: 'blue' };
  if (item.startDate > today) return { key: 'account.plan.item.upcoming', palette: 'gray' };
  return { key: 'account.plan.item.due', palette: 'orange' };
}

function ItemRow({
  plan,
  item,
  index,
  today,
  canUnbind,
  unbinding,
  busy,
  send,
}: {
  plan: PlanView;
  item: PlanItem;
  index: number;
  today: string;
  canUnbind: boolean;
  unbinding: boolean;
  busy: boolean;
  send: Send;
}) {
  const intl = useIntl();
  const locale = useLocaleParam();
  const state = itemState(item, today);
  const shown = plan.statusId !== PlanStatus.draft;
  return (
    <Stack as="li" gap="2" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} minWidth="0">
      <HStack gap="3" align="flex-start" justify="space-between">
        <HStack gap="3" align="flex-start" minWidth="0" flex="1">
          <Text color="fg.muted" fontVariantNumeric="tabular-nums" minWidth="6">
            {index + 1}
          </Text>
          <Stack gap="1" minWidth="0" flex="1">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="medium" minWidth="0">
                {item.available === 1 ? (
                  <Link asChild color="inherit" _hover={{ color: 'brand.fg' }}>
                    <RouterLink
                      to="/{-$locale}/knowledge/course/{-$id}"
                      params={{ locale, id: item.courseId }}
                    >
                      {item.courseName}
                    </RouterLink>
                  </Link>
                ) : (
                  item.courseName || <FormattedMessage id="account.plan.item.gone" />
                )}
              </Text>
              {shown || item.available === 0 ? (
                <Badge colorPalette={state.palette} variant="subtle">
                  <FormattedMessage id={state.key} />
                </Badge>
              ) : null}
            </HStack>
            <Facts>
              <Text as="span">
                <FormattedMessage
                  id="account.plan.window"
                  values={{ start: item.startDate, end: item.endDate }}
                />
              </Text>
              {plan.scope === PlanScope.department && shown ? (
                <Text as="span">
                  <FormattedMessage
                    id="account.plan.item.learnedBy"
                    values={{ count: item.learnerLearned, total: plan.learnerCount }}
                  />
                </Text>
              ) : null}
            </Facts>
          </Stack>
        </HStack>
        {canUnbind ? (
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            loading={unbinding}
            disabled={busy}
            aria-label={intl.formatMessage({ id: 'account.plan.unbind.label' }, { name: item.courseName })}
            onClick={() => send({ type: 'unbind', contentIds: [item.contentId] })}
          >
            <FormattedMessage id="account.plan.unbind" />
          </Button>
        ) : null}
      </HStack>
      {shown && item.available === 1 ? (
        <ProgressLine name={item.courseName} value={item.studyProgress} />
      ) : null}
    </Stack>
  );
}

function PlanBody({ plan }: { plan: PlanView }) {
  const intl = useIntl();
  const http = useHttp();
  const router = useRouter();
  const navigate = useNavigate();
  const locale = useLocaleParam();
  const machine = useMemo(() => planTaskMachine.provide(createPlanTaskImplementations(http)), [http]);
  const [snapshot, send, actor] = useMachine(machine, {
    input: { taskId: plan.taskId, status: plan.statusId, form: formOfPlan(plan) },
  });
  const busy = useSelector(actor, selectBusy);
  const changed = useSelector(actor, selectChanged);
  const error = useSelector(actor, selectError);
  const problem = useSelector(actor, selectProblem);
  const unbinding = useSelector(actor, selectUnbinding);
  const deleted = useSelector(actor, selectDeleted);
  useDocumentTitle(plan.taskName);

  // Every change the gateway took is read back, so the figures and courses shown are the gateway's.
  useEffect(() => {
    if (changed > 0) void router.invalidate();
  }, [changed, router]);
  useEffect(() => {
    send({ type: 'sync', taskId: plan.taskId, status: plan.statusId });
  }, [plan, send]);
  useEffect(() => {
    if (deleted) void navigate({ to: '/{-$locale}/account/plan/detail', params: { locale }, replace: true });
  }, [deleted, navigate, locale]);

  const status = plan.statusId;
  const today = dayString(new Date());
  const available = plan.items.filter((i) => i.available === 1);
  const learned = available.filter((i) => i.learned === 1).length;
  const canUnbind = status !== PlanStatus.archived && (status === PlanStatus.draft || plan.items.length > 1);
  return (
    <Stack gap="5">
      <Card.Root rounded="l3" as="section" aria-labelledby="plan-heading">
        <Card.Body gap="4">
          <Stack gap="2">
            <HStack gap="2" wrap="wrap">
              <Heading as="h1" size={{ base: 'lg', md: 'xl' }} id="plan-heading">
                {plan.taskName}
              </Heading>
              <Badge colorPalette={PLAN_STATUS_PALETTE[status]} variant="subtle">
                <FormattedMessage id={PLAN_STATUS_KEY[status]} />
              </Badge>
              {plan.scope === PlanScope.department ? (
                <Badge colorPalette="purple" variant="outline">
                  <FormattedMessage id="account.plan.scope.department" />
                </Badge>
              ) : null}
            </HStack>
            <Facts>
              <Text as="span">
                <FormattedMessage
                  id="account.plan.window"
                  values={{ start: plan.startDate, end: plan.endDate }}
                />
              </Text>
              {plan.publishTime ? (
                <Text as="span">
                  <FormattedMessage
                    id="account.plan.publishedAt"
                    values={{ time: plan.publishTime.slice(0, 16) }}
                  />
                </Text>
              ) : null}
              {plan.department ? (
                <Text as="span">
                  <FormattedMessage
                    id="account.plan.forDepartment"
                    values={{ department: plan.department }}
                  />
                </Text>
              ) : null}
            </Facts>
            {plan.goal ? (
              <Text textStyle="sm" whiteSpace="pre-wrap">
                {plan.goal}
              </Text>
            ) : null}
          </Stack>
          {status === PlanStatus.draft ? null : (
            <Grid
              templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }}
              gap="4"
            >
              <Stat label={<FormattedMessage id="account.plan.myProgress" />}>
                <FormattedNumber value={plan.studyProgress / 100} style="percent" />
              </Stat>
              <Stat label={<FormattedMessage id="account.task.coursesLearned" />}>
                <FormattedMessage
                  id="account.task.fraction"
                  values={{ done: learned, count: available.length }}
                />
              </Stat>
              {plan.scope === PlanScope.department ? (
                <>
                  <Stat label={<FormattedMessage id="account.plan.learnerCount" />}>
                    <FormattedNumber value={plan.learnerCount} />
                  </Stat>
                  <Stat label={<FormattedMessage id="account.plan.finishedCount" />}>
                    <FormattedNumber value={plan.finishedCount} />
                  </Stat>
                </>
              ) : null}
            </Grid>
          )}
          {error ? <ErrorAlert message={error} /> : null}
          {problem ? <ErrorAlert message={<FormattedMessage id={PROBLEM_KEY[problem]} />} /> : null}
          <HStack gap="2" wrap="wrap">
            {status === PlanStatus.draft ? (
              <>
                <Button
                  colorPalette="brand"
                  loading={snapshot.matches('publishing') || snapshot.matches('savingToPublish')}
                  disabled={busy}
                  onClick={() => send({ type: 'publish' })}
                >
                  <FormattedMessage id="account.plan.publish" />
                </Button>
                <Button asChild variant="outline" disabled={busy}>
                  <RouterLink
                    to="/{-$locale}/account/plan/task/add"
                    params={{ locale }}
                    search={{ taskId: plan.taskId }}
                  >
                    <FormattedMessage id="account.plan.edit" />
                  </RouterLink>
                </Button>
              </>
            ) : null}
            {status === PlanStatus.published ? (
              <>
                <Button asChild colorPalette="brand">
                  <RouterLink to="/{-$locale}/account/task/{-$id}" params={{ locale, id: plan.taskId }}>
                    <FormattedMessage id="account.plan.study" />
                  </RouterLink>
                </Button>
                <Button variant="outline" disabled={busy} onClick={() => send({ type: 'archive' })}>
                  <FormattedMessage id="account.plan.archive" />
                </Button>
              </>
            ) : null}
            {status !== PlanStatus.published ? (
              <Button
                variant="outline"
                colorPalette="red"
                disabled={busy}
                onClick={() => send({ type: 'delete' })}
              >
                <FormattedMessage id="account.plan.delete" />
              </Button>
            ) : null}
          </HStack>
          {status === PlanStatus.published ? (
            <Text textStyle="sm" color="fg.muted">
              <FormattedMessage id="account.plan.publishedNote" />
            </Text>
          ) : null}
        </Card.Body>
      </Card.Root>
      <Card.Root rounded="l3" as="section" aria-labelledby="plan-courses">
        <Card.Body gap="3">
          <Heading as="h2" size="lg" id="plan-courses">
            <FormattedMessage id="account.plan.courses" values={{ count: plan.items.length }} />
          </Heading>
          {plan.items.length === 0 ? (
            <Text color="fg.muted" textStyle="sm">
              <FormattedMessage id="account.plan.noCourses" />
            </Text>
          ) : (
            <Box as="ol" listStyle="none" aria-label={intl.formatMessage({ id: 'account.plan.courseList' })}>
              {plan.items.map((item, index) => (
                <ItemRow
                  key={item.contentId}
                  plan={plan}
                  item={item}
                  index={index}
                  today={today}
                  canUnbind={canUnbind}
                  unbinding={unbinding.includes(item.contentId)}
                  busy={busy}
                  send={send}
                />
              ))}
            </Box>
          )}
        </Card.Body>
      </Card.Root>
      <ConfirmDialog
        open={useSelector(actor, selectConfirmingArchive)}
        title={<FormattedMessage id="account.plan.archive.title" />}
        body={<FormattedMessage id="account.plan.archive.body" values={{ name: plan.taskName }} />}
        confirmLabel={<FormattedMessage id="account.plan.archive" />}
        confirmPalette="brand"
        busy={busy}
        onConfirm={() => send({ type: 'confirm' })}
        onCancel={() => send({ type: 'cancel' })}
      />
      <ConfirmDialog
        open={useSelector(actor, selectConfirmingDelete)}
        title={<FormattedMessage id="account.plan.delete.title" />}
        body={<FormattedMessage id="account.plan.delete.body" values={{ name: plan.taskName }} />}
        confirmLabel={<FormattedMessage id="account.plan.delete" />}
        busy={busy}
        onConfirm={() => send({ type: 'confirm' })}
        onCancel={() => send({ type: 'cancel' })}
      />
    </Stack>
  );
}

/** `/account/plan/task/detail`: one of the learner's plans; `data` is what the route's loader read. */
export function PlanDetail({ data }: { data: PlanDetailData }) {
  const locale = useLocaleParam();
  const plan = useSettled(data.plan);
  return (
    <Stack gap="4" width="full">
      <Link asChild textStyle="sm" color="fg.muted" _hover={{ color: 'brand.fg' }} alignSelf="flex-start">
        <RouterLink to="/{-$locale}/account/plan/detail" params={{ locale }}>
          <FormattedMessage id="account.plan.back" />
        </RouterLink>
      </Link>
      <LoadState data={plan} lines={6} isEmpty={() => false} empty={null}>
        {(p) => <PlanBody key={p.taskId} plan={p} />}
      </LoadState>
    </Stack>
  );
}

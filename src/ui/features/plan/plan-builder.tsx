import {
  Badge,
  Box,
  Button,
  Card,
  Grid,
  HStack,
  Heading,
  IconButton,
  Link,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useMachine, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CourseCard } from '../../../../contract/course';
import type { PlanCount } from '../../../../contract/study-plan';
import {
  PLAN_GOAL_MAX,
  PLAN_ITEMS_MAX,
  PLAN_NAME_MAX,
  PlanScope,
  PlanStatus,
} from '../../../../contract/study-plan.routes';
import { createPlanTaskImplementations } from '../../../machines/plan-task/plan-task.actors';
import { planTaskMachine } from '../../../machines/plan-task/plan-task.machine';
import { blankPlan, itemOutOfPlan } from '../../../machines/plan-task/plan-task.rules';
import {
  selectBusy,
  selectError,
  selectForm,
  selectProblem,
  selectPublishing,
  selectStatus,
  selectTaskId,
} from '../../../machines/plan-task/plan-task.selectors';
import type { PlanForm, PlanTaskInput } from '../../../machines/plan-task/plan-task.types';
import { useHttp } from '../../kit/app/app-services';
import { LoadState } from '../../kit/app/load-state';
import { useSettled } from '../../kit/app/route-data';
import { showToast } from '../../kit/app/toaster';
import { PlainInput } from '../../kit/chakra/plain-input';
import { PlainSelect } from '../../kit/chakra/plain-select';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { KeywordSearch } from '../../kit/forms/keyword-search';
import { PlainField } from '../../kit/forms/plain-field';
import { ChevronDownIcon } from '../../kit/icons/icons';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { Pager } from '../../kit/navigation/pager';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import type { BuilderData, BuilderQuery } from './plan-data';
import { PROBLEM_KEY, formOfPlan } from './plan-form';

/** Between a course's two days (a mark, not a word). */
const DASH = '–';

type Send = ReturnType<typeof useMachine<typeof planTaskMachine>>[1];

/** The plan's own fields: name, goal, days and (for a department manager) whom it is for. */
function PlanFields({
  form,
  send,
  department,
}: {
  form: PlanForm;
  send: Send;
  department: PlanCount['department'];
}) {
  const intl = useIntl();
  return (
    <Stack gap="4">
      <PlainField label={<FormattedMessage id="account.plan.field.name" />} required>
        {(id) => (
          <PlainInput
            id={id}
            required
            value={form.taskName}
            maxLength={PLAN_NAME_MAX}
            placeholder={intl.formatMessage({ id: 'account.plan.field.namePlaceholder' })}
            onChange={(e) => send({ type: 'edit', patch: { taskName: e.currentTarget.value } })}
          />
        )}
      </PlainField>
      <PlainField label={<FormattedMessage id="account.plan.field.goal" />}>
        {(id) => (
          <PlainInput
            id={id}
            value={form.goal}
            maxLength={PLAN_GOAL_MAX}
            placeholder={intl.formatMessage({ id: 'account.plan.field.goalPlaceholder' })}
            onChange={(e) => send({ type: 'edit', patch: { goal: e.currentTarget.value } })}
          />
        )}
      </PlainField>
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="4">
        <PlainField label={<FormattedMessage id="account.plan.field.start" />} required>
          {(id) => (
            <PlainInput
              id={id}
              type="date"
              required
              value={form.startDate}
              onChange={(e) => send({ type: 'edit', patch: { startDate: e.currentTarget.value } })}
            />
          )}
        </PlainField>
        <PlainField label={<FormattedMessage id="account.plan.field.end" />} required>
          {(id) => (
            <PlainInput
              id={id}
              type="date"
              required
              value={form.endDate}
              min={form.startDate}
              onChange={(e) => send({ type: 'edit', patch: { endDate: e.currentTarget.value } })}
            />
          )}
        </PlainField>
      </Grid>
      {department ? (
        <PlainField label={<FormattedMessage id="account.plan.field.scope" />}>
          {(id) => (
            <PlainSelect
              id={id}
              size="md"
              value={String(form.scope)}
              onChange={(e) =>
                send({
                  type: 'edit',
                  patch: { scope: e.currentTarget.value === '2' ? PlanScope.department : PlanScope.self },
                })
              }
            >
              <option value={String(PlanScope.self)}>
                {intl.formatMessage({ id: 'account.plan.scope.self' })}
              </option>
              <option value={String(PlanScope.department)}>
                {intl.formatMessage(
                  { id: 'account.plan.scope.departmentOf' },
                  { department: department.name, count: department.memberCount },
                )}
              </option>
            </PlainSelect>
          )}
        </PlainField>
      ) : null}
    </Stack>
  );
}

/** The plan's courses in order, each with its days; moved, narrowed or taken out before saving. */
function ChosenCourses({ form, send }: { form: PlanForm; send: Send }) {
  const intl = useIntl();
  if (form.items.length === 0) {
    return (
      <Text color="fg.muted" textStyle="sm">
        <FormattedMessage id="account.plan.builder.noCourses" />
      </Text>
    );
  }
  return (
    <Box as="ol" listStyle="none" aria-label={intl.formatMessage({ id: 'account.plan.courseList' })}>
      {form.items.map((item, index) => {
        const outside = itemOutOfPlan(form, item);
        const days = (name: 'start' | 'end') =>
          intl.formatMessage({ id: `account.plan.builder.${name}` }, { name: item.courseName });
        return (
          <Stack
            as="li"
            key={item.courseId}
            gap="2"
            py="3"
            borderBottomWidth="1px"
            _last={{ borderBottomWidth: 0 }}
            data-outside={outside || undefined}
          >
            <HStack justify="space-between" gap="2" align="flex-start">
              <HStack gap="3" minWidth="0" align="flex-start">
                <Text color="fg.muted" fontVariantNumeric="tabular-nums" minWidth="6">
                  {index + 1}
                </Text>
                <Text fontWeight="medium" minWidth="0">
                  {item.courseName}
                </Text>
              </HStack>
              <HStack gap="1" flexShrink={0}>
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={intl.formatMessage(
                    { id: 'account.plan.builder.up' },
                    { name: item.courseName },
                  )}
                  disabled={index === 0}
                  onClick={() => send({ type: 'moveCourse', courseId: item.courseId, by: -1 })}
                >
                  <ChevronDownIcon transform="rotate(180deg)" />
                </IconButton>
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={intl.formatMessage(
                    { id: 'account.plan.builder.down' },
                    { name: item.courseName },
                  )}
                  disabled={index === form.items.length - 1}
                  onClick={() => send({ type: 'moveCourse', courseId: item.courseId, by: 1 })}
                >
                  <ChevronDownIcon />
                </IconButton>
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={intl.formatMessage(
                    { id: 'account.plan.builder.remove' },
                    { name: item.courseName },
                  )}
                  onClick={() => send({ type: 'removeCourse', courseId: item.courseId })}
                >
                  <FormattedMessage id="account.plan.unbind" />
                </Button>
              </HStack>
            </HStack>
            <HStack gap="2" pl="9" wrap="wrap">
              <PlainInput
                type="date"
                size="sm"
                width="auto"
                aria-label={days('start')}
                aria-invalid={outside || undefined}
                value={item.startDate}
                min={form.startDate}
                max={form.endDate}
                onChange={(e) =>
                  send({ type: 'setCourseDays', courseId: item.courseId, startDate: e.currentTarget.value })
                }
              />
              <Text color="fg.muted" aria-hidden="true">
                {DASH}
              </Text>
              <PlainInput
                type="date"
                size="sm"
                width="auto"
                aria-label={days('end')}
                aria-invalid={outside || undefined}
                value={item.endDate}
                min={item.startDate}
                max={form.endDate}
                onChange={(e) =>
                  send({ type: 'setCourseDays', courseId: item.courseId, endDate: e.currentTarget.value })
                }
              />
              {outside ? (
                <Text textStyle="xs" color="fg.error">
                  <FormattedMessage id="account.plan.problem.itemOutside" />
                </Text>
              ) : null}
            </HStack>
          </Stack>
        );
      })}
    </Box>
  );
}

/** Catalogue courses to add, searched by name or lecturer; the address keeps the search. */
function CoursePicker({
  data,
  form,
  send,
  go,
}: {
  data: BuilderData;
  form: PlanForm;
  send: Send;
  go: (next: Partial<BuilderQuery>) => void;
}) {
  const intl = useIntl();
  const courses = useSettled(data.courses);
  const { query } = data;
  const chosen = new Set(form.items.map((i) => i.courseId));
  const full = form.items.length >= PLAN_ITEMS_MAX;
  const add = (course: CourseCard) =>
    send({ type: 'addCourse', courseId: course.id, courseName: course.courseName });
  return (
    <Stack gap="3">
      <KeywordSearch
        key={query.keyword ?? ''}
        label={intl.formatMessage({ id: 'account.plan.picker.label' })}
        placeholder={intl.formatMessage({ id: 'account.plan.picker.placeholder' })}
        initial={query.keyword ?? ''}
        submit={<FormattedMessage id="account.plan.picker.submit" />}
        onSearch={(text) => go({ keyword: text.trim() === '' ? undefined : text.trim(), page: 1 })}
      />
      <LoadState
        data={courses}
        lines={4}
        isEmpty={(p) => p.list.length === 0}
        empty={<FormattedMessage id="account.plan.picker.empty" />}
      >
        {(p) => (
          <Box as="ul" listStyle="none" aria-label={intl.formatMessage({ id: 'account.plan.picker.list' })}>
            {p.list.map((course) => {
              const added = chosen.has(course.id);
              return (
                <HStack
                  as="li"
                  key={course.id}
                  justify="space-between"
                  gap="3"
                  py="2.5"
                  borderBottomWidth="1px"
                  _last={{ borderBottomWidth: 0 }}
                >
                  <Stack gap="0.5" minWidth="0">
                    <Text fontWeight="medium" truncate>
                      {course.courseName}
                    </Text>
                    <Text textStyle="xs" color="fg.muted" truncate>
                      {[course.categoryName, course.lecturerName].filter(Boolean).join(' · ')}
                    </Text>
                  </Stack>
                  {added ? (
                    <Badge colorPalette="green" variant="subtle" flexShrink={0}>
                      <FormattedMessage id="account.plan.picker.added" />
                    </Badge>
                  ) : (
                    <Button
                      size="xs"
                      variant="outline"
                      flexShrink={0}
                      disabled={full}
                      aria-label={intl.formatMessage(
                        { id: 'account.plan.picker.addLabel' },
                        { name: course.courseName },
                      )}
                      onClick={() => add(course)}
                    >
                      <FormattedMessage id="account.plan.picker.add" />
                    </Button>
                  )}
                </HStack>
              );
            })}
          </Box>
        )}
      </LoadState>
      <Pager page={query.page} totalPage={courses.data?.totalPage ?? 0} onPage={(page) => go({ page })} />
    </Stack>
  );
}

function BuilderForm({
  data,
  input,
  onFirstSave,
}: {
  data: BuilderData;
  input: PlanTaskInput;
  /** A new plan's first save: the page keeps this form for the draft the address will name. */
  onFirstSave: (taskId: string) => void;
}) {
  const intl = useIntl();
  const http = useHttp();
  const navigate = useNavigate();
  const locale = useLocaleParam();
  const machine = useMemo(() => planTaskMachine.provide(createPlanTaskImplementations(http)), [http]);
  const [, send, actor] = useMachine(machine, { input });
  const form = useSelector(actor, selectForm);
  const busy = useSelector(actor, selectBusy);
  const publishing = useSelector(actor, selectPublishing);
  const error = useSelector(actor, selectError);
  const problem = useSelector(actor, selectProblem);
  const taskId = useSelector(actor, selectTaskId);
  const status = useSelector(actor, selectStatus);
  const counts = useSettled(data.counts);
  const { query } = data;
  const savedId = useRef(input.taskId);
  useDocumentTitle(
    intl.formatMessage({
      id: input.taskId === null ? 'account.plan.builder.new' : 'account.plan.builder.edit',
    }),
  );

  const go = (next: Partial<BuilderQuery>) =>
    void navigate({
      to: '/{-$locale}/account/plan/task/add',
      params: { locale },
      search: {
        taskId: taskId ?? undefined,
        keyword: 'keyword' in next ? next.keyword : query.keyword,
        page: next.page !== undefined && next.page > 1 ? next.page : undefined,
      },
      replace: true,
    });

  // A published plan's page is where it is followed; a first save puts the draft's id in the address, so a
  // reload opens the draft (not while a publish that saved first is still out: its answer decides the page).
  useEffect(() => {
    if (status === PlanStatus.published && taskId !== null) {
      void navigate({ to: '/{-$locale}/account/plan/task/detail', params: { locale }, search: { taskId } });
    } else if (taskId !== null && savedId.current !== taskId && !publishing) {
      savedId.current = taskId;
      if (input.taskId === null) onFirstSave(taskId);
      showToast('success', intl.formatMessage({ id: 'account.plan.saved' }));
      void navigate({
        to: '/{-$locale}/account/plan/task/add',
        params: { locale },
        search: { taskId, keyword: query.keyword, page: query.page > 1 ? query.page : undefined },
        replace: true,
      });
    }
  }, [
    status,
    taskId,
    publishing,
    navigate,
    locale,
    intl,
    query.keyword,
    query.page,
    input.taskId,
    onFirstSave,
  ]);

  return (
    <Stack gap="5">
      <Card.Root rounded="l3" as="section" aria-labelledby="plan-builder-heading">
        <Card.Body gap="4">
          <Stack gap="1">
            <Heading as="h1" size="lg" id="plan-builder-heading">
              <FormattedMessage
                id={input.taskId === null ? 'account.plan.builder.new' : 'account.plan.builder.edit'}
              />
            </Heading>
            <Text textStyle="sm" color="fg.muted">
              <FormattedMessage id="account.plan.builder.intro" />
            </Text>
          </Stack>
          <PlanFields form={form} send={send} department={counts.data?.department ?? null} />
        </Card.Body>
      </Card.Root>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="5" alignItems="start">
        <Card.Root rounded="l3" as="section" aria-labelledby="plan-chosen">
          <Card.Body gap="3">
            <Heading as="h2" size="md" id="plan-chosen">
              <FormattedMessage id="account.plan.courses" values={{ count: form.items.length }} />
            </Heading>
            <ChosenCourses form={form} send={send} />
          </Card.Body>
        </Card.Root>
        <Card.Root rounded="l3" as="section" aria-labelledby="plan-picker">
          <Card.Body gap="3">
            <Heading as="h2" size="md" id="plan-picker">
              <FormattedMessage id="account.plan.picker.title" />
            </Heading>
            <CoursePicker data={data} form={form} send={send} go={go} />
          </Card.Body>
        </Card.Root>
      </Grid>
      <Stack gap="3" position="sticky" bottom="0" bg="bg" py="3" borderTopWidth="1px" zIndex="1">
        {error ? <ErrorAlert message={error} /> : null}
        {problem ? <ErrorAlert message={<FormattedMessage id={PROBLEM_KEY[problem]} />} /> : null}
        <HStack gap="2" wrap="wrap" justify="flex-end">
          <Button asChild variant="ghost">
            <RouterLink to="/{-$locale}/account/plan/detail" params={{ locale }}>
              <FormattedMessage id="account.plan.builder.cancel" />
            </RouterLink>
          </Button>
          <Button
            variant="outline"
            loading={busy && !publishing}
            disabled={busy}
            onClick={() => send({ type: 'save' })}
          >
            <FormattedMessage id="account.plan.builder.save" />
          </Button>
          <Button
            colorPalette="brand"
            loading={publishing}
            disabled={busy}
            onClick={() => send({ type: 'publish' })}
          >
            <FormattedMessage id="account.plan.publish" />
          </Button>
        </HStack>
      </Stack>
    </Stack>
  );
}

/**
 * `/account/plan/task/add`: a new plan, or a draft being edited (`taskId`). A published or archived plan is not
 * edited here: the page says so and links to it. `data` is what the route's loader read.
 */
export function PlanBuilder({ data }: { data: BuilderData }) {
  const locale = useLocaleParam();
  const plan = data.plan === null ? null : data.plan;
  const today = useMemo(() => new Date(), []);
  // The draft a new plan's form saved: the same form goes on for it, with what it holds (a refusal's message
  // included), once the address names it.
  const [adopted, setAdopted] = useState<string | null>(null);
  const back = (
    <Link asChild textStyle="sm" color="fg.muted" _hover={{ color: 'brand.fg' }} alignSelf="flex-start">
      <RouterLink to="/{-$locale}/account/plan/detail" params={{ locale }}>
        <FormattedMessage id="account.plan.back" />
      </RouterLink>
    </Link>
  );
  if (plan === null) {
    return (
      <Stack gap="4" width="full">
        {back}
        <BuilderForm
          key="new"
          data={data}
          input={{ taskId: null, status: PlanStatus.draft, form: blankPlan(today) }}
          onFirstSave={setAdopted}
        />
      </Stack>
    );
  }
  if (!plan.ok) {
    return (
      <Stack gap="4" width="full">
        {back}
        <ErrorAlert message={plan.error} />
      </Stack>
    );
  }
  if (plan.data.statusId !== PlanStatus.draft) {
    return (
      <Stack gap="4" width="full">
        {back}
        <ErrorAlert
          message={
            <FormattedMessage id="account.plan.builder.notDraft" values={{ name: plan.data.taskName }} />
          }
          action={
            <Button asChild size="sm" variant="outline">
              <RouterLink
                to="/{-$locale}/account/plan/task/detail"
                params={{ locale }}
                search={{ taskId: plan.data.taskId }}
              >
                <FormattedMessage id="account.plan.open" />
              </RouterLink>
            </Button>
          }
        />
      </Stack>
    );
  }
  return (
    <Stack gap="4" width="full">
      {back}
      <BuilderForm
        key={adopted === plan.data.taskId ? 'new' : plan.data.taskId}
        data={data}
        input={{ taskId: plan.data.taskId, status: plan.data.statusId, form: formOfPlan(plan.data) }}
        onFirstSave={setAdopted}
      />
    </Stack>
  );
}

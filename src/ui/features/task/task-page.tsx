import { Badge, Box, Button, Card, Flex, Grid, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type {
  ExamUserCount,
  PhaseContent,
  PracticalView,
  TaskContentDetail,
  TaskDetail,
  TaskPhase,
} from '../../../../contract/study-task';
import {
  ContentStatus,
  PhaseContentType,
  TaskApplyMode,
  TaskApplyStatus,
  TaskWindow,
} from '../../../../contract/study-task.routes';
import { createTaskRegistrationImplementations } from '../../../machines/task-registration/task-registration.actors';
import { taskRegistrationMachine } from '../../../machines/task-registration/task-registration.machine';
import {
  selectApplying,
  selectCanApply,
} from '../../../machines/task-registration/task-registration.selectors';
import { taskContentRead } from '../../../services/api/study-task';
import { useHttp } from '../../kit/app/app-services';
import { actorOptions } from '../../kit/app/inspector';
import { DeferredPanel } from '../../kit/app/deferred-panel';
import { inPlace } from '../../kit/app/on-demand';
import { LoadState } from '../../kit/app/load-state';
import { useSettled, type Settled } from '../../kit/app/route-data';
import { shortDateTime } from '../../kit/format/date-time';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { LockIcon } from '../../kit/icons/icons';
import { Stat } from '../../kit/layout/stat';
import { KindIcon } from '../../kit/learning/course-icons';
import { ProgressLine } from '../../kit/learning/learning-card';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { idParam } from '../../kit/navigation/id-param';
import { RichText } from '../../kit/rich-text/rich-text';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import {
  CONTENT_STATUS_PALETTE,
  KIND_OF,
  PHASE_STATUS_PALETTE,
  contentStatusKey,
  contentWay,
  doneCount,
  kindKey,
  phaseStatusKey,
  wayKey,
  type ContentWay,
} from './task-content-rules';
import type { TaskPageData } from './task-page-data';
import { WINDOW_PALETTE, windowKey } from './task-rules';

/**
 * A practical's answer form (its machine, uploads and attachments) loads when a practical's brief opens: the
 * route's loader starts it beside the brief's data.
 */
export const loadPracticalAnswer = inPlace(() => import('./practical-answer'));

/**
 * The comments (their list, box, machine and delete dialog) sit below the phases: the route's loader starts
 * their code beside the page's data, so the task's own chunk stays as it was.
 */
export const loadTaskComments = inPlace(() => import('./task-comments'));

/** The attendance of the task's offline trainings, for a task that holds any: its own code, like the comments. */
export const loadTaskAttendance = inPlace(() => import('./task-attendance'));

/** Whether the learner may study in the task: always in an assigned one, once approved in one applied for. */
const isApproved = (task: TaskDetail) =>
  task.applyMode === TaskApplyMode.assigned || task.applyStatus === TaskApplyStatus.approved;

const APPLY_PALETTE: Record<TaskApplyStatus, string> = {
  [TaskApplyStatus.none]: 'gray',
  [TaskApplyStatus.awaiting]: 'orange',
  [TaskApplyStatus.approved]: 'green',
  [TaskApplyStatus.rejected]: 'red',
};

/**
 * A task learners apply for: where the learner's application stands, the reason when it was not approved, and
 * the button that applies (again). The gateway's answer reads the task again.
 */
function TaskRegistration({ task }: { task: TaskDetail }) {
  const http = useHttp();
  const router = useRouter();
  const machine = useMemo(
    () => taskRegistrationMachine.provide(createTaskRegistrationImplementations(http)),
    [http],
  );
  const [snapshot, send] = useMachine(machine, {
    ...actorOptions(),
    input: {
      taskId: task.id,
      applyStatus: task.applyStatus,
      applyReason: task.applyReason,
      applyTime: task.applyTime,
    },
  });
  const { applyStatus, applyReason, applyTime, applied, error } = snapshot.context;
  useEffect(() => {
    send({
      type: 'sync',
      applyStatus: task.applyStatus,
      applyReason: task.applyReason,
      applyTime: task.applyTime,
    });
  }, [send, task.applyStatus, task.applyReason, task.applyTime]);
  const seen = useRef(applied);
  useEffect(() => {
    if (seen.current === applied) return;
    seen.current = applied;
    void router.invalidate();
  }, [applied, router]);
  return (
    <Stack
      gap="2"
      borderWidth="1px"
      rounded="l2"
      p="3"
      bg="bg.subtle"
      data-testid="task-registration"
      data-status={applyStatus}
    >
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold" textStyle="sm">
          <FormattedMessage id="account.task.apply.title" />
        </Text>
        <Badge colorPalette={APPLY_PALETTE[applyStatus]} variant="subtle">
          <FormattedMessage id={`account.task.apply.status.${applyStatus}`} />
        </Badge>
      </HStack>
      <Text textStyle="sm" color="fg.muted" role="status">
        <FormattedMessage
          id={`account.task.apply.note.${applyStatus}`}
          values={{ time: applyTime === null ? '' : shortDateTime(applyTime), reason: applyReason }}
        />
      </Text>
      {error ? <ErrorAlert message={error} /> : null}
      {selectCanApply(snapshot) || selectApplying(snapshot) ? (
        <Button
          size="sm"
          colorPalette="brand"
          alignSelf="flex-start"
          loading={selectApplying(snapshot)}
          onClick={() => send({ type: 'apply' })}
        >
          <FormattedMessage
            id={
              applyStatus === TaskApplyStatus.rejected
                ? 'account.task.apply.again'
                : 'account.task.apply.submit'
            }
          />
        </Button>
      ) : null}
    </Stack>
  );
}

/** The certificate learning the whole task earns, and, once awarded, a way to it in my records. */
function TaskCertificate({ certificate }: { certificate: NonNullable<TaskDetail['certificate']> }) {
  const locale = useLocaleParam();
  const awarded = certificate.status !== null;
  return (
    <HStack
      gap="3"
      wrap="wrap"
      borderWidth="1px"
      borderColor={awarded ? 'green.muted' : 'border'}
      bg={awarded ? 'green.subtle' : 'bg.subtle'}
      rounded="l2"
      px="3"
      py="2"
      data-testid="task-certificate"
    >
      <Text textStyle="sm" flex="1" minWidth="0">
        <FormattedMessage
          id={
            awarded
              ? `account.task.certificate.awarded.${certificate.status}`
              : 'account.task.certificate.earns'
          }
          values={{ name: <strong>{certificate.name}</strong>, months: certificate.validMonths ?? 0 }}
        />
        {!awarded && certificate.validMonths !== null ? (
          <>
            {' '}
            <FormattedMessage
              id="account.task.certificate.valid"
              values={{ months: certificate.validMonths }}
            />
          </>
        ) : null}
      </Text>
      {awarded ? (
        <Button asChild size="xs" variant="outline">
          <RouterLink to="/{-$locale}/account" params={{ locale }} search={{ change: 3, recordType: 2 }}>
            <FormattedMessage id="account.task.certificate.open" />
          </RouterLink>
        </Button>
      ) : null}
    </HStack>
  );
}

/** The task's head: its name, kind and window, its figures, and the way back into its courses. */
function TaskSummary({ task }: { task: TaskDetail }) {
  const locale = useLocaleParam();
  const intl = useIntl();
  const { done, count } = doneCount(task.phases);
  const canStudy = isApproved(task) && task.window === TaskWindow.open && task.courses.length > 0;
  return (
    <Card.Root rounded="l3" as="section" aria-labelledby="task-heading">
      <Card.Body gap="4">
        <Stack gap="2">
          <Flex gap="2" align="center" wrap="wrap">
            <Heading as="h1" id="task-heading" size={{ base: 'lg', md: 'xl' }} wordBreak="break-word">
              {task.taskName}
            </Heading>
            <Badge colorPalette={task.requiredFlag === 1 ? 'red' : 'gray'} variant="subtle">
              <FormattedMessage
                id={task.requiredFlag === 1 ? 'home.tasks.required' : 'home.tasks.elective'}
              />
            </Badge>
            <Badge colorPalette={WINDOW_PALETTE[task.window]} variant="subtle" data-testid="task-window">
              <FormattedMessage id={windowKey(task.window)} />
            </Badge>
          </Flex>
          <Text textStyle="sm" color="fg.muted">
            <FormattedMessage
              id="player.task.windowTime"
              values={{ start: shortDateTime(task.startTime), end: shortDateTime(task.endTime) }}
            />
          </Text>
        </Stack>
        <Grid
          templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }}
          gap="4"
        >
          <Stat label={<FormattedMessage id="account.task.progress" />}>
            {intl.formatNumber(task.studyProgress / 100, { style: 'percent' })}
          </Stat>
          <Stat label={<FormattedMessage id="account.task.contentsDone" />}>
            <FormattedMessage id="account.task.fraction" values={{ done, count }} />
          </Stat>
          <Stat label={<FormattedMessage id="account.task.coursesLearned" />}>
            <FormattedMessage
              id="account.task.fraction"
              values={{ done: task.learnedCourseCount, count: task.courseCount }}
            />
          </Stat>
        </Grid>
        <Box data-testid="task-progress">
          <ProgressLine name={task.taskName} value={task.studyProgress} />
        </Box>
        {task.certificate ? <TaskCertificate certificate={task.certificate} /> : null}
        {task.applyMode === TaskApplyMode.approval ? <TaskRegistration task={task} /> : null}
        <HStack gap="3" wrap="wrap">
          {canStudy ? (
            <Button asChild colorPalette="brand" size="sm">
              <RouterLink
                to="/{-$locale}/watch/task"
                params={{ locale }}
                search={{ taskId: idParam(task.id) }}
              >
                <FormattedMessage id="account.task.continue" />
              </RouterLink>
            </Button>
          ) : null}
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/{-$locale}/account" params={{ locale }} search={{ change: 1 }}>
              <FormattedMessage id="account.task.back" />
            </RouterLink>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** The facts of a content's line: what its kind shows before it is opened. */
function ContentFacts({ content, counts }: { content: PhaseContent; counts: ExamUserCount | undefined }) {
  const facts: ReactNode[] = [];
  const t = (d: string | null) => (d === null ? '' : shortDateTime(d));
  switch (content.contentType) {
    case PhaseContentType.course:
      // Its progress bar says it.
      break;
    case PhaseContentType.offlineTraining:
      if (content.startTime !== null && content.endTime !== null)
        facts.push(
          <FormattedMessage
            id="account.task.fact.session"
            values={{ start: t(content.startTime), end: t(content.endTime) }}
          />,
        );
      if (content.place)
        facts.push(<FormattedMessage id="account.task.fact.place" values={{ place: content.place }} />);
      break;
    case PhaseContentType.practical:
      if (content.endTime !== null)
        facts.push(
          <FormattedMessage id="account.task.fact.deadline" values={{ time: t(content.endTime) }} />,
        );
      break;
    case PhaseContentType.jobEvaluation:
      if (content.place)
        facts.push(<FormattedMessage id="account.task.fact.assessor" values={{ name: content.place }} />);
      break;
    default:
      if (content.startTime !== null && content.endTime !== null)
        facts.push(
          <FormattedMessage
            id="account.task.fact.window"
            values={{ start: t(content.startTime), end: t(content.endTime) }}
          />,
        );
  }
  if (content.score !== null)
    facts.push(<FormattedMessage id="account.task.fact.score" values={{ score: content.score }} />);
  if (counts)
    facts.push(
      <FormattedMessage
        id="account.task.fact.takers"
        values={{ join: counts.joinCount, pass: counts.passCount, count: counts.userCount }}
      />,
    );
  if (facts.length === 0) return null;
  return (
    <HStack gap="3" wrap="wrap" textStyle="xs" color="fg.muted" rowGap="0.5">
      {facts.map((f, i) => (
        <Text as="span" key={i}>
          {f}
        </Text>
      ))}
    </HStack>
  );
}

/** The way into a content, by where it leads. */
function ContentAction({
  taskId,
  content,
  way,
  open,
}: {
  taskId: string;
  content: PhaseContent;
  way: ContentWay;
  open: boolean;
}) {
  const locale = useLocaleParam();
  const intl = useIntl();
  const label = intl.formatMessage({
    id: way === 'brief' && open ? 'account.task.close' : wayKey(way, content.status),
  });
  const named = intl.formatMessage(
    { id: 'account.task.actionOf' },
    { action: label, name: content.contentName },
  );
  const common = { size: 'xs', variant: 'outline', flexShrink: 0, 'aria-label': named } as const;
  switch (way) {
    case 'locked':
    case 'unapproved':
      return (
        <Button {...common} disabled>
          <LockIcon aria-hidden />
          {label}
        </Button>
      );
    case 'player':
      return (
        <Button asChild {...common} colorPalette="brand" variant="solid">
          <RouterLink
            to="/{-$locale}/watch/task"
            params={{ locale }}
            search={{ taskId: idParam(taskId), courseId: idParam(content.refId ?? '') }}
          >
            {label}
          </RouterLink>
        </Button>
      );
    case 'exam':
      return (
        <Button asChild {...common}>
          <RouterLink
            to="/{-$locale}/account/exam/detail"
            params={{ locale }}
            search={{ id: idParam(content.refId ?? '') }}
          >
            {label}
          </RouterLink>
        </Button>
      );
    case 'survey':
      return (
        <Button asChild {...common}>
          <RouterLink
            to="/{-$locale}/investigate/view"
            params={{ locale }}
            search={{ id: idParam(content.refId ?? '') }}
          >
            {label}
          </RouterLink>
        </Button>
      );
    case 'offline':
      return (
        <Button asChild {...common}>
          <RouterLink
            to="/{-$locale}/knowledge/offcourse/{-$id}"
            params={{ locale, id: content.refId ?? '' }}
          >
            {label}
          </RouterLink>
        </Button>
      );
    default:
      return (
        <Button asChild {...common} aria-expanded={open}>
          <RouterLink
            to="/{-$locale}/account/task/{-$id}"
            params={{ locale, id: taskId }}
            search={{ content: open ? undefined : idParam(content.phaseContentId) }}
            replace
            resetScroll={false}
          >
            {label}
          </RouterLink>
        </Button>
      );
  }
}

/** Marks an image-text read: the gateway records it, and the page reads the task again. */
function ReadButton({ taskId, content }: { taskId: string; content: TaskContentDetail }) {
  const http = useHttp();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const read = () => {
    setBusy(true);
    taskContentRead(http, { taskId, phaseContentId: content.phaseContentId })
      .then(() => router.invalidate())
      // The client has shown the gateway's message.
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Button size="sm" colorPalette="brand" loading={busy} onClick={read} alignSelf="flex-start">
      <FormattedMessage id="account.task.read" />
    </Button>
  );
}

/** One content's brief, opened in its place: what it asks, how it is judged, and the learner's result. */
function ContentBrief({
  taskId,
  settled,
  window,
  approved,
}: {
  taskId: string;
  settled: Settled<TaskContentDetail>;
  window: TaskWindow;
  approved: boolean;
}) {
  const brief = useSettled(settled);
  return (
    <Box borderTopWidth="1px" mt="3" pt="3" data-testid="content-brief">
      <LoadState data={brief} isEmpty={() => false} empty={null} lines={2}>
        {(c) => (
          <Stack gap="3">
            {c.body ? <RichText html={c.body} /> : null}
            {c.criteria ? (
              <Stack gap="1">
                <Text fontWeight="semibold" textStyle="sm">
                  <FormattedMessage id="account.task.brief.criteria" />
                </Text>
                <Text textStyle="sm" whiteSpace="pre-wrap">
                  {c.criteria}
                </Text>
              </Stack>
            ) : null}
            <HStack gap="4" wrap="wrap" textStyle="sm" color="fg.muted">
              {c.passScore !== null ? (
                <Text as="span">
                  <FormattedMessage id="account.task.brief.passScore" values={{ score: c.passScore }} />
                </Text>
              ) : null}
              {c.finishTime !== null ? (
                <Text as="span">
                  <FormattedMessage
                    id={`account.task.brief.finished.${c.contentType}`}
                    values={{ time: shortDateTime(c.finishTime) }}
                  />
                </Text>
              ) : null}
            </HStack>
            {c.comment ? (
              <Stack gap="1" bg="bg.muted" rounded="l2" p="3">
                <Text fontWeight="semibold" textStyle="sm">
                  <FormattedMessage id="account.task.brief.comment" />
                </Text>
                <Text textStyle="sm" whiteSpace="pre-wrap">
                  {c.comment}
                </Text>
              </Stack>
            ) : null}
            {'canSubmit' in c ? (
              <DeferredPanel load={loadPracticalAnswer} wanted minHeight="24">
                {({ PracticalAnswer }) => <PracticalAnswer taskId={taskId} view={c as PracticalView} />}
              </DeferredPanel>
            ) : null}
            {c.contentType === PhaseContentType.imageText &&
            c.status !== ContentStatus.done &&
            c.locked === 0 &&
            approved &&
            window === TaskWindow.open ? (
              <ReadButton taskId={taskId} content={c} />
            ) : null}
            {c.contentType === PhaseContentType.imageText &&
            c.status !== ContentStatus.done &&
            window !== TaskWindow.open ? (
              <Text textStyle="sm" color="fg.muted">
                <FormattedMessage
                  id={
                    window === TaskWindow.ended ? 'account.task.brief.ended' : 'account.task.brief.notStarted'
                  }
                />
              </Text>
            ) : null}
          </Stack>
        )}
      </LoadState>
    </Box>
  );
}

function ContentRow({
  taskId,
  content,
  phase,
  window,
  counts,
  brief,
  approved,
}: {
  taskId: string;
  content: PhaseContent;
  phase: TaskPhase;
  window: TaskWindow;
  approved: boolean;
  counts: ExamUserCount | undefined;
  brief: Settled<TaskContentDetail> | null;
}) {
  const way = contentWay(content, phase.locked === 1, window, approved);
  const open = brief !== null;
  return (
    <Box
      as="li"
      py="3"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      data-testid="task-content"
      data-kind={content.contentType}
      data-status={content.status}
    >
      <Grid
        templateColumns={{ base: 'auto minmax(0, 1fr)', md: 'auto minmax(0, 1fr) auto' }}
        templateAreas={{ base: '"icon main" ". action"', md: '"icon main action"' }}
        columnGap="3"
        rowGap="2"
        alignItems="start"
      >
        <Box gridArea="icon" color={phase.locked === 1 ? 'fg.subtle' : 'brand.fg'} pt="0.5">
          <KindIcon kind={KIND_OF[content.contentType]} boxSize="5" />
        </Box>
        <Stack gridArea="main" gap="1" minWidth="0">
          <HStack gap="2" wrap="wrap">
            <Text as="span" textStyle="xs" color="fg.muted">
              <FormattedMessage id={kindKey(content.contentType)} />
            </Text>
            <Text as="span" fontWeight="medium" wordBreak="break-word">
              {content.contentName}
            </Text>
            <Badge colorPalette={CONTENT_STATUS_PALETTE[content.status]} variant="subtle">
              <FormattedMessage id={contentStatusKey(content.status)} />
            </Badge>
          </HStack>
          {content.contentType === PhaseContentType.course ? (
            <Box maxWidth="sm">
              <ProgressLine name={content.contentName} value={content.studyProgress} />
            </Box>
          ) : null}
          <ContentFacts content={content} counts={counts} />
        </Stack>
        <Box gridArea="action">
          <ContentAction taskId={taskId} content={content} way={way} open={open} />
        </Box>
      </Grid>
      {brief !== null ? (
        <ContentBrief taskId={taskId} settled={brief} window={window} approved={approved} />
      ) : null}
    </Box>
  );
}

function PhaseCard({
  phase,
  index,
  task,
  counts,
  openId,
  brief,
}: {
  phase: TaskPhase;
  index: number;
  task: TaskDetail;
  counts: readonly ExamUserCount[];
  openId: string | null;
  brief: Settled<TaskContentDetail> | null;
}) {
  const headingId = `phase-${phase.phaseId}`;
  return (
    <Card.Root
      as="li"
      rounded="l3"
      aria-labelledby={headingId}
      data-testid="task-phase"
      data-locked={phase.locked}
    >
      <Card.Body gap="2">
        <Flex gap="2" align="center" wrap="wrap">
          <Text textStyle="sm" color="fg.muted">
            <FormattedMessage id="account.task.phaseOrder" values={{ n: index + 1 }} />
          </Text>
          <Heading as="h2" size="md" id={headingId} wordBreak="break-word">
            {phase.phaseName}
          </Heading>
          <Badge colorPalette={PHASE_STATUS_PALETTE[phase.studyStatus]} variant="subtle">
            <FormattedMessage id={phaseStatusKey(phase.studyStatus)} />
          </Badge>
          {phase.locked === 1 ? (
            <Badge colorPalette="orange" variant="outline">
              <LockIcon aria-hidden />
              <FormattedMessage id="account.task.phaseLocked" />
            </Badge>
          ) : null}
        </Flex>
        {phase.requirePrevious === 1 ? (
          <Text textStyle="xs" color="fg.muted">
            <FormattedMessage id="account.task.phaseRequires" />
          </Text>
        ) : null}
        {phase.contents.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            <FormattedMessage id="account.task.phaseEmpty" />
          </Text>
        ) : (
          <Box as="ul" listStyleType="none">
            {phase.contents.map((c) => (
              <ContentRow
                key={c.phaseContentId}
                taskId={task.id}
                content={c}
                phase={phase}
                window={task.window}
                counts={counts.find((x) => x.phaseContentId === c.phaseContentId)}
                brief={c.phaseContentId === openId ? brief : null}
                approved={isApproved(task)}
              />
            ))}
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The task's comments under a heading with their count; the list and box come with their own code. */
function TaskCommentsCard({ taskId, comments }: { taskId: string; comments: TaskPageData['comments'] }) {
  const total = comments.list.ok ? comments.list.data.totalCount : null;
  return (
    <Card.Root as="section" rounded="l3" aria-labelledby="task-comments-heading" data-testid="task-comments">
      <Card.Body gap="4">
        <Heading as="h2" size="md" id="task-comments-heading">
          <FormattedMessage id="account.task.comment.title" />
          {total === null ? null : (
            <>
              {/* Read as "讨论 3", not "讨论3". */}{' '}
              <Text as="span" color="fg.muted" textStyle="sm" fontWeight="normal">
                {total}
              </Text>
            </>
          )}
        </Heading>
        <DeferredPanel load={loadTaskComments} wanted minHeight="40">
          {({ TaskComments }) => <TaskComments taskId={taskId} data={comments} />}
        </DeferredPanel>
      </Card.Body>
    </Card.Root>
  );
}

/** Whether any phase holds an offline training that names a course (whose sessions are attended). */
const hasTrainings = (task: TaskDetail) =>
  task.phases.some((p) =>
    p.contents.some((c) => c.contentType === PhaseContentType.offlineTraining && c.refId !== null),
  );

function TaskTitle({ name }: { name: string }) {
  useDocumentTitle(name);
  return null;
}

/**
 * `/account/task/{id}`: the task's figures, then its phases in order with every content, each with the learner's
 * state and the way into it, then the learners' comments; `content` is the content whose brief is open. `data`
 * is what the route's loader read.
 */
export function TaskPage({
  taskId,
  content,
  data,
}: {
  taskId: string;
  content: string | null;
  data: TaskPageData;
}) {
  const intl = useIntl();
  const detail = useSettled(data.detail);
  const counts = data.examCounts.ok ? data.examCounts.data : [];
  return (
    <Stack gap="5" width="full" data-task-id={taskId}>
      <LoadState data={detail} isEmpty={() => false} empty={null} lines={6}>
        {(task) => (
          <>
            <TaskTitle name={task.taskName} />
            <TaskSummary task={task} />
            {task.phases.length === 0 ? (
              <Card.Root rounded="l3">
                <Card.Body>
                  <Text color="fg.muted">
                    <FormattedMessage id="account.task.empty" />
                  </Text>
                </Card.Body>
              </Card.Root>
            ) : (
              <Stack
                as="ol"
                gap="4"
                listStyleType="none"
                aria-label={intl.formatMessage({ id: 'account.task.phases' })}
              >
                {task.phases.map((phase, i) => (
                  <PhaseCard
                    key={phase.phaseId}
                    phase={phase}
                    index={i}
                    task={task}
                    counts={counts}
                    openId={content}
                    brief={data.content}
                  />
                ))}
              </Stack>
            )}
            {hasTrainings(task) ? (
              <DeferredPanel load={loadTaskAttendance} wanted minHeight="24">
                {({ TaskAttendance }) => <TaskAttendance data={data.attendance} />}
              </DeferredPanel>
            ) : null}
            <TaskCommentsCard taskId={task.id} comments={data.comments} />
          </>
        )}
      </LoadState>
    </Stack>
  );
}

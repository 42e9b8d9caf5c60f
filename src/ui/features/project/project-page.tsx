import { Badge, Box, Button, Card, Grid, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProjectDetail, ProjectItem } from '../../../../contract/study-project';
import {
  ProjectApplyMode,
  ProjectApplyStatus,
  ProjectItemType,
} from '../../../../contract/study-project.routes';
import { createProjectApplicationImplementations } from '../../../machines/project-application/project-application.actors';
import { projectApplicationMachine } from '../../../machines/project-application/project-application.machine';
import {
  selectApplying,
  selectCanApply,
} from '../../../machines/project-application/project-application.selectors';
import { projectAdmire } from '../../../services/api/study-project';
import { useHttp } from '../../kit/app/app-services';
import { Avatar } from '../../kit/media/avatar';
import { actorOptions } from '../../kit/app/inspector';
import { LoadState } from '../../kit/app/load-state';
import { useSettled } from '../../kit/app/route-data';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { shortDateTime } from '../../kit/format/date-time';
import { Stat } from '../../kit/layout/stat';
import { CourseCover } from '../../kit/learning/course-cover';
import { Facts, ProgressLine } from '../../kit/learning/learning-card';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { RichText } from '../../kit/rich-text/rich-text';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import type { ProjectDetailData } from './project-data';
import { APPLY_PALETTE, ITEM_KEY, ITEM_STATUS_PALETTE, WINDOW_KEY, WINDOW_PALETTE } from './project-format';

/** Joining or applying, the state of the application, and the reason of a refusal. */
function ProjectApplication({ project }: { project: ProjectDetail }) {
  const http = useHttp();
  const router = useRouter();
  const machine = useMemo(
    () => projectApplicationMachine.provide(createProjectApplicationImplementations(http)),
    [http],
  );
  const [snapshot, send] = useMachine(machine, {
    ...actorOptions(),
    input: {
      projectId: project.projectId,
      applyMode: project.applyMode,
      applyStatus: project.applyStatus,
      applyReason: project.applyReason,
      applyTime: project.applyTime,
    },
  });
  const { applyStatus, applyReason, applyTime, applied, error } = snapshot.context;
  useEffect(() => {
    send({
      type: 'sync',
      applyStatus: project.applyStatus,
      applyReason: project.applyReason,
      applyTime: project.applyTime,
    });
  }, [send, project.applyStatus, project.applyReason, project.applyTime]);
  // Every application the gateway took is read back, so the items open and the figures are the gateway's.
  const seen = useRef(applied);
  useEffect(() => {
    if (seen.current === applied) return;
    seen.current = applied;
    void router.invalidate();
  }, [applied, router]);
  const approval = project.applyMode === ProjectApplyMode.approval;
  return (
    <Stack
      gap="2"
      borderWidth="1px"
      rounded="l2"
      p="3"
      bg="bg.subtle"
      data-testid="project-application"
      data-status={applyStatus}
    >
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold" textStyle="sm">
          <FormattedMessage id={approval ? 'course.project.apply.title' : 'course.project.join.title'} />
        </Text>
        <Badge colorPalette={APPLY_PALETTE[applyStatus]} variant="subtle">
          <FormattedMessage id={`course.project.apply.status.${applyStatus}`} />
        </Badge>
      </HStack>
      <Text textStyle="sm" color="fg.muted" role="status">
        <FormattedMessage
          id={
            applyStatus === ProjectApplyStatus.none && !approval
              ? 'course.project.join.note'
              : `course.project.apply.note.${applyStatus}`
          }
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
              !approval
                ? 'course.project.join.submit'
                : applyStatus === ProjectApplyStatus.rejected
                  ? 'course.project.apply.again'
                  : 'course.project.apply.submit'
            }
          />
        </Button>
      ) : null}
    </Stack>
  );
}

/** The like, with its count: the gateway's answer is what shows. */
function AdmireButton({ project }: { project: ProjectDetail }) {
  const http = useHttp();
  const intl = useIntl();
  const [state, setState] = useState({ admired: project.admired, count: project.admireCount });
  const [busy, setBusy] = useState(false);
  const toggle = () => {
    setBusy(true);
    projectAdmire(http, { projectId: project.projectId })
      .then((r) => setState({ admired: r.admired, count: r.admireCount }))
      // The client has shown the gateway's message.
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Button
      size="sm"
      variant={state.admired === 1 ? 'solid' : 'outline'}
      colorPalette="pink"
      loading={busy}
      aria-pressed={state.admired === 1}
      aria-label={intl.formatMessage({ id: 'course.project.like' }, { count: state.count })}
      onClick={toggle}
    >
      <FormattedMessage id="course.project.likeShort" values={{ count: state.count }} />
    </Button>
  );
}

/** Where an item leads: its course, classroom course, exam or survey page. */
function ItemLink({ item, label }: { item: ProjectItem; label: string }) {
  const locale = useLocaleParam();
  const common = { size: 'xs', variant: 'outline', flexShrink: 0, 'aria-label': label } as const;
  switch (item.itemType) {
    case ProjectItemType.course:
      return (
        <Button asChild {...common}>
          <RouterLink to="/{-$locale}/knowledge/course/{-$id}" params={{ locale, id: item.refId }}>
            <FormattedMessage id="course.project.open" />
          </RouterLink>
        </Button>
      );
    case ProjectItemType.offlineCourse:
      return (
        <Button asChild {...common}>
          <RouterLink to="/{-$locale}/knowledge/offcourse/{-$id}" params={{ locale, id: item.refId }}>
            <FormattedMessage id="course.project.open" />
          </RouterLink>
        </Button>
      );
    case ProjectItemType.exam:
      return (
        <Button asChild {...common}>
          <RouterLink
            to="/{-$locale}/account/exam/detail"
            params={{ locale }}
            search={{ id: Number(item.refId) }}
          >
            <FormattedMessage id="course.project.open" />
          </RouterLink>
        </Button>
      );
    default:
      return (
        <Button asChild {...common}>
          <RouterLink
            to="/{-$locale}/investigate/view"
            params={{ locale }}
            search={{ id: Number(item.refId) }}
          >
            <FormattedMessage id="course.project.open" />
          </RouterLink>
        </Button>
      );
  }
}

function ItemRow({ item, open }: { item: ProjectItem; open: boolean }) {
  const intl = useIntl();
  const kind = intl.formatMessage({ id: ITEM_KEY[item.itemType] });
  return (
    <HStack
      as="li"
      gap="3"
      py="2"
      justify="space-between"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      data-testid="project-item"
      data-status={item.status}
    >
      <Stack gap="1" minWidth="0" flex="1">
        <HStack gap="2" wrap="wrap">
          <Badge variant="outline">{kind}</Badge>
          <Text fontWeight="medium">{item.itemName}</Text>
          <Badge colorPalette={ITEM_STATUS_PALETTE[item.status]} variant="subtle">
            <FormattedMessage id={`account.task.status.${item.status}`} />
          </Badge>
        </HStack>
        {item.startTime !== null && item.endTime !== null ? (
          <Facts>
            <Text as="span">
              <FormattedMessage
                id="course.project.windowTime"
                values={{ start: shortDateTime(item.startTime), end: shortDateTime(item.endTime) }}
              />
            </Text>
          </Facts>
        ) : null}
        {item.itemType === ProjectItemType.course && open ? (
          <ProgressLine name={item.itemName} value={item.studyProgress} />
        ) : null}
      </Stack>
      {open ? (
        <ItemLink
          item={item}
          label={intl.formatMessage({ id: 'course.project.openOf' }, { name: item.itemName })}
        />
      ) : null}
    </HStack>
  );
}

function ProjectBody({ project }: { project: ProjectDetail }) {
  const intl = useIntl();
  useDocumentTitle(project.projectName);
  const joined = project.applyStatus === ProjectApplyStatus.approved;
  return (
    <Stack gap="5">
      <Card.Root rounded="l3" as="section" aria-labelledby="project-heading">
        <Card.Body>
          <Grid templateColumns={{ base: '1fr', md: '280px minmax(0, 1fr)' }} gap="5">
            <CourseCover src={project.cover} eager rounded="l2" />
            <Stack gap="3" minWidth="0">
              <HStack gap="2" wrap="wrap">
                <Badge colorPalette={WINDOW_PALETTE[project.window]} variant="outline">
                  <FormattedMessage id={WINDOW_KEY[project.window]} />
                </Badge>
                {project.applyMode === ProjectApplyMode.approval ? (
                  <Badge colorPalette="purple" variant="subtle">
                    <FormattedMessage id="course.project.needsApproval" />
                  </Badge>
                ) : null}
              </HStack>
              <Heading as="h1" size={{ base: 'lg', md: 'xl' }} id="project-heading">
                {project.projectName}
              </Heading>
              <Text textStyle="sm" color="fg.muted">
                <FormattedMessage
                  id="course.project.windowTime"
                  values={{ start: shortDateTime(project.startTime), end: shortDateTime(project.endTime) }}
                />
              </Text>
              <Grid templateColumns="repeat(3, minmax(0, 1fr))" gap="4">
                <Stat size="lg" label={<FormattedMessage id="course.project.stat.items" />}>
                  {joined
                    ? intl.formatMessage(
                        { id: 'course.project.fraction' },
                        { done: project.doneCount, count: project.itemCount },
                      )
                    : intl.formatNumber(project.itemCount)}
                </Stat>
                <Stat size="lg" label={<FormattedMessage id="course.project.stat.learners" />}>
                  {intl.formatNumber(project.learnerCount)}
                </Stat>
                <Stat size="lg" label={<FormattedMessage id="course.project.stat.creditHour" />}>
                  {intl.formatNumber(project.creditHour)}
                </Stat>
              </Grid>
              {joined ? (
                <Box data-testid="project-progress">
                  <ProgressLine name={project.projectName} value={project.studyProgress} />
                </Box>
              ) : null}
              <HStack gap="2">
                <AdmireButton project={project} />
              </HStack>
              <ProjectApplication project={project} />
            </Stack>
          </Grid>
        </Card.Body>
      </Card.Root>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 18rem' }} gap="5" alignItems="start">
        <Stack
          as="ol"
          gap="4"
          listStyleType="none"
          aria-label={intl.formatMessage({ id: 'course.project.stagesLabel' })}
        >
          {project.stages.map((stage, i) => (
            <Card.Root as="li" key={stage.stageId} rounded="l3" data-testid="project-stage">
              <Card.Body gap="2">
                <Heading as="h2" size="md">
                  <FormattedMessage
                    id="course.project.stageTitle"
                    values={{ n: i + 1, name: stage.stageName }}
                  />
                </Heading>
                {stage.items.length === 0 ? (
                  <Text color="fg.muted" textStyle="sm">
                    <FormattedMessage id="course.project.stageEmpty" />
                  </Text>
                ) : (
                  <Box as="ul" listStyleType="none">
                    {stage.items.map((item) => (
                      <ItemRow key={item.itemId} item={item} open={joined} />
                    ))}
                  </Box>
                )}
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
        <Stack gap="5">
          {project.lecturers.length > 0 ? (
            <Card.Root rounded="l3" as="section" aria-labelledby="project-lecturers">
              <Card.Body gap="3">
                <Heading as="h2" size="md" id="project-lecturers">
                  <FormattedMessage id="course.project.lecturers" />
                </Heading>
                {project.lecturers.map((l) => (
                  <HStack key={l.lecturerId} gap="3">
                    <Avatar.Root size="sm">
                      <Avatar.Fallback name={l.lecturerName} />
                      {l.headImg ? <Avatar.Image src={l.headImg} alt="" /> : null}
                    </Avatar.Root>
                    <Stack gap="0">
                      <Text fontWeight="medium">{l.lecturerName}</Text>
                      {l.position ? (
                        <Text textStyle="xs" color="fg.muted">
                          {l.position}
                        </Text>
                      ) : null}
                    </Stack>
                  </HStack>
                ))}
              </Card.Body>
            </Card.Root>
          ) : null}
          {project.introduce ? (
            <Card.Root rounded="l3" as="section" aria-labelledby="project-introduce">
              <Card.Body gap="3">
                <Heading as="h2" size="md" id="project-introduce">
                  <FormattedMessage id="course.project.introduce" />
                </Heading>
                <RichText html={project.introduce} />
              </Card.Body>
            </Card.Root>
          ) : null}
        </Stack>
      </Grid>
    </Stack>
  );
}

/** `/knowledge/project/{id}`: a study project, its stages and items with the member's state, and joining it. */
export function ProjectPage({ data }: { data: ProjectDetailData }) {
  const detail = useSettled(data.detail);
  return (
    <Stack gap="5" width="full">
      <LoadState data={detail} lines={6} isEmpty={() => false} empty={null}>
        {(project) => <ProjectBody project={project} />}
      </LoadState>
    </Stack>
  );
}

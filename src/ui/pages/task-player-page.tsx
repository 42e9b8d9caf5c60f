/* A page composing two features: task (the task's header, courses and figures) and player (the content tree,
 * the node being studied and the player's frame). */
import { Box, Button, Container, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CourseProgress } from '../../../contract/study';
import type { TaskProgressAnswer } from '../../../contract/study-task';
import { TaskStudyReason } from '../../../contract/study-task.routes';
import {
  studyTaskDestination,
  type ReportDestination,
} from '../../machines/task-progress/report-destination';
import { idParam } from '../kit/navigation/id-param';
import { useHttp } from '../kit/app/app-services';
import { useSettled } from '../kit/app/route-data';
import type { GatewayData } from '../kit/app/use-gateway-data';
import { shortDateTime } from '../kit/format/date-time';
import { useLocaleParam } from '../kit/locale/use-locale';
import { useDocumentTitle } from '../kit/site/use-document-title';
import { PlayerTaskContext } from '../features/player/node-link';
import { NodeStudy } from '../features/player/node-study';
import { ViewerSkeleton } from '../features/player/viewer-skeleton';
import { FrameNote, NodeSteps } from '../features/player/player-frame';
import { PlayerTree } from '../features/player/player-tree';
import { useCourseNode } from '../features/player/use-course-node';
import { TaskCourses, TaskGrid, TaskHeader } from '../features/task/task-panels';
import { NO_FIGURES, refusalKey, withFigures, withTaskAnswer } from '../features/task/task-rules';
import type { TaskCourseData, TaskPlayerData } from './task-player-data';

/** A failed read with its message and a retry. */
function Failure({ data }: { data: GatewayData<unknown> }) {
  return (
    <Stack gap="3" align="flex-start" role="alert" borderWidth="1px" rounded="l3" p="6">
      <Text color="fg.error">{data.error}</Text>
      <Button size="sm" variant="outline" onClick={data.reload}>
        <FormattedMessage id="app.retry" />
      </Button>
    </Stack>
  );
}

/** Why the course cannot be studied in the task now, with the way to the course's own page. */
function Refusal({
  course,
  reason,
  startTime,
  endTime,
}: {
  course: CourseProgress | null;
  reason: TaskStudyReason;
  startTime: string;
  endTime: string;
}) {
  const locale = useLocaleParam();
  const time = shortDateTime(reason === TaskStudyReason.notStarted ? startTime : endTime);
  return (
    <Stack gap="4" borderWidth="1px" rounded="l3" p={{ base: '5', md: '8' }} bg="bg.panel" align="flex-start">
      {course ? (
        <Heading as="h1" size={{ base: 'lg', md: 'xl' }} wordBreak="break-word">
          {course.courseName}
        </Heading>
      ) : null}
      <Text role="status" data-testid="task-refusal" data-reason={reason}>
        <FormattedMessage id={refusalKey(reason)} values={{ time }} />
      </Text>
      {course && reason !== TaskStudyReason.courseUnavailable ? (
        <Link asChild color="brand.fg" textStyle="sm">
          <RouterLink to="/{-$locale}/knowledge/course/{-$id}" params={{ locale, id: course.courseId }}>
            <FormattedMessage id="player.task.openCourse" />
          </RouterLink>
        </Link>
      ) : null}
    </Stack>
  );
}

/**
 * The course open in the task's player: its content tree from the task's call, the node (the course's resume
 * node when the address names none), and the player with reports sent to the task.
 */
function TaskCourseStudy({
  taskId,
  courseId,
  subResourceId,
  destination,
  courses,
  nodes,
}: {
  taskId: string;
  courseId: string;
  subResourceId: string | null;
  destination: ReportDestination;
  courses: ReactNode;
  nodes: NonNullable<TaskCourseData['nodes']>;
}) {
  const navigate = useNavigate();
  const locale = useLocaleParam();
  const outline = useSettled(nodes);
  const { tree, node, nodeId, playable, onSaved } = useCourseNode({
    courseId,
    nodes: outline.data?.nodes,
    resumeSubResourceId: outline.data?.resumeSubResourceId ?? null,
    subResourceId,
  });

  useEffect(() => {
    if (nodeId === null) return;
    if (!playable) {
      const search = { courseId: idParam(courseId), id: idParam(nodeId) };
      void navigate({ to: '/{-$locale}/watch/practice', params: { locale }, search, replace: true });
    } else if (subResourceId === null) {
      const search = { taskId: idParam(taskId), courseId: idParam(courseId), id: idParam(nodeId) };
      void navigate({ to: '/{-$locale}/watch/task', params: { locale }, search, replace: true });
    }
  }, [navigate, locale, taskId, courseId, nodeId, playable, subResourceId]);

  if (outline.loading) return <TaskGrid main={<ViewerSkeleton />} courses={courses} />;
  if (outline.error !== null || !outline.data) {
    return <TaskGrid main={<Failure data={outline} />} courses={courses} />;
  }
  return (
    <TaskGrid
      courses={courses}
      main={
        <>
          {node && playable ? (
            <NodeStudy
              key={node.subResourceId}
              courseId={courseId}
              node={node}
              onSaved={onSaved}
              destination={destination}
            />
          ) : !node ? (
            <FrameNote>
              <FormattedMessage id={tree.length === 0 ? 'player.empty' : 'player.notFound'} />
            </FrameNote>
          ) : null}
          {nodeId ? <NodeSteps courseId={courseId} tree={tree} currentId={nodeId} /> : null}
        </>
      }
      tree={<PlayerTree courseId={courseId} tree={tree} currentId={nodeId} />}
    />
  );
}

/** Whether the course may be studied in the task now (as the route read it): the player, or the reason not. */
function TaskCourse({
  taskId,
  courseId,
  course,
  subResourceId,
  destination,
  courses,
  data,
}: {
  taskId: string;
  courseId: string;
  course: CourseProgress | null;
  subResourceId: string | null;
  destination: ReportDestination;
  courses: ReactNode;
  data: TaskCourseData;
}) {
  const check = useSettled(data.check);
  if (check.loading) return <TaskGrid main={<ViewerSkeleton />} courses={courses} />;
  if (check.error !== null || !check.data)
    return <TaskGrid main={<Failure data={check} />} courses={courses} />;
  const { allowed, reason, startTime, endTime } = check.data;
  if (allowed !== 1) {
    return (
      <TaskGrid
        main={<Refusal course={course} reason={reason} startTime={startTime} endTime={endTime} />}
        courses={courses}
      />
    );
  }
  // The route reads the tree of an allowed course with its check; a retry of the check reads both anew.
  if (!data.nodes) return <TaskGrid main={<ViewerSkeleton />} courses={courses} />;
  return (
    <TaskCourseStudy
      taskId={taskId}
      courseId={courseId}
      subResourceId={subResourceId}
      destination={destination}
      courses={courses}
      nodes={data.nodes}
    />
  );
}

/**
 * `/watch/task?taskId=&courseId=&id=`: the player inside a study task (decision 0030). The task's courses and
 * figures sit beside the player; without `courseId` the route opens the course to resume, without `id` its
 * resume node (the address then says which). Reports go to the task's save call, whose answers raise the
 * course's and the task's figures on the page over the task the route read.
 */
export function TaskPlayerPage({
  taskId,
  courseId,
  subResourceId,
  data,
}: {
  taskId: string;
  courseId: string | null;
  subResourceId: string | null;
  data: TaskPlayerData;
}) {
  const http = useHttp();
  const detail = useSettled(data.detail);
  const [figures, setFigures] = useState(NO_FIGURES);
  useDocumentTitle(detail.data?.taskName);

  const onTaskAnswer = useCallback(
    (id: string, answer: TaskProgressAnswer) => setFigures((prev) => withTaskAnswer(prev, id, answer)),
    [],
  );
  const destination = useMemo(
    () =>
      studyTaskDestination(http, {
        taskId,
        courseIds: detail.data?.courses.map((c) => c.courseId) ?? [],
        onTaskAnswer,
      }),
    [http, taskId, detail.data, onTaskAnswer],
  );

  const task = useMemo(() => {
    if (!detail.data) return null;
    const read = detail.data;
    const raised = withFigures(read, figures.task);
    return {
      ...raised,
      learnedCourseCount: Math.max(read.learnedCourseCount, figures.task?.learnedCourseCount ?? 0),
      courses: read.courses.map((c) => withFigures(c, figures.courses[c.courseId])),
    };
  }, [detail.data, figures]);

  if (detail.loading) {
    return (
      <Container maxW="7xl" py={{ base: '4', md: '6' }}>
        <Stack gap="4" aria-busy="true">
          <Skeleton height="24" rounded="l3" />
          <TaskGrid main={<ViewerSkeleton />} courses={<Skeleton height="48" />} />
        </Stack>
      </Container>
    );
  }
  if (detail.error !== null || !task) {
    return (
      <Container maxW="7xl" py="10">
        <Failure data={detail} />
      </Container>
    );
  }
  const courses = <TaskCourses taskId={taskId} courses={task.courses} currentId={courseId} />;
  return (
    <PlayerTaskContext value={taskId}>
      <Container maxW="7xl" py={{ base: '4', md: '6' }}>
        <Stack gap="4">
          <TaskHeader task={task} />
          {/* Without a course in the address the route has moved to the one to resume, if the task has any. */}
          {courseId === null || data.course === null ? (
            <FrameNote>
              <FormattedMessage id="player.task.empty" />
            </FrameNote>
          ) : (
            <Box>
              <TaskCourse
                key={courseId}
                taskId={taskId}
                courseId={courseId}
                course={task.courses.find((c) => c.courseId === courseId) ?? null}
                subResourceId={subResourceId}
                destination={destination}
                courses={courses}
                data={data.course}
              />
            </Box>
          )}
        </Stack>
      </Container>
    </PlayerTaskContext>
  );
}

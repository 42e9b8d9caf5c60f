import { Badge, Box, Flex, Grid, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CourseProgress } from '../../../../contract/study';
import type { TaskDetail } from '../../../../contract/study-task';
import { idParam } from '../../kit/navigation/id-param';
import { STUDY_STATUS_PALETTE, studyStatusKey } from '../../kit/format/course-format';
import { shortDateTime } from '../../kit/format/date-time';
import { ProgressLine } from '../../kit/learning/learning-card';
import { TaskLink } from '../../kit/learning/task-link';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { WINDOW_PALETTE, windowKey } from './task-rules';

/** The task above the player: its name, whether it is required, its window and its overall progress. */
export function TaskHeader({ task }: { task: TaskDetail }) {
  return (
    <Stack gap="2" borderWidth="1px" rounded="l3" p={{ base: '3', md: '4' }} bg="bg.panel">
      <Flex gap="2" align="center" wrap="wrap">
        <Text fontWeight="semibold" textStyle={{ base: 'md', md: 'lg' }} minWidth="0" wordBreak="break-word">
          <TaskLink taskId={task.id}>{task.taskName}</TaskLink>
        </Text>
        <Badge colorPalette={task.requiredFlag === 1 ? 'red' : 'gray'} variant="subtle">
          <FormattedMessage id={task.requiredFlag === 1 ? 'home.tasks.required' : 'home.tasks.elective'} />
        </Badge>
        <Badge colorPalette={WINDOW_PALETTE[task.window]} variant="subtle" data-testid="task-window">
          <FormattedMessage id={windowKey(task.window)} />
        </Badge>
      </Flex>
      <HStack gap="4" wrap="wrap" textStyle="sm" color="fg.muted">
        <Text as="span">
          <FormattedMessage
            id="player.task.windowTime"
            values={{ start: shortDateTime(task.startTime), end: shortDateTime(task.endTime) }}
          />
        </Text>
        <Text as="span">
          <FormattedMessage
            id="home.tasks.courses"
            values={{ learned: task.learnedCourseCount, count: task.courseCount }}
          />
        </Text>
      </HStack>
      <Box data-testid="task-progress">
        <ProgressLine name={task.taskName} value={task.studyProgress} />
      </Box>
    </Stack>
  );
}

/** The task's courses in order, each with its progress; the open one is marked, each opens in the player. */
export function TaskCourses({
  taskId,
  courses,
  currentId,
}: {
  taskId: string;
  courses: readonly CourseProgress[];
  currentId: string | null;
}) {
  const intl = useIntl();
  const locale = useLocaleParam();
  return (
    <Box as="nav" aria-label={intl.formatMessage({ id: 'player.task.courses' })}>
      <Text fontWeight="semibold" mb="2">
        <FormattedMessage id="player.task.courses" />
      </Text>
      <Stack as="ul" gap="1" listStyleType="none" data-testid="task-courses">
        {courses.map((c) => {
          const current = c.courseId === currentId;
          return (
            <Box as="li" key={c.courseId}>
              <Link
                asChild
                display="block"
                px="3"
                py="2"
                rounded="l2"
                color={current ? 'brand.fg' : 'fg'}
                bg={current ? 'brand.subtle' : undefined}
                textDecoration="none"
                _hover={{ bg: current ? 'brand.subtle' : 'bg.muted', textDecoration: 'none' }}
              >
                <RouterLink
                  to="/{-$locale}/watch/task"
                  params={{ locale }}
                  search={{ taskId: idParam(taskId), courseId: idParam(c.courseId) }}
                  aria-current={current ? 'page' : undefined}
                >
                  <Stack gap="1" width="full">
                    <Flex gap="2" align="center" minWidth="0">
                      <Text
                        as="span"
                        textStyle="sm"
                        fontWeight={current ? 'semibold' : 'medium'}
                        flex="1"
                        minWidth="0"
                        lineClamp={2}
                      >
                        {c.courseName}
                      </Text>
                      <Badge
                        colorPalette={STUDY_STATUS_PALETTE[c.studyStatus]}
                        variant="subtle"
                        flexShrink={0}
                      >
                        <FormattedMessage id={studyStatusKey(c.studyStatus)} />
                      </Badge>
                    </Flex>
                    {c.lecturerName ? (
                      <Text as="span" textStyle="xs" color="fg.muted">
                        <FormattedMessage id="home.courses.lecturer" values={{ name: c.lecturerName }} />
                      </Text>
                    ) : null}
                    <ProgressLine name={c.courseName} value={c.studyProgress} />
                  </Stack>
                </RouterLink>
              </Link>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}

/**
 * The task player's layout: the node beside the task's courses and the course's content (below them), and on a
 * phone the courses above the node and the content below it.
 */
export function TaskGrid({ main, courses, tree }: { main: ReactNode; courses: ReactNode; tree?: ReactNode }) {
  const panel = { borderWidth: '1px', rounded: 'l3', p: '3', bg: 'bg.panel', minWidth: '0' } as const;
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' }}
      templateAreas={{ base: '"courses" "main" "tree"', lg: '"main courses" "main tree"' }}
      templateRows={{ lg: 'auto 1fr' }}
      gap={{ base: '4', lg: '6' }}
      alignItems="start"
    >
      <Stack gap="5" minWidth="0" gridArea="main">
        {main}
      </Stack>
      <Box as="aside" gridArea="courses" {...panel}>
        {courses}
      </Box>
      {tree ? (
        <Box gridArea="tree" {...panel}>
          {tree}
        </Box>
      ) : null}
    </Grid>
  );
}

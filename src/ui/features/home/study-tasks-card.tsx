import { Badge, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import type { StudyTaskItem } from '../../../../contract/study';
import { TaskWindow } from '../../../../contract/study-task.routes';
import { StudyStatus } from '../../../../contract/study.routes';
import { studyTaskPage } from '../../../services/api/study';
import { idParam } from '../../kit/navigation/id-param';
import { useGatewayData } from '../../kit/app/use-gateway-data';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { shortDateTime } from '../../kit/format/date-time';
import {
  Facts,
  LEARNING_CARD_SIZE,
  LearningCard,
  LearningRow,
  ProgressLine,
} from '../../kit/learning/learning-card';

/** When the task can be studied, by the gateway's clock: due, ended (no longer open), or not open yet. */
function windowLine(task: StudyTaskItem): { id: string; values: { time: string } } {
  if (task.window === TaskWindow.ended)
    return { id: 'home.tasks.endedAt', values: { time: shortDateTime(task.endTime) } };
  if (task.window === TaskWindow.notStarted)
    return { id: 'home.tasks.startsAt', values: { time: shortDateTime(task.startTime) } };
  return { id: 'home.tasks.deadline', values: { time: shortDateTime(task.endTime) } };
}

/**
 * The learner's unfinished tasks: those under way first (latest study first), then those not started; each
 * name opens the task's player. A
 * task whose window has ended is marked so: it is unfinished, but no longer in progress.
 */
export function StudyTasksCard() {
  const locale = useLocaleParam();
  const feed = useGatewayData('home-study-tasks', (http) =>
    studyTaskPage(
      http,
      {
        pageCurrent: 1,
        pageSize: LEARNING_CARD_SIZE,
        studyStatusList: [StudyStatus.learning, StudyStatus.notStarted],
      },
      { isShowErrTip: false },
    ),
  );
  return (
    <LearningCard
      title={<FormattedMessage id="home.tasks.title" />}
      feed={feed}
      empty={<FormattedMessage id="home.tasks.empty" />}
    >
      {(task) => (
        <LearningRow
          key={task.id}
          name={
            <Link asChild color="inherit" _hover={{ color: 'brand.fg' }}>
              <RouterLink
                to="/{-$locale}/watch/task"
                params={{ locale }}
                search={{ taskId: idParam(task.id) }}
              >
                {task.taskName}
              </RouterLink>
            </Link>
          }
          badge={
            <HStack gap="1" flexShrink={0}>
              {task.window === TaskWindow.ended ? (
                <Badge colorPalette="gray" variant="solid">
                  <FormattedMessage id="home.tasks.ended" />
                </Badge>
              ) : null}
              <Badge colorPalette={task.requiredFlag === 1 ? 'red' : 'gray'} variant="subtle">
                <FormattedMessage
                  id={task.requiredFlag === 1 ? 'home.tasks.required' : 'home.tasks.elective'}
                />
              </Badge>
            </HStack>
          }
        >
          <ProgressLine name={task.taskName} value={task.studyProgress} />
          <Facts>
            <Text as="span">
              <FormattedMessage
                id="home.tasks.courses"
                values={{ learned: task.learnedCourseCount, count: task.courseCount }}
              />
            </Text>
            <Text as="span" color={task.window === TaskWindow.ended ? 'fg.error' : undefined}>
              <FormattedMessage {...windowLine(task)} />
            </Text>
          </Facts>
        </LearningRow>
      )}
    </LearningCard>
  );
}

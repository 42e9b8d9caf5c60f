import { Badge, HStack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { TaskWindow } from '../../../../contract/study-task.routes';
import { useSettled } from '../../kit/app/route-data';
import { Facts, LearningCard, LearningRow, ProgressLine } from '../../kit/learning/learning-card';
import type { StudyTasksData } from './home-data';
import { TaskLink } from '../../kit/learning/task-link';
import { taskWindowLine } from '../../kit/learning/task-window-line';

/**
 * The learner's unfinished tasks: those under way first (latest study first), then those not started; each
 * name opens the task's page. A
 * task whose window has ended is marked so: it is unfinished, but no longer in progress.
 */
export function StudyTasksCard({ data }: { data: StudyTasksData }) {
  const feed = useSettled(data);
  return (
    <LearningCard
      title={<FormattedMessage id="home.tasks.title" />}
      feed={feed}
      empty={<FormattedMessage id="home.tasks.empty" />}
    >
      {(task) => (
        <LearningRow
          key={task.id}
          name={<TaskLink taskId={task.id}>{task.taskName}</TaskLink>}
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
              <FormattedMessage {...taskWindowLine(task)} />
            </Text>
          </Facts>
        </LearningRow>
      )}
    </LearningCard>
  );
}

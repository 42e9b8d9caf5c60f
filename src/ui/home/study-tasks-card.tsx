import { Badge, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { StudyStatus } from '../../../contract/study.routes';
import { studyTaskPage } from '../../services/api/study';
import { idParam } from '../account/account-rules';
import { useGatewayData } from '../app/use-gateway-data';
import { useLocaleParam } from '../locale/use-locale';
import { shortDateTime } from './feed-time';
import { Facts, LEARNING_CARD_SIZE, LearningCard, LearningRow, ProgressLine } from './learning-card';

/**
 * The learner's unfinished tasks: those under way first (latest study first), then those not started; each
 * name opens the task's player.
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
            <Badge colorPalette={task.requiredFlag === 1 ? 'red' : 'gray'} variant="subtle" flexShrink={0}>
              <FormattedMessage
                id={task.requiredFlag === 1 ? 'home.tasks.required' : 'home.tasks.elective'}
              />
            </Badge>
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
            <Text as="span">
              <FormattedMessage id="home.tasks.deadline" values={{ time: shortDateTime(task.endTime) }} />
            </Text>
          </Facts>
        </LearningRow>
      )}
    </LearningCard>
  );
}

import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { StudyStatus } from '../../../contract/study.routes';
import { courseProgressPage } from '../../services/api/study';
import { useGatewayData } from '../app/use-gateway-data';
import { Facts, LEARNING_CARD_SIZE, LearningCard, LearningRow, ProgressLine } from './learning-card';
import { durationParts } from './learning-format';

/** Courses the learner has started and not finished, latest studied first. */
export function CoursesInProgressCard() {
  const feed = useGatewayData('home-courses-in-progress', (http) =>
    courseProgressPage(
      http,
      { pageCurrent: 1, pageSize: LEARNING_CARD_SIZE, studyStatusList: [StudyStatus.learning] },
      { isShowErrTip: false },
    ),
  );
  return (
    <LearningCard
      title={<FormattedMessage id="home.courses.title" />}
      feed={feed}
      empty={<FormattedMessage id="home.courses.empty" />}
    >
      {(course) => (
        <LearningRow key={course.courseId} name={course.courseName}>
          <ProgressLine name={course.courseName} value={course.studyProgress} />
          <Facts>
            {course.lecturerName ? (
              <Text as="span">
                <FormattedMessage id="home.courses.lecturer" values={{ name: course.lecturerName }} />
              </Text>
            ) : null}
            <Text as="span">
              <FormattedMessage id="home.courses.duration" values={durationParts(course.totalDuration)} />
            </Text>
          </Facts>
        </LearningRow>
      )}
    </LearningCard>
  );
}

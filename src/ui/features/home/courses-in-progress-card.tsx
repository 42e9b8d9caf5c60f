import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { StudyStatus } from '../../../../contract/study.routes';
import { courseProgressPage } from '../../../services/api/study';
import { useGatewayData } from '../../kit/app/use-gateway-data';
import { useLocaleParam } from '../../kit/locale/use-locale';
import {
  Facts,
  LEARNING_CARD_SIZE,
  LearningCard,
  LearningRow,
  ProgressLine,
} from '../../kit/learning/learning-card';
import { durationParts } from '../../kit/format/learning-format';

/**
 * Courses the learner has started and not finished, latest studied first; each name opens the course's page.
 * On the home page the card also leads to the learner's study page (`/watch`), where it appears again.
 */
export function CoursesInProgressCard({ studyLink = false }: { studyLink?: boolean }) {
  const locale = useLocaleParam();
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
      more={
        studyLink ? (
          <Link asChild textStyle="sm" color="brand.fg">
            <RouterLink to="/{-$locale}/watch" params={{ locale }}>
              <FormattedMessage id="home.courses.myStudy" />
            </RouterLink>
          </Link>
        ) : null
      }
    >
      {(course) => (
        <LearningRow
          key={course.courseId}
          name={
            <Link asChild color="inherit" _hover={{ color: 'brand.fg' }}>
              <RouterLink to="/{-$locale}/knowledge/course/{-$id}" params={{ locale, id: course.courseId }}>
                {course.courseName}
              </RouterLink>
            </Link>
          }
        >
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

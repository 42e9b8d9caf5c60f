import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { useSettled } from '../../kit/app/route-data';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { Facts, LearningCard, LearningRow, ProgressLine } from '../../kit/learning/learning-card';
import { durationParts } from '../../kit/format/learning-format';
import type { CoursesInProgressData } from './home-data';

/**
 * Courses the learner has started and not finished, latest studied first; each name opens the course's page.
 * On the home page the card also leads to the learner's study page (`/watch`), where it appears again.
 */
export function CoursesInProgressCard({
  data,
  studyLink = false,
}: {
  data: CoursesInProgressData;
  studyLink?: boolean;
}) {
  const locale = useLocaleParam();
  const feed = useSettled(data);
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

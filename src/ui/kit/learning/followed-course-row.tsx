import { Badge, Flex, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { LecturerCourse } from '../../../../contract/course';
import { ratingText } from '../format/course-format';
import { durationParts } from '../format/learning-format';
import { useLocaleParam } from '../locale/use-locale';
import { CourseCover } from './course-cover';
import { Facts } from './learning-card';

/**
 * A course as its lecturer or its institution follows it: cover, name (a link once enabled), whether it is
 * enabled, its length, and how many learners started, finished and rated it. The messages are the lecturer
 * pages' and the course pages' (`lecturer.*`, `course.*`): a page that shows it loads both areas.
 */
export function FollowedCourseRow({ course }: { course: LecturerCourse }) {
  const locale = useLocaleParam();
  return (
    <Flex
      as="li"
      gap="4"
      py="4"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      direction={{ base: 'column', sm: 'row' }}
    >
      <CourseCover src={course.cover} width={{ base: 'full', sm: '40' }} rounded="l2" flexShrink={0} />
      <Stack gap="1.5" minWidth="0" flex="1">
        <HStack gap="2" wrap="wrap">
          <Heading as="h3" size="sm">
            {/* An unpublished course has no page learners can open. */}
            {course.statusId === 1 ? (
              <Link asChild color="inherit" _hover={{ color: 'brand.fg' }}>
                <RouterLink to="/{-$locale}/knowledge/course/{-$id}" params={{ locale, id: course.id }}>
                  {course.courseName}
                </RouterLink>
              </Link>
            ) : (
              course.courseName
            )}
          </Heading>
          <Badge size="sm" variant="subtle" colorPalette={course.statusId === 1 ? 'green' : 'gray'}>
            <FormattedMessage
              id={course.statusId === 1 ? 'lecturer.mine.enabled' : 'lecturer.mine.disabled'}
            />
          </Badge>
        </HStack>
        <Text textStyle="xs" color="fg.muted">
          {course.categoryName}
        </Text>
        <Facts>
          {course.totalDuration > 0 ? (
            <Text as="span">
              <FormattedMessage id="course.duration" values={durationParts(course.totalDuration)} />
            </Text>
          ) : null}
          <Text as="span">
            <FormattedMessage id="course.periods" values={{ count: course.periodCount }} />
          </Text>
          <Text as="span">
            <FormattedMessage
              id="lecturer.mine.learners"
              values={{ count: course.studyCount, learned: course.learnedCount }}
            />
          </Text>
          {course.studyCount > 0 ? (
            <Text as="span">
              <FormattedMessage
                id="lecturer.mine.completion"
                values={{
                  rate: (
                    <FormattedNumber
                      value={course.learnedCount / course.studyCount}
                      style="percent"
                      maximumFractionDigits={0}
                    />
                  ),
                }}
              />
            </Text>
          ) : null}
          <Text as="span">
            {course.markScore > 0 ? (
              <FormattedMessage id="lecturer.rating" values={{ score: ratingText(course.markScore) }} />
            ) : (
              <FormattedMessage id="course.rating.none" />
            )}
          </Text>
          <Text as="span">
            <FormattedMessage id="lecturer.mine.created" values={{ time: course.gmtCreate.slice(0, 10) }} />
          </Text>
        </Facts>
      </Stack>
    </Flex>
  );
}

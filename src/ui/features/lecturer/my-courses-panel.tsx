import { Badge, Box, Flex, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LecturerCourse } from '../../../../contract/course';
import { Pager } from '../../kit/navigation/pager';
import { useSettled } from '../../kit/app/route-data';
import { CourseCover } from '../../kit/learning/course-cover';
import { ratingText } from '../../kit/format/course-format';
import { Facts } from '../../kit/learning/learning-card';
import { durationParts } from '../../kit/format/learning-format';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { LoadState } from '../../kit/app/load-state';
import type { LecturersData } from './lecturers-data';

function MyCourseRow({ course }: { course: LecturerCourse }) {
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

/**
 * A signed-in lecturer's own courses, with how many learners started and finished each. The page is in the
 * address, so `onPage` navigates and the route reads it.
 */
export function MyCoursesPanel({
  data,
  page,
  onPage,
}: {
  data: NonNullable<LecturersData['mine']>;
  page: number;
  onPage: (page: number) => void;
}) {
  const intl = useIntl();
  const list = useSettled(data);
  return (
    <Stack gap="4">
      <LoadState
        data={list}
        lines={4}
        isEmpty={(p) => p.list.length === 0}
        empty={<FormattedMessage id="lecturer.mine.empty" />}
      >
        {(p) => (
          <Box as="ul" listStyle="none" aria-label={intl.formatMessage({ id: 'lecturer.mine.title' })}>
            {p.list.map((course) => (
              <MyCourseRow key={course.id} course={course} />
            ))}
          </Box>
        )}
      </LoadState>
      <Pager page={page} totalPage={list.data?.totalPage ?? 0} onPage={onPage} />
    </Stack>
  );
}

import { Badge, Box, Card, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CourseCard as CourseCardData } from '../../../../contract/course';
import { Facts, ProgressLine } from './learning-card';
import { durationParts } from '../format/learning-format';
import { useLocaleParam } from '../locale/use-locale';
import { CourseCover } from './course-cover';
import { SEPARATOR, STUDY_STATUS_PALETTE, ratingText, studyStatusKey } from '../format/course-format';
import { HeartIcon, StarFilledIcon } from './course-icons';

/**
 * A course in the catalogue: cover, name (the link to its page), lecturer and category, duration, periods,
 * learners, rating and likes; for a member, their progress and learning status.
 */
export function CourseCard({ course, eager = false }: { course: CourseCardData; eager?: boolean }) {
  const intl = useIntl();
  const locale = useLocaleParam();
  const link = { to: '/{-$locale}/knowledge/course/{-$id}', params: { locale, id: course.id } } as const;
  return (
    <Card.Root as="li" rounded="l3" overflow="hidden" height="full" _hover={{ shadow: 'md' }}>
      {/* The cover repeats the title's link for the pointer; keyboards and screen readers use the title. */}
      <RouterLink {...link} tabIndex={-1} aria-hidden>
        <CourseCover src={course.cover} eager={eager} />
      </RouterLink>
      <Card.Body gap="2" p="4">
        <Heading as="h3" size="sm" lineClamp={2} minHeight="2lh">
          <Link asChild color="inherit" _hover={{ color: 'brand.fg' }}>
            <RouterLink {...link}>{course.courseName}</RouterLink>
          </Link>
        </Heading>
        <Text textStyle="xs" color="fg.muted" truncate>
          {course.lecturerName ? (
            <FormattedMessage id="course.card.lecturer" values={{ name: course.lecturerName }} />
          ) : null}
          {course.lecturerName && course.categoryName ? SEPARATOR : null}
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
            <FormattedMessage id="course.learners" values={{ count: course.studyCount }} />
          </Text>
        </Facts>
        <HStack gap="3" textStyle="xs" color="fg.muted">
          <HStack
            gap="1"
            aria-label={intl.formatMessage(
              { id: 'course.rating.label' },
              { score: ratingText(course.markScore), count: course.markCount },
            )}
            role="img"
          >
            <StarFilledIcon color={course.markCount > 0 ? 'orange.solid' : 'fg.subtle'} />
            <Text as="span" aria-hidden>
              {course.markCount > 0 ? (
                ratingText(course.markScore)
              ) : (
                <FormattedMessage id="course.rating.none" />
              )}
            </Text>
          </HStack>
          <HStack
            gap="1"
            role="img"
            aria-label={intl.formatMessage({ id: 'course.likes' }, { count: course.admireCount })}
          >
            <HeartIcon />
            <Text as="span" aria-hidden>
              {course.admireCount}
            </Text>
          </HStack>
        </HStack>
        {course.studyProgress !== null && course.studyStatus !== null ? (
          <Stack gap="1.5" mt="auto" pt="1">
            <ProgressLine name={course.courseName} value={course.studyProgress} />
            <Box>
              <Badge size="sm" variant="subtle" colorPalette={STUDY_STATUS_PALETTE[course.studyStatus]}>
                <FormattedMessage id={studyStatusKey(course.studyStatus)} />
              </Badge>
            </Box>
          </Stack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

import { Card, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Avatar } from '../../kit/media/avatar';
import { Link as RouterLink } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import type { LecturerCard as LecturerCardData } from '../../../../contract/lecturer';
import { ratingText } from '../../kit/format/course-format';
import { useLocaleParam } from '../../kit/locale/use-locale';

/** A lecturer's figures in one line: courses, learners, rating. */
export function LecturerFigures({ lecturer }: { lecturer: LecturerCardData }) {
  return (
    <HStack gap="3" textStyle="xs" color="fg.muted" wrap="wrap">
      <Text as="span">
        <FormattedMessage id="lecturer.courses" values={{ count: lecturer.courseCount }} />
      </Text>
      <Text as="span">
        <FormattedMessage id="course.learners" values={{ count: lecturer.studyCount }} />
      </Text>
      <Text as="span">
        {lecturer.markScore > 0 ? (
          <FormattedMessage id="lecturer.rating" values={{ score: ratingText(lecturer.markScore) }} />
        ) : (
          <FormattedMessage id="course.rating.none" />
        )}
      </Text>
    </HStack>
  );
}

/** A lecturer in the list: photo, name (the link to their page), title, a few lines about them, figures. */
export function LecturerCard({ lecturer }: { lecturer: LecturerCardData }) {
  const locale = useLocaleParam();
  return (
    <Card.Root as="li" rounded="l3" height="full" _hover={{ shadow: 'md' }}>
      <Card.Body gap="3" p="4">
        <HStack gap="3" align="center">
          <Avatar.Root size="lg" colorPalette="brand" flexShrink={0}>
            <Avatar.Fallback name={lecturer.lecturerName} />
            {lecturer.headImg ? <Avatar.Image src={lecturer.headImg} alt="" /> : null}
          </Avatar.Root>
          <Stack gap="0.5" minWidth="0">
            <Heading as="h3" size="sm">
              <Link asChild color="inherit" _hover={{ color: 'brand.fg' }}>
                <RouterLink to="/{-$locale}/lecturer/view/{-$id}" params={{ locale, id: lecturer.id }}>
                  {lecturer.lecturerName}
                </RouterLink>
              </Link>
            </Heading>
            {lecturer.position ? (
              <Text textStyle="xs" color="fg.muted" truncate>
                {lecturer.position}
              </Text>
            ) : null}
          </Stack>
        </HStack>
        {lecturer.introduce ? (
          <Text textStyle="sm" color="fg.muted" lineClamp={2}>
            {lecturer.introduce}
          </Text>
        ) : null}
        <LecturerFigures lecturer={lecturer} />
      </Card.Body>
    </Card.Root>
  );
}

import {
  Badge,
  Box,
  Button,
  Card,
  EmptyState,
  Flex,
  Heading,
  Link,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Avatar } from '../../kit/media/avatar';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LecturerDetail } from '../../../../contract/lecturer';
import { Pager } from '../../kit/navigation/pager';
import { useSettled } from '../../kit/app/route-data';
import { CourseCard } from '../../kit/learning/course-card';
import { NO_FIGURE, ratingText } from '../../kit/format/course-format';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { InfoAlert } from '../../kit/forms/info-alert';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import type { LecturerViewData } from './lecturer-view-data';

function BackToLecturers() {
  const locale = useLocaleParam();
  return (
    <Link asChild textStyle="sm" color="fg.muted" alignSelf="flex-start">
      <RouterLink to="/{-$locale}/lecturer" params={{ locale }}>
        <FormattedMessage id="lecturer.back" />
      </RouterLink>
    </Link>
  );
}

function Figure({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="0.5" as="div">
      <Text as="dt" textStyle="sm" color="fg.muted" order={2}>
        {label}
      </Text>
      <Text as="dd" fontSize="2xl" fontWeight="semibold" order={1}>
        {children}
      </Text>
    </Stack>
  );
}

function Profile({ lecturer }: { lecturer: LecturerDetail }) {
  return (
    <Card.Root rounded="l3">
      <Card.Body gap="6">
        <Flex gap="5" direction={{ base: 'column', sm: 'row' }} align={{ base: 'flex-start', sm: 'center' }}>
          <Avatar.Root size="2xl" colorPalette="brand" flexShrink={0}>
            <Avatar.Fallback name={lecturer.lecturerName} />
            {lecturer.headImg ? <Avatar.Image src={lecturer.headImg} alt="" /> : null}
          </Avatar.Root>
          <Stack gap="2" minWidth="0">
            <Flex gap="3" align="center" wrap="wrap">
              <Heading as="h1" size="2xl">
                {lecturer.lecturerName}
              </Heading>
              <Badge variant="subtle" colorPalette="orange">
                <FormattedMessage id="lecturer.rankPlace" values={{ rank: lecturer.rank }} />
              </Badge>
            </Flex>
            {lecturer.position ? <Text color="fg.muted">{lecturer.position}</Text> : null}
          </Stack>
        </Flex>
        {lecturer.introduce ? <Text whiteSpace="pre-wrap">{lecturer.introduce}</Text> : null}
        <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="4">
          <Figure label={<FormattedMessage id="lecturer.figure.courses" />}>{lecturer.courseCount}</Figure>
          <Figure label={<FormattedMessage id="lecturer.figure.learners" />}>{lecturer.studyCount}</Figure>
          <Figure label={<FormattedMessage id="lecturer.figure.rating" />}>
            {lecturer.markScore > 0 ? ratingText(lecturer.markScore) : NO_FIGURE}
          </Figure>
          <Figure label={<FormattedMessage id="lecturer.figure.rank" />}>{lecturer.rank}</Figure>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

function LecturerCourses({ id, data }: { id: string; data: LecturerViewData['courses'] }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const locale = useLocaleParam();
  const courses = useSettled(data);
  return (
    <Stack gap="4" as="section" aria-labelledby="lecturer-courses-heading">
      <Heading as="h2" size="lg" id="lecturer-courses-heading">
        <FormattedMessage id="lecturer.coursesTitle" />
      </Heading>
      {courses.loading ? (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height="64" rounded="l3" />
          ))}
        </SimpleGrid>
      ) : courses.error !== null || !courses.data ? (
        <ErrorAlert
          message={courses.error || intl.formatMessage({ id: 'http.unknownError' })}
          action={
            <Button size="sm" variant="outline" alignSelf="center" onClick={courses.reload}>
              <FormattedMessage id="app.retry" />
            </Button>
          }
        />
      ) : courses.data.list.length === 0 ? (
        <EmptyState.Root bg="bg" rounded="l3" borderWidth="1px">
          <EmptyState.Content>
            <EmptyState.Description>
              <FormattedMessage id="lecturer.coursesEmpty" />
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <>
          <SimpleGrid
            as="ul"
            listStyle="none"
            columns={{ base: 1, sm: 2, lg: 3, xl: 4 }}
            gap="4"
            aria-label={intl.formatMessage({ id: 'lecturer.coursesTitle' })}
          >
            {courses.data.list.map((course) => (
              <CourseCard key={course.id} course={course} />
            ))}
          </SimpleGrid>
          <Pager
            page={courses.data.pageCurrent}
            totalPage={courses.data.totalPage}
            onPage={(next) =>
              void navigate({
                to: '/{-$locale}/lecturer/view/{-$id}',
                params: { locale, id },
                search: next > 1 ? { pageCurrent: next } : {},
              })
            }
          />
        </>
      )}
    </Stack>
  );
}

function LecturerView({ id, data }: { id: string; data: LecturerViewData }) {
  const intl = useIntl();
  const lecturer = useSettled(data.lecturer);
  useDocumentTitle(lecturer.data?.lecturerName ?? intl.formatMessage({ id: 'lecturer.view.title' }));
  if (lecturer.loading) {
    return (
      <Stack gap="6" aria-busy="true">
        <Skeleton height="48" rounded="l3" />
        <Skeleton height="64" rounded="l3" />
      </Stack>
    );
  }
  if (lecturer.error !== null || !lecturer.data) {
    return (
      <ErrorAlert
        message={lecturer.error || intl.formatMessage({ id: 'http.unknownError' })}
        action={
          <Button size="sm" variant="outline" alignSelf="center" onClick={lecturer.reload}>
            <FormattedMessage id="app.retry" />
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="8">
      <Profile lecturer={lecturer.data} />
      <LecturerCourses id={id} data={data.courses} />
    </Stack>
  );
}

/**
 * `/lecturer/view/{id}`: a lecturer — photo, title, introduction, figures, place in the rank — and their
 * courses. Without an id the route reads nothing and `data` is null.
 */
export function LecturerViewPage({ id, data }: { id: string | null; data: LecturerViewData | null }) {
  return (
    <Stack gap="4">
      <BackToLecturers />
      {id === null || data === null ? (
        <InfoAlert message={<FormattedMessage id="lecturer.missingId" />} />
      ) : (
        <Box>
          <LecturerView id={id} data={data} />
        </Box>
      )}
    </Stack>
  );
}

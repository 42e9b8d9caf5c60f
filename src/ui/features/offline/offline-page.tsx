import { Badge, Box, Button, Card, Grid, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useRouter } from '@tanstack/react-router';
import { useMachine, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OfflineCourseView, OfflineSession } from '../../../../contract/offline';
import { createOfflineEnrolImplementations } from '../../../machines/offline-enrol/offline-enrol.actors';
import { offlineEnrolMachine } from '../../../machines/offline-enrol/offline-enrol.machine';
import {
  selectCanEnrol,
  selectEnrolBusy,
  selectEnrolError,
  selectEnrolled,
} from '../../../machines/offline-enrol/offline-enrol.selectors';
import { useHttp } from '../../kit/app/app-services';
import { actorOptions } from '../../kit/app/inspector';
import { LoadState } from '../../kit/app/load-state';
import { useSettled } from '../../kit/app/route-data';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { shortDateTime } from '../../kit/format/date-time';
import { timeSpan } from '../../kit/format/time-span';
import { Stat } from '../../kit/layout/stat';
import { CourseCover } from '../../kit/learning/course-cover';
import { Facts } from '../../kit/learning/learning-card';
import { RichText } from '../../kit/rich-text/rich-text';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import { useOnDemand } from '../../kit/app/on-demand';
import { loadAttendanceScreen, loadLearnerReview, loadLecturerReview } from './offline-code';
import { DeferredPanel } from '../../kit/app/deferred-panel';
import { CheckInPanel } from './check-in-panel';
import { PHASE_KEY, PHASE_PALETTE, STATUS_KEY, STATUS_PALETTE } from './attendance-format';
import type { LearnerReviewData } from './learner-review-data';
import type { LecturerReviewData } from './lecturer-review-data';
import type { OfflineData } from './offline-data';
import type { OfflineSearch } from './offline-params';

/** Enrolling: the button while the member may still enrol, and the gateway's refusal beside it. */
function Enrol({ course }: { course: OfflineCourseView }) {
  const http = useHttp();
  const router = useRouter();
  const machine = useMemo(() => offlineEnrolMachine.provide(createOfflineEnrolImplementations(http)), [http]);
  const [, send, actor] = useMachine(machine, {
    input: { courseId: course.courseId, enrolled: course.enrolled === 1 },
    ...actorOptions(),
  });
  const canEnrol = useSelector(actor, selectCanEnrol);
  const busy = useSelector(actor, selectEnrolBusy);
  const enrolled = useSelector(actor, selectEnrolled);
  const error = useSelector(actor, selectEnrolError);
  // Enrolled: the page reads the course again, so the sessions show the learner's places.
  useEffect(() => {
    if (enrolled && course.enrolled === 0) void router.invalidate();
  }, [enrolled, course.enrolled, router]);
  if (course.enrolled === 1 || (!canEnrol && !busy)) return null;
  return (
    <Stack gap="2" align="flex-start">
      <Button colorPalette="brand" size="sm" loading={busy} onClick={() => send({ type: 'enrol' })}>
        <FormattedMessage id="offline.enrol" />
      </Button>
      {error ? <ErrorAlert message={error} /> : null}
    </Stack>
  );
}

/** A visitor reads the course; enrolling, checking in and their own records wait for signing in. */
function VisitorCall({ course }: { course: OfflineCourseView }) {
  const locale = useLocaleParam();
  const here = useLocation({ select: (l) => l.href });
  return (
    <Stack gap="2" align="flex-start" data-testid="offline-visitor">
      <Text textStyle="sm" color="fg.muted">
        <FormattedMessage id="offline.visitor.body" />
      </Text>
      <Button asChild colorPalette="brand" size="sm">
        <RouterLink to="/{-$locale}/login" params={{ locale }} search={{ t: 'login', redirect: here }}>
          <FormattedMessage id={course.canEnrol === 1 ? 'offline.visitor.enrol' : 'visitor.signIn.go'} />
        </RouterLink>
      </Button>
    </Stack>
  );
}

function CourseHeader({ course, visitor }: { course: OfflineCourseView; visitor: boolean }) {
  const intl = useIntl();
  const attended = course.mine.present + course.mine.late;
  return (
    <Card.Root rounded="l3" as="section" aria-labelledby="offline-heading">
      <Card.Body>
        <Grid templateColumns={{ base: '1fr', md: '280px minmax(0, 1fr)' }} gap="5">
          <CourseCover src={course.cover} eager rounded="l2" />
          <Stack gap="3" minWidth="0">
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette="purple" variant="subtle">
                <FormattedMessage id="offline.kind" />
              </Badge>
              {course.enrolled === 1 ? (
                <Badge colorPalette="green" variant="subtle">
                  <FormattedMessage id="offline.enrolled" />
                </Badge>
              ) : null}
              {course.teaching === 1 ? (
                <Badge colorPalette="blue" variant="subtle">
                  <FormattedMessage id="offline.teaching" />
                </Badge>
              ) : null}
            </HStack>
            <Heading as="h1" size={{ base: 'lg', md: 'xl' }} id="offline-heading">
              {course.courseName}
            </Heading>
            <Facts>
              {course.lecturerName ? (
                <Text as="span">
                  <FormattedMessage id="offline.lecturer" values={{ name: course.lecturerName }} />
                </Text>
              ) : null}
              {course.place ? (
                <Text as="span">
                  <FormattedMessage id="offline.place" values={{ place: course.place }} />
                </Text>
              ) : null}
              {course.categoryName ? <Text as="span">{course.categoryName}</Text> : null}
              <Text as="span">
                <FormattedMessage id="offline.grace" values={{ minutes: course.lateGraceMinutes }} />
              </Text>
            </Facts>
            <Grid templateColumns="repeat(3, minmax(0, 1fr))" gap="4">
              <Stat size="lg" label={<FormattedMessage id="offline.stat.sessions" />}>
                {intl.formatNumber(course.sessions.length)}
              </Stat>
              <Stat size="lg" label={<FormattedMessage id="offline.stat.learners" />}>
                {intl.formatNumber(course.learnerCount)}
              </Stat>
              <Stat size="lg" label={<FormattedMessage id="offline.stat.creditHour" />}>
                {intl.formatNumber(course.creditHour)}
              </Stat>
            </Grid>
            {course.enrolled === 1 ? (
              <Text textStyle="sm" data-testid="offline-mine">
                <FormattedMessage
                  id="offline.mine"
                  values={{
                    attended,
                    sessions: course.mine.sessions,
                    late: course.mine.late,
                    absent: course.mine.absent,
                    leave: course.mine.leave,
                  }}
                />
              </Text>
            ) : null}
            {visitor ? (
              <VisitorCall course={course} />
            ) : course.canEnrol === 1 ? (
              <Enrol course={course} />
            ) : course.enrolled === 0 && course.teaching === 0 ? (
              <Text textStyle="sm" color="fg.muted">
                <FormattedMessage id="offline.enrolClosed" />
              </Text>
            ) : null}
          </Stack>
        </Grid>
      </Card.Body>
    </Card.Root>
  );
}

function SessionRow({
  courseId,
  session,
  learner,
}: {
  courseId: string;
  session: OfflineSession;
  learner: boolean;
}) {
  const locale = useLocaleParam();
  const intl = useIntl();
  const times = timeSpan(session);
  return (
    <Stack
      as="li"
      gap="2"
      py="3"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      aria-label={session.sessionName}
    >
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Stack gap="1" minWidth="0" flex="1">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="medium">{session.sessionName}</Text>
            <Badge colorPalette={PHASE_PALETTE[session.phase]} variant="outline">
              <FormattedMessage id={PHASE_KEY[session.phase]} />
            </Badge>
            {learner ? (
              <Badge
                colorPalette={STATUS_PALETTE[session.status]}
                variant="subtle"
                data-testid="session-status"
              >
                <FormattedMessage id={STATUS_KEY[session.status]} />
              </Badge>
            ) : null}
          </HStack>
          <Facts>
            <Text as="span">{times}</Text>
            {session.place ? <Text as="span">{session.place}</Text> : null}
            {session.lecturerName ? (
              <Text as="span">
                <FormattedMessage id="offline.lecturer" values={{ name: session.lecturerName }} />
              </Text>
            ) : null}
            {learner && session.checkInTime ? (
              <Text as="span">
                <FormattedMessage
                  id="offline.checkedInAt"
                  values={{ time: shortDateTime(session.checkInTime) }}
                />
              </Text>
            ) : null}
            {learner && session.checkOutTime ? (
              <Text as="span">
                <FormattedMessage
                  id="offline.checkedOutAt"
                  values={{ time: shortDateTime(session.checkOutTime) }}
                />
              </Text>
            ) : null}
          </Facts>
        </Stack>
        {session.teaching === 1 ? (
          <HStack gap="2" wrap="wrap">
            <Button asChild size="xs" colorPalette="brand">
              <RouterLink
                to="/{-$locale}/knowledge/offcourse/{-$id}"
                params={{ locale, id: courseId }}
                search={{ screen: session.sessionId }}
                aria-label={intl.formatMessage({ id: 'offline.showCodeOf' }, { name: session.sessionName })}
              >
                <FormattedMessage id="offline.showCode" />
              </RouterLink>
            </Button>
            <Button asChild size="xs" variant="outline">
              <RouterLink
                to="/{-$locale}/knowledge/offcourse/{-$id}"
                params={{ locale, id: courseId }}
                search={{ screen: session.sessionId, kind: 2 }}
                aria-label={intl.formatMessage(
                  { id: 'offline.showOutCodeOf' },
                  { name: session.sessionName },
                )}
              >
                <FormattedMessage id="offline.showOutCode" />
              </RouterLink>
            </Button>
          </HStack>
        ) : null}
      </HStack>
    </Stack>
  );
}

function CourseBody({
  course,
  search,
  review,
  teaching,
  visitor,
}: {
  course: OfflineCourseView;
  search: OfflineSearch;
  review: LearnerReviewData | null;
  teaching: LecturerReviewData | null;
  visitor: boolean;
}) {
  useDocumentTitle(course.courseName);
  // Loaded beside the data by the route's loader: here in the first render unless its download failed.
  const reviewCode = useOnDemand(loadLearnerReview, review !== null).module;
  // Lecturers only, below the sessions: its code comes when the page shows a course the caller teaches.
  const teachingCode = useOnDemand(loadLecturerReview, teaching !== null).module;
  const screen = search.screen === undefined ? null : String(search.screen);
  const shown =
    screen === null ? null : course.sessions.find((s) => s.sessionId === screen && s.teaching === 1);
  if (shown) {
    return (
      <DeferredPanel load={loadAttendanceScreen} wanted minHeight="70vh">
        {(code) => (
          <code.AttendanceScreen
            key={shown.sessionId}
            courseId={course.courseId}
            session={shown}
            kind={search.kind === 2 ? 2 : 1}
          />
        )}
      </DeferredPanel>
    );
  }
  return (
    <Stack gap="5">
      {search.code ? <CheckInPanel key={search.code} code={search.code} courseId={course.courseId} /> : null}
      {screen !== null ? <ErrorAlert message={<FormattedMessage id="offline.notYourSession" />} /> : null}
      <CourseHeader course={course} visitor={visitor} />
      <Card.Root rounded="l3" as="section" aria-labelledby="offline-sessions">
        <Card.Body gap="2">
          <Heading as="h2" size="md" id="offline-sessions">
            <FormattedMessage id="offline.sessions" />
          </Heading>
          {course.sessions.length === 0 ? (
            <Text color="fg.muted" textStyle="sm">
              <FormattedMessage id="offline.noSessions" />
            </Text>
          ) : (
            <Box as="ul" listStyleType="none" aria-labelledby="offline-sessions">
              {course.sessions.map((s) => (
                <SessionRow
                  key={s.sessionId}
                  courseId={course.courseId}
                  session={s}
                  learner={course.enrolled === 1}
                />
              ))}
            </Box>
          )}
        </Card.Body>
      </Card.Root>
      {reviewCode && review ? <reviewCode.LearnerReview courseId={course.courseId} review={review} /> : null}
      {teachingCode && teaching ? <teachingCode.LecturerReview course={course} data={teaching} /> : null}
      {course.introduce ? (
        <Card.Root rounded="l3" as="section" aria-labelledby="offline-introduce">
          <Card.Body gap="3">
            <Heading as="h2" size="md" id="offline-introduce">
              <FormattedMessage id="offline.introduce" />
            </Heading>
            <RichText html={course.introduce} />
          </Card.Body>
        </Card.Root>
      ) : null}
      {reviewCode && review && course.teaching === 0 ? (
        <reviewCode.CourseFiles courseId={course.courseId} review={review} />
      ) : null}
    </Stack>
  );
}

/** `/knowledge/offcourse/{id}`: the course, its sessions and the learner's attendance; check-in; the lecturer's screen. */
export function OfflinePage({ data, search }: { data: OfflineData; search: OfflineSearch }) {
  const view = useSettled(data.view);
  // A failed read still checks a scanned code in: the check-in does not depend on the course's page.
  return (
    <Stack gap="5" width="full">
      {view.error !== null && search.code ? (
        <CheckInPanel key={search.code} code={search.code} courseId={data.courseId} />
      ) : null}
      <LoadState data={view} lines={6} isEmpty={() => false} empty={null}>
        {(course) => (
          <CourseBody
            course={course}
            search={search}
            review={data.review}
            teaching={data.teaching}
            visitor={data.visitor}
          />
        )}
      </LoadState>
    </Stack>
  );
}

import { Badge, Box, Button, Card, Flex, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Avatar } from '../../kit/media/avatar';
import { Link as RouterLink, useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CourseView } from '../../../../contract/course';
import { courseAdmire, courseCollect } from '../../../services/api/course';
import { idParam } from '../../kit/navigation/id-param';
import { useHttp } from '../../kit/app/app-services';
import { Facts, ProgressLine } from '../../kit/learning/learning-card';
import { durationParts } from '../../kit/format/learning-format';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { ShareButton } from '../../kit/share/share-button';
import { studyAction, type Reactions } from './course-actions';
import { CourseCover } from '../../kit/learning/course-cover';
import { STUDY_STATUS_PALETTE, ratingText, studyStatusKey } from '../../kit/format/course-format';
import { BookmarkIcon, HeartIcon, PlayIcon, StarFilledIcon } from '../../kit/learning/course-icons';

export interface CourseHeaderProps {
  course: CourseView;
  member: boolean;
  /** The rating figures, which the ratings tab may have moved since the page loaded. */
  mark: { score: number; count: number };
  reactions: Reactions;
  onReactions: (next: Reactions) => void;
  /** Runs an action for a member; asks a visitor to sign in. */
  guard: (action: () => void) => void;
}

function StartButton({ course, member, guard }: Pick<CourseHeaderProps, 'course' | 'member' | 'guard'>) {
  const locale = useLocaleParam();
  const label = <FormattedMessage id={studyAction(course)} />;
  if (!member) {
    return (
      <Button size="sm" colorPalette="brand" onClick={() => guard(() => undefined)}>
        <PlayIcon />
        {label}
      </Button>
    );
  }
  return (
    <Button asChild size="sm" colorPalette="brand">
      <RouterLink
        to="/{-$locale}/watch/course"
        params={{ locale }}
        search={{
          courseId: idParam(course.id),
          ...(course.resumeSubResourceId ? { id: idParam(course.resumeSubResourceId) } : {}),
        }}
      >
        <PlayIcon />
        {label}
      </RouterLink>
    </Button>
  );
}

/** Like and bookmark: toggles whose state the gateway answers, so two tabs never disagree for long. */
function ReactionButtons({
  course,
  reactions,
  onReactions,
  guard,
}: Omit<CourseHeaderProps, 'member' | 'mark'>) {
  const http = useHttp();
  const [busy, setBusy] = useState<'admire' | 'collect' | null>(null);
  const like = () =>
    guard(() => {
      setBusy('admire');
      courseAdmire(http, { courseId: course.id })
        .then((r) => onReactions({ ...reactions, admired: r.admired === 1, admireCount: r.admireCount }))
        // The client has shown the gateway's message.
        .catch(() => undefined)
        .finally(() => setBusy(null));
    });
  const bookmark = () =>
    guard(() => {
      setBusy('collect');
      courseCollect(http, { courseId: course.id })
        .then((r) =>
          onReactions({ ...reactions, collected: r.collected === 1, collectCount: r.collectCount }),
        )
        .catch(() => undefined)
        .finally(() => setBusy(null));
    });
  return (
    <>
      <Button
        size="sm"
        variant={reactions.admired ? 'subtle' : 'outline'}
        colorPalette={reactions.admired ? 'red' : 'gray'}
        aria-pressed={reactions.admired}
        loading={busy === 'admire'}
        onClick={like}
      >
        <HeartIcon fill={reactions.admired ? 'currentColor' : 'none'} />
        <FormattedMessage
          id={reactions.admired ? 'course.liked' : 'course.like'}
          values={{ count: reactions.admireCount }}
        />
      </Button>
      <Button
        size="sm"
        variant={reactions.collected ? 'subtle' : 'outline'}
        colorPalette={reactions.collected ? 'orange' : 'gray'}
        aria-pressed={reactions.collected}
        loading={busy === 'collect'}
        onClick={bookmark}
      >
        <BookmarkIcon fill={reactions.collected ? 'currentColor' : 'none'} />
        <FormattedMessage
          id={reactions.collected ? 'course.bookmarkedCount' : 'course.bookmarkCount'}
          values={{ count: reactions.collectCount }}
        />
      </Button>
    </>
  );
}

/**
 * The top of a course's page: cover, name, category, lecturer, figures, the reader's progress, and what can
 * be done: start or continue, like, bookmark, share. Visitors are asked to sign in for each of those.
 */
export function CourseHeader(props: CourseHeaderProps) {
  const { course, member, mark, guard } = props;
  const intl = useIntl();
  const locale = useLocaleParam();
  const path = useLocation({ select: (l) => l.pathname });
  return (
    <Card.Root rounded="l3" overflow="hidden">
      <Flex direction={{ base: 'column', md: 'row' }}>
        <CourseCover src={course.cover} eager width={{ base: 'full', md: '2/5' }} flexShrink={0} />
        <Card.Body gap="3" p={{ base: '4', md: '6' }} minWidth="0">
          {course.categoryId ? (
            <Box>
              <Badge asChild variant="subtle" colorPalette="brand">
                <RouterLink
                  to="/{-$locale}/knowledge"
                  params={{ locale }}
                  search={{ categoryId: idParam(course.categoryId) }}
                >
                  {course.categoryName}
                </RouterLink>
              </Badge>
            </Box>
          ) : null}
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {course.courseName}
          </Heading>
          {course.lecturerName ? (
            <HStack gap="2" textStyle="sm">
              <Avatar.Root size="2xs" colorPalette="brand">
                <Avatar.Fallback name={course.lecturerName} />
                {course.lecturer?.headImg ? <Avatar.Image src={course.lecturer.headImg} alt="" /> : null}
              </Avatar.Root>
              {course.lecturerId ? (
                <Link asChild color="brand.fg">
                  <RouterLink
                    to="/{-$locale}/lecturer/view/{-$id}"
                    params={{ locale, id: course.lecturerId }}
                  >
                    <FormattedMessage id="course.card.lecturer" values={{ name: course.lecturerName }} />
                  </RouterLink>
                </Link>
              ) : (
                <Text>
                  <FormattedMessage id="course.card.lecturer" values={{ name: course.lecturerName }} />
                </Text>
              )}
            </HStack>
          ) : null}
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
          <HStack gap="4" textStyle="sm" color="fg.muted" wrap="wrap">
            <HStack gap="1">
              <StarFilledIcon color={mark.count > 0 ? 'orange.solid' : 'fg.subtle'} aria-hidden />
              <Text as="span">
                {mark.count > 0 ? (
                  <FormattedMessage
                    id="course.rating.label"
                    values={{ score: ratingText(mark.score), count: mark.count }}
                  />
                ) : (
                  <FormattedMessage id="course.rating.none" />
                )}
              </Text>
            </HStack>
            <HStack gap="1">
              <HeartIcon aria-hidden />
              <Text as="span">
                <FormattedMessage id="course.likes" values={{ count: props.reactions.admireCount }} />
              </Text>
            </HStack>
          </HStack>
          {member && course.studyProgress !== null && course.studyStatus !== null ? (
            <Stack gap="1.5" maxWidth="md">
              <HStack gap="2">
                <Badge size="sm" variant="subtle" colorPalette={STUDY_STATUS_PALETTE[course.studyStatus]}>
                  <FormattedMessage id={studyStatusKey(course.studyStatus)} />
                </Badge>
                {course.lastStudyTime ? (
                  <Text textStyle="xs" color="fg.muted">
                    <FormattedMessage
                      id="course.lastStudy"
                      values={{ time: course.lastStudyTime.slice(0, 16) }}
                    />
                  </Text>
                ) : null}
              </HStack>
              <ProgressLine name={course.courseName} value={course.studyProgress} />
            </Stack>
          ) : null}
          <HStack
            gap="2"
            wrap="wrap"
            pt="2"
            aria-label={intl.formatMessage({ id: 'course.actions' })}
            role="group"
          >
            <StartButton course={course} member={member} guard={guard} />
            <ReactionButtons {...props} />
            <ShareButton path={path} onShare={guard} />
          </HStack>
        </Card.Body>
      </Flex>
    </Card.Root>
  );
}

import { Box, Button, Card, HStack, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Avatar } from '../../kit/media/avatar';
import { PageTabs } from '../../kit/navigation/page-tabs';
import { Link as RouterLink, useNavigate, useRouter } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useEffect, useEffectEvent, useState, type MouseEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ContentNode, CourseView } from '../../../../contract/course';
import { createCourseCommentSave } from '../../../machines/comment/comment.actors';
import { commentMachine } from '../../../machines/comment/comment.machine';
import { selectPosted } from '../../../machines/comment/comment.selectors';
import { useHttp } from '../../kit/app/app-services';
import { actorOptions } from '../../kit/app/inspector';
import { useSettled, type Settled } from '../../kit/app/route-data';
import { DeferredPanel } from '../../kit/app/deferred-panel';
import { codeReady, inPlace, preload } from '../../kit/app/on-demand';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { InfoAlert } from '../../kit/forms/info-alert';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { useCurrentInRow } from '../../kit/navigation/scroll-row';
import { LoadState } from '../../kit/app/load-state';
import { RichText } from '../../kit/rich-text/rich-text';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import { useSignInPrompt } from '../../kit/dialogs/sign-in-prompt';
import { SignInNeeded } from './audience';
import { ContentTree } from './content-tree';
import { reactionsOf, type Reactions } from './course-actions';
import type { CourseData, CourseReads } from './course-data';
import { CourseHeader } from './course-header';
import { COURSE_TABS, courseTabLabelKey, type CourseSearch, type CourseTab } from './course-tabs';

// A member's coursewares, comments and ratings (their lists, forms and machines) are not what the page opens
// on: each comes with its tab, and the route's loader fetches the open tab's beside its data.
const loadCoursewares = inPlace(() => import('./coursewares-panel'));
const loadComments = inPlace(() => import('./comments-panel'));
const loadRatings = inPlace(() => import('./ratings-panel'));
// A visitor's ratings tab shows the figures and stars that ask to sign in.
const loadVisitorRatings = inPlace(() =>
  Promise.all([import('./mark-summary'), import('./star-input')]).then(([summary, stars]) => ({
    ...summary,
    ...stars,
  })),
);
const TAB_CODE: Partial<Record<CourseTab, () => Promise<unknown>>> = {
  coursewares: loadCoursewares,
  comments: loadComments,
  ratings: loadRatings,
};
const VISITOR_TAB_CODE: Partial<Record<CourseTab, () => Promise<unknown>>> = { ratings: loadVisitorRatings };

/**
 * For the course route's loader: the open tab's code downloads beside its data, so the tab shows in the first
 * render. A failure is left to the tab to report with its retry.
 */
export function courseTabReady(tab: CourseTab, member: boolean): Promise<void> {
  const load = (member ? TAB_CODE : VISITOR_TAB_CODE)[tab];
  return load ? codeReady(load) : Promise.resolve();
}

function BackToCatalogue() {
  const locale = useLocaleParam();
  return (
    <Link asChild textStyle="sm" color="fg.muted" alignSelf="flex-start">
      <RouterLink to="/{-$locale}/knowledge" params={{ locale }}>
        <FormattedMessage id="course.backToCatalogue" />
      </RouterLink>
    </Link>
  );
}

/** What a visitor sees in a tab that needs an account: what is there, and the way to take part. */
function VisitorAsk({
  message,
  action,
  onAsk,
}: {
  message: ReactNode;
  action: ReactNode;
  onAsk: () => void;
}) {
  return (
    <Stack gap="3" align="flex-start" py="2">
      <Text color="fg.muted">{message}</Text>
      <Button variant="outline" onClick={onAsk}>
        {action}
      </Button>
    </Stack>
  );
}

function Introduction({ course }: { course: CourseView }) {
  const locale = useLocaleParam();
  const lecturer = course.lecturer;
  return (
    <Stack gap="6">
      {course.introduce.trim() ? (
        <RichText html={course.introduce} />
      ) : (
        <Text color="fg.muted">
          <FormattedMessage id="course.intro.empty" />
        </Text>
      )}
      {lecturer ? (
        <Box as="section" aria-labelledby="course-lecturer-heading" borderTopWidth="1px" pt="5">
          <Heading as="h2" size="sm" mb="3" id="course-lecturer-heading">
            <FormattedMessage id="course.intro.lecturer" />
          </Heading>
          <HStack gap="4" align="flex-start">
            <Avatar.Root size="lg" colorPalette="brand">
              <Avatar.Fallback name={lecturer.lecturerName} />
              {lecturer.headImg ? <Avatar.Image src={lecturer.headImg} alt="" /> : null}
            </Avatar.Root>
            <Stack gap="1" minWidth="0">
              <Link asChild fontWeight="semibold" color="brand.fg">
                <RouterLink to="/{-$locale}/lecturer/view/{-$id}" params={{ locale, id: lecturer.id }}>
                  {lecturer.lecturerName}
                </RouterLink>
              </Link>
              {lecturer.position ? (
                <Text textStyle="sm" color="fg.muted">
                  {lecturer.position}
                </Text>
              ) : null}
              {lecturer.introduce ? (
                <Text textStyle="sm" lineClamp={3}>
                  {lecturer.introduce}
                </Text>
              ) : null}
            </Stack>
          </HStack>
        </Box>
      ) : null}
    </Stack>
  );
}

function Contents({
  courseId,
  member,
  data,
  onOpen,
}: {
  courseId: string;
  member: boolean;
  data: Settled<readonly ContentNode[]>;
  onOpen?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const tree = useSettled(data);
  return (
    <LoadState data={tree} lines={5} isEmpty={() => false} empty={null}>
      {(nodes) => <ContentTree courseId={courseId} nodes={nodes} member={member} onOpen={onOpen} />}
    </LoadState>
  );
}

function CourseBody({
  course,
  member,
  tab,
  reads,
}: {
  course: CourseView;
  member: boolean;
  tab: CourseTab;
  reads: CourseReads;
}) {
  const intl = useIntl();
  const http = useHttp();
  const navigate = useNavigate();
  const router = useRouter();
  const locale = useLocaleParam();
  const { guard, prompt } = useSignInPrompt();
  // The comment box's actor lives here, above the tabs: leaving the comments tab unmounts its panel, and the
  // learner's draft must be there on the way back.
  const [commentLogic] = useState(() =>
    commentMachine.provide({ actors: { save: createCourseCommentSave(http, course.id) } }),
  );
  const comment = useActorRef(commentLogic, actorOptions());
  const ask = () => guard(() => undefined);
  const { coursewares, comments } = reads;
  const [reactions, setReactions] = useState<Reactions>(() => reactionsOf(course));
  const [mark, setMark] = useState({ score: course.markScore, count: course.markCount });
  const [commentCount, setCommentCount] = useState(course.commentCount);
  // A comment saved after the learner left its tab: the comments read before it are out of date, so the
  // tab reads them again on the way back (on the tab itself, the panel shows the new comment at once).
  const savedAway = useEffectEvent(() => {
    if (tab === 'comments') return;
    setCommentCount((count) => count + 1);
    void router.invalidate();
  });
  useEffect(() => {
    let seen = selectPosted(comment.getSnapshot());
    const subscription = comment.subscribe((snapshot) => {
      const posted = selectPosted(snapshot);
      if (posted === seen) return;
      seen = posted;
      savedAway();
    });
    return () => subscription.unsubscribe();
  }, [comment]);
  // On a phone the tabs scroll sideways; the open one (from the address too) must not sit off-screen.
  const tabRow = useCurrentInRow<HTMLDivElement>('[role="tab"][aria-selected="true"]', tab);

  const counts: Partial<Record<CourseTab, number>> = {
    contents: course.periodCount,
    coursewares: course.coursewareCount,
    comments: commentCount,
    ratings: mark.count,
  };
  // A tab's address: opening a tab leaves any comments' page behind.
  const tabAddress = (value: string) =>
    ({
      to: '/{-$locale}/knowledge/course/{-$id}',
      params: { locale, id: course.id },
      search: value === 'intro' ? {} : { tab: value as CourseSearch['tab'] },
    }) as const;
  const preloadTab = (value: string) => {
    if (value === tab) return;
    void router.preloadRoute(tabAddress(value)).catch(() => undefined);
    const code = (member ? TAB_CODE : VISITOR_TAB_CODE)[value as CourseTab];
    if (code) preload(code);
  };
  const visitorOpen = member
    ? undefined
    : (event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        ask();
      };

  return (
    <Stack gap="6">
      <BackToCatalogue />
      <CourseHeader
        course={course}
        member={member}
        mark={mark}
        reactions={reactions}
        onReactions={setReactions}
        guard={guard}
      />
      <Card.Root rounded="l3">
        <Card.Body p={{ base: '3', md: '6' }}>
          <PageTabs.Root
            value={tab}
            lazyMount
            variant="line"
            onValueChange={(e) =>
              void navigate({ ...tabAddress(e.value), replace: true, resetScroll: false })
            }
          >
            <PageTabs.List
              ref={tabRow}
              overflowX="auto"
              aria-label={intl.formatMessage({ id: 'course.tabs' })}
            >
              {COURSE_TABS.map((value) => (
                <PageTabs.Trigger
                  key={value}
                  value={value}
                  whiteSpace="nowrap"
                  flexShrink={0}
                  // A tab is a button, not a link: its data is preloaded on intent like a link's would be.
                  onPointerEnter={() => preloadTab(value)}
                  onFocus={() => preloadTab(value)}
                >
                  <FormattedMessage id={courseTabLabelKey(value)} />
                  {counts[value] === undefined ? null : (
                    <>
                      {/* Read as "评论 3", not "评论3". */}{' '}
                      <Text as="span" color="fg.muted" textStyle="xs">
                        {counts[value]}
                      </Text>
                    </>
                  )}
                </PageTabs.Trigger>
              ))}
            </PageTabs.List>
            <PageTabs.Content value="intro" pt="5">
              <Introduction course={course} />
            </PageTabs.Content>
            <PageTabs.Content value="contents" pt="5">
              {reads.contents ? (
                <Contents courseId={course.id} member={member} data={reads.contents} onOpen={visitorOpen} />
              ) : null}
            </PageTabs.Content>
            <PageTabs.Content value="coursewares" pt="5">
              {member ? (
                coursewares ? (
                  <DeferredPanel load={loadCoursewares} wanted minHeight="24">
                    {({ CoursewaresPanel }) => <CoursewaresPanel data={coursewares} />}
                  </DeferredPanel>
                ) : null
              ) : (
                <VisitorAsk
                  message={
                    <FormattedMessage
                      id="course.visitor.coursewares"
                      values={{ count: course.coursewareCount }}
                    />
                  }
                  action={<FormattedMessage id="course.courseware.download" />}
                  onAsk={ask}
                />
              )}
            </PageTabs.Content>
            <PageTabs.Content value="comments" pt="5">
              {member ? (
                comments ? (
                  <DeferredPanel load={loadComments} wanted minHeight="40">
                    {({ CommentsPanel }) => (
                      <CommentsPanel comment={comment} data={comments} onCountChange={setCommentCount} />
                    )}
                  </DeferredPanel>
                ) : null
              ) : (
                <VisitorAsk
                  message={
                    <FormattedMessage id="course.visitor.comments" values={{ count: course.commentCount }} />
                  }
                  action={<FormattedMessage id="course.comment.submit" />}
                  onAsk={ask}
                />
              )}
            </PageTabs.Content>
            <PageTabs.Content value="ratings" pt="5">
              {member ? (
                <DeferredPanel load={loadRatings} wanted minHeight="40">
                  {({ RatingsPanel }) => (
                    <RatingsPanel
                      courseId={course.id}
                      onSaved={(view) => setMark({ score: view.averageScore, count: view.markCount })}
                    />
                  )}
                </DeferredPanel>
              ) : (
                <DeferredPanel load={loadVisitorRatings} wanted minHeight="40">
                  {({ MarkSummary, StarInput }) => (
                    <Stack gap="6">
                      <MarkSummary average={course.markScore} count={course.markCount} />
                      <StarInput
                        legend={<FormattedMessage id="course.mark.yours" />}
                        value={null}
                        onChange={ask}
                      />
                    </Stack>
                  )}
                </DeferredPanel>
              )}
            </PageTabs.Content>
          </PageTabs.Root>
        </Card.Body>
      </Card.Root>
      {prompt}
    </Stack>
  );
}

function CourseLoader({ reads, member, tab }: { reads: CourseReads; member: boolean; tab: CourseTab }) {
  const intl = useIntl();
  const course = useSettled(reads.course);
  useDocumentTitle(course.data?.courseName ?? intl.formatMessage({ id: 'course.page.title' }));
  if (course.loading) {
    return (
      <Stack gap="6" aria-busy="true">
        <Skeleton height="4" width="24" />
        <Skeleton height="72" rounded="l3" />
        <Skeleton height="48" rounded="l3" />
      </Stack>
    );
  }
  if (course.error !== null || !course.data) {
    return (
      <Stack gap="4">
        <BackToCatalogue />
        <ErrorAlert
          message={course.error || intl.formatMessage({ id: 'http.unknownError' })}
          action={
            <Button size="sm" variant="outline" alignSelf="center" onClick={course.reload}>
              <FormattedMessage id="app.retry" />
            </Button>
          }
        />
      </Stack>
    );
  }
  // Keyed by the course: the comment actor saves to the course it was started for.
  return <CourseBody key={course.data.id} course={course.data} member={member} tab={tab} reads={reads} />;
}

/** The tab's title while no course is shown. */
function PageTitle() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'course.page.title' }));
  return null;
}

/**
 * `/knowledge/course/{id}`: a course's page. Members read it with their own progress and may study, comment,
 * rate, like, bookmark and share; visitors of a site bound to one company read a public course and are asked to
 * sign in for the rest.
 */
export function CoursePage({
  id,
  tab,
  data,
}: {
  id: string | null;
  tab?: CourseSearch['tab'];
  data: CourseData;
}) {
  return (
    <>
      <CourseContent id={id} tab={tab} data={data} />
    </>
  );
}

/** The course page inside the portal frame. */
export function CourseContent({
  id,
  tab,
  data,
}: {
  id: string | null;
  tab?: CourseSearch['tab'];
  data: CourseData;
}) {
  const intl = useIntl();
  const { audience, reads } = data;
  return (
    <>
      {id === null ? (
        <Stack gap="4">
          <PageTitle />
          <BackToCatalogue />
          <InfoAlert message={<FormattedMessage id="course.missingId" />} />
        </Stack>
      ) : audience === 'signInRequired' || reads === null ? (
        <>
          <PageTitle />
          <SignInNeeded title={intl.formatMessage({ id: 'course.page.title' })} />
        </>
      ) : (
        <CourseLoader reads={reads} member={audience === 'member'} tab={tab ?? 'intro'} />
      )}
    </>
  );
}

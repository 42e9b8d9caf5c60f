/* A page composing eight features: account (the messages and announcement lists), announcement (one
 * announcement opened in the centre), survey (my surveys), task (my tasks), record (my records), evaluation
 * (my evaluations), needs (training needs) and points (my points and the daily sign-in). */
import { Box, Card, Flex, Heading, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCurrentInRow } from '../kit/navigation/scroll-row';
import { useLocaleParam } from '../kit/locale/use-locale';
import { idParam } from '../kit/navigation/id-param';
import { DeferredPanel } from '../kit/app/deferred-panel';
import { codeReady, inPlace } from '../kit/app/on-demand';
import { useDocumentTitle } from '../kit/site/use-document-title';
import { AnnouncementsPanel } from '../features/account/announcements-panel';
import { MessagesPanel } from '../features/account/messages-panel';
import type { AccountPageData } from './account-page-data';
import type { AccountSearch, AccountTab } from './account-search';

// An opened announcement (its comments, replies and their machines), my surveys, my tasks and my records are
// not what the centre opens on, the messages are: their code comes with the tab that shows them.
const loadAnnouncement = inPlace(() => import('../features/announcement/announcement-detail'));
const loadSurveys = inPlace(() => import('../features/survey/surveys-panel'));
const loadTasks = inPlace(() => import('../features/task/my-tasks-panel'));
const loadRecords = inPlace(() => import('../features/record/credit-records-panel'));
const loadCertificates = inPlace(() => import('../features/record/certificates-panel'));
const loadPosts = inPlace(() => import('../features/record/post-certs-panel'));
const loadEvaluations = inPlace(() => import('../features/evaluation/evaluation-tasks-panel'));
const loadNeeds = inPlace(() => import('../features/needs/needs-panel'));
const loadPoints = inPlace(() => import('../features/points/points-panel'));

/**
 * For the account route's loader: the open tab's code downloads beside its data, so the tab shows in the
 * first render. A failure is left to the tab to report with its retry.
 */
export function accountTabReady(search: Pick<AccountSearch, 'change' | 'id' | 'recordType'>): Promise<void> {
  if (search.change === 9) return codeReady(loadNeeds);
  if (search.change === 10) return codeReady(loadPoints);
  const load =
    search.change === 6 && search.id !== undefined
      ? loadAnnouncement
      : search.change === 7
        ? loadSurveys
        : search.change === 8
          ? loadEvaluations
          : search.change === 1
            ? loadTasks
            : search.change === 3
              ? search.recordType === 2
                ? loadCertificates
                : search.recordType === 3
                  ? loadPosts
                  : loadRecords
              : null;
  return load ? codeReady(load) : Promise.resolve();
}

const MENU: { change: AccountTab; key: string }[] = [
  { change: 1, key: 'account.menu.tasks' },
  { change: 3, key: 'account.menu.records' },
  { change: 5, key: 'account.menu.messages' },
  { change: 6, key: 'account.menu.announcements' },
  { change: 7, key: 'account.menu.surveys' },
  { change: 8, key: 'account.menu.evaluations' },
  { change: 9, key: 'account.menu.needs' },
  { change: 10, key: 'account.menu.points' },
];

function AccountMenu({ current }: { current: AccountTab }) {
  const intl = useIntl();
  const locale = useLocaleParam();
  // On a phone the tabs scroll sideways: the open one is brought into view (the last ones start off-screen).
  const row = useCurrentInRow<HTMLDivElement>('[aria-current="page"]', current);
  return (
    <Card.Root rounded="l3" as="nav" aria-label={intl.formatMessage({ id: 'account.menu.label' })}>
      <Card.Body p={{ base: '1', md: '2' }}>
        {/* A row that scrolls sideways on phones, so the tab's content starts on the first screen. */}
        <Stack
          ref={row}
          as="ul"
          listStyle="none"
          gap="1"
          direction={{ base: 'row', md: 'column' }}
          overflowX={{ base: 'auto', md: 'visible' }}
          whiteSpace={{ base: 'nowrap', md: 'normal' }}
        >
          {MENU.map((item) => {
            const active = item.change === current;
            return (
              <li key={item.change}>
                <Link
                  asChild
                  display="block"
                  px={{ base: '3', md: '4' }}
                  py={{ base: '2', md: '2.5' }}
                  rounded="l2"
                  fontWeight={active ? 'semibold' : 'normal'}
                  bg={active ? 'brand.subtle' : undefined}
                  color={active ? 'brand.fg' : 'fg'}
                  _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                >
                  <RouterLink
                    to="/{-$locale}/account"
                    params={{ locale }}
                    search={{ change: item.change }}
                    aria-current={active ? 'page' : undefined}
                  >
                    <FormattedMessage id={item.key} />
                  </RouterLink>
                </Link>
              </li>
            );
          })}
          <li>
            <Link
              asChild
              display="block"
              px={{ base: '3', md: '4' }}
              py={{ base: '2', md: '2.5' }}
              rounded="l2"
              color="fg"
              _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
            >
              {/* My exams has pages of its own (/account/exam/…), not a tab of this page. */}
              <RouterLink to="/{-$locale}/account/exam/{-$id}" params={{ locale, id: undefined }}>
                <FormattedMessage id="account.menu.exams" />
              </RouterLink>
            </Link>
          </li>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The tab's content, as the account route's loader read it. */
function AccountTabContent({ content }: { content: AccountPageData }) {
  const locale = useLocaleParam();
  const navigate = useNavigate();
  switch (content.tab) {
    case 'messages':
      return <MessagesPanel data={content.data} />;
    case 'surveys':
      return (
        <DeferredPanel load={loadSurveys} wanted minHeight="60">
          {({ SurveysPanel }) => <SurveysPanel data={content.data} />}
        </DeferredPanel>
      );
    case 'announcements':
      return <AnnouncementsPanel data={content.data} />;
    case 'tasks':
      return (
        <DeferredPanel load={loadTasks} wanted minHeight="60">
          {({ MyTasksPanel }) => <MyTasksPanel data={content.data} />}
        </DeferredPanel>
      );
    case 'credits':
      return (
        <DeferredPanel load={loadRecords} wanted minHeight="60">
          {({ CreditRecordsPanel }) => <CreditRecordsPanel data={content.data} />}
        </DeferredPanel>
      );
    case 'certificates':
      return (
        <DeferredPanel load={loadCertificates} wanted minHeight="60">
          {({ CertificatesPanel }) => <CertificatesPanel data={content.data} />}
        </DeferredPanel>
      );
    case 'posts':
      return (
        <DeferredPanel load={loadPosts} wanted minHeight="60">
          {({ PostCertsPanel }) => <PostCertsPanel data={content.data} />}
        </DeferredPanel>
      );
    case 'evaluations':
      return (
        <DeferredPanel load={loadEvaluations} wanted minHeight="60">
          {({ EvaluationTasksPanel }) => <EvaluationTasksPanel data={content.data} />}
        </DeferredPanel>
      );
    case 'needs':
      return (
        <DeferredPanel load={loadNeeds} wanted minHeight="60">
          {({ NeedsPanel }) => <NeedsPanel data={content.data} />}
        </DeferredPanel>
      );
    case 'points':
      return (
        <DeferredPanel load={loadPoints} wanted minHeight="60">
          {({ PointsPanel }) => <PointsPanel data={content.data} />}
        </DeferredPanel>
      );
    case 'announcement': {
      const id = idParam(content.data.id);
      return (
        <DeferredPanel load={loadAnnouncement} wanted minHeight="60">
          {({ AnnouncementDetail }) => (
            <AnnouncementDetail
              key={content.data.id}
              data={content.data}
              onCommentPage={(page) =>
                void navigate({
                  to: '/{-$locale}/account',
                  params: { locale },
                  search: { change: 6, id, page: page > 1 ? page : undefined },
                })
              }
            />
          )}
        </DeferredPanel>
      );
    }
  }
}

/**
 * `/account`: the left menu and the chosen tab (change=1 tasks, 3 records, 5 messages, 6 announcements, 7
 * surveys, 8 evaluations, 9 training needs, 10 points).
 */
export function AccountPage({ change, data }: { change: AccountTab; data: AccountPageData }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'account.pageTitle' }));
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="account.heading" />
      </Heading>
      <Flex gap={{ base: '4', md: '6' }} direction={{ base: 'column', md: 'row' }} align="flex-start">
        <Box width={{ base: 'full', md: '56' }} flexShrink={0}>
          <AccountMenu current={change} />
        </Box>
        <Box flex="1" minWidth="0" width="full">
          <AccountTabContent content={data} />
        </Box>
      </Flex>
    </Stack>
  );
}

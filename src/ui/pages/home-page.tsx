/* A page composing two features: home (the dashboard's cards) and rank (the ranking tops card). */
import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  HStack,
  Heading,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { Avatar } from '../kit/media/avatar';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { SessionUser } from '../../../contract/user';
import { selectCanSwitchCompany, selectUser } from '../../machines/session/session.selectors';
import { useSession } from '../kit/app/app-services';
import { BuildingIcon, LockIcon, LogoutIcon } from '../kit/icons/icons';
import { usePortalActions } from '../kit/layout/portal-actions';
import { useLocaleParam } from '../kit/locale/use-locale';
import { useDocumentTitle } from '../kit/site/use-document-title';
import { AnnouncementsCard } from '../features/home/announcements-card';
import { CoursesInProgressCard } from '../features/home/courses-in-progress-card';
import { MessagesCard } from '../features/home/messages-card';
import { RankTopsCard } from '../features/rank/rank-tops-card';
import { StudyTasksCard } from '../features/home/study-tasks-card';
import { UpcomingExamsCard } from '../features/home/upcoming-exams-card';
import type { HomePageData } from './home-page-data';

/** The back-office opens in a new tab (spec §2). */
const BACK_OFFICE_URL = '/crm/';

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="0.5" minWidth="0">
      <Text as="dt" textStyle="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" truncate>
        {children}
      </Text>
    </Stack>
  );
}

function Stat({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <Box bg="bg.muted" rounded="l3" px="5" py="4">
      <Text textStyle="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="3xl" fontWeight="semibold" lineHeight="1.2" mt="1">
        {value}
      </Text>
    </Box>
  );
}

function RoleBadges({ user }: { user: SessionUser }) {
  const badges: { id: string; palette: string }[] = [];
  if (user.isAdmin === 1) badges.push({ id: 'home.role.admin', palette: 'purple' });
  if (user.userType === 2) badges.push({ id: 'home.role.lecturer', palette: 'teal' });
  if (user.userType === 3) badges.push({ id: 'home.role.institution', palette: 'orange' });
  if (badges.length === 0) badges.push({ id: 'home.role.learner', palette: 'gray' });
  return (
    <Wrap gap="2">
      {badges.map((b) => (
        <Badge key={b.id} colorPalette={b.palette} variant="subtle">
          <FormattedMessage id={b.id} />
        </Badge>
      ))}
    </Wrap>
  );
}

function HomeContent({ user, data }: { user: SessionUser; data: HomePageData }) {
  const session = useSession();
  const navigate = useNavigate();
  const locale = useLocaleParam();
  const canSwitch = useSelector(session, selectCanSwitchCompany);
  const { openChangePassword } = usePortalActions();

  return (
    <Stack gap="6">
      {/* The dashboard's main content: only here once the signed-in user's data arrived. */}
      <Heading size="2xl" asChild>
        <h1 elementtiming="main-content">
          <FormattedMessage id="home.welcome" values={{ name: user.name }} />
        </h1>
      </Heading>

      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
        <Card.Root gridColumn={{ lg: 'span 2' }} rounded="l3">
          <Card.Body gap="6">
            <Flex
              gap="5"
              align={{ base: 'flex-start', sm: 'center' }}
              direction={{ base: 'column', sm: 'row' }}
            >
              <Avatar.Root size="2xl" colorPalette="brand">
                <Avatar.Fallback name={user.name} />
                {user.headPortrait ? <Avatar.Image src={user.headPortrait} alt="" /> : null}
              </Avatar.Root>
              <Stack gap="2" minWidth="0">
                <Heading as="h2" size="xl">
                  {user.name}
                </Heading>
                <RoleBadges user={user} />
              </Stack>
            </Flex>
            <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gap="4">
              <Fact label={<FormattedMessage id="home.phone" />}>
                {user.phone || <FormattedMessage id="home.notSet" />}
              </Fact>
              <Fact label={<FormattedMessage id="home.empNo" />}>
                {user.empNo || <FormattedMessage id="home.notSet" />}
              </Fact>
            </SimpleGrid>
            <SimpleGrid columns={2} gap="4">
              <Stat
                label={<FormattedMessage id="home.creditHours" />}
                value={<FormattedNumber value={user.creditHour} maximumFractionDigits={1} />}
              />
              <Stat
                label={<FormattedMessage id="home.certificates" />}
                value={<FormattedNumber value={user.certificateCount} />}
              />
            </SimpleGrid>
          </Card.Body>
        </Card.Root>

        <Stack gap="6">
          <Card.Root rounded="l3">
            <Card.Header>
              <Heading as="h2" size="md">
                <FormattedMessage id="home.company" />
              </Heading>
            </Card.Header>
            <Card.Body gap="4">
              {/* A company's logo carries its name: the name is the image's text, not written again under it. */}
              {user.enterpriseLogo ? (
                <Image
                  src={user.enterpriseLogo}
                  alt={user.enterpriseName}
                  title={user.enterpriseName}
                  height="12"
                  width="auto"
                  maxWidth="full"
                  objectFit="contain"
                  alignSelf="flex-start"
                />
              ) : (
                <HStack gap="4">
                  <Box
                    width="12"
                    height="12"
                    rounded="l2"
                    bg="brand.subtle"
                    color="brand.fg"
                    display="flex"
                    alignItems="center"
                    justifyContent="center"
                  >
                    <BuildingIcon boxSize="6" />
                  </Box>
                  <Text fontWeight="semibold">{user.enterpriseName}</Text>
                </HStack>
              )}
              {canSwitch ? (
                <Button
                  variant="outline"
                  size="sm"
                  alignSelf="flex-start"
                  // The company page starts the switch when it opens (see the user menu).
                  onClick={() => void navigate({ to: '/{-$locale}/company', params: { locale } })}
                >
                  <FormattedMessage id="user.switchCompany" />
                </Button>
              ) : null}
            </Card.Body>
          </Card.Root>

          <Card.Root rounded="l3">
            <Card.Header>
              <Heading as="h2" size="md">
                <FormattedMessage id="home.account" />
              </Heading>
            </Card.Header>
            <Card.Body gap="3">
              <Button variant="outline" justifyContent="flex-start" onClick={openChangePassword}>
                <LockIcon />
                <FormattedMessage id="user.changePassword" />
              </Button>
              {user.isAdmin === 1 ? (
                <Button asChild variant="outline" justifyContent="flex-start">
                  <a href={BACK_OFFICE_URL} target="_blank" rel="noopener">
                    <BuildingIcon />
                    <FormattedMessage id="home.backOffice" />
                  </a>
                </Button>
              ) : null}
              <Button
                variant="outline"
                colorPalette="red"
                justifyContent="flex-start"
                onClick={() => session.send({ type: 'logout' })}
              >
                <LogoutIcon />
                <FormattedMessage id="user.logout" />
              </Button>
            </Card.Body>
          </Card.Root>
        </Stack>
      </SimpleGrid>

      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="6" alignItems="start">
        <StudyTasksCard data={data.cards.studyTasks} />
        <CoursesInProgressCard data={data.cards.coursesInProgress} studyLink />
        <UpcomingExamsCard data={data.cards.upcomingExams} />
      </SimpleGrid>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <RankTopsCard data={data.rankTops} />
        <AnnouncementsCard data={data.cards.announcements} />
        <MessagesCard data={data.cards.unreadMessages} />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The learner's dashboard: who is signed in and where, tasks and courses under way, exams to take, the ranking
 * tops, announcements and messages.
 */
export function HomePage({ data }: { data: HomePageData }) {
  const intl = useIntl();
  const user = useSelector(useSession(), selectUser);
  useDocumentTitle(intl.formatMessage({ id: 'home.pageTitle' }));
  return user ? <HomeContent user={user} data={data} /> : null;
}

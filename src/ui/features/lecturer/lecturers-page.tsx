import {
  Box,
  Button,
  Card,
  Flex,
  HStack,
  Heading,
  Link,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { Pager } from '../../kit/navigation/pager';
import { useSettled } from '../../kit/app/route-data';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import { LecturerCard } from './lecturer-card';
import { LecturerRank } from './lecturer-rank';
import type { LecturersData } from './lecturers-data';
import { searchFor, type LecturersSearch } from './lecturers-search';
import { MyCoursesPanel } from './my-courses-panel';
import { TabLink } from '../../kit/navigation/tab-link';
import { MyOfflinePanel } from './my-offline-panel';
import { MyProjectsPanel } from './my-projects-panel';
import { MyEvaluationsPanel } from './my-evaluations-panel';
import { KeywordSearch } from '../../kit/forms/keyword-search';

/** The search box: a keyword searches lecturers by name or title; submitting it blank lists them all again. */
function LecturerSearch({ search }: { search: LecturersSearch }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const locale = useLocaleParam();
  return (
    <KeywordSearch
      label={intl.formatMessage({ id: 'lecturer.search.label' })}
      placeholder={intl.formatMessage({ id: 'lecturer.search.placeholder' })}
      initial={search.keyword ?? ''}
      submit={<FormattedMessage id="course.search.submit" />}
      onSearch={(text) =>
        void navigate({ to: '/{-$locale}/lecturer', params: { locale }, search: searchFor(text) })
      }
    />
  );
}

function LecturerList({
  search,
  data,
}: {
  search: LecturersSearch;
  data: NonNullable<LecturersData['list']>;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const locale = useLocaleParam();
  const keyword = search.keyword;
  const list = useSettled(data);

  if (list.loading) {
    return (
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height="36" rounded="l3" />
        ))}
      </SimpleGrid>
    );
  }
  if (list.error !== null || !list.data) {
    return (
      <ErrorAlert
        message={list.error || intl.formatMessage({ id: 'http.unknownError' })}
        action={
          <Button size="sm" variant="outline" alignSelf="center" onClick={list.reload}>
            <FormattedMessage id="app.retry" />
          </Button>
        }
      />
    );
  }
  const found = list.data;
  return (
    <Stack gap="4">
      {keyword !== undefined ? (
        <HStack gap="3" textStyle="sm" wrap="wrap" role="status">
          <Text>
            <FormattedMessage id="lecturer.search.found" values={{ keyword, count: found.totalCount }} />
          </Text>
          <Link asChild color="brand.fg">
            <RouterLink to="/{-$locale}/lecturer" params={{ locale }} search={{}}>
              <FormattedMessage id="lecturer.search.clear" />
            </RouterLink>
          </Link>
        </HStack>
      ) : null}
      {found.list.length === 0 ? (
        <Text color="fg.muted" textAlign="center" py="10" bg="bg" rounded="l3" borderWidth="1px">
          <FormattedMessage id={keyword === undefined ? 'lecturer.empty' : 'lecturer.search.empty'} />
        </Text>
      ) : (
        <SimpleGrid
          as="ul"
          listStyle="none"
          columns={{ base: 1, md: 2 }}
          gap="4"
          aria-label={intl.formatMessage({ id: 'lecturer.list.label' })}
        >
          {found.list.map((lecturer) => (
            <LecturerCard key={lecturer.id} lecturer={lecturer} />
          ))}
        </SimpleGrid>
      )}
      <Pager
        page={found.pageCurrent}
        totalPage={found.totalPage}
        onPage={(next) =>
          void navigate({
            to: '/{-$locale}/lecturer',
            params: { locale },
            search: {
              ...(keyword === undefined ? {} : { keyword }),
              ...(next > 1 ? { pageCurrent: next } : {}),
            },
          })
        }
      />
    </Stack>
  );
}

/**
 * `/lecturer`: the company's lecturers with a search, the lecturer rank beside them, and — for a signed-in
 * lecturer, whose own-course count is above zero — a "my courses" tab.
 */
export function LecturersPage({ search, data }: { search: LecturersSearch; data: LecturersData }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const locale = useLocaleParam();
  useDocumentTitle(intl.formatMessage({ id: 'lecturer.list.title' }));
  // A refused count (anyone but a lecturer) just leaves the tab out.
  const myCount = data.myCount.ok ? data.myCount.data.totalCount : 0;
  const offlineCount = data.offlineCount?.ok ? data.offlineCount.data.total : null;
  const showMine = search.tab === 'mine';
  const showOffline = search.tab === 'offline' && data.offline !== null;
  const projectCount = data.projects?.ok ? data.projects.data.totalCount : null;
  const showProjects = search.tab === 'projects' && data.projects !== null;
  const showEvaluations = search.tab === 'evaluations' && data.evaluations !== null;
  const ownTab = showMine || showOffline || showProjects || showEvaluations;
  return (
    <Stack gap="6">
      <Flex
        gap="4"
        justify="space-between"
        align={{ base: 'stretch', md: 'center' }}
        direction={{ base: 'column', md: 'row' }}
      >
        <Heading as="h1" size="2xl">
          <FormattedMessage id="lecturer.list.title" />
        </Heading>
        {ownTab ? null : <LecturerSearch key={search.keyword ?? ''} search={search} />}
      </Flex>
      {myCount > 0 || offlineCount !== null || projectCount !== null || ownTab ? (
        <HStack
          as="nav"
          aria-label={intl.formatMessage({ id: 'lecturer.tabs' })}
          gap="1"
          wrap="wrap"
          borderBottomWidth="1px"
          pb="2"
        >
          <TabLink
            to="/{-$locale}/lecturer"
            params={{ locale }}
            search={{}}
            activeOptions={{ exact: true }}
            current={!ownTab}
          >
            <FormattedMessage id="lecturer.tab.all" />
          </TabLink>
          <TabLink
            to="/{-$locale}/lecturer"
            params={{ locale }}
            search={{ tab: 'mine' }}
            activeOptions={{ exact: true }}
            current={showMine}
          >
            <FormattedMessage id="lecturer.mine.title" />
            {myCount > 0 ? (
              <>
                {' '}
                <Text as="span" color="fg.muted">
                  {myCount}
                </Text>
              </>
            ) : null}
          </TabLink>
          {offlineCount !== null ? (
            <TabLink
              to="/{-$locale}/lecturer"
              params={{ locale }}
              search={{ tab: 'offline' }}
              activeOptions={{ exact: true }}
              current={showOffline}
            >
              <FormattedMessage id="lecturer.offline.title" />
              <Text as="span" color="fg.muted" ms="1">
                {offlineCount}
              </Text>
            </TabLink>
          ) : null}
          {projectCount !== null ? (
            <TabLink
              to="/{-$locale}/lecturer"
              params={{ locale }}
              search={{ tab: 'projects' }}
              activeOptions={{ exact: true }}
              current={showProjects}
            >
              <FormattedMessage id="lecturer.projects.title" />
              <Text as="span" color="fg.muted" ms="1">
                {projectCount}
              </Text>
            </TabLink>
          ) : null}
          {/* Every lecturer's tab: the classroom count is read for lecturers alone. */}
          {data.offlineCount !== null ? (
            <TabLink
              to="/{-$locale}/lecturer"
              params={{ locale }}
              search={{ tab: 'evaluations' }}
              activeOptions={{ exact: true }}
              current={showEvaluations}
            >
              <FormattedMessage id="lecturer.evaluations.title" />
            </TabLink>
          ) : null}
        </HStack>
      ) : null}
      {showEvaluations && data.evaluations ? (
        <Card.Root rounded="l3">
          <Card.Body>
            <Heading as="h2" srOnly>
              <FormattedMessage id="lecturer.evaluations.title" />
            </Heading>
            <MyEvaluationsPanel data={data.evaluations} />
          </Card.Body>
        </Card.Root>
      ) : showProjects && data.projects ? (
        <Card.Root rounded="l3">
          <Card.Body>
            <Heading as="h2" srOnly>
              <FormattedMessage id="lecturer.projects.title" />
            </Heading>
            <MyProjectsPanel
              data={data.projects}
              page={search.pageCurrent ?? 1}
              onPage={(next) =>
                void navigate({
                  to: '/{-$locale}/lecturer',
                  params: { locale },
                  search: { tab: 'projects', ...(next > 1 ? { pageCurrent: next } : {}) },
                })
              }
            />
          </Card.Body>
        </Card.Root>
      ) : showOffline && data.offline ? (
        <Card.Root rounded="l3">
          <Card.Body>
            <Heading as="h2" srOnly>
              <FormattedMessage id="lecturer.offline.title" />
            </Heading>
            <MyOfflinePanel
              data={data.offline}
              page={search.pageCurrent ?? 1}
              onPage={(next) =>
                void navigate({
                  to: '/{-$locale}/lecturer',
                  params: { locale },
                  search: { tab: 'offline', ...(next > 1 ? { pageCurrent: next } : {}) },
                })
              }
            />
          </Card.Body>
        </Card.Root>
      ) : showMine ? (
        <Card.Root rounded="l3">
          <Card.Body>
            <Heading as="h2" srOnly>
              <FormattedMessage id="lecturer.mine.title" />
            </Heading>
            {data.mine ? (
              <MyCoursesPanel
                data={data.mine}
                page={search.pageCurrent ?? 1}
                onPage={(next) =>
                  void navigate({
                    to: '/{-$locale}/lecturer',
                    params: { locale },
                    search: { tab: 'mine', ...(next > 1 ? { pageCurrent: next } : {}) },
                  })
                }
              />
            ) : null}
          </Card.Body>
        </Card.Root>
      ) : (
        <Flex gap="6" direction={{ base: 'column', lg: 'row' }} align={{ lg: 'flex-start' }}>
          <Box flex="1" minWidth="0">
            {/* Names the section the lecturer cards (h3) belong to. */}
            <Heading as="h2" srOnly>
              <FormattedMessage id="lecturer.list.label" />
            </Heading>
            {data.list ? <LecturerList search={search} data={data.list} /> : null}
          </Box>
          <Box width={{ base: 'full', lg: '80' }} flexShrink={0}>
            {data.rank ? <LecturerRank data={data.rank} /> : null}
          </Box>
        </Flex>
      )}
    </Stack>
  );
}

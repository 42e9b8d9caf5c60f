import { Badge, Card, Flex, HStack, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OfflineCourseCard } from '../../../../contract/offline';
import { SessionPhase } from '../../../../contract/offline.routes';
import { LoadState } from '../../kit/app/load-state';
import { useSettled } from '../../kit/app/route-data';
import { KeywordSearch } from '../../kit/forms/keyword-search';
import { shortDateTime } from '../../kit/format/date-time';
import { CourseCover } from '../../kit/learning/course-cover';
import { CourseKindNav } from '../../kit/learning/course-kind-nav';
import { Facts } from '../../kit/learning/learning-card';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { Pager } from '../../kit/navigation/pager';
import { TabLink, TabNav } from '../../kit/navigation/tab-link';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import { PHASE_PALETTE } from './attendance-format';
import type { OfflineListData } from './offline-data';
import { readOfflineSearch, type OfflineListSearch, type OfflineSearch } from './offline-params';

/** The cards of the first row load their covers at once (the page's largest paint); the rest lazily. */
const FIRST_ROW = 3;

const PHASE_TABS: readonly { phase: SessionPhase | undefined; key: string }[] = [
  { phase: undefined, key: 'offline.list.phase.all' },
  { phase: SessionPhase.live, key: 'offline.list.phase.live' },
  { phase: SessionPhase.upcoming, key: 'offline.list.phase.upcoming' },
  { phase: SessionPhase.over, key: 'offline.list.phase.over' },
];

/** The list's filters only: a new filter starts again from the first page. */
function listSearch(search: OfflineListSearch, change: Partial<OfflineListSearch>): OfflineListSearch {
  const { keyword, phase, mine } = search;
  return readOfflineSearch({ keyword, phase, mine, ...change, pageCurrent: change.pageCurrent });
}

const LIST_ROUTE = '/{-$locale}/knowledge/offcourse/{-$id}' as const;

/** Where the course stands for a reader of the list: in class now, the next session, or over. */
function ScheduleLine({ course }: { course: OfflineCourseCard }) {
  const next = course.nextSession;
  if (next) {
    return (
      <HStack gap="2" textStyle="sm" wrap="wrap">
        <Badge colorPalette={PHASE_PALETTE[next.phase]} variant="subtle">
          <FormattedMessage
            id={next.phase === SessionPhase.live ? 'offline.phase.live' : 'offline.phase.upcoming'}
          />
        </Badge>
        <Text lineClamp={1}>
          <FormattedMessage
            id={next.phase === SessionPhase.live ? 'offline.list.now' : 'offline.list.next'}
            values={{ name: next.sessionName, time: shortDateTime(next.startTime) }}
          />
        </Text>
      </HStack>
    );
  }
  return (
    <Text textStyle="sm" color="fg.muted">
      {course.lastEnd ? (
        <FormattedMessage id="offline.list.ended" values={{ time: shortDateTime(course.lastEnd) }} />
      ) : (
        <FormattedMessage id="offline.noSessions" />
      )}
    </Text>
  );
}

function OfflineCard({ course, eager }: { course: OfflineCourseCard; eager: boolean }) {
  const locale = useLocaleParam();
  const link = { to: LIST_ROUTE, params: { locale, id: course.courseId } } as const;
  return (
    <Card.Root as="li" rounded="l3" overflow="hidden" height="full" _hover={{ shadow: 'md' }}>
      {/* The cover repeats the title's link for the pointer; keyboards and screen readers use the title. */}
      <RouterLink {...link} tabIndex={-1} aria-hidden>
        <CourseCover src={course.cover} eager={eager} />
      </RouterLink>
      <Card.Body gap="2" p="4">
        {/* Held open when empty, so the titles of a row of cards line up. */}
        <HStack gap="2" wrap="wrap" minHeight="5">
          {course.enrolled === 1 ? (
            <Badge colorPalette="green" variant="subtle">
              <FormattedMessage id="offline.enrolled" />
            </Badge>
          ) : course.canEnrol === 1 ? (
            <Badge colorPalette="brand" variant="outline">
              <FormattedMessage id="offline.list.canEnrol" />
            </Badge>
          ) : null}
        </HStack>
        <Heading as="h3" size="sm" lineClamp={2} minHeight="2lh">
          <Link asChild color="inherit" _hover={{ color: 'brand.fg' }}>
            <RouterLink {...link}>{course.courseName}</RouterLink>
          </Link>
        </Heading>
        <Facts>
          {course.lecturerName ? (
            <Text as="span">
              <FormattedMessage id="offline.lecturer" values={{ name: course.lecturerName }} />
            </Text>
          ) : null}
          {course.categoryName ? <Text as="span">{course.categoryName}</Text> : null}
        </Facts>
        <Facts>
          <Text as="span">
            <FormattedMessage id="offline.list.sessions" values={{ count: course.sessionCount }} />
          </Text>
          <Text as="span">
            <FormattedMessage id="offline.list.learners" values={{ count: course.learnerCount }} />
          </Text>
          <Text as="span">
            <FormattedMessage id="offline.list.creditHour" values={{ hours: course.creditHour }} />
          </Text>
        </Facts>
        {course.place ? (
          <Text textStyle="xs" color="fg.muted" truncate>
            {course.place}
          </Text>
        ) : null}
        <ScheduleLine course={course} />
      </Card.Body>
    </Card.Root>
  );
}

function Filters({ search, visitor }: { search: OfflineListSearch; visitor: boolean }) {
  const intl = useIntl();
  const locale = useLocaleParam();
  return (
    <TabNav label={intl.formatMessage({ id: 'offline.list.phases' })}>
      {PHASE_TABS.map((tab) => (
        <TabLink
          key={tab.key}
          to={LIST_ROUTE}
          params={{ locale, id: undefined }}
          search={listSearch(search, { phase: tab.phase })}
          current={search.phase === tab.phase}
          activeOptions={{ exact: true, includeSearch: true }}
        >
          <FormattedMessage id={tab.key} />
        </TabLink>
      ))}
      {visitor ? null : (
        <TabLink
          to={LIST_ROUTE}
          params={{ locale, id: undefined }}
          search={listSearch(search, { mine: search.mine === 1 ? undefined : 1 })}
          current={search.mine === 1}
          activeOptions={{ exact: true, includeSearch: true }}
          marginInlineStart={{ sm: 'auto' }}
        >
          <FormattedMessage id="offline.list.mine" />
        </TabLink>
      )}
    </TabNav>
  );
}

/**
 * `/knowledge/offcourse`: the company's classroom courses, those in class now or still to come first. A member
 * sees their enrolment and may keep to their own courses; a visitor sees the public ones.
 */
export function OfflineList({ data, search }: { data: OfflineListData; search: OfflineSearch }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const locale = useLocaleParam();
  useDocumentTitle(intl.formatMessage({ id: 'offline.list.title' }));
  const courses = useSettled(data.courses);
  const filtered = search.keyword !== undefined || search.phase !== undefined || search.mine === 1;
  const go = (next: OfflineListSearch) =>
    void navigate({ to: LIST_ROUTE, params: { locale, id: undefined }, search: next });
  return (
    <Stack gap="5">
      <CourseKindNav current="offline" />
      <Flex
        gap="4"
        justify="space-between"
        align={{ base: 'stretch', md: 'center' }}
        direction={{ base: 'column', md: 'row' }}
      >
        <Heading as="h1" size="2xl">
          <FormattedMessage id="offline.list.title" />
        </Heading>
        <KeywordSearch
          key={search.keyword ?? ''}
          label={intl.formatMessage({ id: 'offline.list.search.label' })}
          placeholder={intl.formatMessage({ id: 'offline.list.search.placeholder' })}
          initial={search.keyword ?? ''}
          submit={<FormattedMessage id="offline.list.search.submit" />}
          onSearch={(text) => go(listSearch(search, { keyword: text }))}
        />
      </Flex>
      <Filters search={search} visitor={data.visitor} />
      {search.keyword !== undefined ? (
        <HStack gap="3" textStyle="sm" wrap="wrap">
          <Text>
            <FormattedMessage id="offline.list.search.for" values={{ keyword: search.keyword }} />
          </Text>
          <Link asChild color="brand.fg">
            <RouterLink
              to={LIST_ROUTE}
              params={{ locale, id: undefined }}
              search={listSearch(search, { keyword: undefined })}
            >
              <FormattedMessage id="offline.list.search.clear" />
            </RouterLink>
          </Link>
        </HStack>
      ) : null}
      <LoadState
        data={courses}
        lines={6}
        isEmpty={(page) => page.list.length === 0}
        empty={
          <Text color="fg.muted" py="10" textAlign="center">
            <FormattedMessage id={filtered ? 'offline.list.emptyFiltered' : 'offline.list.empty'} />
          </Text>
        }
      >
        {(page) => (
          <Stack gap="4">
            <SimpleGrid
              as="ul"
              listStyle="none"
              columns={{ base: 1, sm: 2, xl: 3 }}
              gap="4"
              aria-label={intl.formatMessage({ id: 'offline.list.label' })}
            >
              {page.list.map((course, index) => (
                <OfflineCard key={course.courseId} course={course} eager={index < FIRST_ROW} />
              ))}
            </SimpleGrid>
            <Pager
              page={page.pageCurrent}
              totalPage={page.totalPage}
              onPage={(next) => go(listSearch(search, { pageCurrent: next }))}
            />
          </Stack>
        )}
      </LoadState>
    </Stack>
  );
}

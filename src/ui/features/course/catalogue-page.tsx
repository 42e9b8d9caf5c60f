import {
  Box,
  Button,
  EmptyState,
  Flex,
  HStack,
  Heading,
  Link,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CatalogueCount } from '../../../../contract/course';
import { CourseSort, ResourceType } from '../../../../contract/course.routes';
import { StudyStatus } from '../../../../contract/study.routes';
import { Pager } from '../../kit/navigation/pager';
import { useSettled, type Settled } from '../../kit/app/route-data';
import { PlainSelect } from '../../kit/chakra/plain-select';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { useCurrentInRow } from '../../kit/navigation/scroll-row';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import { SignInNeeded } from './audience';
import type { CatalogueData, CourseListSettled } from './catalogue-data';
import { isFiltered, withFilter, withPage, type CatalogueSearch } from './catalogue-search';
import { readCatalogueSearch } from './catalogue-params';
import { CategoryNav } from './category-nav';
import { CourseCard } from '../../kit/learning/course-card';
import { studyStatusKey } from '../../kit/format/course-format';
import { LiveStrip } from './live-strip';
import { TabLink, TabNav } from '../../kit/navigation/tab-link';
import { KeywordSearch } from '../../kit/forms/keyword-search';
import { CourseKindNav } from '../../kit/learning/course-kind-nav';

/** Cards in the first row of the widest grid. */
const FIRST_ROW = 3;

const RESOURCE_FILTERS: readonly (ResourceType | undefined)[] = [
  undefined,
  ResourceType.video,
  ResourceType.audio,
  ResourceType.document,
  ResourceType.image,
  ResourceType.archive,
];

const RESOURCE_LABEL: Record<ResourceType, string> = {
  [ResourceType.video]: 'course.kind.video',
  [ResourceType.audio]: 'course.kind.audio',
  [ResourceType.document]: 'course.kind.document',
  [ResourceType.image]: 'course.kind.image',
  [ResourceType.archive]: 'course.kind.archive',
};

const STATUS_TABS: readonly (StudyStatus | undefined)[] = [
  undefined,
  StudyStatus.notStarted,
  StudyStatus.learning,
  StudyStatus.learned,
];

const SORT_LABEL: Record<CourseSort, string> = {
  [CourseSort.latest]: 'course.sort.latest',
  [CourseSort.popular]: 'course.sort.popular',
  [CourseSort.rating]: 'course.sort.rating',
};

function countOf(counts: CatalogueCount | undefined, status: StudyStatus | undefined): number | undefined {
  if (!counts) return undefined;
  switch (status) {
    case StudyStatus.notStarted:
      return counts.notStartedCount;
    case StudyStatus.learning:
      return counts.learningCount;
    case StudyStatus.learned:
      return counts.learnedCount;
    default:
      return counts.totalCount;
  }
}

/** A filter choice as a link: each choice has an address, so the back button undoes it. */
function FilterLink({
  search,
  current,
  children,
}: {
  search: CatalogueSearch;
  current: boolean;
  children: ReactNode;
}) {
  const locale = useLocaleParam();
  return (
    <Link
      asChild
      px="3"
      py="1"
      rounded="full"
      textStyle="sm"
      borderWidth="1px"
      borderColor={current ? 'brand.solid' : 'border'}
      color={current ? 'brand.contrast' : 'fg'}
      bg={current ? 'brand.solid' : 'bg'}
      _hover={{ textDecoration: 'none', borderColor: 'brand.solid' }}
      whiteSpace="nowrap"
    >
      <RouterLink
        to="/{-$locale}/knowledge"
        params={{ locale }}
        search={search}
        activeOptions={{ exact: true }}
        aria-current={current ? 'page' : undefined}
      >
        {children}
      </RouterLink>
    </Link>
  );
}

/** The keyword box: 1–50 characters; submitting it blank clears the keyword. */
function KeywordBox({ search }: { search: CatalogueSearch }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const locale = useLocaleParam();
  return (
    <KeywordSearch
      label={intl.formatMessage({ id: 'course.search.label' })}
      placeholder={intl.formatMessage({ id: 'course.search.placeholder' })}
      initial={search.keyword ?? ''}
      submit={<FormattedMessage id="course.search.submit" />}
      onSearch={(text) =>
        void navigate({
          to: '/{-$locale}/knowledge',
          params: { locale },
          // From the address as it is now, not as this page last rendered it: a filter clicked a moment ago
          // may still be loading, and the keyword must not undo it.
          search: (prev) => withFilter(readCatalogueSearch(prev), { keyword: text }),
        })
      }
    />
  );
}

function SortSelect({ search }: { search: CatalogueSearch }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const locale = useLocaleParam();
  const selectId = useId();
  return (
    <HStack gap="2" flexShrink={0}>
      <chakra.label htmlFor={selectId} textStyle="sm" color="fg.muted" whiteSpace="nowrap">
        <FormattedMessage id="course.sort.label" />
      </chakra.label>
      <PlainSelect
        size="sm"
        width="auto"
        id={selectId}
        value={search.sort ?? CourseSort.latest}
        onChange={(e) =>
          void navigate({
            to: '/{-$locale}/knowledge',
            params: { locale },
            search: (prev) =>
              withFilter(readCatalogueSearch(prev), { sort: Number(e.target.value) as CourseSort }),
          })
        }
      >
        {Object.values(CourseSort).map((sort) => (
          <option key={sort} value={sort}>
            {intl.formatMessage({ id: SORT_LABEL[sort] })}
          </option>
        ))}
      </PlainSelect>
    </HStack>
  );
}

/** The learning-status tabs of a member, each with how many courses the other filters leave in it. */
function StatusTabs({ search, counts }: { search: CatalogueSearch; counts: Settled<CatalogueCount> }) {
  const intl = useIntl();
  const locale = useLocaleParam();
  // Counts that cannot be read are left out: the tabs work without them.
  const known = counts.ok ? counts.data : undefined;
  return (
    <TabNav label={intl.formatMessage({ id: 'course.status.tabs' })}>
      {STATUS_TABS.map((status) => {
        const current = search.studyStatus === status;
        const count = countOf(known, status);
        return (
          <TabLink
            key={status ?? 'all'}
            to="/{-$locale}/knowledge"
            params={{ locale }}
            search={withFilter(search, { studyStatus: status })}
            activeOptions={{ exact: true }}
            current={current}
          >
            <FormattedMessage id={status === undefined ? 'course.status.all' : studyStatusKey(status)} />
            {count === undefined ? null : (
              <>
                {' '}
                <Text as="span" color={current ? 'brand.fg' : 'fg.muted'}>
                  {count}
                </Text>
              </>
            )}
          </TabLink>
        );
      })}
    </TabNav>
  );
}

function GridSkeleton() {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="4" aria-busy="true">
      {Array.from({ length: 6 }, (_, i) => (
        <Stack key={i} gap="3" bg="bg" rounded="l3" borderWidth="1px" overflow="hidden" pb="4">
          <Skeleton aspectRatio={16 / 9} />
          <Skeleton height="4" width="70%" mx="4" />
          <Skeleton height="3" width="50%" mx="4" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

function CourseList({ search, data }: { search: CatalogueSearch; data: CourseListSettled }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const locale = useLocaleParam();
  const courses = useSettled(data);
  const page = courses.data;

  if (courses.loading) return <GridSkeleton />;
  if (courses.error !== null || !page) {
    return (
      <ErrorAlert
        message={courses.error ?? intl.formatMessage({ id: 'http.unknownError' })}
        action={
          <Button size="sm" variant="outline" onClick={courses.reload} alignSelf="center">
            <FormattedMessage id="app.retry" />
          </Button>
        }
      />
    );
  }
  if (page.list.length === 0) {
    return (
      <EmptyState.Root bg="bg" rounded="l3" borderWidth="1px">
        <EmptyState.Content>
          <EmptyState.Title>
            <FormattedMessage id={isFiltered(search) ? 'course.empty.filtered' : 'course.empty.none'} />
          </EmptyState.Title>
          {isFiltered(search) ? (
            <Button asChild size="sm" variant="outline">
              <RouterLink to="/{-$locale}/knowledge" params={{ locale }} search={{}}>
                <FormattedMessage id="course.empty.clear" />
              </RouterLink>
            </Button>
          ) : null}
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Stack gap="5">
      {/* The catalogue's main content: the first text that needs the course list. */}
      <Text textStyle="sm" color="fg.muted" role="status" asChild>
        <p elementtiming="main-content">
          <FormattedMessage id="course.total" values={{ count: page.totalCount }} />
        </p>
      </Text>
      <SimpleGrid
        as="ul"
        listStyle="none"
        columns={{ base: 1, sm: 2, xl: 3 }}
        gap="4"
        aria-label={intl.formatMessage({ id: 'course.list.label' })}
      >
        {/* The first row is on screen at once (its covers are the page's largest paint); the rest load lazily. */}
        {page.list.map((course, index) => (
          <CourseCard key={course.id} course={course} eager={index < FIRST_ROW} />
        ))}
      </SimpleGrid>
      <Pager
        page={page.pageCurrent}
        totalPage={page.totalPage}
        onPage={(next) =>
          void navigate({ to: '/{-$locale}/knowledge', params: { locale }, search: withPage(search, next) })
        }
      />
    </Stack>
  );
}

/**
 * `/knowledge`: the course catalogue. Categories beside the list, the keyword box, resource-type filters,
 * order, and for a member the learning-status tabs and live sessions. Everything chosen is in the address.
 */
export function CataloguePage({ search, data }: { search: CatalogueSearch; data: CatalogueData }) {
  return (
    <>
      <CatalogueContent search={search} data={data} />
    </>
  );
}

/**
 * The catalogue inside the portal frame: the reader decided which calls its loader made, or whether to sign in
 * first.
 */
export function CatalogueContent({ search, data }: { search: CatalogueSearch; data: CatalogueData }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'course.catalogue.title' }));
  if (data.audience === 'signInRequired') {
    return <SignInNeeded title={intl.formatMessage({ id: 'course.catalogue.title' })} />;
  }
  return <Catalogue search={search} data={data} />;
}

function Catalogue({
  search,
  data,
}: {
  search: CatalogueSearch;
  data: Exclude<CatalogueData, { audience: 'signInRequired' }>;
}) {
  const intl = useIntl();
  const categories = useSettled(data.categories);
  // The type filters scroll sideways on a phone; the chosen one stays in sight.
  const typeRow = useCurrentInRow<HTMLDivElement>('[aria-current]', search.resourceType);
  return (
    <Stack gap="6">
      <CourseKindNav current="online" />
      <Flex
        gap="4"
        justify="space-between"
        align={{ base: 'stretch', md: 'center' }}
        direction={{ base: 'column', md: 'row' }}
      >
        <Heading as="h1" size="2xl">
          <FormattedMessage id="course.catalogue.title" />
        </Heading>
        {/* A new keyword in the address (back button, a link) starts the box from it. */}
        <KeywordBox key={search.keyword ?? ''} search={search} />
      </Flex>
      {data.audience === 'member' ? <LiveStrip data={data.lives} /> : null}
      <Flex gap="6" direction={{ base: 'column', lg: 'row' }} align={{ lg: 'flex-start' }}>
        <CategoryNav categories={categories} search={search} />
        <Stack flex="1" minWidth="0" gap="4">
          <Flex
            gap="3"
            justify="space-between"
            align={{ base: 'stretch', md: 'center' }}
            direction={{ base: 'column', md: 'row' }}
          >
            <HStack
              ref={typeRow}
              as="nav"
              aria-label={intl.formatMessage({ id: 'course.filter.type' })}
              gap="2"
              overflowX="auto"
              py="1"
            >
              {RESOURCE_FILTERS.map((type) => (
                <FilterLink
                  key={type ?? 'all'}
                  search={withFilter(search, { resourceType: type })}
                  current={search.resourceType === type}
                >
                  <FormattedMessage
                    id={type === undefined ? 'course.filter.allTypes' : RESOURCE_LABEL[type]}
                  />
                </FilterLink>
              ))}
            </HStack>
            <SortSelect search={search} />
          </Flex>
          {search.keyword !== undefined ? <KeywordNote search={search} /> : null}
          {data.audience === 'member' ? <StatusTabs search={search} counts={data.counts} /> : null}
          <Box>
            {/* Names the section the course cards (h3) belong to. */}
            <Heading as="h2" srOnly>
              <FormattedMessage id="course.list.label" />
            </Heading>
            <CourseList search={search} data={data.courses} />
          </Box>
        </Stack>
      </Flex>
    </Stack>
  );
}

function KeywordNote({ search }: { search: CatalogueSearch }) {
  const locale = useLocaleParam();
  return (
    <HStack gap="3" textStyle="sm" wrap="wrap">
      <Text>
        <FormattedMessage id="course.search.for" values={{ keyword: search.keyword }} />
      </Text>
      <Link asChild color="brand.fg">
        <RouterLink
          to="/{-$locale}/knowledge"
          params={{ locale }}
          search={withFilter(search, { keyword: undefined })}
        >
          <FormattedMessage id="course.search.clear" />
        </RouterLink>
      </Link>
    </HStack>
  );
}

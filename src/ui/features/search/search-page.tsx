import { Badge, Box, Card, HStack, Heading, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SearchHit } from '../../../../contract/search';
import { SearchType } from '../../../../contract/search-type';
import { Pager } from '../../kit/navigation/pager';
import { useSettled } from '../../kit/app/route-data';
import type { LocaleParam } from '../../kit/locale/locale-path';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { LoadState } from '../../kit/app/load-state';
import { HeaderSearch } from '../../kit/shell/header-search';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import { highlightParts } from './highlight';
import { SEARCH_TABS, hitDestination, sectionLabelKey, type HitDestination } from './search-sections';
import { TabLink, TabNav } from '../../kit/navigation/tab-link';
import type { SearchData } from './search-data';

export interface SearchPageProps {
  str: string;
  type: SearchType;
  page: number;
}

function Marked({ text, keyword }: { text: string; keyword: string }) {
  return highlightParts(text, keyword).map((part, i) =>
    part.match ? (
      <chakra.mark key={i} bg="yellow.subtle" color="inherit" rounded="xs">
        {part.text}
      </chakra.mark>
    ) : (
      <span key={i}>{part.text}</span>
    ),
  );
}

/** A hit's link: rooms and courses open by their path, exams and news by the query of their page. */
function HitLink({
  destination,
  locale,
  label,
  children,
  ...rest
}: {
  destination: HitDestination;
  locale: LocaleParam;
  label: string;
  children: ReactNode;
  /** What the kit's link hands its child (class, ref): passed on to the anchor. */
} & Omit<ComponentPropsWithoutRef<'a'>, 'children' | 'href'>) {
  const common = { ...rest, 'aria-label': label, children };
  switch (destination.to) {
    case '/{-$locale}/live/watch/{-$watch}':
      return <RouterLink {...common} to={destination.to} params={{ locale, ...destination.params }} />;
    case '/{-$locale}/knowledge/course/{-$id}':
      return <RouterLink {...common} to={destination.to} params={{ locale, ...destination.params }} />;
    case '/{-$locale}/account/exam/detail':
      return <RouterLink {...common} to={destination.to} params={{ locale }} search={destination.search} />;
    case '/{-$locale}/account':
      return <RouterLink {...common} to={destination.to} params={{ locale }} search={destination.search} />;
    case '/{-$locale}/community':
      return <RouterLink {...common} to={destination.to} params={{ locale }} search={destination.search} />;
  }
}

function HitRow({ hit, keyword }: { hit: SearchHit; keyword: string }) {
  const locale = useLocaleParam();
  const destination = hitDestination(hit);
  // One inline box: the kit's link lays its children out with a gap, which would split the title at each mark.
  const title = (
    <span>
      <Marked text={hit.title} keyword={keyword} />
    </span>
  );
  return (
    <Box as="li" py="4" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <Stack gap="1.5">
        <HStack gap="2" align="baseline">
          <Badge size="sm" variant="subtle" colorPalette="brand" flexShrink="0">
            <FormattedMessage id={sectionLabelKey(hit.type)} />
          </Badge>
          <Heading as="h3" size="md" fontWeight="semibold">
            {destination ? (
              <Link asChild>
                {/* The marks inside would break the link's spoken name into pieces; it is the plain title. */}
                <HitLink destination={destination} locale={locale} label={hit.title}>
                  {title}
                </HitLink>
              </Link>
            ) : (
              title
            )}
          </Heading>
        </HStack>
        {hit.summary ? (
          <Text textStyle="sm" color="fg.muted" lineClamp={2}>
            <Marked text={hit.summary} keyword={keyword} />
          </Text>
        ) : null}
        <HStack gap="4" textStyle="xs" color="fg.subtle">
          {hit.source ? <Text>{hit.source}</Text> : null}
          <Text>{hit.gmtCreate}</Text>
        </HStack>
      </Stack>
    </Box>
  );
}

/**
 * `search-str`: results for a keyword, by section. The tabs show how many each section holds; sections
 * whose content does not exist on this site say plainly that nothing was found.
 */
export function SearchPage({
  str,
  type,
  page,
  data,
}: SearchPageProps & {
  /** The route's loader reads it (`searchData`) for the keyword, section and page in the address. */
  data: SearchData;
}) {
  const intl = useIntl();
  const locale = useLocaleParam();
  const keyword = str.trim();
  useDocumentTitle(intl.formatMessage({ id: 'search.pageTitle' }, { keyword }));
  const counts = useSettled(data.counts);
  const results = useSettled(data.results);
  const countOf = (tab: SearchType): number | undefined =>
    tab === SearchType.default
      ? counts.data?.totalCount
      : counts.data?.typeList.find((entry) => entry.type === tab)?.count;

  return (
    <Stack gap="6" maxWidth="5xl">
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {keyword === '' ? (
            <FormattedMessage id="search.heading.blank" />
          ) : (
            <FormattedMessage id="search.heading" values={{ keyword }} />
          )}
        </Heading>
        <Box maxWidth="md">
          <HeaderSearch key={keyword} initialValue={keyword} type={type} />
        </Box>
      </Stack>
      {keyword === '' ? (
        <Text color="fg.muted">
          <FormattedMessage id="shell.search.empty" />
        </Text>
      ) : (
        <Card.Root rounded="l3">
          <Card.Body gap="4">
            <TabNav label={intl.formatMessage({ id: 'search.sections' })}>
              {SEARCH_TABS.map((tab) => {
                const count = countOf(tab);
                const current = tab === type;
                return (
                  <TabLink
                    key={tab}
                    to="/{-$locale}/search-str"
                    params={{ locale }}
                    search={{ str: keyword, type: tab }}
                    current={current}
                  >
                    <FormattedMessage id={sectionLabelKey(tab)} />
                    {count === undefined ? null : (
                      <FormattedMessage id="search.tabCount" values={{ count }} />
                    )}
                  </TabLink>
                );
              })}
            </TabNav>
            <LoadState
              data={results}
              lines={4}
              isEmpty={(data) => data === null || data.list.length === 0}
              empty={
                type === SearchType.default ? (
                  <FormattedMessage id="search.empty.all" values={{ keyword }} />
                ) : (
                  <FormattedMessage
                    id="search.empty.section"
                    values={{ keyword, section: intl.formatMessage({ id: sectionLabelKey(type) }) }}
                  />
                )
              }
            >
              {(data) => (
                <Stack gap="4">
                  <Text textStyle="sm" color="fg.muted" aria-live="polite">
                    <FormattedMessage id="search.total" values={{ count: data?.totalCount ?? 0 }} />
                  </Text>
                  <Box as="ul" listStyle="none" aria-label={intl.formatMessage({ id: 'search.results' })}>
                    {data?.list.map((hit) => (
                      <HitRow key={`${hit.type}:${hit.id}`} hit={hit} keyword={keyword} />
                    ))}
                  </Box>
                  <SearchPager str={keyword} type={type} page={page} totalPage={data?.totalPage ?? 0} />
                </Stack>
              )}
            </LoadState>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}

function SearchPager({ str, type, page, totalPage }: SearchPageProps & { totalPage: number }) {
  const locale = useLocaleParam();
  const navigate = useNavigate();
  return (
    <Pager
      page={page}
      totalPage={totalPage}
      onPage={(next) =>
        void navigate({ to: '/{-$locale}/search-str', params: { locale }, search: { str, type, page: next } })
      }
    />
  );
}

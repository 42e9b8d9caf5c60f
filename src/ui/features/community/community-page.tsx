import { Badge, Button, Card, Flex, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CommunityPost } from '../../../../contract/community';
import { DeferredPanel } from '../../kit/app/deferred-panel';
import { LoadState } from '../../kit/app/load-state';
import { preloadOnIntent } from '../../kit/app/on-demand';
import { useSettled } from '../../kit/app/route-data';
import { KeywordSearch } from '../../kit/forms/keyword-search';
import { shortDateTime } from '../../kit/format/date-time';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { Pager } from '../../kit/navigation/pager';
import { TabLink, TabNav } from '../../kit/navigation/tab-link';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import { loadPostEditor, loadPostView } from './community-code';
import type { CommunityData } from './community-data';
import { kindOfTab, tabOfKind } from './community-kinds';
import type { CommunitySearch, CommunityTab } from './community-params';

export const COMMUNITY_ROUTE = '/{-$locale}/community' as const;

const TABS: readonly { tab: CommunityTab; key: string }[] = [
  { tab: 'blog', key: 'community.tab.blog' },
  { tab: 'question', key: 'community.tab.question' },
  { tab: 'info', key: 'community.tab.info' },
  { tab: 'mine', key: 'community.tab.mine' },
];

/** The list's filters only: another tab, keyword or order starts again from the first page. */
function listSearch(search: CommunitySearch, change: Partial<CommunitySearch>): CommunitySearch {
  const next = { tab: search.tab, keyword: search.keyword, order: search.order, ...change };
  return { ...next, tab: next.tab === 'blog' ? undefined : next.tab };
}

function PostCard({ post, search }: { post: CommunityPost; search: CommunitySearch }) {
  const locale = useLocaleParam();
  const intl = useIntl();
  const question = post.kind === 2;
  return (
    <Card.Root as="li" variant="outline" size="sm">
      <Card.Body gap="2">
        <HStack gap="2" wrap="wrap">
          {search.tab === 'mine' ? (
            <Badge variant="subtle">
              <FormattedMessage id={`community.kind.${post.kind}`} />
            </Badge>
          ) : null}
          {question && post.acceptedId !== '' ? (
            <Badge colorPalette="green" variant="subtle">
              <FormattedMessage id="community.post.solved" />
            </Badge>
          ) : null}
          <Link asChild fontWeight="semibold" textStyle="md" color="fg" {...preloadOnIntent(loadPostView)}>
            <RouterLink to={COMMUNITY_ROUTE} params={{ locale }} search={{ ...search, id: post.id }}>
              {post.title}
            </RouterLink>
          </Link>
        </HStack>
        {post.summary ? (
          <Text textStyle="sm" color="fg.muted" lineClamp={2}>
            {post.summary}
          </Text>
        ) : null}
        <HStack gap="4" textStyle="xs" color="fg.subtle" wrap="wrap">
          <Text>
            {intl.formatMessage(
              { id: 'community.post.by' },
              { name: post.userName, time: shortDateTime(post.gmtCreate) },
            )}
          </Text>
          <Text>
            <FormattedMessage id="community.post.likes" values={{ count: post.likeCount }} />
          </Text>
          <Text>
            <FormattedMessage
              id={question ? 'community.post.answers' : 'community.post.comments'}
              values={{ count: post.commentCount }}
            />
          </Text>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function PostList({ data, search }: { data: CommunityData; search: CommunitySearch }) {
  const navigate = useNavigate();
  const locale = useLocaleParam();
  const list = useSettled(data.list ?? { ok: false, error: '' });
  const emptyKey =
    search.keyword !== undefined ? 'community.empty.keyword' : `community.empty.${search.tab ?? 'blog'}`;
  return (
    <Stack gap="4">
      <LoadState
        data={list}
        isEmpty={(page) => page.list.length === 0}
        empty={<FormattedMessage id={emptyKey} values={{ keyword: search.keyword ?? '' }} />}
      >
        {(page) => (
          <Stack as="ul" gap="3" listStyle="none">
            {page.list.map((post) => (
              <PostCard key={post.id} post={post} search={search} />
            ))}
          </Stack>
        )}
      </LoadState>
      <Pager
        page={list.data?.pageCurrent ?? 1}
        totalPage={list.data?.totalPage ?? 0}
        onPage={(page) =>
          void navigate({
            to: COMMUNITY_ROUTE,
            params: { locale },
            search: { ...search, page: page > 1 ? page : undefined },
          })
        }
      />
    </Stack>
  );
}

function Toolbar({ search, visitor }: { search: CommunitySearch; visitor: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const locale = useLocaleParam();
  const kind = kindOfTab(search.tab) ?? 1;
  const go = (next: CommunitySearch) =>
    void navigate({ to: COMMUNITY_ROUTE, params: { locale }, search: next });
  return (
    <Stack gap="3">
      <TabNav label={intl.formatMessage({ id: 'community.tabs' })}>
        {TABS.filter((t) => !(visitor && t.tab === 'mine')).map((t) => (
          <TabLink
            key={t.tab}
            to={COMMUNITY_ROUTE}
            params={{ locale }}
            search={listSearch(search, { tab: t.tab, keyword: undefined })}
            current={(search.tab ?? 'blog') === t.tab}
            activeOptions={{ exact: true, includeSearch: true }}
          >
            <FormattedMessage id={t.key} />
          </TabLink>
        ))}
      </TabNav>
      <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'center' }}>
        {search.tab === 'mine' ? null : (
          <KeywordSearch
            key={search.keyword ?? ''}
            label={intl.formatMessage({ id: 'community.search.label' })}
            placeholder={intl.formatMessage({ id: 'community.search.label' })}
            initial={search.keyword ?? ''}
            submit={<FormattedMessage id="community.search.submit" />}
            onSearch={(text) => go(listSearch(search, { keyword: text || undefined }))}
          />
        )}
        {search.tab === 'mine' ? null : (
          <HStack gap="1" role="group" aria-label={intl.formatMessage({ id: 'community.order.label' })}>
            {([undefined, 2] as const).map((order) => (
              <Button
                key={order ?? 1}
                size="sm"
                variant={search.order === order ? 'subtle' : 'ghost'}
                aria-pressed={search.order === order}
                onClick={() => go(listSearch(search, { order }))}
              >
                <FormattedMessage id={order === 2 ? 'community.order.hot' : 'community.order.newest'} />
              </Button>
            ))}
          </HStack>
        )}
        <Button
          marginInlineStart={{ md: 'auto' }}
          {...preloadOnIntent(loadPostEditor)}
          // A visitor is taken to the sign-in page by the route, and comes back to the editor.
          onClick={() => go({ tab: tabOfKind(kind), new: kind })}
        >
          <FormattedMessage id={kind === 2 ? 'community.ask' : 'community.new'} />
        </Button>
      </Flex>
    </Stack>
  );
}

/**
 * `/community`: blog posts, questions and info articles of the company, with my posts for members. A post opens
 * in place (`id`), as does the editor (`new`, `edit`); both load on demand. Visitors read and are asked to sign
 * in to act.
 */
export function CommunityPage({ data, search }: { data: CommunityData; search: CommunitySearch }) {
  if (search.new !== undefined || search.edit === 1) {
    return (
      <DeferredPanel load={loadPostEditor} wanted minHeight="96">
        {({ PostEditor }) => <PostEditor data={data} search={search} />}
      </DeferredPanel>
    );
  }
  if (search.id !== undefined) {
    return (
      <DeferredPanel load={loadPostView} wanted minHeight="96">
        {({ PostView }) => <PostView data={data} search={search} />}
      </DeferredPanel>
    );
  }
  return <ListPage data={data} search={search} />;
}

function ListPage({ data, search }: { data: CommunityData; search: CommunitySearch }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'community.title' }));
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          <FormattedMessage id="community.title" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id="community.intro" />
        </Text>
      </Stack>
      <Toolbar search={search} visitor={data.visitor} />
      <PostList data={data} search={search} />
    </Stack>
  );
}

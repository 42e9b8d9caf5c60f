import { Badge, Button, Card, Flex, HStack, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { GoodsItem } from '../../../../contract/mall';
import { GoodsOrder } from '../../../../contract/mall.routes';
import { DeferredPanel } from '../../kit/app/deferred-panel';
import { preloadOnIntent } from '../../kit/app/on-demand';
import { LoadState } from '../../kit/app/load-state';
import { useSettled } from '../../kit/app/route-data';
import { KeywordSearch } from '../../kit/forms/keyword-search';
import { LabelledCheckbox } from '../../kit/forms/labelled-checkbox';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { Pager } from '../../kit/navigation/pager';
import { TabLink, TabNav } from '../../kit/navigation/tab-link';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import { GoodsPicture } from './goods-picture';
import { loadCartView, loadOrdersView } from './mall-code';
import type { MallData } from './mall-data';
import { Points, StockBadge } from './mall-format';
import { readMallSearch, viewOf, type MallSearch } from './mall-params';
import { GOODS_ROUTE, MALL_ROUTE } from './mall-routes';

/** The cards of the first row load their pictures at once (the page's largest paint); the rest lazily. */
const FIRST_ROW = 4;

const ORDERS: readonly { order: GoodsOrder | undefined; key: string }[] = [
  { order: undefined, key: 'mall.order.recommended' },
  { order: GoodsOrder.newest, key: 'mall.order.newest' },
  { order: GoodsOrder.popular, key: 'mall.order.popular' },
  { order: GoodsOrder.priceAsc, key: 'mall.order.priceAsc' },
  { order: GoodsOrder.priceDesc, key: 'mall.order.priceDesc' },
];

/** The shelf's filters with a change: a new filter starts again from the first page. */
export function shelfSearch(search: MallSearch, change: Partial<MallSearch>): MallSearch {
  const { category, keyword, order, affordable } = search;
  return readMallSearch({ category, keyword, order, affordable, ...change, pageCurrent: change.pageCurrent });
}

function GoodsCard({ goods, eager }: { goods: GoodsItem; eager: boolean }) {
  const locale = useLocaleParam();
  const link = { to: GOODS_ROUTE, params: { locale, id: goods.id } } as const;
  return (
    <Card.Root
      as="li"
      rounded="l3"
      overflow="hidden"
      height="full"
      _hover={{ shadow: 'md' }}
      opacity={goods.stock === 0 ? 0.75 : 1}
    >
      {/* The picture repeats the name's link for the pointer; keyboards and screen readers use the name. */}
      <RouterLink {...link} tabIndex={-1} aria-hidden>
        <GoodsPicture src={goods.cover} eager={eager} />
      </RouterLink>
      <Card.Body gap="2" p="4">
        <Heading as="h3" size="sm" lineClamp={2} minHeight="2lh">
          <Link asChild color="inherit" _hover={{ color: 'brand.fg' }}>
            <RouterLink {...link}>{goods.name}</RouterLink>
          </Link>
        </Heading>
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Points value={goods.price} textStyle="lg" />
          <StockBadge stock={goods.stock} />
        </HStack>
        <HStack gap="2" textStyle="xs" color="fg.muted" wrap="wrap">
          <Text as="span">
            <FormattedMessage id="mall.exchanged" values={{ count: goods.exchangedCount }} />
          </Text>
          {goods.limitPerPerson > 0 ? (
            <Badge variant="outline" colorPalette="orange" size="sm">
              <FormattedMessage id="mall.limit" values={{ limit: goods.limitPerPerson }} />
            </Badge>
          ) : null}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function Shelf({
  data,
  shelf,
  search,
}: {
  data: MallData;
  shelf: NonNullable<MallData['goods']>;
  search: MallSearch;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const locale = useLocaleParam();
  const categories = useSettled(data.categories);
  const goods = useSettled(shelf);
  const go = (next: MallSearch) => void navigate({ to: MALL_ROUTE, params: { locale }, search: next });
  const filtered = search.category !== undefined || search.keyword !== undefined || search.affordable === 1;
  return (
    <Stack gap="4">
      <TabNav label={intl.formatMessage({ id: 'mall.categories' })}>
        <TabLink
          to={MALL_ROUTE}
          params={{ locale }}
          search={shelfSearch(search, { category: undefined })}
          current={search.category === undefined}
          activeOptions={{ exact: true, includeSearch: true }}
        >
          <FormattedMessage id="mall.category.all" />
        </TabLink>
        {categories.data
          ? categories.data.map((c) => (
              <TabLink
                key={c.id}
                to={MALL_ROUTE}
                params={{ locale }}
                search={shelfSearch(search, { category: c.id })}
                current={String(search.category) === c.id}
                activeOptions={{ exact: true, includeSearch: true }}
              >
                {c.name}
                <Text as="span" color="fg.subtle" ms="1">
                  {c.goodsCount}
                </Text>
              </TabLink>
            ))
          : null}
      </TabNav>
      <Flex gap="3" wrap="wrap" align="center" justify="space-between">
        <HStack gap="1" wrap="wrap" role="group" aria-label={intl.formatMessage({ id: 'mall.order.label' })}>
          {ORDERS.map((o) => (
            <Button
              key={o.key}
              size="xs"
              variant={search.order === o.order ? 'subtle' : 'ghost'}
              colorPalette={search.order === o.order ? 'brand' : 'gray'}
              aria-pressed={search.order === o.order}
              onClick={() => go(shelfSearch(search, { order: o.order }))}
            >
              <FormattedMessage id={o.key} />
            </Button>
          ))}
        </HStack>
        {data.visitor ? null : (
          <LabelledCheckbox
            size="sm"
            checked={search.affordable === 1}
            onToggle={() => go(shelfSearch(search, { affordable: search.affordable === 1 ? undefined : 1 }))}
          >
            <FormattedMessage id="mall.affordable" />
          </LabelledCheckbox>
        )}
      </Flex>
      <LoadState
        data={goods}
        lines={6}
        isEmpty={(page) => page.list.length === 0}
        empty={
          <Stack py="10" align="center" gap="3">
            <Text color="fg.muted">
              <FormattedMessage id={filtered ? 'mall.emptyFiltered' : 'mall.empty'} />
            </Text>
            {filtered ? (
              <Link asChild color="brand.fg">
                <RouterLink to={MALL_ROUTE} params={{ locale }}>
                  <FormattedMessage id="mall.clearFilters" />
                </RouterLink>
              </Link>
            ) : null}
          </Stack>
        }
      >
        {(page) => (
          <Stack gap="4">
            <SimpleGrid
              as="ul"
              listStyle="none"
              columns={{ base: 2, md: 3, xl: 4 }}
              gap={{ base: '3', md: '4' }}
              aria-label={intl.formatMessage({ id: 'mall.goods.label' })}
            >
              {page.list.map((g, index) => (
                <GoodsCard key={g.id} goods={g} eager={index < FIRST_ROW} />
              ))}
            </SimpleGrid>
            <Pager
              page={page.pageCurrent}
              totalPage={page.totalPage}
              onPage={(next) => go(shelfSearch(search, { pageCurrent: next }))}
            />
          </Stack>
        )}
      </LoadState>
    </Stack>
  );
}

function ViewLink({
  view,
  current,
  children,
  ...intent
}: {
  view: MallSearch['view'];
  current: boolean;
  children: ReactNode;
} & Partial<ReturnType<typeof preloadOnIntent>>) {
  const locale = useLocaleParam();
  return (
    <Button
      asChild
      size="sm"
      variant={current ? 'subtle' : 'outline'}
      colorPalette={current ? 'brand' : 'gray'}
    >
      <RouterLink
        to={MALL_ROUTE}
        params={{ locale }}
        search={{ view }}
        aria-current={current ? 'page' : undefined}
        {...intent}
      >
        {children}
      </RouterLink>
    </Button>
  );
}

/**
 * `/integral/mall`: goods exchanged for points, by category, with my cart and my orders beside the shelf. A
 * visitor reads the shelf and is asked to sign in to put goods in a cart or exchange them.
 */
export function MallPage({ data }: { data: MallData }) {
  const intl = useIntl();
  const locale = useLocaleParam();
  const navigate = useNavigate();
  const search = data.search;
  const view = viewOf(search);
  useDocumentTitle(intl.formatMessage({ id: 'mall.title' }));
  const cart = data.cart?.ok ? data.cart.data : null;
  const lines = cart?.lines.length ?? 0;
  return (
    <Stack gap="5">
      <Flex
        gap="4"
        justify="space-between"
        align={{ base: 'stretch', md: 'center' }}
        direction={{ base: 'column', md: 'row' }}
      >
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            <FormattedMessage id="mall.title" />
          </Heading>
          {cart ? (
            <Text textStyle="sm" color="fg.muted" data-testid="mall-balance">
              <FormattedMessage
                id="mall.balance"
                values={{ points: <FormattedNumber value={cart.balance} />, n: cart.balance }}
              />
              <Link asChild color="brand.fg" ms="2">
                <RouterLink to="/{-$locale}/account" params={{ locale }} search={{ change: 10 }}>
                  <FormattedMessage id="mall.balance.more" />
                </RouterLink>
              </Link>
            </Text>
          ) : (
            <Text textStyle="sm" color="fg.muted">
              <FormattedMessage id="mall.visitor" />
            </Text>
          )}
        </Stack>
        {view === 'shelf' ? (
          <KeywordSearch
            key={search.keyword ?? ''}
            label={intl.formatMessage({ id: 'mall.search.label' })}
            placeholder={intl.formatMessage({ id: 'mall.search.placeholder' })}
            initial={search.keyword ?? ''}
            submit={<FormattedMessage id="mall.search.submit" />}
            onSearch={(text) =>
              void navigate({
                to: MALL_ROUTE,
                params: { locale },
                search: shelfSearch(search, { keyword: text }),
              })
            }
          />
        ) : null}
      </Flex>
      {data.visitor ? null : (
        <HStack gap="2" wrap="wrap">
          <ViewLink view={undefined} current={view === 'shelf'}>
            <FormattedMessage id="mall.view.shelf" />
          </ViewLink>
          <ViewLink view="cart" current={view === 'cart'} {...preloadOnIntent(loadCartView)}>
            <FormattedMessage id="mall.view.cart" />
            {lines > 0 ? (
              <Badge colorPalette="red" variant="solid" rounded="full" data-testid="cart-count">
                {lines}
              </Badge>
            ) : null}
          </ViewLink>
          <ViewLink view="orders" current={view === 'orders'} {...preloadOnIntent(loadOrdersView)}>
            <FormattedMessage id="mall.view.orders" />
          </ViewLink>
        </HStack>
      )}
      {data.goods ? (
        <Shelf data={data} shelf={data.goods} search={search} />
      ) : view === 'cart' ? (
        <DeferredPanel load={loadCartView} wanted minHeight="40vh">
          {(m) => <m.CartView data={data} />}
        </DeferredPanel>
      ) : (
        <DeferredPanel load={loadOrdersView} wanted minHeight="40vh">
          {(m) => <m.OrdersView data={data} />}
        </DeferredPanel>
      )}
    </Stack>
  );
}

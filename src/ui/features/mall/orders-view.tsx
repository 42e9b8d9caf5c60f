import { Badge, Button, Card, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { createItemDelete } from '../../../machines/item-delete/item-delete.actors';
import type { MallOrder } from '../../../../contract/mall';
import { OrderStatus } from '../../../../contract/mall.routes';
import { mallOrderCancel, mallOrderReceive } from '../../../services/api/mall';
import type { HttpClient } from '../../../services/http';
import { LoadState } from '../../kit/app/load-state';
import { useSettled } from '../../kit/app/route-data';
import { ConfirmDialog } from '../../kit/dialogs/confirm-dialog';
import { useItemDelete, type DeleteLogic } from '../../kit/dialogs/use-item-delete';
import { shortDateTime } from '../../kit/format/date-time';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { Pager } from '../../kit/navigation/pager';
import { TabLink, TabNav } from '../../kit/navigation/tab-link';
import { GoodsPicture } from './goods-picture';
import type { MallData } from './mall-data';
import { Points } from './mall-format';
import type { MallSearch } from './mall-params';
import { GOODS_ROUTE, MALL_ROUTE } from './mall-routes';

const STATUS_PALETTE: Record<OrderStatus, string> = {
  [OrderStatus.pending]: 'orange',
  [OrderStatus.shipped]: 'blue',
  [OrderStatus.received]: 'green',
  [OrderStatus.cancelled]: 'gray',
};

const TABS: readonly (OrderStatus | undefined)[] = [
  undefined,
  OrderStatus.pending,
  OrderStatus.shipped,
  OrderStatus.received,
  OrderStatus.cancelled,
];

const createCancel = (http: HttpClient): DeleteLogic =>
  createItemDelete(http, (orderId, opts) => mallOrderCancel(http, { orderId }, opts));
const createReceive = (http: HttpClient): DeleteLogic =>
  createItemDelete(http, (orderId, opts) => mallOrderReceive(http, { orderId }, opts));

/** What the member is asked to confirm: cancelling a pending order, or its arrival. */
type Pending = { kind: 'cancel' | 'receive'; order: MallOrder } | null;

function OrderCard({ order, onAct }: { order: MallOrder; onAct: (p: NonNullable<Pending>) => void }) {
  const locale = useLocaleParam();
  return (
    <Card.Root as="li" rounded="l3" data-testid="mall-order">
      <Card.Header pb="0">
        <Flex gap="2" justify="space-between" wrap="wrap" align="center">
          <Text textStyle="sm" color="fg.muted">
            <FormattedMessage
              id="mall.orders.no"
              values={{ orderNo: order.orderNo, time: shortDateTime(order.gmtCreate) }}
            />
          </Text>
          <Badge colorPalette={STATUS_PALETTE[order.status]} variant="subtle" data-testid="order-status">
            <FormattedMessage id={`mall.orders.status.${order.status}`} />
          </Badge>
        </Flex>
      </Card.Header>
      <Card.Body gap="3">
        <Stack as="ul" listStyle="none" gap="2">
          {order.lines.map((l) => (
            <HStack as="li" key={l.goodsId} gap="3">
              <GoodsPicture src={l.cover} w="12" rounded="l2" flexShrink={0} />
              <Link asChild flex="1" minW="0" color="inherit" _hover={{ color: 'brand.fg' }} lineClamp={1}>
                <RouterLink to={GOODS_ROUTE} params={{ locale, id: l.goodsId }}>
                  {l.name}
                </RouterLink>
              </Link>
              <Text textStyle="sm" color="fg.muted" flexShrink={0}>
                <FormattedMessage id="mall.quantity.times" values={{ quantity: l.quantity }} />
              </Text>
            </HStack>
          ))}
        </Stack>
        <Stack gap="1" textStyle="sm" color="fg.muted">
          <Text>
            <FormattedMessage
              id="mall.orders.receiver"
              values={{ name: order.receiverName, phone: order.receiverPhone, address: order.address }}
            />
          </Text>
          {order.trackingNo ? (
            <Text>
              <FormattedMessage id="mall.orders.tracking" values={{ no: order.trackingNo }} />
            </Text>
          ) : null}
          {order.status === OrderStatus.cancelled && order.cancelledTime ? (
            <Text>
              <FormattedMessage
                id="mall.orders.refunded"
                values={{ time: shortDateTime(order.cancelledTime), points: order.totalPoints }}
              />
            </Text>
          ) : null}
        </Stack>
        <Flex gap="3" justify="space-between" align="center" wrap="wrap">
          <HStack gap="2">
            <Text textStyle="sm">
              <FormattedMessage id="mall.orders.total" />
            </Text>
            <Points value={order.totalPoints} />
          </HStack>
          {order.status === OrderStatus.pending ? (
            <Button size="sm" variant="outline" onClick={() => onAct({ kind: 'cancel', order })}>
              <FormattedMessage id="mall.orders.cancel" />
            </Button>
          ) : order.status === OrderStatus.shipped ? (
            <Button size="sm" colorPalette="brand" onClick={() => onAct({ kind: 'receive', order })}>
              <FormattedMessage id="mall.orders.receive" />
            </Button>
          ) : null}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * `/integral/mall?view=orders`: the member's exchange orders by status. A pending order may be cancelled (its
 * points come back at once); a shipped one is confirmed on arrival. Both ask first.
 */
export function OrdersView({ data }: { data: MallData }) {
  const intl = useIntl();
  const router = useRouter();
  const navigate = useNavigate();
  const locale = useLocaleParam();
  const orders = useSettled(data.orders ?? { ok: false, error: '' });
  const counts = data.counts?.ok ? data.counts.data : [];
  const countOf = (status: OrderStatus | undefined) =>
    status === undefined
      ? counts.reduce((sum, c) => sum + c.count, 0)
      : (counts.find((c) => c.status === status)?.count ?? 0);
  const search = data.search;
  // Each asks first, then calls once; the page reads the orders (and the balance) again after.
  const [pending, setPending] = useState<Pending>(null);
  const reload = () => void router.invalidate();
  const canceller = useItemDelete(createCancel, reload, 'operation');
  const receiver = useItemDelete(createReceive, reload, 'operation');
  const flow = pending?.kind === 'receive' ? receiver : canceller;
  const open = (p: NonNullable<Pending>) => {
    setPending(p);
    (p.kind === 'receive' ? receiver : canceller).ask(p.order.id);
  };
  const tabSearch = (status: OrderStatus | undefined): MallSearch => ({ view: 'orders', status });
  return (
    <Stack gap="4">
      <TabNav label={intl.formatMessage({ id: 'mall.orders.statuses' })}>
        {TABS.map((status) => (
          <TabLink
            key={status ?? 0}
            to={MALL_ROUTE}
            params={{ locale }}
            search={tabSearch(status)}
            current={search.status === status}
            activeOptions={{ exact: true, includeSearch: true }}
          >
            <FormattedMessage
              id={status === undefined ? 'mall.orders.all' : `mall.orders.status.${status}`}
            />
            <Text as="span" color="fg.subtle" ms="1">
              {countOf(status)}
            </Text>
          </TabLink>
        ))}
      </TabNav>
      <LoadState
        data={orders}
        lines={4}
        isEmpty={(page) => page.list.length === 0}
        empty={
          <Stack py="10" align="center" gap="3">
            <Text color="fg.muted">
              <FormattedMessage
                id={search.status === undefined ? 'mall.orders.empty' : 'mall.orders.emptyStatus'}
              />
            </Text>
            <Button asChild colorPalette="brand" variant="outline">
              <RouterLink to={MALL_ROUTE} params={{ locale }}>
                <FormattedMessage id="mall.cart.shop" />
              </RouterLink>
            </Button>
          </Stack>
        }
      >
        {(page) => (
          <Stack gap="4">
            <Stack
              as="ul"
              listStyle="none"
              gap="3"
              aria-label={intl.formatMessage({ id: 'mall.orders.label' })}
            >
              {page.list.map((o) => (
                <OrderCard key={o.id} order={o} onAct={open} />
              ))}
            </Stack>
            <Pager
              page={page.pageCurrent}
              totalPage={page.totalPage}
              onPage={(next) =>
                void navigate({
                  to: MALL_ROUTE,
                  params: { locale },
                  search: { ...tabSearch(search.status), pageCurrent: next },
                })
              }
            />
          </Stack>
        )}
      </LoadState>
      <ConfirmDialog
        open={flow.asking}
        busy={flow.busy}
        title={
          <FormattedMessage
            id={pending?.kind === 'receive' ? 'mall.orders.receiveTitle' : 'mall.orders.cancelTitle'}
          />
        }
        body={
          <FormattedMessage
            id={pending?.kind === 'receive' ? 'mall.orders.receiveBody' : 'mall.orders.cancelBody'}
            values={{ orderNo: pending?.order.orderNo ?? '', points: pending?.order.totalPoints ?? 0 }}
          />
        }
        confirmLabel={
          <FormattedMessage id={pending?.kind === 'receive' ? 'mall.orders.receive' : 'mall.orders.cancel'} />
        }
        confirmPalette={pending?.kind === 'receive' ? 'brand' : 'red'}
        onConfirm={flow.confirm}
        onCancel={flow.cancel}
      />
    </Stack>
  );
}

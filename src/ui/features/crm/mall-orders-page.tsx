import { Badge, Button, Card, HStack, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MALL_TRACKING_MAX, OrderStatus } from '../../../../contract/mall.routes';
import { createOrderShipImplementations } from '../../../machines/order-ship/order-ship.actors';
import { orderShipMachine } from '../../../machines/order-ship/order-ship.machine';
import { selectShipping } from '../../../machines/order-ship/order-ship.selectors';
import { useHttp } from '../../kit/app/app-services';
import { useSettled } from '../../kit/app/route-data';
import { shortDateTime } from '../../kit/format/date-time';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { TabLink } from '../../kit/navigation/tab-link';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import { CardQueue } from './card-queue';
import type { MallOrderRow, MallOrdersData } from './mall-orders-data';

const STATUSES = [
  OrderStatus.pending,
  OrderStatus.shipped,
  OrderStatus.received,
  OrderStatus.cancelled,
] as const;

/** The tracking number of one pending order, sent once; once shipped, the queue is read again. */
function ShipForm({ order, onShipped }: { order: MallOrderRow; onShipped: () => void }) {
  const http = useHttp();
  const machine = useMemo(() => orderShipMachine.provide(createOrderShipImplementations(http)), [http]);
  const [snapshot, send] = useMachine(machine, { input: { orderId: order.id } });
  const busy = selectShipping(snapshot);
  const { trackingNo, trackingMissing, error } = snapshot.context;
  const done = snapshot.status === 'done';
  useEffect(() => {
    if (done) onShipped();
  }, [done, onShipped]);
  if (done) return null;
  const id = `tracking-${order.id}`;
  return (
    <chakra.form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'submit' });
      }}
    >
      <Stack gap="2" borderTopWidth="1px" pt="3">
        {error ? <ErrorAlert message={error} /> : null}
        <HStack gap="3" align="flex-end" wrap="wrap">
          <Stack gap="1">
            <chakra.label htmlFor={id} textStyle="sm" fontWeight="medium">
              <FormattedMessage id="crm.mallOrders.tracking" />
            </chakra.label>
            <Input
              id={id}
              width="60"
              maxLength={MALL_TRACKING_MAX}
              value={trackingNo}
              aria-invalid={trackingMissing}
              aria-describedby={trackingMissing ? `${id}-error` : undefined}
              onChange={(e) => send({ type: 'tracking', value: e.target.value })}
            />
          </Stack>
          <Button type="submit" colorPalette="brand" size="sm" loading={busy}>
            <FormattedMessage id="crm.mallOrders.ship" />
          </Button>
        </HStack>
        {trackingMissing ? (
          <Text id={`${id}-error`} textStyle="xs" color="fg.error">
            <FormattedMessage id="crm.mallOrders.trackingRequired" />
          </Text>
        ) : null}
      </Stack>
    </chakra.form>
  );
}

function OrderCard({ order, onShipped }: { order: MallOrderRow; onShipped: () => void }) {
  const intl = useIntl();
  return (
    <Card.Root
      as="li"
      rounded="l3"
      variant="outline"
      aria-label={intl.formatMessage(
        { id: 'crm.mallOrders.orderOf' },
        { orderNo: order.orderNo, name: order.userName },
      )}
    >
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="0.5">
            <Text fontWeight="semibold">
              <FormattedMessage
                id="crm.mallOrders.member"
                values={{ name: order.userName, phone: order.userPhone }}
              />
            </Text>
            <Text textStyle="sm" color="fg.muted">
              <FormattedMessage
                id="crm.mallOrders.placed"
                values={{ orderNo: order.orderNo, time: shortDateTime(order.gmtCreate) }}
              />
            </Text>
          </Stack>
          <Badge variant="subtle" colorPalette="orange">
            <FormattedMessage id="crm.mallOrders.points" values={{ points: order.totalPoints }} />
          </Badge>
        </HStack>
        <Stack as="ul" listStyle="none" gap="1" textStyle="sm">
          {order.lines.map((l) => (
            <Text as="li" key={l.goodsId}>
              <FormattedMessage id="crm.mallOrders.line" values={{ name: l.name, quantity: l.quantity }} />
            </Text>
          ))}
        </Stack>
        <Text textStyle="sm" color="fg.muted">
          <FormattedMessage
            id="crm.mallOrders.deliver"
            values={{ name: order.receiverName, phone: order.receiverPhone, address: order.address }}
          />
        </Text>
        {order.note ? (
          <Text textStyle="sm" color="fg.muted">
            <FormattedMessage id="crm.mallOrders.note" values={{ note: order.note }} />
          </Text>
        ) : null}
        {order.trackingNo ? (
          <Text textStyle="sm">
            <FormattedMessage id="crm.mallOrders.trackingIs" values={{ no: order.trackingNo }} />
          </Text>
        ) : null}
        {order.status === OrderStatus.pending ? <ShipForm order={order} onShipped={onShipped} /> : null}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The exchange orders' queue: what members exchanged in the integral mall, awaiting shipment (oldest first is
 * not promised: newest first, as members see theirs), shipped, received or cancelled. An administrator ships a
 * pending order with its tracking number; the member then sees it and confirms receipt.
 */
export function MallOrdersPage({
  status,
  page,
  data,
}: {
  status: OrderStatus;
  page: number;
  data: MallOrdersData;
}) {
  const intl = useIntl();
  const locale = useLocaleParam();
  const navigate = useNavigate();
  const router = useRouter();
  const list = useSettled(data.list);
  useDocumentTitle(intl.formatMessage({ id: 'crm.queue.mallOrders' }));
  const reload = useCallback(() => void router.invalidate(), [router]);
  return (
    <CardQueue
      heading="crm.queue.mallOrders"
      description="crm.queue.mallOrders.description"
      filter={
        <HStack as="nav" aria-label={intl.formatMessage({ id: 'crm.mallOrders.filter' })} gap="1" wrap="wrap">
          {STATUSES.map((s) => (
            <TabLink
              key={s}
              to="/{-$locale}/crm/mall-orders"
              params={{ locale }}
              search={{ status: s === OrderStatus.pending ? undefined : s }}
              current={s === status}
            >
              <FormattedMessage id={`crm.mallOrders.status.${s}`} />
            </TabLink>
          ))}
        </HStack>
      }
      list={list}
      empty="crm.mallOrders.empty"
      page={page}
      onPage={(p) =>
        void navigate({
          to: '/{-$locale}/crm/mall-orders',
          params: { locale },
          search: {
            status: status === OrderStatus.pending ? undefined : status,
            page: p > 1 ? p : undefined,
          },
        })
      }
    >
      {(order) => <OrderCard key={order.id} order={order} onShipped={reload} />}
    </CardQueue>
  );
}

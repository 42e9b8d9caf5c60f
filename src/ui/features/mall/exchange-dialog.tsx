import { Button, HStack, Portal, Separator, Stack, Text, chakra } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { MALL_ADDRESS_MAX, MALL_NOTE_MAX, MALL_RECEIVER_MAX } from '../../../../contract/mall.routes';
import {
  selectConfirming,
  selectDelivery,
  selectDeliveryErrors,
  selectExchangeError,
  selectExchangeLines,
  selectExchangeOpen,
  selectExchangeTotal,
  selectPlacedOrder,
  selectPlacing,
  selectRefused,
} from '../../../machines/exchange/exchange.selectors';
import type { DeliveryField } from '../../../machines/exchange/exchange.types';
import { Dialog } from '../../kit/chakra/dialog';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { TextField } from '../../kit/forms/text-field';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { Points } from './mall-format';

const FIELDS: readonly { field: DeliveryField; label: string; max: number; required: boolean }[] = [
  { field: 'receiverName', label: 'mall.exchange.receiverName', max: MALL_RECEIVER_MAX, required: true },
  { field: 'receiverPhone', label: 'mall.exchange.receiverPhone', max: 11, required: true },
  { field: 'address', label: 'mall.exchange.address', max: MALL_ADDRESS_MAX, required: true },
  { field: 'note', label: 'mall.exchange.note', max: MALL_NOTE_MAX, required: false },
];

import type { ExchangeActor } from './use-exchange';

/** Confirming, placing, placed or refused: one dialog over the page that opened it. */
export function ExchangeDialog({ actor, balance }: { actor: ExchangeActor; balance: number }) {
  const intl = useIntl();
  const locale = useLocaleParam();
  const open = useSelector(actor, selectExchangeOpen);
  const confirming = useSelector(actor, selectConfirming);
  const placing = useSelector(actor, selectPlacing);
  const refused = useSelector(actor, selectRefused);
  const lines = useSelector(actor, selectExchangeLines);
  const total = useSelector(actor, selectExchangeTotal);
  const delivery = useSelector(actor, selectDelivery);
  const errors = useSelector(actor, selectDeliveryErrors);
  const error = useSelector(actor, selectExchangeError);
  const order = useSelector(actor, selectPlacedOrder);
  const editing = confirming || placing || refused;
  const short = total > balance;
  return (
    <Dialog.Root
      open={open}
      placement="center"
      closeOnInteractOutside={!placing}
      onOpenChange={(e) => {
        if (!e.open && !placing) actor.send({ type: 'close' });
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="exchange-dialog">
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id={order ? 'mall.exchange.placedTitle' : 'mall.exchange.title'} />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {order ? (
                <Stack gap="3" role="status">
                  <Text>
                    <FormattedMessage id="mall.exchange.placed" values={{ orderNo: order.orderNo }} />
                  </Text>
                  <Text>
                    <FormattedMessage
                      id="mall.exchange.balanceAfter"
                      values={{
                        points: <FormattedNumber value={order.balanceAfter} />,
                        n: order.balanceAfter,
                      }}
                    />
                  </Text>
                </Stack>
              ) : (
                <chakra.form
                  display="flex"
                  flexDirection="column"
                  gap="4"
                  id="exchange-form"
                  noValidate
                  onSubmit={(e) => {
                    e.preventDefault();
                    actor.send({ type: 'confirm' });
                  }}
                >
                  <Stack
                    as="ul"
                    listStyle="none"
                    gap="2"
                    aria-label={intl.formatMessage({ id: 'mall.exchange.lines' })}
                  >
                    {lines.map((l) => (
                      <HStack as="li" key={l.goodsId} justify="space-between" gap="3" textStyle="sm">
                        <Text lineClamp={1}>
                          <FormattedMessage id="mall.line" values={{ name: l.name, quantity: l.quantity }} />
                        </Text>
                        <Points value={l.price * l.quantity} flexShrink={0} />
                      </HStack>
                    ))}
                  </Stack>
                  <Separator />
                  <HStack justify="space-between">
                    <Text fontWeight="medium">
                      <FormattedMessage id="mall.exchange.total" />
                    </Text>
                    <Points value={total} textStyle="lg" data-testid="exchange-total" />
                  </HStack>
                  <Text textStyle="sm" color={short ? 'red.fg' : 'fg.muted'}>
                    <FormattedMessage
                      id={short ? 'mall.exchange.short' : 'mall.exchange.after'}
                      values={{
                        balance: <FormattedNumber value={balance} />,
                        after: <FormattedNumber value={balance - total} />,
                        n: balance,
                      }}
                    />
                  </Text>
                  <fieldset disabled={placing}>
                    <Stack gap="3">
                      {FIELDS.map((f) => (
                        <TextField
                          key={f.field}
                          label={<FormattedMessage id={f.label} />}
                          required={f.required}
                          value={delivery[f.field]}
                          maxLength={f.max}
                          inputMode={f.field === 'receiverPhone' ? 'numeric' : undefined}
                          autoComplete={
                            f.field === 'receiverName'
                              ? 'name'
                              : f.field === 'receiverPhone'
                                ? 'tel'
                                : undefined
                          }
                          error={errors[f.field]}
                          onValueChange={(value) => actor.send({ type: 'edit', field: f.field, value })}
                        />
                      ))}
                    </Stack>
                  </fieldset>
                  {refused && error !== null ? <ErrorAlert message={error} /> : null}
                </chakra.form>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {order ? (
                <>
                  <Button variant="outline" onClick={() => actor.send({ type: 'close' })}>
                    <FormattedMessage id="mall.exchange.continue" />
                  </Button>
                  <Button asChild colorPalette="brand">
                    <RouterLink
                      to="/{-$locale}/integral/mall"
                      params={{ locale }}
                      search={{ view: 'orders' }}
                      onClick={() => actor.send({ type: 'close' })}
                    >
                      <FormattedMessage id="mall.exchange.toOrders" />
                    </RouterLink>
                  </Button>
                </>
              ) : editing ? (
                <>
                  <Button variant="outline" disabled={placing} onClick={() => actor.send({ type: 'back' })}>
                    <FormattedMessage id="mall.exchange.back" />
                  </Button>
                  <Button
                    colorPalette="brand"
                    type={refused ? 'button' : 'submit'}
                    form="exchange-form"
                    loading={placing}
                    disabled={short}
                    onClick={refused ? () => actor.send({ type: 'retry' }) : undefined}
                  >
                    <FormattedMessage id={refused ? 'mall.exchange.retry' : 'mall.exchange.confirm'} />
                  </Button>
                </>
              ) : null}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

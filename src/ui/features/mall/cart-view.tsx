import { Badge, Button, Card, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { CartLine } from '../../../../contract/mall';
import { MALL_MAX_QUANTITY } from '../../../../contract/mall.routes';
import { createCartEditImplementations } from '../../../machines/cart-edit/cart-edit.actors';
import { cartEditMachine } from '../../../machines/cart-edit/cart-edit.machine';
import { selectCartBusy, selectCartError } from '../../../machines/cart-edit/cart-edit.selectors';
import type { CartChange } from '../../../machines/cart-edit/cart-edit.types';
import { useHttp } from '../../kit/app/app-services';
import { actorOptions } from '../../kit/app/inspector';
import { LoadState } from '../../kit/app/load-state';
import { useSettled } from '../../kit/app/route-data';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { LabelledCheckbox } from '../../kit/forms/labelled-checkbox';
import { NativeCheckbox } from '../../kit/forms/native-checkbox';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { ExchangeDialogSlot, exchangeIntent, useExchange } from './use-exchange';
import { GoodsPicture } from './goods-picture';
import type { MallData } from './mall-data';
import { Points } from './mall-format';
import { QuantityStepper } from './quantity-stepper';
import { GOODS_ROUTE, MALL_ROUTE } from './mall-routes';

/** The most of a line the member may take: the stock, what their limit leaves, the cart's cap. */
function lineMax(line: CartLine): number {
  const byLimit = line.limitPerPerson > 0 ? line.limitPerPerson - line.boughtCount : MALL_MAX_QUANTITY;
  return Math.max(1, Math.min(line.stock, byLimit, MALL_MAX_QUANTITY));
}

function Problem({ line }: { line: CartLine }) {
  if (line.reason === '') return null;
  return (
    <Badge
      colorPalette={line.reason === 'offShelf' || line.reason === 'outOfStock' ? 'gray' : 'red'}
      variant="subtle"
    >
      <FormattedMessage
        id={`mall.cart.reason.${line.reason}`}
        values={{ stock: line.stock, limit: line.limitPerPerson, bought: line.boughtCount }}
      />
    </Badge>
  );
}

function CartRow({
  line,
  busy,
  apply,
}: {
  line: CartLine;
  busy: boolean;
  apply: (change: CartChange) => void;
}) {
  const intl = useIntl();
  const locale = useLocaleParam();
  const link = { to: GOODS_ROUTE, params: { locale, id: line.goodsId } } as const;
  return (
    <Card.Root as="li" rounded="l3" data-testid="cart-line">
      <Card.Body p={{ base: '3', md: '4' }}>
        <Flex gap="3" align="center">
          <NativeCheckbox
            aria-label={intl.formatMessage({ id: 'mall.cart.select' }, { name: line.name })}
            checked={line.selected === 1 && line.ready === 1}
            disabled={busy || line.ready === 0}
            onToggle={() =>
              apply({ kind: 'select', goodsIds: [line.goodsId], selected: line.selected === 1 ? 0 : 1 })
            }
          />
          <RouterLink {...link} tabIndex={-1} aria-hidden>
            <GoodsPicture src={line.cover} w={{ base: '16', md: '20' }} rounded="l2" flexShrink={0} />
          </RouterLink>
          <Stack gap="1.5" flex="1" minW="0">
            <Link asChild fontWeight="medium" color="inherit" _hover={{ color: 'brand.fg' }} lineClamp={2}>
              <RouterLink {...link}>{line.name}</RouterLink>
            </Link>
            <HStack gap="2" wrap="wrap">
              <Points value={line.price} textStyle="sm" />
              <Problem line={line} />
            </HStack>
            <HStack gap="3" wrap="wrap" justify="space-between">
              <QuantityStepperLine line={line} busy={busy} apply={apply} />
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                disabled={busy}
                onClick={() => apply({ kind: 'remove', goodsIds: [line.goodsId] })}
              >
                <FormattedMessage id="mall.cart.remove" />
              </Button>
            </HStack>
          </Stack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

function QuantityStepperLine({
  line,
  busy,
  apply,
}: {
  line: CartLine;
  busy: boolean;
  apply: (change: CartChange) => void;
}) {
  const intl = useIntl();
  if (line.reason === 'offShelf' || line.reason === 'outOfStock') return <span />;
  return (
    <QuantityStepper
      value={line.quantity}
      max={Math.max(lineMax(line), line.quantity)}
      disabled={busy}
      label={intl.formatMessage({ id: 'mall.quantity.of' }, { name: line.name })}
      onChange={(quantity) => apply({ kind: 'save', goodsId: line.goodsId, quantity, replace: 1 })}
    />
  );
}

/**
 * `/integral/mall?view=cart`: the member's cart. Lines can be selected, changed and removed; the selected
 * lines that can be taken as they stand are exchanged together. A line that cannot (off the shelf, sold out,
 * over the stock or the member's limit) says why and is left out.
 */
export function CartView({ data }: { data: MallData }) {
  const intl = useIntl();
  const http = useHttp();
  const router = useRouter();
  const locale = useLocaleParam();
  const cart = useSettled(data.cart ?? { ok: false, error: '' });
  const [logic] = useState(() =>
    cartEditMachine.provide(createCartEditImplementations(http, () => void router.invalidate())),
  );
  const editor = useActorRef(logic, actorOptions());
  const busy = useSelector(editor, selectCartBusy);
  const error = useSelector(editor, selectCartError);
  const exchange = useExchange();
  const apply = (change: CartChange) => editor.send({ type: 'apply', change });
  // The dialog stays outside the cart's own states: a placed exchange empties the cart, and the dialog still
  // shows the order it placed.
  return (
    <>
      <LoadState
        data={cart}
        lines={4}
        isEmpty={(c) => c.lines.length === 0}
        empty={
          <Stack py="10" align="center" gap="3">
            <Text color="fg.muted">
              <FormattedMessage id="mall.cart.empty" />
            </Text>
            <Button asChild colorPalette="brand" variant="outline">
              <RouterLink to={MALL_ROUTE} params={{ locale }}>
                <FormattedMessage id="mall.cart.shop" />
              </RouterLink>
            </Button>
          </Stack>
        }
      >
        {(c) => {
          const ready = c.lines.filter((l) => l.ready === 1);
          const chosen = ready.filter((l) => l.selected === 1);
          const allChosen = ready.length > 0 && chosen.length === ready.length;
          const short = c.selectedTotal > c.balance;
          return (
            <Stack gap="4">
              {error !== null ? <ErrorAlert message={error} /> : null}
              <Stack
                as="ul"
                listStyle="none"
                gap="3"
                aria-label={intl.formatMessage({ id: 'mall.cart.label' })}
              >
                {c.lines.map((line) => (
                  <CartRow key={line.goodsId} line={line} busy={busy} apply={apply} />
                ))}
              </Stack>
              <Card.Root rounded="l3" position="sticky" bottom="0" zIndex="docked" shadow="md">
                <Card.Body p={{ base: '3', md: '4' }}>
                  <Flex gap="3" align="center" justify="space-between" wrap="wrap">
                    <HStack gap="4" wrap="wrap">
                      <LabelledCheckbox
                        size="sm"
                        checked={allChosen ? true : chosen.length > 0 ? 'indeterminate' : false}
                        disabled={busy || ready.length === 0}
                        onToggle={() =>
                          apply({
                            kind: 'select',
                            goodsIds: ready.map((l) => l.goodsId),
                            selected: allChosen ? 0 : 1,
                          })
                        }
                      >
                        <FormattedMessage id="mall.cart.selectAll" />
                      </LabelledCheckbox>
                    </HStack>
                    <HStack gap="4" wrap="wrap" justify="flex-end">
                      <Stack gap="0" align="flex-end">
                        <HStack gap="2">
                          <Text textStyle="sm">
                            <FormattedMessage id="mall.cart.total" values={{ count: chosen.length }} />
                          </Text>
                          <Points value={c.selectedTotal} textStyle="xl" data-testid="cart-total" />
                        </HStack>
                        <Text textStyle="xs" color={short ? 'red.fg' : 'fg.muted'}>
                          <FormattedMessage
                            id={short ? 'mall.cart.short' : 'mall.cart.balance'}
                            values={{ balance: <FormattedNumber value={c.balance} />, n: c.balance }}
                          />
                        </Text>
                      </Stack>
                      <Button
                        colorPalette="brand"
                        disabled={busy || chosen.length === 0 || short}
                        {...exchangeIntent}
                        onClick={() =>
                          exchange.checkout(
                            chosen.map((l) => ({
                              goodsId: l.goodsId,
                              name: l.name,
                              price: l.price,
                              quantity: l.quantity,
                            })),
                            1,
                          )
                        }
                      >
                        <FormattedMessage id="mall.cart.checkout" />
                      </Button>
                    </HStack>
                  </Flex>
                </Card.Body>
              </Card.Root>
            </Stack>
          );
        }}
      </LoadState>
      <ExchangeDialogSlot actor={exchange.actor} balance={cart.data?.balance ?? 0} />
    </>
  );
}

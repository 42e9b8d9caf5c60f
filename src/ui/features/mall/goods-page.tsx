import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  HStack,
  Heading,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink, useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { GoodsView } from '../../../../contract/mall';
import { MALL_MAX_QUANTITY } from '../../../../contract/mall.routes';
import { createCartEditImplementations } from '../../../machines/cart-edit/cart-edit.actors';
import { cartEditMachine } from '../../../machines/cart-edit/cart-edit.machine';
import { selectCartBusy, selectCartError } from '../../../machines/cart-edit/cart-edit.selectors';
import { useHttp } from '../../kit/app/app-services';
import { actorOptions } from '../../kit/app/inspector';
import { LoadState } from '../../kit/app/load-state';
import { useSettled } from '../../kit/app/route-data';
import { showToast } from '../../kit/app/toaster';
import { useSignInPrompt } from '../../kit/dialogs/sign-in-prompt';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { RichText } from '../../kit/rich-text/rich-text';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import { ExchangeDialogSlot, exchangeIntent, useExchange } from './use-exchange';
import type { GoodsData } from './goods-data';
import { GoodsPicture } from './goods-picture';
import { Points, StockBadge } from './mall-format';
import { MALL_ROUTE } from './mall-routes';
import { QuantityStepper } from './quantity-stepper';

/** The pictures: the chosen one large, all of them as thumbnails to choose from. */
function Gallery({ goods }: { goods: GoodsView }) {
  const intl = useIntl();
  const [shown, setShown] = useState(0);
  const pictures = goods.pictures.length > 0 ? goods.pictures : [''];
  return (
    <Stack gap="3">
      <GoodsPicture src={pictures[shown] ?? ''} alt={goods.name} eager rounded="l3" borderWidth="1px" />
      {pictures.length > 1 ? (
        <HStack gap="2" role="group" aria-label={intl.formatMessage({ id: 'mall.goods.pictures' })}>
          {pictures.map((src, i) => (
            <Box
              as="button"
              key={src}
              w="16"
              rounded="l2"
              overflow="hidden"
              borderWidth="2px"
              borderColor={i === shown ? 'brand.solid' : 'transparent'}
              aria-label={intl.formatMessage({ id: 'mall.goods.picture' }, { n: i + 1 })}
              aria-pressed={i === shown}
              onClick={() => setShown(i)}
            >
              <GoodsPicture src={src} />
            </Box>
          ))}
        </HStack>
      ) : null}
    </Stack>
  );
}

function Buying({ goods, visitor, cartCount }: { goods: GoodsView; visitor: boolean; cartCount: number }) {
  const intl = useIntl();
  const http = useHttp();
  const router = useRouter();
  const locale = useLocaleParam();
  const { guard, prompt } = useSignInPrompt();
  const [quantity, setQuantity] = useState(1);
  const [logic] = useState(() =>
    cartEditMachine.provide(
      createCartEditImplementations(http, () => {
        showToast('success', intl.formatMessage({ id: 'mall.cart.added' }));
        void router.invalidate();
      }),
    ),
  );
  const editor = useActorRef(logic, actorOptions());
  const adding = useSelector(editor, selectCartBusy);
  const error = useSelector(editor, selectCartError);
  const exchange = useExchange();
  const max = Math.max(1, Math.min(goods.available, MALL_MAX_QUANTITY));
  // What may still be taken shrinks after an exchange: the chosen quantity follows it down.
  const chosen = Math.min(quantity, max);
  const blocked = goods.available === 0;
  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap" align="baseline">
        <Points value={goods.price} textStyle="3xl" />
        <StockBadge stock={goods.stock} />
        {goods.limitPerPerson > 0 ? (
          <Badge variant="outline" colorPalette="orange">
            <FormattedMessage id="mall.limit" values={{ limit: goods.limitPerPerson }} />
          </Badge>
        ) : null}
      </HStack>
      <Text textStyle="sm" color="fg.muted">
        <FormattedMessage id="mall.exchanged" values={{ count: goods.exchangedCount }} />
      </Text>
      {goods.balance !== null ? (
        <Text textStyle="sm" data-testid="goods-balance">
          <FormattedMessage
            id="mall.balance"
            values={{ points: <FormattedNumber value={goods.balance} />, n: goods.balance }}
          />
          {goods.boughtCount > 0 ? (
            <Text as="span" color="fg.muted" ms="2">
              <FormattedMessage id="mall.goods.bought" values={{ count: goods.boughtCount }} />
            </Text>
          ) : null}
        </Text>
      ) : null}
      {blocked ? (
        <Text color="fg.muted" role="status">
          <FormattedMessage
            id={goods.stock === 0 ? 'mall.goods.soldOut' : 'mall.goods.limitReached'}
            values={{ limit: goods.limitPerPerson }}
          />
        </Text>
      ) : (
        <HStack gap="3" wrap="wrap">
          <Text textStyle="sm">
            <FormattedMessage id="mall.quantity" />
          </Text>
          <QuantityStepper
            value={chosen}
            max={max}
            disabled={adding}
            label={intl.formatMessage({ id: 'mall.quantity.of' }, { name: goods.name })}
            onChange={setQuantity}
          />
          <Text textStyle="xs" color="fg.muted">
            <FormattedMessage id="mall.goods.available" values={{ count: goods.available }} />
          </Text>
        </HStack>
      )}
      {error !== null ? <ErrorAlert message={error} /> : null}
      <Flex gap="3" wrap="wrap">
        <Button
          variant="outline"
          colorPalette="brand"
          size="lg"
          loading={adding}
          disabled={blocked}
          onClick={() =>
            guard(() =>
              editor.send({
                type: 'apply',
                change: { kind: 'save', goodsId: goods.id, quantity, replace: 0 },
              }),
            )
          }
        >
          <FormattedMessage id="mall.cart.add" />
        </Button>
        <Button
          colorPalette="brand"
          size="lg"
          disabled={blocked}
          {...exchangeIntent}
          onClick={() =>
            guard(() =>
              exchange.checkout(
                [{ goodsId: goods.id, name: goods.name, price: goods.price, quantity: chosen }],
                0,
              ),
            )
          }
        >
          <FormattedMessage id="mall.buyNow" />
        </Button>
        {!visitor ? (
          <Button asChild variant="ghost" size="lg">
            <RouterLink to={MALL_ROUTE} params={{ locale }} search={{ view: 'cart' }}>
              <FormattedMessage id="mall.view.cart" />
              {cartCount > 0 ? (
                <Badge colorPalette="red" variant="solid" rounded="full" data-testid="cart-count">
                  {cartCount}
                </Badge>
              ) : null}
            </RouterLink>
          </Button>
        ) : null}
      </Flex>
      {prompt}
      {goods.balance !== null ? <ExchangeDialogSlot actor={exchange.actor} balance={goods.balance} /> : null}
    </Stack>
  );
}

/** `/integral/goods/{id}`: a goods of the mall, its pictures, price, stock and description. */
export function GoodsPage({ data }: { data: GoodsData }) {
  const intl = useIntl();
  const locale = useLocaleParam();
  const goods = useSettled(data.goods);
  useDocumentTitle(goods.data?.name ?? intl.formatMessage({ id: 'mall.title' }));
  const cartCount = data.cart?.ok ? data.cart.data.lines.length : 0;
  return (
    <Stack gap="5">
      <Link asChild color="fg.muted" textStyle="sm" alignSelf="flex-start">
        <RouterLink to={MALL_ROUTE} params={{ locale }}>
          <FormattedMessage id="mall.backToMall" />
        </RouterLink>
      </Link>
      <LoadState data={goods} lines={8} isEmpty={() => false} empty={null}>
        {(g) => (
          <Stack gap="6">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '5', md: '8' }}>
              <Gallery goods={g} />
              <Stack gap="4">
                <Text textStyle="sm" color="fg.muted">
                  {g.categoryName}
                </Text>
                <Heading as="h1" size="2xl">
                  {g.name}
                </Heading>
                {g.summary ? <Text color="fg.muted">{g.summary}</Text> : null}
                <Buying goods={g} visitor={data.visitor} cartCount={cartCount} />
              </Stack>
            </SimpleGrid>
            {g.description ? (
              <Card.Root rounded="l3" as="section" aria-labelledby="goods-description">
                <Card.Body gap="3">
                  <Heading as="h2" size="md" id="goods-description">
                    <FormattedMessage id="mall.goods.description" />
                  </Heading>
                  <RichText html={g.description} />
                </Card.Body>
              </Card.Root>
            ) : null}
          </Stack>
        )}
      </LoadState>
    </Stack>
  );
}

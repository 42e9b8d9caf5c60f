import type { Page } from '@playwright/test';
import {
  HOSTS,
  enterHome,
  expect,
  gatewayCall,
  localePath,
  saveScreenshot,
  test,
  text,
  tokenCookie,
  type Locale,
} from './fixtures';

/*
 * The integral mall on the site bound to 星河科技. In Chinese a member puts goods in the cart, exchanges them with
 * a double click on confirm (one order), sees the balance, the order and the ranking move, then cancels and gets
 * the points back. In English, on a phone, another member exchanges from a goods page. A visitor is asked to sign
 * in. Members of their own, so the other suites' balances stay as seeded.
 */

const ORIGIN = HOSTS.bound;
const FENG = { phone: '13800000109', name: '冯雪', points: 960 };
const CAO = { phone: '13800000110', name: '曹阳', points: 820 };

async function goodsIdOf(page: Page, name: string): Promise<string> {
  const res = await gatewayCall<{ list: { id: string; name: string }[] }>(
    page.request,
    ORIGIN,
    'POST',
    '/mall/api/goods/page',
    { keyword: name, pageSize: 5 },
  );
  const found = res.data.list.find((g) => g.name === name);
  if (!found) throw new Error(`no goods ${name}`);
  return found.id;
}

async function integralValue(page: Page): Promise<number> {
  const token = (await tokenCookie(page.context(), ORIGIN)) ?? '';
  const res = await gatewayCall<{ value: number }>(
    page.request,
    ORIGIN,
    'POST',
    '/user/auth/user/integral/rank/current',
    {},
    { token },
  );
  expect(res.code, res.msg).toBe(200);
  return res.data.value;
}

test('a member fills a cart, exchanges it once, sees balance, order and ranking move, and cancels (zh)', async ({
  page,
}) => {
  const t = (key: string, values?: Record<string, string | number>) => text('zh', key, values);
  await enterHome(page, { origin: ORIGIN, phone: FENG.phone, locale: 'zh' });
  await page.goto(`${ORIGIN}/integral/mall`);
  await expect(page.getByRole('heading', { level: 1, name: t('mall.title') })).toBeVisible();
  await expect(page.getByTestId('mall-balance')).toContainText('960');
  const goods = page.getByRole('list', { name: t('mall.goods.label') });
  await expect(goods.getByRole('listitem')).toHaveCount(12);
  // The sold-out goods comes last, marked.
  await expect(goods.getByRole('listitem').last()).toContainText('年度学习节门票');
  await expect(goods.getByRole('listitem').last()).toContainText(t('mall.stock.soldOut'));
  await saveScreenshot(page, 'mall-zh-shelf');

  // A category, then the goods.
  await page.getByRole('link', { name: /办公好物/ }).click();
  await expect(goods.getByRole('listitem')).toHaveCount(4);
  await goods.getByRole('link', { name: '桌面多肉小盆栽' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '桌面多肉小盆栽' })).toBeVisible();
  await page.getByRole('button', { name: t('mall.quantity.more') }).click();
  await page.getByRole('button', { name: t('mall.cart.add') }).click();
  await expect(page.getByText(t('mall.cart.added'))).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await saveScreenshot(page, 'mall-zh-goods');

  // The cart: two plants, 180 points.
  await page.getByRole('link', { name: new RegExp(t('mall.view.cart')) }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-total')).toContainText('180');
  await page.getByRole('button', { name: t('mall.cart.checkout') }).click();
  const dialog = page.getByTestId('exchange-dialog');
  await expect(dialog).toBeVisible();
  // Nothing is sent without a phone and an address.
  await dialog.getByRole('button', { name: t('mall.exchange.confirm') }).click();
  await expect(dialog.getByText(t('mall.address.required'))).toBeVisible();
  await dialog.getByLabel(t('mall.exchange.receiverPhone')).fill(FENG.phone);
  await dialog.getByLabel(t('mall.exchange.address')).fill('星河大厦 12 层 1206');
  await saveScreenshot(page, 'mall-zh-confirm');
  await dialog.getByRole('button', { name: t('mall.exchange.confirm') }).dblclick();
  await expect(dialog.getByText(t('mall.exchange.placedTitle'))).toBeVisible();
  await expect(dialog).toContainText('780');
  await dialog.getByRole('link', { name: t('mall.exchange.toOrders') }).click();

  // One order, pending; the cart is empty; the balance and the ranking moved by 180.
  const orders = page.getByTestId('mall-order');
  await expect(orders).toHaveCount(1);
  await expect(orders.first().getByTestId('order-status')).toHaveText(t('mall.orders.status.1'));
  await expect(orders.first()).toContainText('桌面多肉小盆栽');
  await expect(page.getByTestId('mall-balance')).toContainText('780');
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  expect(await integralValue(page)).toBe(780);
  await saveScreenshot(page, 'mall-zh-orders');

  // Cancelled: the points come back.
  await orders
    .first()
    .getByRole('button', { name: t('mall.orders.cancel') })
    .click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: t('mall.orders.cancel') })
    .click();
  await expect(orders.first().getByTestId('order-status')).toHaveText(t('mall.orders.status.4'));
  await expect(page.getByTestId('mall-balance')).toContainText('960');
  expect(await integralValue(page)).toBe(960);

  // The ledger says both.
  await page.goto(`${ORIGIN}/account?change=10`);
  await expect(page.getByText(t('account.points.rule.mall_refund'))).toBeVisible();
});

test('a member on a phone exchanges from a goods page (en)', async ({ page }) => {
  const t = (key: string, values?: Record<string, string | number>) => text('en', key, values);
  await page.setViewportSize({ width: 390, height: 844 });
  await enterHome(page, { origin: ORIGIN, phone: CAO.phone, locale: 'en' });
  const umbrella = await goodsIdOf(page, '自动折叠雨伞');
  await page.goto(`${ORIGIN}${localePath('en', `/integral/goods/${umbrella}`)}`);
  await expect(page.getByRole('heading', { level: 1, name: '自动折叠雨伞' })).toBeVisible();
  await expect(page.getByTestId('goods-balance')).toContainText('820');
  await page.getByRole('button', { name: t('mall.buyNow') }).click();
  const dialog = page.getByTestId('exchange-dialog');
  await dialog.getByLabel(t('mall.exchange.receiverPhone')).fill(CAO.phone);
  await dialog.getByLabel(t('mall.exchange.address')).fill('Xinghe Tower, front desk');
  await saveScreenshot(page, 'mall-en-phone-confirm');
  await dialog.getByRole('button', { name: t('mall.exchange.confirm') }).click();
  await expect(dialog.getByText(t('mall.exchange.placedTitle'))).toBeVisible();
  await expect(dialog).toContainText('560');
  await dialog.getByRole('button', { name: t('mall.exchange.continue') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('goods-balance')).toContainText('560');
  await saveScreenshot(page, 'mall-en-phone-goods');
});

test('a visitor reads the shelf and is asked to sign in to buy', async ({ page }) => {
  const t = (key: string) => text('zh' as Locale, key);
  const festival = await goodsIdOf(page, '年度学习节门票');
  await page.goto(`${ORIGIN}/integral/goods/${festival}`);
  await expect(page.getByRole('heading', { level: 1, name: '年度学习节门票' })).toBeVisible();
  // Sold out: nothing to press.
  await expect(page.getByRole('button', { name: t('mall.buyNow') })).toBeDisabled();
  const notebook = await goodsIdOf(page, '星河定制笔记本 A5');
  await page.goto(`${ORIGIN}/integral/goods/${notebook}`);
  await page.getByRole('button', { name: t('mall.cart.add') }).click();
  await expect(page.getByRole('alertdialog')).toContainText(t('visitor.signIn.title'));
  await saveScreenshot(page, 'mall-zh-visitor');
});

test('an administrator ships a pending order with its tracking number, which its member then sees', async ({
  page,
}) => {
  const t = (key: string, values?: Record<string, string | number>) => text('zh', key, values);
  // 陈立's seeded backpack awaits shipment; no other test reads it.
  await enterHome(page, { origin: ORIGIN, phone: '13800000002', locale: 'zh' });
  await page.goto(`${ORIGIN}/crm/mall-orders`);
  await expect(page.getByRole('heading', { level: 1, name: t('crm.queue.mallOrders') })).toBeVisible();
  const order = page.getByRole('listitem', { name: /陈立/ });
  await expect(order).toHaveCount(1);
  await expect(order).toContainText('城市通勤双肩包');
  await order.getByRole('button', { name: t('crm.mallOrders.ship') }).click();
  await expect(order.getByText(t('crm.mallOrders.trackingRequired'))).toBeVisible();
  await order.getByLabel(t('crm.mallOrders.tracking')).fill('SF9988776655');
  await saveScreenshot(page, 'mall-zh-crm-ship');
  await order.getByRole('button', { name: t('crm.mallOrders.ship') }).click();
  await expect(page.getByRole('listitem', { name: /陈立/ })).toHaveCount(0);
  await page.getByRole('link', { name: t('crm.mallOrders.status.2') }).click();
  await expect(page.getByRole('listitem', { name: /陈立/ })).toContainText('SF9988776655');

  // 陈立 sees it shipped and confirms it arrived.
  await page.context().clearCookies();
  await enterHome(page, { origin: ORIGIN, phone: '13800000003', locale: 'zh' });
  await page.goto(`${ORIGIN}/integral/mall?view=orders&status=2`);
  const mine = page.getByTestId('mall-order').filter({ hasText: '城市通勤双肩包' });
  await expect(mine).toContainText('SF9988776655');
  await mine.getByRole('button', { name: t('mall.orders.receive') }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: t('mall.orders.receive') })
    .click();
  await expect(page.getByTestId('mall-order').filter({ hasText: '城市通勤双肩包' })).toHaveCount(0);
  await page.getByRole('link', { name: new RegExp(t('mall.orders.status.3')) }).click();
  await expect(page.getByTestId('mall-order').filter({ hasText: '城市通勤双肩包' })).toHaveCount(1);
});

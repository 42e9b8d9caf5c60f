import type { Page } from '@playwright/test';
import {
  ACCOUNTS,
  COMPANIES,
  HOSTS,
  HomePage,
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
 * My points in the account centre (change=10), on the site bound to 星河科技. In Chinese the demo learner, twelve
 * days into a streak, signs in for today: one press or three, one entry; the balance, the calendar and the
 * history move together and stay after a reload. In English another member, with only an opening balance, starts
 * a streak on a phone.
 */

const ORIGIN = HOSTS.bound;

async function openPoints(page: Page, locale: Locale, who: { phone: string; name: string }): Promise<void> {
  const t = (key: string) => text(locale, key);
  await enterHome(page, { origin: ORIGIN, phone: who.phone, locale });
  await new HomePage(page, locale).expectSignedIn(who.name, COMPANIES.xinghe[locale]);
  await page.goto(`${ORIGIN}${localePath(locale, '/account')}`);
  await page
    .getByRole('navigation', { name: t('account.menu.label') })
    .getByRole('link', { name: t('account.menu.points') })
    .click();
  await expect(page).toHaveURL(/change=10/);
}

/**
 * The member's balance as the gateway holds it. Other suites on the shared gateway may award the learner points
 * (an exam passed, a course learned), so the page is checked against this rather than the seeded figure.
 */
async function balanceNow(page: Page): Promise<number> {
  const token = (await tokenCookie(page.context(), ORIGIN)) ?? '';
  const res = await gatewayCall<{ balance: number }>(
    page.request,
    ORIGIN,
    'GET',
    '/user/auth/integral/summary',
    {},
    { token },
  );
  expect(res.code, res.msg).toBe(200);
  return res.data.balance;
}

const grouped = (n: number) => n.toLocaleString('en-US');

/** How many ledger entries the newest sign-in's day has, read from the gateway as the page's member. */
async function entriesOfLastSignIn(page: Page): Promise<number> {
  const token = (await tokenCookie(page.context(), ORIGIN)) ?? '';
  const res = await gatewayCall<{ list: { sourceKind: string; sourceId: string }[] }>(
    page.request,
    ORIGIN,
    'POST',
    '/user/auth/integral/record/page',
    { pageCurrent: 1, pageSize: 50 },
    { token },
  );
  expect(res.code, res.msg).toBe(200);
  const signIns = res.data.list.filter((e) => e.sourceKind === 'sign_in_day');
  return signIns.filter((e) => e.sourceId === signIns[0]?.sourceId).length;
}

const balance = (page: Page, locale: Locale) =>
  page.getByTestId('points-figures').getByText(text(locale, 'account.points.balance')).locator('..');

test('the learner signs in for today once, and the balance, calendar and history agree (zh)', async ({
  page,
}) => {
  const t = (key: string, values?: Record<string, string | number>) => text('zh', key, values);
  await openPoints(page, 'zh', ACCOUNTS.learner);
  const before = await balanceNow(page);
  expect(before).toBeGreaterThanOrEqual(1350);
  await expect(balance(page, 'zh')).toContainText(grouped(before));
  await expect(page.getByTestId('sign-in-streak')).toHaveText(
    t('account.points.signIn.streak', { days: 12 }),
  );
  await expect(page.getByText(t('account.points.signIn.tomorrow', { points: 25 }))).toBeVisible();
  const calendar = page.getByRole('grid', { name: t('account.points.signIn.calendar') });
  const today = calendar.locator('[aria-current="date"]');
  await expect(today).not.toHaveAttribute('data-signed', 'true');
  await saveScreenshot(page, 'points-zh-before');

  // Three presses, one sign-in.
  const button = page.getByRole('button', { name: t('account.points.signIn.button', { points: 5 }) });
  await button.click({ clickCount: 3 });
  await expect(
    page.getByRole('status').filter({ hasText: t('account.points.signIn.done', { points: 5 }) }),
  ).toBeVisible();
  await expect(balance(page, 'zh')).toContainText(grouped(before + 5));
  await expect(today).toHaveAttribute('data-signed', 'true');
  await expect(page.getByTestId('sign-in-streak')).toHaveText(
    t('account.points.signIn.streak', { days: 13 }),
  );
  const history = page.getByRole('list', { name: t('account.points.records') });
  await expect(history.getByRole('listitem').first()).toContainText(t('account.points.rule.sign_in'));
  await expect(history.getByTestId('points-amount').first()).toHaveText('+5');
  await page.getByRole('button', { name: t('account.points.tab.earned') }).click();
  await expect(page).toHaveURL(/state=1/);
  // Earned only: a full page of gains (the seeded exchanges are spent, so they are not here).
  await expect(history.getByText(t('account.points.rule.mall_exchange'))).toHaveCount(0);
  await expect
    .poll(
      async () =>
        (await history.getByTestId('points-amount').allTextContents()).filter((a) => a.startsWith('+'))
          .length,
    )
    .toBe(10);
  await saveScreenshot(page, 'points-zh-signed');

  // After a reload: signed today, and still one entry for today.
  await page.reload();
  await expect(page.getByText(t('account.points.signIn.signed'), { exact: true })).toBeVisible();
  await expect(balance(page, 'zh')).toContainText(grouped(before + 5));
  // Three presses and a reload: one entry for the day.
  expect(await entriesOfLastSignIn(page)).toBe(1);
});

test('a member starts a streak on a phone (en)', async ({ page }) => {
  const t = (key: string, values?: Record<string, string | number>) => text('en', key, values);
  await page.setViewportSize({ width: 390, height: 844 });
  await openPoints(page, 'en', { phone: '13800000106', name: '黄蕾' });
  await expect(page.getByTestId('sign-in-streak')).toHaveText(t('account.points.signIn.streak', { days: 0 }));
  await page.getByRole('button', { name: t('account.points.signIn.button', { points: 5 }) }).click();
  await expect(
    page.getByRole('status').filter({ hasText: t('account.points.signIn.done', { points: 5 }) }),
  ).toBeVisible();
  await expect(page.getByTestId('sign-in-streak')).toHaveText(t('account.points.signIn.streak', { days: 1 }));
  const history = page.getByRole('list', { name: t('account.points.records') });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').last()).toContainText(t('account.points.rule.opening'));
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, 'points-en-phone');
});

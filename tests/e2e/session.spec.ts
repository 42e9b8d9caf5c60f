import type { BrowserContext, Page } from '@playwright/test';
import {
  ACCOUNTS,
  COMPANIES,
  CompanyPage,
  HOSTS,
  HomePage,
  LoginPage,
  PASSWORD,
  expect,
  gatewayCall,
  learnerEnters,
  test,
  text,
  tokenCookie,
  watchGatewayCalls,
  type Origin,
} from './fixtures';

const { learner } = ACCOUNTS;

/** The gateway no longer accepts `token`: it answers with a sign-out code (300–400). */
async function expectTokenDead(page: Page, origin: Origin, token: string): Promise<void> {
  const check = await gatewayCall(page.request, origin, 'GET', '/user/auth/user/current/view', {}, { token });
  expect(check.code).toBeGreaterThanOrEqual(300);
  expect(check.code).toBeLessThanOrEqual(400);
}

/**
 * Ends the session on the server, as an administrator or another device would: the browser is not told.
 * Call it once the page has settled (`watchGatewayCalls`): a call the page is still making would otherwise
 * meet the revoked token first and sign the user out before the test acts.
 */
async function revokeServerSide(page: Page, context: BrowserContext, origin: Origin): Promise<void> {
  const token = (await tokenCookie(context, origin)) ?? '';
  expect(token, 'the portal keeps its token in ENT_WEB_TOKEN').toMatch(/^[A-Za-z0-9_-]{43}$/);
  const res = await gatewayCall(page.request, origin, 'PUT', '/user/auth/user/logout', {}, { token });
  expect(res.code, res.msg).toBe(200);
  await expectTokenDead(page, origin, token);
}

test.describe('forced sign-out when the token is revoked server-side', () => {
  test('on reload the portal lands on /login?t=login, and signing in returns to the page', async ({
    page,
    context,
  }) => {
    await learnerEnters(page, COMPANIES.xinghe.zh);
    // A page with its own search, so "back where I was" differs from the default landing page.
    const calls = watchGatewayCalls(page);
    await page.goto(`${HOSTS.open}/home?from=e2e`);
    await new HomePage(page).expectSignedIn(learner.name, COMPANIES.xinghe.zh);
    await calls.settled();

    await revokeServerSide(page, context, HOSTS.open);
    await page.reload();

    const login = new LoginPage(page);
    await expect(login.heading).toBeVisible();
    await expect(page).toHaveURL(/\/login\?/);
    expect(new URL(page.url()).searchParams.get('t')).toBe('login');
    await expect(login.message(text('zh', 'login.expired'))).toBeVisible();
    expect(await tokenCookie(context, HOSTS.open)).toBeUndefined();

    await login.withPassword(learner.phone, PASSWORD);
    await new CompanyPage(page).choose(COMPANIES.yuanshan.zh);
    await expect(page).toHaveURL(`${HOSTS.open}/home?from=e2e`);
    await new HomePage(page).expectSignedIn(learner.name, COMPANIES.yuanshan.zh);
  });

  test('a gateway call from the open page signs the user out and back to the same page', async ({
    page,
    context,
  }) => {
    await page.goto(`${HOSTS.bound}/login`);
    const login = new LoginPage(page);
    await expect(login.heading).toBeVisible();
    await login.withPassword(learner.phone, PASSWORD);
    const home = new HomePage(page);
    await home.expectSignedIn(learner.name, COMPANIES.xinghe.zh);
    const calls = watchGatewayCalls(page);
    await page.goto(`${HOSTS.bound}/en/home?tab=account`);
    const homeEn = new HomePage(page, 'en');
    await homeEn.expectSignedIn(learner.name, COMPANIES.xinghe.en);
    // Everything the page asks for on arrival is answered while the token still works; from here on the
    // only call is the one the test makes.
    await calls.settled();
    await revokeServerSide(page, context, HOSTS.bound);

    // No reload: an action on the page makes a gateway call (changing the password; the current password
    // is deliberately wrong, so nothing would change even if the token still worked).
    await page
      .getByRole('main')
      .getByRole('button', { name: text('en', 'user.changePassword') })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(text('en', 'changePassword.old'), { exact: true }).fill('Not#MyPassword1');
    await dialog.getByLabel(text('en', 'changePassword.new'), { exact: true }).fill('Fresh#Pass2026');
    await dialog.getByLabel(text('en', 'changePassword.confirm'), { exact: true }).fill('Fresh#Pass2026');
    await dialog.getByRole('button', { name: text('en', 'changePassword.submit') }).click();

    const loginEn = new LoginPage(page, 'en');
    await expect(loginEn.heading).toBeVisible();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/en/login');
    expect(url.searchParams.get('t')).toBe('login');
    await expect(loginEn.message(text('en', 'login.expired'))).toBeVisible();
    expect((await context.cookies(HOSTS.bound)).find((c) => c.name === 'ENT_WEB_TOKEN')).toBeUndefined();

    await loginEn.withPassword(learner.phone, PASSWORD);
    await expect(page).toHaveURL(`${HOSTS.bound}/en/home?tab=account`);
    await homeEn.expectSignedIn(learner.name, COMPANIES.xinghe.en);
  });
});

test('code 306 from the gateway shows the no-permission page', async ({ page }) => {
  await learnerEnters(page, COMPANIES.xinghe.zh);
  await page.route('**/gateway/user/auth/user/update/password', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ code: 306, msg: '无权限', data: null }),
    }),
  );
  await page
    .getByRole('main')
    .getByRole('button', { name: text('zh', 'user.changePassword') })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(text('zh', 'changePassword.old'), { exact: true }).fill(PASSWORD);
  await dialog.getByLabel(text('zh', 'changePassword.new'), { exact: true }).fill('Fresh#Pass2026');
  await dialog.getByLabel(text('zh', 'changePassword.confirm'), { exact: true }).fill('Fresh#Pass2026');
  await dialog.getByRole('button', { name: text('zh', 'changePassword.submit') }).click();

  await expect(page).toHaveURL(`${HOSTS.open}/permission`);
  await expect(page.getByRole('heading', { level: 1, name: text('zh', 'permission.title') })).toBeVisible();
  await expect(page.getByText(text('zh', 'permission.body'))).toBeVisible();
  // Still signed in: 306 is not a sign-out.
  await expect(page.getByRole('button', { name: text('zh', 'user.logout') })).toBeVisible();
  await page.getByRole('link', { name: text('zh', 'notFound.backHome') }).click();
  await new HomePage(page).expectSignedIn(learner.name, COMPANIES.xinghe.zh);
});

test('logout from the user menu clears the token and asks to sign in again', async ({ page, context }) => {
  await learnerEnters(page, COMPANIES.xinghe.zh);
  const token = await tokenCookie(context, HOSTS.open);
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('praxis.'))),
  ).not.toEqual([]);

  const home = new HomePage(page);
  await home.userMenu(learner.name).click();
  await home.menuItem('user.logout').click();

  const login = new LoginPage(page);
  await expect(login.heading).toBeVisible();
  await expect(page).toHaveURL(`${HOSTS.open}/login`);
  expect(await tokenCookie(context, HOSTS.open)).toBeUndefined();
  // The token is dead on the server too, not only forgotten by the browser.
  await expectTokenDead(page, HOSTS.open, token ?? '');
  // Cached user info and company id are gone.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('praxis.')))).toEqual(
    [],
  );

  await page.goto(`${HOSTS.open}/home`);
  await expect(login.heading).toBeVisible();
  const url = new URL(page.url());
  expect(url.pathname).toBe('/login');
  expect(url.searchParams.get('t')).toBe('login');
  expect(url.searchParams.get('redirect')).toBe('/home');
  await page.goBack();
  await expect(login.heading).toBeVisible();
});

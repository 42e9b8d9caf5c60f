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
  literal,
  saveScreenshot,
  test,
  text,
  type Locale,
} from './fixtures';

async function langCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies(HOSTS.open)).find((c) => c.name === 'lang')?.value;
}

function toggle(page: Page, to: Locale) {
  // The toggle names the language it switches to, in that language.
  return page.getByRole('button', {
    name: text(to === 'en' ? 'zh' : 'en', 'locale.toggle.label'),
    exact: true,
  });
}

test('/en/login is English, /login is Chinese', async ({ page }) => {
  const en = new LoginPage(page, 'en');
  await en.goto();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(new RegExp(`^${literal(text('en', 'login.pageTitle'))}\\b`));
  await expect(en.tab('password')).toBeVisible();
  await expect(en.tab('sms')).toBeVisible();
  await expect(en.tab('empNo')).toBeVisible();
  await expect(en.phone).toBeVisible();
  await expect(en.agreement).toBeVisible();
  await expect(page.getByRole('link', { name: text('en', 'login.forgot') })).toHaveAttribute(
    'href',
    '/en/forget',
  );

  const zh = new LoginPage(page, 'zh');
  await zh.goto();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(zh.tab('password')).toBeVisible();
  await expect(page.getByRole('link', { name: text('zh', 'login.forgot') })).toHaveAttribute(
    'href',
    '/forget',
  );
});

test('the toggle keeps the current page and the choice survives a reload (lang cookie)', async ({
  page,
  context,
}) => {
  await page.goto(`${HOSTS.open}/register`);
  await expect(page.getByRole('heading', { level: 1, name: text('zh', 'register.heading') })).toBeVisible();

  await toggle(page, 'en').click();
  await expect(page).toHaveURL(`${HOSTS.open}/en/register`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'register.heading') })).toBeVisible();
  expect(await langCookie(context)).toBe('en');
  const cookie = (await context.cookies(HOSTS.open)).find((c) => c.name === 'lang');
  // Remembered for a year (give or take the seconds the test took).
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365.01);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'register.heading') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The bare address follows the remembered choice.
  await page.goto(`${HOSTS.open}/`);
  await expect(page).toHaveURL(`${HOSTS.open}/en/login`);
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'login.heading') })).toBeVisible();

  // Search parameters travel with the toggle.
  await page.goto(`${HOSTS.open}/en/login?redirect=%2Fhome`);
  await toggle(page, 'zh').click();
  await expect(page).toHaveURL(`${HOSTS.open}/login?redirect=%2Fhome`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(await langCookie(context)).toBe('zh');

  await page.goto(`${HOSTS.open}/`);
  await expect(page).toHaveURL(`${HOSTS.open}/login`);
  await expect(page.getByRole('heading', { level: 1, name: text('zh', 'login.heading') })).toBeVisible();
});

test('an unknown locale segment is a localised 404 page', async ({ page }) => {
  await page.goto(`${HOSTS.open}/fr/login`);
  await expect(page.getByRole('heading', { level: 1, name: text('zh', 'notFound.title') })).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: text('zh', 'notFound.backHome') })).toBeVisible();
  await expect(page.getByRole('heading', { name: text('zh', 'login.heading') })).toHaveCount(0);

  await page.goto(`${HOSTS.open}/en/fr/login`);
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'notFound.title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('link', { name: text('en', 'notFound.backHome') }).click();
  await expect(page).toHaveURL(`${HOSTS.open}/en/login`);
});

test('screenshots of the sign-in, register and home pages in both languages', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const locale of ['zh', 'en'] as const) {
    const login = new LoginPage(page, locale);
    await login.goto();
    await saveScreenshot(page, `login-${locale}`);

    await page.goto(`${HOSTS.open}${locale === 'en' ? '/en' : ''}/register`);
    await expect(
      page.getByRole('heading', { level: 1, name: text(locale, 'register.heading') }),
    ).toBeVisible();
    await expect(page.getByLabel(text(locale, 'register.company.label'))).toBeVisible();
    await saveScreenshot(page, `register-${locale}`);
  }

  const login = new LoginPage(page);
  await login.goto();
  await login.withPassword(ACCOUNTS.learner.phone, PASSWORD);
  await new CompanyPage(page).choose(COMPANIES.xinghe.zh);
  for (const locale of ['zh', 'en'] as const) {
    await page.goto(`${HOSTS.open}${locale === 'en' ? '/en' : ''}/home`);
    const home = new HomePage(page, locale);
    await home.expectSignedIn(ACCOUNTS.learner.name, COMPANIES.xinghe[locale]);
    await saveScreenshot(page, `home-${locale}`);
  }
});

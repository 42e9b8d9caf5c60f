import { devices, type Page } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import { HOSTS, LoginPage, expect, localePath, test, text, uniqueAddress, type Locale } from './fixtures';

/*
 * Addresses that lead nowhere: an unknown path is the portal's 404 page with status 404, and the second
 * tenant's mobile address (`/h5`, not served here) says so and lets a phone continue to the full site for
 * good, instead of sending it round between `/h5`, its 404 page and `/`.
 */

const SHOTS = '/tmp/shots/integrity';
const LOCALES: Locale[] = ['zh', 'en'];

async function shoot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

for (const locale of LOCALES) {
  test.describe(`unknown addresses (${locale})`, () => {
    test('answer 404 with the portal’s 404 page; known ones 200', async ({ page }) => {
      const known = await page.goto(`${HOSTS.open}${localePath(locale, '/login')}`);
      expect(known?.status()).toBe(200);
      await expect(new LoginPage(page, locale).heading).toBeVisible();

      for (const path of ['/no-such-page', '/knowledge/course/1/extra']) {
        const res = await page.goto(`${HOSTS.open}${localePath(locale, path)}`);
        expect(res?.status(), path).toBe(404);
        await expect(
          page.getByRole('heading', { level: 1, name: text(locale, 'notFound.title') }),
        ).toBeVisible();
        await expect(page.getByRole('link', { name: text(locale, 'notFound.backHome') })).toBeVisible();
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      await shoot(page, `not-found-desktop-${locale}`);
    });
  });

  test.describe(`a phone on a site whose mobile site is not here (${locale})`, () => {
    test('lands on the notice, continues to the full site and stays there', async ({ browser }, testInfo) => {
      const context = await browser.newContext({
        ...devices['iPhone 13'],
        locale: locale === 'en' ? 'en-US' : 'zh-CN',
        extraHTTPHeaders: { 'X-Forwarded-For': uniqueAddress(testInfo) },
      });
      // A remembered English choice (the language cookie), as the language toggle leaves it.
      if (locale === 'en') await context.addCookies([{ name: 'lang', value: 'en', url: HOSTS.other }]);
      const page = await context.newPage();
      const notice = page.getByRole('heading', { level: 1, name: text(locale, 'mobileSite.title') });

      await page.goto(`${HOSTS.other}${localePath(locale, '/login')}`);
      // Two page loads (the sign-in page, then the mobile address), and an English choice a third.
      await expect(page).toHaveURL(`${HOSTS.other}${localePath(locale, '/h5')}`, { timeout: 20_000 });
      await expect(notice).toBeVisible();
      await expect(page.getByText(text(locale, 'mobileSite.description'))).toBeVisible();
      await shoot(page, `mobile-site-phone-${locale}`);
      // Deeper addresses of the mobile site say the same.
      await page.goto(`${HOSTS.other}${localePath(locale, '/h5/pages/index')}`);
      await expect(notice).toBeVisible();

      await page.getByRole('button', { name: text(locale, 'mobileSite.continue') }).click();
      const login = new LoginPage(page, locale);
      await expect(login.heading).toBeVisible();
      await expect(page).toHaveURL(`${HOSTS.other}${localePath(locale, '/login')}`);
      for (let i = 0; i < 2; i++) {
        await page.reload();
        await expect(login.heading).toBeVisible();
        await expect(page).toHaveURL(`${HOSTS.other}${localePath(locale, '/login')}`);
      }
      // The choice is kept for a year.
      const cookie = (await context.cookies(HOSTS.other)).find((c) => c.name === 'praxis_desktop');
      expect(cookie?.value).toBe('1');
      expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
      // The 404 page's way home no longer leads back to the mobile address either.
      await page.goto(`${HOSTS.other}${localePath(locale, '/no-such-page')}`);
      await page.getByRole('link', { name: text(locale, 'notFound.backHome') }).click();
      await expect(login.heading).toBeVisible();
      await context.close();
    });
  });
}

test('the mobile notice on a desktop, zh and en', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const locale of LOCALES) {
    await page.goto(`${HOSTS.other}${localePath(locale, '/h5')}`);
    await expect(
      page.getByRole('heading', { level: 1, name: text(locale, 'mobileSite.title') }),
    ).toBeVisible();
    await shoot(page, `mobile-site-desktop-${locale}`);
  }
});

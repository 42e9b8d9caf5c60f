import type { Page } from '@playwright/test';
import {
  ACCOUNTS,
  COMPANIES,
  HOSTS,
  HomePage,
  LoginPage,
  PASSWORD,
  enterHome,
  expect,
  gatewayCall,
  literal,
  newClient,
  saveScreenshot,
  serverText,
  test,
  text,
  tokenCookie,
  type Locale,
  uniqueAddress,
} from './fixtures';

/*
 * Shared announcements read by visitors (with the sign-in prompt), library file links in
 * rich text, and the mobile-site redirect.
 */

const PUBLIC_TITLE = '学习平台新版上线说明';
const INTERNAL_TITLE = '关于 2026 年度信息安全全员培训的通知';

/** Signs in on the bound site (127.0.0.1, no company choice) and lands on /home. */
async function signInBound(page: Page, locale: Locale = 'zh'): Promise<void> {
  await enterHome(page, { origin: HOSTS.bound, phone: ACCOUNTS.learner.phone, locale });
  await new HomePage(page, locale).expectSignedIn(ACCOUNTS.learner.name, COMPANIES.xinghe[locale]);
}

/** The id of a 星河科技 announcement, found through the search call with the page's own token. */
async function announcementId(page: Page, title: string): Promise<string> {
  const token = await tokenCookie(page.context(), HOSTS.bound);
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const res = await gatewayCall<{ list: { id: string; title: string }[] }>(
    page.request,
    HOSTS.bound,
    'POST',
    '/system/auth/search/page',
    { str: title, type: 8 },
    { token: token ?? '' },
  );
  const hit = res.data.list.find((h) => h.title === title);
  if (!hit) throw new Error(`no announcement "${title}"`);
  return hit.id;
}

test.describe('search from an announcement', () => {
  test('a search started from an announcement looks through news', async ({ page }) => {
    await signInBound(page);
    await page.goto(`${HOSTS.bound}/announcement/${await announcementId(page, PUBLIC_TITLE)}`);
    await expect(page.getByRole('heading', { name: PUBLIC_TITLE })).toBeVisible();
    const box = page.getByRole('search').getByRole('searchbox', { name: text('zh', 'shell.search.label') });
    await box.fill('值班');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search-str\?str=.+&type=8$/);
    await expect(page.getByRole('link', { name: '元旦假期安排及值班通知' })).toBeVisible();
  });
});

test.describe('library files in rich text', () => {
  test('a data-id link downloads the file through the download call', async ({ page }) => {
    await signInBound(page);
    await page.goto(`${HOSTS.bound}/announcement/${await announcementId(page, INTERNAL_TITLE)}`);
    const link = page.getByRole('main').getByRole('link', { name: '《信息安全培训手册》' });
    await expect(link).toHaveAttribute('data-id', /^\d+$/);
    const [call, download] = await Promise.all([
      page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/gateway/course/auth/resource/library/download',
      ),
      page.waitForEvent('download'),
      link.click(),
    ]);
    expect(call.ok()).toBe(true);
    expect(download.url()).toMatch(/\/gateway\/files\/library\/[A-Za-z0-9_-]{43}$/);
    expect(download.suggestedFilename()).toBe('信息安全培训手册.pdf');
    // The page stays where it was.
    await expect(page.getByRole('heading', { name: INTERNAL_TITLE })).toBeVisible();
  });
});

test.describe('visitors', () => {
  test('read a shared public announcement, are asked to sign in to take part, and come back', async ({
    browser,
  }, testInfo) => {
    // The id comes from a colleague's session; the visitor is a separate browser.
    const colleague = await newClient(browser, uniqueAddress(testInfo));
    await signInBound(colleague.page);
    const id = await announcementId(colleague.page, PUBLIC_TITLE);
    const internalId = await announcementId(colleague.page, INTERNAL_TITLE);
    await colleague.context.close();

    const { context, page } = await newClient(browser, uniqueAddress(testInfo));
    await page.goto(`${HOSTS.bound}/announcement/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: PUBLIC_TITLE })).toBeVisible();
    await expect(page.getByRole('link', { name: text('zh', 'shell.signIn') })).toBeVisible();
    await saveScreenshot(page, 'visitor-announcement-zh');

    const prompt = page.getByRole('alertdialog', { name: text('zh', 'visitor.signIn.title') });
    for (const name of [/^点赞/, new RegExp(`^${literal(text('zh', 'share.button'))}$`), /^登录后参与评论/]) {
      await page.getByRole('button', { name }).click();
      await expect(prompt).toBeVisible();
      await expect(prompt).toContainText('请先登录！');
      await prompt.getByRole('button', { name: text('zh', 'visitor.signIn.later') }).click();
      await expect(prompt).toBeHidden();
    }
    // A library file link asks too, without calling the gateway.
    await page.getByRole('link', { name: '《学习平台使用指南》' }).click();
    await expect(prompt).toBeVisible();

    await prompt.getByRole('button', { name: text('zh', 'visitor.signIn.go') }).click();
    const login = new LoginPage(page);
    await expect(login.heading).toBeVisible();
    expect(await login.withPassword(ACCOUNTS.learner.phone, PASSWORD)).toBe(200);
    await expect(page).toHaveURL(`${HOSTS.bound}/announcement/${id}`);
    // Now as a colleague: the like button is a real toggle and the comment box is there.
    await expect(page.getByRole('button', { name: /^点赞/ })).toHaveAttribute('aria-pressed', /true|false/);
    await expect(page.getByRole('textbox', { name: text('zh', 'account.comment.label') })).toBeVisible();

    // An internal announcement is not for visitors.
    const stranger = await newClient(browser, uniqueAddress(testInfo), { locale: 'en-US' });
    await stranger.page.goto(`${HOSTS.bound}/en/announcement/${internalId}`);
    await expect(
      stranger.page.getByRole('alert').filter({ hasText: serverText('en', 'notice.announcement.notFound') }),
    ).toBeVisible();
    await stranger.context.close();
    await context.close();
  });
});

test.describe('mobile browsers', () => {
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

  test('go to the mobile site when the site names one, signed out as well', async ({ browser }, testInfo) => {
    const context = await browser.newContext({
      userAgent: IPHONE,
      viewport: { width: 390, height: 844 },
      extraHTTPHeaders: { 'X-Forwarded-For': uniqueAddress(testInfo) },
    });
    const page = await context.newPage();
    await page.goto(`${HOSTS.other}/login`);
    await expect(page).toHaveURL(`${HOSTS.other}/h5`);
    await page.goto(`${HOSTS.other}/en/agreement?type=1`);
    await expect(page).toHaveURL(`${HOSTS.other}/h5`);

    // A site without a mobile site keeps the responsive portal.
    await page.goto(`${HOSTS.bound}/login`);
    await expect(new LoginPage(page).heading).toBeVisible();
    await expect(page).toHaveURL(`${HOSTS.bound}/login`);
    await context.close();
  });

  test('desktop browsers stay on a site with a mobile site', async ({ page }) => {
    await page.goto(`${HOSTS.other}/login`);
    await expect(new LoginPage(page).heading).toBeVisible();
    await expect(page).toHaveURL(`${HOSTS.other}/login`);
  });
});

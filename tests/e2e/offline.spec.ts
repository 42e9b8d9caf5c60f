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
  localePath,
  newClient,
  saveScreenshot,
  serverText,
  test,
  text,
  type Locale,
} from './fixtures';

/*
 * A classroom course run with the rotating code, on the site bound to 星河科技: the lecturer 陈立 opens the
 * check-in screen of the session under way of 班组安全管理面授课, the learner 林晓 checks in with the code from a
 * phone (a second browser), arrives after the grace and is recorded late rather than refused, the lecturer's
 * sheet shows it, and a code kept past its life is refused.
 */

const ORIGIN = HOSTS.bound;
const COURSE = '班组安全管理面授课';

async function signIn(page: Page, locale: Locale, who: { phone: string; name: string }): Promise<void> {
  await enterHome(page, { origin: ORIGIN, phone: who.phone, locale });
  await new HomePage(page, locale).expectSignedIn(who.name, COMPANIES.xinghe[locale]);
}

/** The lecturer's screen of the course's session under way, from "my classroom courses". */
async function openScreen(page: Page, locale: Locale): Promise<void> {
  const t = (key: string, values?: Record<string, string | number>) => text(locale, key, values);
  await page.goto(`${ORIGIN}${localePath(locale, '/lecturer')}?tab=offline`);
  const list = page.getByRole('list', { name: t('lecturer.offline.title') });
  const row = list.getByRole('listitem').filter({ hasText: COURSE });
  await expect(row.getByText(t('lecturer.offline.live'), { exact: true })).toBeVisible();
  await row.getByRole('link', { name: t('lecturer.offline.openScreen') }).click();
  await expect(page).toHaveURL(/\/knowledge\/offcourse\/\d+\?screen=\d+$/);
}

const codeUrl = (page: Page) =>
  page.getByRole('img', { name: text('zh', 'offline.screen.qr') }).getAttribute('data-checkin-url');

test('a learner checks in with the lecturer’s rotating code; late is recorded, a stale code refused (zh)', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const t = (key: string, values?: Record<string, string | number>) => text('zh', key, values);
  await signIn(page, 'zh', ACCOUNTS.lecturer);
  await openScreen(page, 'zh');
  const qr = page.getByRole('img', { name: t('offline.screen.qr') });
  await expect(qr).toBeVisible();
  const first = await codeUrl(page);
  expect(first).toMatch(/\/knowledge\/offcourse\/\d+\?code=/);
  const firstAt = Date.now();
  const sheet = page.getByRole('list', { name: t('offline.sheet.title') });
  const mine = sheet.getByRole('listitem', { name: ACCOUNTS.learner.name });
  await expect(mine.getByTestId('row-status')).toHaveText(t('offline.status.none'));
  await saveScreenshot(page, 'offline-zh-screen');

  // The learner's phone: signed in, it opens the address the code holds.
  const phone = await newClient(browser, '127.0.31.1');
  await phone.page.setViewportSize({ width: 390, height: 844 });
  await signIn(phone.page, 'zh', ACCOUNTS.learner);
  const url = await codeUrl(page);
  await phone.page.goto(url ?? '');
  const result = phone.page.getByTestId('check-in-result');
  await expect(result).toContainText(t('offline.checkIn.done'));
  // The session began 20 minutes ago and the grace is 10: late, not refused.
  await expect(result).toContainText(t('offline.status.late'));
  await expect(result).toContainText(COURSE);
  await saveScreenshot(phone.page, 'offline-zh-checked-in-phone');

  // The sheet shows it within a reading or two.
  await expect(mine.getByTestId('row-status')).toHaveText(t('offline.status.late'), { timeout: 10_000 });

  // The same scan again changes nothing.
  await phone.page.goto(url ?? '');
  await expect(result).toContainText(t('offline.checkIn.repeated'));

  // The code rotates: within 16 s the screen holds another one.
  await expect.poll(() => codeUrl(page), { timeout: 20_000 }).not.toBe(first);

  // The first code, 31 s on, is refused with the gateway's words (a photo sent on is no use).
  await page.waitForTimeout(Math.max(0, 31_000 - (Date.now() - firstAt)));
  await phone.page.goto(first ?? '');
  await expect(phone.page.getByRole('alert')).toContainText(serverText('zh', 'offline.codeExpired'));

  // The lecturer marks someone by hand.
  const other = sheet
    .getByRole('listitem')
    .filter({ has: page.getByTestId('row-status') })
    .nth(0);
  const otherName = (await other.getAttribute('aria-label')) ?? '';
  await other.getByRole('combobox').selectOption(String(4));
  await expect(sheet.getByRole('listitem', { name: otherName }).getByTestId('row-status')).toHaveText(
    t('offline.status.leave'),
  );
  await phone.context.close();
});

test('the course page shows sessions and the learner’s attendance; a task links to it (en)', async ({
  page,
}) => {
  const t = (key: string, values?: Record<string, string | number>) => text('en', key, values);
  await signIn(page, 'en', ACCOUNTS.learner);
  await page.goto(`${ORIGIN}/en/account?change=1`);
  await page.getByRole('link', { name: '2026 新任班组长培养计划', exact: true }).click();
  const attendance = page.getByTestId('task-attendance');
  await expect(attendance.getByRole('heading', { name: t('account.task.attendance.title') })).toBeVisible();
  await expect(attendance.getByRole('listitem')).toHaveCount(5);
  await attendance.getByRole('link', { name: COURSE }).first().click();

  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  await expect(page.getByText(t('offline.enrolled'), { exact: true })).toBeVisible();
  const sessions = page.getByRole('list', { name: t('offline.sessions') });
  await expect(sessions.getByRole('listitem')).toHaveCount(5);
  await expect(sessions.getByTestId('session-status').first()).toHaveText(t('offline.status.present'));
  await expect(page.getByText(t('offline.phase.live'), { exact: true })).toBeVisible();
  // A learner does not teach: no codes to show.
  await expect(page.getByRole('link', { name: t('offline.showCode') })).toHaveCount(0);
  await saveScreenshot(page, 'offline-en-course');

  // A made-up code is refused in the learner's language.
  const id = /offcourse\/(\d+)/.exec(page.url())?.[1] ?? '';
  await page.goto(`${ORIGIN}/en/knowledge/offcourse/${id}?code=1.1.1.AAAA`);
  await expect(page.getByRole('alert').first()).toContainText(serverText('en', 'offline.codeInvalid'));
});

test('the lecturer’s screen in English, with the check-out code', async ({ page }) => {
  const t = (key: string, values?: Record<string, string | number>) => text('en', key, values);
  await signIn(page, 'en', ACCOUNTS.lecturer);
  await openScreen(page, 'en');
  await expect(page.getByRole('img', { name: t('offline.screen.qr') })).toBeVisible();
  await page.getByRole('link', { name: t('offline.screen.out') }).click();
  await expect(page).toHaveURL(/kind=2/);
  await expect(page.getByRole('img', { name: t('offline.screen.qrOut') })).toBeVisible();
  await expect(page.getByTestId('code-countdown')).toBeVisible();
  await saveScreenshot(page, 'offline-en-screen-out');

  // The study projects the lecturer teaches in, beside the classroom courses.
  await page.goto(`${ORIGIN}/en/lecturer?tab=projects`);
  const projects = page.getByRole('list', { name: t('lecturer.projects.title') });
  await expect(projects.getByRole('listitem')).toHaveCount(2);
  await expect(projects.getByRole('link', { name: '2026 储备干部培养项目' })).toBeVisible();
  await saveScreenshot(page, 'lecturer-en-projects');
});

test('a visitor reads the public classroom courses, and signs in to enrol or check in (zh)', async ({
  page,
}) => {
  const t = (key: string, values?: Record<string, string | number>) => text('zh', key, values);
  await page.goto(`${ORIGIN}/knowledge`);
  await page
    .getByRole('navigation', { name: t('home.courseKinds') })
    .getByRole('link', { name: t('home.courseKinds.offline') })
    .click();
  await expect(page).toHaveURL(/\/knowledge\/offcourse$/);
  await expect(page.getByRole('heading', { level: 1, name: t('offline.list.title') })).toBeVisible();
  const list = page.getByRole('list', { name: t('offline.list.label') });
  // Public courses only: the workshop is for the company's members.
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('link', { name: COURSE })).toBeVisible();
  await expect(list.getByRole('link', { name: '精益生产现场改善' })).toBeVisible();
  await expect(list.getByText('信息安全实战工作坊')).toHaveCount(0);
  // Nothing of the reader's own: no enrolment, no "my courses".
  await expect(page.getByRole('link', { name: t('offline.list.mine') })).toHaveCount(0);
  await expect(list.getByText(t('offline.enrolled'), { exact: true })).toHaveCount(0);
  await saveScreenshot(page, 'offline-zh-visitor-list');

  // Finished courses: every session over.
  await page.getByRole('link', { name: t('offline.list.phase.over') }).click();
  await expect(page).toHaveURL(/phase=3/);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('link', { name: '精益生产现场改善' })).toBeVisible();
  await page.getByRole('link', { name: t('offline.list.phase.all') }).click();

  await list.getByRole('link', { name: COURSE }).click();
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  const sessions = page.getByRole('list', { name: t('offline.sessions') });
  await expect(sessions.getByRole('listitem')).toHaveCount(5);
  await expect(sessions.getByTestId('session-status')).toHaveCount(0);
  const call = page.getByTestId('offline-visitor');
  await expect(call).toContainText(t('offline.visitor.body'));
  await saveScreenshot(page, 'offline-zh-visitor-course');
  const courseUrl = page.url();

  // A scanned code needs an account first: the sign-in page, and back to the course afterwards.
  await page.goto(`${courseUrl}?code=1.1.1.AAAA`);
  await expect(new LoginPage(page, 'zh').heading).toBeVisible();
  await page.goto(courseUrl);
  await call.getByRole('link', { name: t('offline.visitor.enrol') }).click();
  const login = new LoginPage(page, 'zh');
  await expect(login.heading).toBeVisible();
  expect(await login.withPassword(ACCOUNTS.learner.phone, PASSWORD)).toBe(200);
  await expect(page).toHaveURL(courseUrl);
  await expect(page.getByText(t('offline.enrolled'), { exact: true })).toBeVisible();
  await expect(page.getByTestId('offline-visitor')).toHaveCount(0);
});

test('a member finds classroom courses by schedule, keyword and their own (en, phone)', async ({ page }) => {
  const t = (key: string, values?: Record<string, string | number>) => text('en', key, values);
  await signIn(page, 'en', ACCOUNTS.learner);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${ORIGIN}/en/knowledge/offcourse`);
  const list = page.getByRole('list', { name: t('offline.list.label') });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  // Those in class now come first, the finished one last.
  await expect(list.getByRole('listitem').first()).toContainText(t('offline.phase.live'));
  await expect(list.getByRole('listitem').last()).toContainText('精益生产现场改善');

  await page.getByRole('link', { name: t('offline.list.mine') }).click();
  await expect(page).toHaveURL(/mine=1/);
  await expect(list.getByRole('listitem')).toHaveCount(3);
  for (const item of await list.getByRole('listitem').all()) {
    await expect(item.getByText(t('offline.enrolled'), { exact: true })).toBeVisible();
  }
  await saveScreenshot(page, 'offline-en-list-phone');

  await page.getByRole('searchbox', { name: t('offline.list.search.label') }).fill('安全');
  await page.getByRole('button', { name: t('offline.list.search.submit') }).click();
  await expect(page.getByText(t('offline.list.search.for', { keyword: '安全' }))).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  // Both safety courses are under way: none of them is finished.
  await page.getByRole('link', { name: t('offline.list.phase.over') }).click();
  await expect(page).toHaveURL(/phase=3/);
  await expect(page.getByText(t('offline.list.emptyFiltered'))).toBeVisible();
  await page.getByRole('link', { name: t('offline.list.search.clear') }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('link', { name: '精益生产现场改善' })).toBeVisible();
  await expect(page).toHaveURL(/mine=1/);
});

test('a visitor who scans a code signs in first and comes back to the check-in (en)', async ({ page }) => {
  const t = (key: string, values?: Record<string, string | number>) => text('en', key, values);
  await page.goto(`${ORIGIN}/en/knowledge/offcourse`);
  await page
    .getByRole('list', { name: t('offline.list.label') })
    .getByRole('link', { name: COURSE })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  const course = page.url();
  // A code from a photo of an old screen: the page asks for an account first, then checks it.
  await page.goto(`${course}?code=1.1.1.AAAA`);
  const login = new LoginPage(page, 'en');
  await expect(login.heading).toBeVisible();
  expect(await login.withPassword(ACCOUNTS.learner.phone, PASSWORD)).toBe(200);
  await expect(page).toHaveURL(/\/en\/knowledge\/offcourse\/\d+\?code=/);
  await expect(page.getByRole('alert').first()).toContainText(serverText('en', 'offline.codeInvalid'));
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
});

import { mkdir } from 'node:fs/promises';
import type { Locator, Page, Response } from '@playwright/test';
import {
  ACCOUNTS,
  LoginPage,
  PASSWORD,
  expect,
  gatewayCall,
  literal,
  localePath,
  test,
  text,
  tokenCookie,
  type Locale,
} from './fixtures';
import { OwnGateway } from './own-gateway';

/*
 * "My study" on /watch for the demo learner 林晓 of 星河科技 (bound site): her figures as the gateway counts
 * them, the export of her progress into the header's download records, and the course page's tabs on a phone.
 * The spec runs on a gateway of its own (a fresh database), so the records it files never change what the
 * header's own tests count, and no other spec's studying moves the figures under it.
 * Screenshots go to /tmp/shots-figures/.
 */

const SHOTS = '/tmp/shots-figures';
const COLLECT = '/data/auth/user/course/study/collect';
const EXPORT = '/data/auth/course/user/progress/course/export';
const EXPORT_PAGE = '/system/auth/export/record/page';
const COURSE_PAGE = '/course/auth/course/info/page';
/** A demo course with contents, coursewares, comments and ratings, so every tab carries a count. */
const COURSE = '多媒体学习示例';

interface Figures {
  courseCount: number;
  notStartedCount: number;
  learningCount: number;
  learnedCount: number;
  studySeconds: number;
  todaySeconds: number;
  weekSeconds: number;
}

interface ExportRecord {
  id: string;
  fileName: string;
  exportStatus: number;
}

const gateway = new OwnGateway('praxis-e2e-figures-');

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await gateway.open();
});

test.afterAll(async () => {
  await gateway.close();
});

async function shot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  // Transitions settle first (spinners turn for ever and are left alone).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Signs the learner in on the sign-in page and answers the token the portal keeps. */
async function signIn(page: Page, locale: Locale): Promise<string> {
  const login = new LoginPage(page, locale);
  await login.goto(gateway.origin);
  expect(await login.withPassword(ACCOUNTS.learner.phone, PASSWORD)).toBe(200);
  await expect(page).not.toHaveURL(/\/login/);
  const token = await tokenCookie(page.context(), gateway.origin);
  expect(token, 'the token cookie').toBeDefined();
  return token ?? '';
}

const isCall = (path: string) => (r: Response) => new URL(r.url()).pathname === `/gateway${path}`;

async function dataOf<T>(response: Response): Promise<T> {
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  expect(envelope.code, envelope.msg).toBe(200);
  return envelope.data;
}

/**
 * Seconds as the page words them: whole minutes rounded up (any study shows), hours only when there are
 * some — `player.study.duration` in each catalogue.
 */
function studyTime(locale: Locale, seconds: number): string {
  const total = Math.ceil(seconds / 60);
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (locale === 'zh') return hours > 0 ? `${hours} 小时 ${minutes} 分` : `${minutes} 分`;
  return hours > 0 ? `${hours} h ${minutes} min` : `${minutes} min`;
}

/** The value shown under a figure's name. */
function figure(section: Locator, name: string): Locator {
  return section
    .locator('dt', { hasText: new RegExp(`^${literal(name)}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

test('the figures on /watch are the gateway’s for the demo learner (zh and en)', async ({
  page,
  request,
}) => {
  const token = await signIn(page, 'zh');
  for (const locale of ['zh', 'en'] as const) {
    const t = (key: string) => text(locale, key);
    const [answer] = await Promise.all([
      page.waitForResponse(isCall(COLLECT)),
      page.goto(`${gateway.origin}${localePath(locale, '/watch')}`),
    ]);
    const shown = await dataOf<Figures>(answer);
    await expect(page.getByRole('heading', { level: 1, name: t('player.study.heading') })).toBeVisible();

    // Asked again outside the page: the same figures (nobody studies on this gateway meanwhile).
    const asked = await gatewayCall<Figures>(request, gateway.origin, 'POST', COLLECT, {}, { token });
    expect(asked.code, asked.msg).toBe(200);
    expect(shown).toEqual(asked.data);
    const f = asked.data;
    // The seed gives her progress in three courses (45 %, 70 %, 20 %) and studied seconds in each.
    expect(f.learningCount).toBeGreaterThanOrEqual(3);
    expect(f.notStartedCount + f.learningCount + f.learnedCount).toBe(f.courseCount);
    expect(f.studySeconds).toBeGreaterThan(0);

    const section = page.getByRole('region', { name: t('player.study.figures') });
    await expect(figure(section, t('player.study.courseCount'))).toHaveText(String(f.courseCount));
    await expect(figure(section, t('course.status.notStarted'))).toHaveText(String(f.notStartedCount));
    await expect(figure(section, t('course.status.learning'))).toHaveText(String(f.learningCount));
    await expect(figure(section, t('course.status.learned'))).toHaveText(String(f.learnedCount));
    await expect(figure(section, t('player.study.totalTime'))).toHaveText(studyTime(locale, f.studySeconds));
    await expect(figure(section, t('player.study.todayTime'))).toHaveText(studyTime(locale, f.todaySeconds));
    await expect(figure(section, t('player.study.weekTime'))).toHaveText(studyTime(locale, f.weekSeconds));
    await shot(page, `figures-${locale}`);
  }
  // Two figures a row on a phone, none cut off.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`${gateway.origin}/watch`);
  const section = page.getByRole('region', { name: text('zh', 'player.study.figures') });
  await expect(figure(section, text('zh', 'player.study.weekTime'))).toBeVisible();
  for (const value of await section.locator('dd').all()) await expect(value).toBeInViewport({ ratio: 1 });
  await shot(page, 'figures-phone-zh');
});

test('exporting my progress files it in the header’s download records (zh and en)', async ({
  page,
  request,
}) => {
  const token = await signIn(page, 'zh');
  for (const locale of ['zh', 'en'] as const) {
    const t = (key: string) => text(locale, key);
    await page.goto(`${gateway.origin}${localePath(locale, '/watch')}`);
    await page.getByRole('button', { name: t('player.study.export') }).click();
    const choice = page.getByRole('group', { name: t('player.study.export.legend') });
    await expect(choice.getByRole('checkbox', { name: t('course.status.all') })).toBeChecked();
    // Only the courses under way and finished: the not-started ones are left out.
    await choice.getByText(t('course.status.notStarted'), { exact: true }).click();
    await expect(choice.getByRole('checkbox', { name: t('course.status.notStarted') })).not.toBeChecked();
    await shot(page, `export-choice-${locale}`);

    const [exported] = await Promise.all([
      page.waitForResponse(isCall(EXPORT)),
      page.getByRole('button', { name: t('player.study.export.submit'), exact: true }).click(),
    ]);
    expect(JSON.parse(exported.request().postData() ?? '{}')).toEqual({ studyStatusList: [2, 3] });
    const { id } = await dataOf<{ id: string }>(exported);
    const told = text(locale, 'player.study.export.done', { records: t('downloads.button') });
    await expect(page.getByRole('main').getByRole('status')).toHaveText(told);

    // The record as the gateway lists it, named in the page's language.
    const records = await gatewayCall<{ list: ExportRecord[] }>(
      request,
      gateway.origin,
      'POST',
      EXPORT_PAGE,
      { pageCurrent: 1, pageSize: 50 },
      { token, 'accept-language': locale === 'zh' ? 'zh-CN' : 'en' },
    );
    const record = records.data.list.find((r) => r.id === id);
    expect(record, 'the new record in the download records').toBeDefined();

    const [listed] = await Promise.all([
      page.waitForResponse(isCall(EXPORT_PAGE)),
      page.getByRole('button', { name: t('downloads.button') }).click(),
    ]);
    expect((await dataOf<{ list: ExportRecord[] }>(listed)).list.map((r) => r.id)).toContain(id);
    const list = page
      .getByRole('dialog', { name: t('downloads.title') })
      .getByRole('list', { name: t('downloads.list') });
    const row = list.getByRole('listitem').filter({ hasText: record?.fileName ?? '' });
    await expect(row).toHaveCount(1);
    // Ready at once: the row offers the download.
    await expect(
      row.getByRole('button', {
        name: text(locale, 'downloads.downloadFile', { name: record?.fileName ?? '' }),
      }),
    ).toBeVisible();
    await shot(page, `export-records-${locale}`);
    await page.keyboard.press('Escape');
  }
});

test('on a phone the course page shows its selected tab (zh and en)', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const token = await signIn(page, 'zh');
  const found = await gatewayCall<{ list: { id: string; courseName: string }[] }>(
    request,
    gateway.origin,
    'POST',
    COURSE_PAGE,
    { pageCurrent: 1, pageSize: 10, keyword: COURSE },
    { token },
  );
  const course = found.data.list.find((c) => c.courseName === COURSE);
  expect(course, COURSE).toBeDefined();

  for (const locale of ['zh', 'en'] as const) {
    const t = (key: string) => text(locale, key);
    // The last tab, straight from the address: the row starts scrolled to its start.
    await page.goto(
      `${gateway.origin}${localePath(locale, `/knowledge/course/${course?.id ?? ''}`)}?tab=ratings`,
    );
    const tabs = page.getByRole('tablist', { name: t('course.tabs') });
    const selected = tabs.getByRole('tab', { selected: true });
    await expect(selected).toHaveText(new RegExp(`^${t('course.tab.ratings')}`));
    // The counts arrive with the course; the row overflows the phone's width.
    await expect(tabs.getByRole('tab', { name: new RegExp(`^${t('course.tab.comments')}`) })).toContainText(
      /\d/,
    );
    const overflow = await tabs.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow, 'the tabs do not fit and scroll sideways').toBeGreaterThan(0);

    // Bring the row up the page without touching its sideways scroll, then look at where the tab sits.
    await tabs.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 120));
    // Whole across; the line under the tabs may clip a pixel of its height.
    await expect(selected).toBeInViewport({ ratio: 0.95 });
    expect(await tabs.evaluate((el) => el.scrollLeft), 'the row scrolled to the tab').toBeGreaterThan(0);
    const row = await tabs.boundingBox();
    const box = await selected.boundingBox();
    if (!row || !box) throw new Error('the tab row or the selected tab has no box');
    expect(box.x).toBeGreaterThanOrEqual(row.x);
    expect(box.x + box.width).toBeLessThanOrEqual(row.x + row.width + 0.5);
    await page.screenshot({ path: `${SHOTS}/course-tabs-phone-${locale}.png` });
  }
});

test('exporting my tasks files the list as filtered in the download records (zh)', async ({ page }) => {
  await signIn(page, 'zh');
  const t = (key: string) => text('zh', key);
  await page.goto(`${gateway.origin}/account?change=1&status=3`);
  const [exported] = await Promise.all([
    page.waitForResponse(isCall('/course/auth/study/task/export')),
    page.getByRole('button', { name: t('account.tasks.export'), exact: true }).click(),
  ]);
  // The list as it is filtered: the learned tab.
  expect(JSON.parse(exported.request().postData() ?? '{}')).toEqual({ tab: 3 });
  const { id } = await dataOf<{ id: string }>(exported);
  await expect(page.getByText(t('account.tasks.export.done'))).toBeVisible();
  const [listed] = await Promise.all([
    page.waitForResponse(isCall(EXPORT_PAGE)),
    page.getByRole('button', { name: t('downloads.button') }).click(),
  ]);
  const record = (
    await dataOf<{ list: { id: string; fileName: string; exportStatus: number }[] }>(listed)
  ).list.find((r) => r.id === id);
  expect(record).toMatchObject({ exportStatus: 2 });
  expect(record?.fileName).toMatch(/^我的学习任务-\d{14}\.csv$/);
});

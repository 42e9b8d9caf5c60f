import { mkdir } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import {
  ACCOUNTS,
  COMPANIES,
  HOSTS,
  HomePage,
  enterHome,
  expect,
  gatewayCall,
  localePath,
  test,
  text,
  tokenCookie,
  type Locale,
} from './fixtures';

/*
 * What first-time users tripped over in the shell, the catalogue and the account pages: boxes that cover each
 * other, text cut short, a side menu that fills a phone's first screen, a PDF too small to read, a count that
 * appears only after a click, an ended task shown as under way. Each is measured in the page as laid out.
 */

const ORIGIN = HOSTS.bound;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const SHOTS = '/tmp/shots/polish';

// Every test signs in and lays pages out at several sizes: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'laid out').not.toBeNull();
  return box ?? { x: 0, y: 0, width: 0, height: 0 };
}

async function signIn(page: Page, locale: Locale): Promise<void> {
  await enterHome(page, { origin: ORIGIN, phone: ACCOUNTS.learner.phone, locale });
  await new HomePage(page, locale).expectSignedIn(ACCOUNTS.learner.name, COMPANIES.xinghe[locale]);
}

async function shot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const sizes = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

test.describe('the header', () => {
  for (const locale of ['zh', 'en'] as const) {
    for (const [device, size] of sizes) {
      test(`the unread badge sits beside the bell, not over it (${locale}, ${device})`, async ({ page }) => {
        await page.setViewportSize(size);
        await signIn(page, locale);
        const bell = page.getByRole('button', {
          name: locale === 'zh' ? /^通知，\d+ 条未读$/ : /^Notifications, \d+ unread$/,
        });
        const badge = bell.getByTestId('notices-badge');
        await expect(badge).toHaveText('99+');
        await shot(page, `home-${locale}-${device}`);
        const icon = await boxOf(bell.locator('svg'));
        expect(overlaps(await boxOf(badge), icon)).toBe(false);
        if (device === 'desktop') {
          // Beside the bell it stays clear of the next control too (on a phone it sits above the bell).
          const next = await boxOf(page.getByTitle(text(locale, 'locale.toggle.title')));
          expect(overlaps(await boxOf(badge), next)).toBe(false);
        }
      });
    }

    test(`the search box shows its whole placeholder (${locale})`, async ({ page }) => {
      for (const width of [800, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        await signIn(page, locale);
        const input = page
          .getByRole('banner')
          .getByRole('searchbox', { name: text(locale, 'shell.search.label') });
        await expect(input).toBeVisible();
        // The placeholder's width in the input's own font, against the room inside its padding.
        const fit = await input.evaluate((el: HTMLInputElement) => {
          const style = getComputedStyle(el);
          const context = document.createElement('canvas').getContext('2d');
          if (!context) return { text: 0, room: 0 };
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return { text: context.measureText(el.placeholder).width, room };
        });
        expect(fit.text, `at ${width}px`).toBeLessThanOrEqual(fit.room);
      }
    });
  }

  test('a failed delete says "Delete failed!" in a toast that covers neither the header nor the popover', async ({
    page,
  }) => {
    for (const locale of ['en', 'zh'] as const) {
      await page.setViewportSize(DESKTOP);
      await signIn(page, locale);
      await page.route('**/gateway/system/auth/export/record/delete**', (route) =>
        route.fulfill({ json: { code: 999, msg: '', data: null } }),
      );
      await page.getByRole('button', { name: text(locale, 'downloads.button') }).click();
      const dialog = page.getByRole('dialog', { name: text(locale, 'downloads.title') });
      const row = dialog.getByRole('listitem').first();
      await row.getByRole('button', { name: /^(Delete|删除) / }).click();
      const toast = page.getByText(text(locale, 'app.deleteFailed'), { exact: true });
      await expect(toast).toBeVisible();
      await expect(row).toBeVisible();
      const toastBox = await boxOf(toast);
      expect(overlaps(toastBox, await boxOf(page.getByRole('banner').first()))).toBe(false);
      expect(overlaps(toastBox, await boxOf(dialog.getByText(text(locale, 'downloads.title'))))).toBe(false);
      await shot(page, `downloads-failed-${locale}-desktop`);
      await page.unrouteAll();
      await page.context().clearCookies();
    }
  });
});

test.describe('the account centre', () => {
  for (const locale of ['zh', 'en'] as const) {
    test(`on a phone the tab's content starts on the first screen (${locale})`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await signIn(page, locale);
      await page.goto(`${ORIGIN}${localePath(locale, '/account')}?change=6`, { waitUntil: 'commit' });
      const menu = page.getByRole('navigation', { name: text(locale, 'account.menu.label') });
      await expect(menu.getByRole('link', { name: text(locale, 'account.menu.messages') })).toBeVisible();
      const list = page.getByRole('list', { name: text(locale, 'account.announcements.list') });
      await expect(list.getByRole('listitem').first()).toBeVisible();
      expect((await boxOf(menu)).height).toBeLessThan(80);
      expect((await boxOf(list.getByRole('listitem').first())).y).toBeLessThan(PHONE.height * 0.6);
      await shot(page, `account-${locale}-phone`);
      await page.setViewportSize(DESKTOP);
      await shot(page, `account-${locale}-desktop`);
    });
  }
});

test.describe('pages of the learner', () => {
  for (const locale of ['zh', 'en'] as const) {
    test(`the rank page uses a wide screen, the boards side by side (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await signIn(page, locale);
      await page.goto(`${ORIGIN}${localePath(locale, '/home/rank')}`);
      const boards = page.getByRole('main').getByRole('heading', { level: 2 });
      await expect(boards).toHaveCount(3);
      const first = await boxOf(boards.first());
      const last = await boxOf(boards.last());
      expect(Math.abs(first.y - last.y)).toBeLessThan(4);
      const sections = page.getByRole('main').locator('section');
      const left = (await boxOf(sections.first())).x;
      const lastSection = await boxOf(sections.last());
      expect(lastSection.x + lastSection.width - left).toBeGreaterThan(1440 * 0.8);
      await shot(page, `rank-${locale}-desktop`);
      await page.setViewportSize(PHONE);
      await expect(page.getByRole('tablist')).toBeVisible();
      await shot(page, `rank-${locale}-phone`);
    });

    test(`an ended study task is marked ended on the home page (${locale})`, async ({ page }) => {
      await signIn(page, locale);
      const ended = page.getByRole('listitem').filter({ hasText: '星河云平台上线冲刺' });
      await expect(ended.getByText(text(locale, 'home.tasks.ended'), { exact: true })).toBeVisible();
      const open = page.getByRole('listitem').filter({ hasText: '新员工入职培训' });
      await expect(open.getByText(text(locale, 'home.tasks.ended'), { exact: true })).toHaveCount(0);
      // The company card shows the logo, which carries the name, and no second copy of the name.
      await expect(page.getByRole('main').getByRole('img', { name: COMPANIES.xinghe[locale] })).toBeVisible();
      await expect(page.getByRole('main').getByText(COMPANIES.xinghe[locale], { exact: true })).toHaveCount(
        0,
      );
    });

    test(`the course page shows the bookmark count before any click (${locale})`, async ({ page }) => {
      await signIn(page, locale);
      const courseId = await courseIdOf(page, '多媒体学习示例');
      await page.goto(`${ORIGIN}${localePath(locale, `/knowledge/course/${courseId}`)}`);
      const pattern = locale === 'zh' ? /^(收藏|已收藏) \d+$/ : /^(Bookmark|Bookmarked) \d+$/;
      await expect(page.getByRole('button', { name: pattern })).toBeVisible({ timeout: 30_000 });
      await shot(page, `course-${locale}-desktop`);
      await page.setViewportSize(PHONE);
      await shot(page, `course-${locale}-phone`);
    });

    test(`on a phone a PDF opens fitting the screen's width (${locale})`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await signIn(page, locale);
      const courseId = await courseIdOf(page, '多媒体学习示例');
      const token = (await tokenCookie(page.context(), ORIGIN)) ?? '';
      const tree = await gatewayCall<TreeNode[]>(
        page.request,
        ORIGIN,
        'GET',
        '/course/auth/course/chapter/period/list',
        { courseId },
        { token },
      );
      const pdf = findNode(tree.data, 'PDF：员工手册（节选）');
      await page.goto(`${ORIGIN}${localePath(locale, '/watch/course')}?courseId=${courseId}&id=${pdf}`);
      const canvas = page.getByTestId('pdf-canvas');
      // The document loads and draws its first page; a busy machine may take a while.
      await expect(canvas).toHaveAttribute('data-page', /\d+/, { timeout: 30_000 });
      expect((await boxOf(canvas)).width).toBeGreaterThan(PHONE.width * 0.9);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await shot(page, `pdf-${locale}-phone`);
    });
  }
});

interface TreeNode {
  subResourceId: string;
  subResourceName: string;
  subTrainingProgress: TreeNode[];
}

function findNode(nodes: TreeNode[], name: string): string {
  for (const n of nodes) {
    if (n.subResourceName === name) return n.subResourceId;
    const inner = findNode(n.subTrainingProgress, name);
    if (inner) return inner;
  }
  return '';
}

async function courseIdOf(page: Page, name: string): Promise<string> {
  const token = (await tokenCookie(page.context(), ORIGIN)) ?? '';
  const found = await gatewayCall<{ list: { id: string; courseName: string }[] }>(
    page.request,
    ORIGIN,
    'POST',
    '/course/auth/course/info/page',
    { pageCurrent: 1, pageSize: 10, keyword: name },
    { token },
  );
  const id = found.data.list.find((c) => c.courseName === name)?.id;
  expect(id, name).toBeDefined();
  return id ?? '';
}

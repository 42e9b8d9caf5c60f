import type { Page, Response } from '@playwright/test';
import {
  ACCOUNTS,
  COMPANIES,
  HOSTS,
  HomePage,
  enterHome,
  expect,
  literal,
  localePath,
  test,
  text,
  type Locale,
} from './fixtures';

/*
 * The header's notifications dropdown and download records popover, signed in as the demo learner on the
 * site bound to 星河科技. Clearing all records is not exercised here: the demo account's records are shared
 * by the tests of a run and there is no call that creates new ones, so that flow is covered by the
 * downloads machine's unit tests.
 */

/** The learner's seeded export records (gateway/db/seed/exports.ts): 5 ready, 1 failed, none generating. */
const EXPORTS = {
  total: 6,
  ready: '我的学习记录-2026年11月.csv',
  failed: '课程评价汇总.csv',
} as const;

const NOTICE_COUNT = '/gateway/user/auth/user/msg/notice/count';
const EXPORT_PAGE = '/gateway/system/auth/export/record/page';

interface NoticeCounts {
  count: number;
  announcementCount: number;
  userMsgNoticeCount: number;
}

const isCall = (path: string) => (r: Response) => new URL(r.url()).pathname === path;

async function dataOf<T>(response: Response): Promise<T> {
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  expect(envelope.code, envelope.msg).toBe(200);
  return envelope.data;
}

async function signIn(page: Page, locale: Locale): Promise<void> {
  await enterHome(page, { origin: HOSTS.bound, phone: ACCOUNTS.learner.phone, locale });
  await new HomePage(page, locale).expectSignedIn(ACCOUNTS.learner.name, COMPANIES.xinghe[locale]);
}

/** The bell's accessible name carries the unread count ("通知，140 条未读"). */
function noticesButton(page: Page, locale: Locale) {
  const name = locale === 'zh' ? /^通知，\d+ 条未读$/ : /^Notifications, \d+ unread$/;
  return page.getByRole('button', { name });
}

test.describe('notifications dropdown', () => {
  for (const locale of ['zh', 'en'] as const) {
    test(`badge shows 99+ and the dropdown links to messages and announcements (${locale})`, async ({
      page,
    }) => {
      await signIn(page, locale);
      const bell = noticesButton(page, locale);
      await expect(bell).toBeVisible();
      await expect(bell.getByTestId('notices-badge')).toHaveText('99+');

      // Opening asks for fresh counts; the entries show what the gateway answered.
      const [response] = await Promise.all([page.waitForResponse(isCall(NOTICE_COUNT)), bell.click()]);
      const counts = await dataOf<NoticeCounts>(response);
      expect(counts.count).toBeGreaterThan(99);
      expect(counts.count).toBe(counts.userMsgNoticeCount + counts.announcementCount);
      await expect(bell).toHaveAccessibleName(
        locale === 'zh' ? `通知，${counts.count} 条未读` : `Notifications, ${counts.count} unread`,
      );

      const messages = page.getByRole('menuitem', {
        name: text(locale, 'notices.messages', { count: counts.userMsgNoticeCount }),
      });
      const announcements = page.getByRole('menuitem', {
        name: text(locale, 'notices.announcements', { count: counts.announcementCount }),
      });
      await expect(messages).toBeVisible();
      await expect(announcements).toBeVisible();
      await expect(messages).toHaveAttribute('href', localePath(locale, '/account?change=5'));
      await expect(announcements).toHaveAttribute('href', localePath(locale, '/account?change=6'));
      await page.screenshot({ path: `test-results/screenshots/header-notices-${locale}.png` });

      // Following an entry goes to the account centre, and the route change asks for the counts again.
      const [again] = await Promise.all([page.waitForResponse(isCall(NOTICE_COUNT)), messages.click()]);
      await expect(page).toHaveURL(new RegExp(`${literal(localePath(locale, '/account'))}\\?change=5$`));
      expect((await dataOf<NoticeCounts>(again)).count).toBeGreaterThan(0);
    });
  }
});

test.describe('download records', () => {
  test('lists the records, downloads a ready file and deletes a failed one (zh)', async ({ page }) => {
    await signIn(page, 'zh');
    const trigger = page.getByRole('button', { name: text('zh', 'downloads.button') });
    const [response] = await Promise.all([page.waitForResponse(isCall(EXPORT_PAGE)), trigger.click()]);
    const records = await dataOf<{ list: { fileName: string; exportStatus: number }[] }>(response);
    expect(records.list).toHaveLength(EXPORTS.total);

    const dialog = page.getByRole('dialog', { name: text('zh', 'downloads.title') });
    const list = dialog.getByRole('list', { name: text('zh', 'downloads.list') });
    await expect(list.getByRole('listitem')).toHaveCount(EXPORTS.total);
    // A download button only for ready records; the others say what they are.
    await expect(list.getByRole('button', { name: /^下载 / })).toHaveCount(
      records.list.filter((r) => r.exportStatus === 2).length,
    );
    await expect(list.getByRole('button', { name: /^下载 / })).toHaveCount(EXPORTS.total - 1);
    await expect(list.getByText(text('zh', 'downloads.status.generating'))).toHaveCount(0);
    await expect(list.getByText(text('zh', 'downloads.status.failed'))).toHaveCount(1);
    const readyRow = list.getByRole('listitem').filter({ hasText: EXPORTS.ready });
    await expect(readyRow).toContainText(/\d+(\.\d)? (B|KB|MB)/);
    await expect(readyRow.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await page.screenshot({ path: 'test-results/screenshots/header-downloads-zh.png' });

    const downloadButton = list.getByRole('button', { name: `下载 ${EXPORTS.ready}` });
    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    expect(download.url()).toMatch(/\/gateway\/files\/exports\//);
    expect(download.suggestedFilename()).toBe(EXPORTS.ready);
    // The flag holds the button for 2 s after the file opened, then lets it go.
    await expect(downloadButton).toBeEnabled({ timeout: 5_000 });

    const failedRow = list.getByRole('listitem').filter({ hasText: EXPORTS.failed });
    await failedRow.getByRole('button', { name: `删除 ${EXPORTS.failed}` }).click();
    await expect(failedRow).toHaveCount(0);
    await expect(list.getByRole('listitem')).toHaveCount(EXPORTS.total - 1);

    // Reopening reads the list again from the gateway: the record is gone there too.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const [reread] = await Promise.all([page.waitForResponse(isCall(EXPORT_PAGE)), trigger.click()]);
    const after = await dataOf<{ list: { fileName: string }[] }>(reread);
    expect(after.list.map((r) => r.fileName)).not.toContain(EXPORTS.failed);
    await expect(list.getByRole('listitem')).toHaveCount(after.list.length);
  });

  test('the popover speaks English under /en and asks before clearing', async ({ page }) => {
    await signIn(page, 'en');
    await page.getByRole('button', { name: text('en', 'downloads.button') }).click();
    const dialog = page.getByRole('dialog', { name: text('en', 'downloads.title') });
    await expect(dialog.getByRole('list', { name: text('en', 'downloads.list') })).toBeVisible();
    // Every seeded record left is ready (the failed one may be deleted by the test above): none generating.
    await expect(
      dialog.getByRole('button', { name: text('en', 'downloads.downloadFile', { name: EXPORTS.ready }) }),
    ).toBeVisible();
    await expect(dialog.getByText(text('en', 'downloads.status.generating'))).toHaveCount(0);
    await page.screenshot({ path: 'test-results/screenshots/header-downloads-en.png' });

    // Asking to clear shows the question; cancelling keeps everything (nothing is deleted here).
    await dialog.getByRole('button', { name: text('en', 'downloads.clearAll') }).click();
    const question = dialog.getByRole('group', { name: text('en', 'downloads.clearQuestion') });
    await expect(question).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/header-downloads-confirm-en.png' });
    await question.getByRole('button', { name: text('en', 'downloads.clearCancel') }).click();
    await expect(question).toBeHidden();
    await expect(dialog.getByRole('listitem').first()).toBeVisible();
  });
});

test('both controls stay in the header at a phone width', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, 'zh');
  // The download records move into the folded menu on phones; the bell stays on the bar.
  await page.getByRole('button', { name: text('zh', 'shell.menu'), exact: true }).click();
  await page.getByRole('button', { name: text('zh', 'downloads.button') }).click();
  const dialog = page.getByRole('dialog', { name: text('zh', 'downloads.title') });
  await expect(dialog.getByRole('list', { name: text('zh', 'downloads.list') })).toBeInViewport();
  await page.screenshot({ path: 'test-results/screenshots/header-phone-downloads-zh.png' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('button', { name: text('zh', 'user.menu', { name: ACCOUNTS.learner.name }) }),
  ).toBeInViewport();
  const bell = noticesButton(page, 'zh');
  await expect(bell.getByTestId('notices-badge')).toHaveText('99+');
  await bell.click();
  await expect(page.getByRole('menuitem', { name: /^我的消息 \(\d+\)$/ })).toBeInViewport();
  await page.screenshot({ path: 'test-results/screenshots/header-phone-zh.png' });
});

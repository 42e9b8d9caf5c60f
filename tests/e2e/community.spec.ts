import type { Page } from '@playwright/test';
import {
  HOSTS,
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
 * The community on the site bound to 星河科技. In Chinese 许诺 asks a question, 周敏 answers it, 许诺 accepts the
 * answer and everyone sees it accepted; a visitor reads and is asked to sign in to like. In English, on a phone, a
 * post without a title is refused and nothing typed is lost, then published. Posting earns points: members of
 * their own, so the learner's balance stays as the points suite expects it.
 */

const ORIGIN = HOSTS.bound;

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const ADMIN = { phone: '13800000002', name: '周敏' };
const ASKER = { phone: '13800000107', name: '许诺' };
const WRITER = { phone: '13800000111', name: '彭丽' };

async function openCommunity(page: Page, locale: Locale, search = ''): Promise<void> {
  await page.goto(`${ORIGIN}${localePath(locale, '/community')}${search}`);
  await expect(page.getByRole('heading', { level: 1, name: text(locale, 'community.title') })).toBeVisible();
}

test('a question is asked, answered and its answer accepted (zh)', async ({ page, browser }, testInfo) => {
  const t = (key: string, values?: Record<string, string | number>) => text('zh', key, values);
  const title = `考试可以补考吗？${testInfo.workerIndex}-${Date.now() % 100000}`;

  await enterHome(page, { origin: ORIGIN, phone: ASKER.phone });
  await openCommunity(page, 'zh', '?tab=question');
  await expect(page.getByRole('link', { name: '学习任务里的课程可以倍速播放吗？' })).toBeVisible();
  await page.getByRole('button', { name: t('community.ask') }).click();
  await expect(page.getByRole('heading', { name: t('community.editor.new') })).toBeVisible();
  await expect(page.getByRole('radio', { name: t('community.kind.2') })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByRole('textbox', { name: t('community.editor.title'), exact: true }).fill(title);
  await page
    .getByRole('textbox', { name: t('community.editor.content') })
    .fill('上次考试没赶上，还能补考吗？');
  // A picture goes in through the upload, shows while editing, and is published for every reader.
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: '截图.png', mimeType: 'image/png', buffer: PNG });
  const draftPicture = page.getByRole('textbox', { name: t('community.editor.content') }).locator('img');
  await expect(draftPicture).toHaveAttribute('data-upload-id', /^\d+$/);
  await saveScreenshot(page, 'community-editor-zh-desktop');
  await page.getByRole('button', { name: t('community.editor.publish') }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const picture = page.locator('.rich-text img');
  await expect(picture).toHaveAttribute('src', /^\/gateway\/community\/picture\/[A-Za-z0-9_-]{43}$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText(t('community.answer.empty'))).toBeVisible();
  const postUrl = page.url();

  // Another member answers.
  const other = await newClient(browser, `10.77.0.${testInfo.workerIndex + 10}`);
  await enterHome(other.page, { origin: ORIGIN, phone: ADMIN.phone });
  await other.page.goto(postUrl);
  await expect(other.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await other.page
    .getByRole('textbox', { name: t('community.answer.label') })
    .fill('可以，考试结束后一周内联系培训部申请补考。');
  await other.page.getByRole('button', { name: t('community.answer.submit') }).click();
  await expect(other.page.getByText('可以，考试结束后一周内联系培训部申请补考。')).toBeVisible();
  // Only the one who asked may accept.
  await expect(other.page.getByRole('button', { name: t('community.answer.accept') })).toHaveCount(0);

  // The asker accepts it.
  await page.reload();
  const thread = page.getByRole('listitem', { name: t('community.comment.item', { name: ADMIN.name }) });
  await thread.getByRole('button', { name: t('community.answer.accept') }).click();
  await expect(thread.getByText(t('community.answer.accepted'))).toBeVisible();
  await expect(page.getByRole('button', { name: t('community.answer.accept') })).toHaveCount(0);
  await saveScreenshot(page, 'community-question-zh-desktop');

  await other.page.reload();
  await expect(other.page.getByText(t('community.answer.accepted'))).toBeVisible();
  await other.context.close();

  // The list says it is solved.
  await openCommunity(page, 'zh', '?tab=question');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
  await expect(card.getByText(t('community.post.solved'))).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'community-list-zh-phone');
});

test('a visitor reads a post and is asked to sign in to like it (zh)', async ({ page }) => {
  const t = (key: string) => text('zh', key);
  await openCommunity(page, 'zh');
  await expect(page.getByRole('link', { name: t('community.tab.mine') })).toHaveCount(0);
  await page.getByRole('link', { name: '如何在碎片时间里坚持学习' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '如何在碎片时间里坚持学习' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '一、把课程拆成小节' })).toBeVisible();
  await page.getByRole('button', { name: /点赞/ }).click();
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText(
    t('visitor.signIn.title'),
  );
  await saveScreenshot(page, 'community-visitor-zh-desktop');
});

test('a post without a title is refused and keeps its text, then is published (en, phone)', async ({
  page,
}) => {
  const t = (key: string) => text('en', key);
  await page.setViewportSize({ width: 390, height: 844 });
  await enterHome(page, { origin: ORIGIN, phone: WRITER.phone, locale: 'en' });
  await openCommunity(page, 'en');
  await page.getByRole('button', { name: t('community.new') }).click();
  const body = page.getByRole('textbox', { name: t('community.editor.content') });
  await body.fill('Three things I learned this week.');
  await page.getByRole('button', { name: t('community.editor.publish') }).click();
  await expect(page.getByText(t('community.editor.problem.titleRequired'))).toBeVisible();
  await expect(body).toHaveText('Three things I learned this week.');
  await saveScreenshot(page, 'community-editor-en-phone');
  await page
    .getByRole('textbox', { name: t('community.editor.title'), exact: true })
    .fill('My week of learning');
  await page.getByRole('button', { name: t('community.editor.publish') }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My week of learning' })).toBeVisible();
  await saveScreenshot(page, 'community-post-en-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await openCommunity(page, 'en', '?tab=mine');
  await expect(page.getByRole('link', { name: 'My week of learning' })).toBeVisible();
  await saveScreenshot(page, 'community-mine-en-desktop');
  expect(serverText('en', 'community.title.required')).toBe('Please enter a title');
});

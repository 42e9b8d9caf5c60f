import type { Browser, Page } from '@playwright/test';
import {
  ACCOUNTS,
  COMPANIES,
  HOSTS,
  HomePage,
  enterHome,
  expect,
  gatewayCall,
  localePath,
  newClient,
  saveScreenshot,
  test,
  text,
  tokenCookie,
  type Locale,
} from './fixtures';

/*
 * Study projects on the site bound to 星河科技: the learner's own project from "my tasks", its stages and items
 * with where the learner stands, a like; then a project that needs approval, applied for, approved by the
 * administrator 周敏 (13800000002) through the gateway's admin calls, and opened.
 */

const ORIGIN = HOSTS.bound;
const OPEN_PROJECT = '安全生产月专项学习项目';
const APPROVAL_PROJECT = '2026 储备干部培养项目';

async function signIn(page: Page, locale: Locale): Promise<void> {
  await enterHome(page, { origin: ORIGIN, phone: ACCOUNTS.learner.phone, locale });
  await new HomePage(page, locale).expectSignedIn(ACCOUNTS.learner.name, COMPANIES.xinghe[locale]);
}

/** The administrator approves the learner's application awaiting approval to the project. */
async function approve(browser: Browser, projectName: string): Promise<void> {
  const admin = await newClient(browser, '127.0.32.1');
  await enterHome(admin.page, { origin: ORIGIN, phone: '13800000002', locale: 'zh' });
  const token = (await tokenCookie(admin.context, ORIGIN)) ?? '';
  const queue = await gatewayCall<{ list: { id: string; projectName: string; name: string }[] }>(
    admin.page.request,
    ORIGIN,
    'POST',
    '/course/admin/study/project/apply/page',
    { status: 1, pageCurrent: 1, pageSize: 50 },
    { token },
  );
  expect(queue.code, queue.msg).toBe(200);
  const mine = queue.data.list.find((a) => a.projectName === projectName && a.name === ACCOUNTS.learner.name);
  expect(mine, 'the learner’s application awaits').toBeDefined();
  const decided = await gatewayCall(
    admin.page.request,
    ORIGIN,
    'PUT',
    '/course/admin/study/project/apply/audit',
    { id: mine?.id ?? '', status: 2 },
    { token },
  );
  expect(decided.code, decided.msg).toBe(200);
  await admin.context.close();
}

test('the learner’s project: from my tasks to its stages, items and a like (zh)', async ({ page }) => {
  const t = (key: string, values?: Record<string, string | number>) => text('zh', key, values);
  await signIn(page, 'zh');
  await page.goto(`${ORIGIN}/account?change=1`);
  await page.getByRole('link', { name: t('account.tasks.projects', { count: 1 }) }).click();
  await expect(page).toHaveURL(/\/knowledge\/project\?mine=1$/);
  const list = page.getByRole('list', { name: t('course.project.title') });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('link', { name: OPEN_PROJECT }).click();

  await expect(page.getByRole('heading', { level: 1, name: OPEN_PROJECT })).toBeVisible();
  await expect(page.getByTestId('project-application')).toHaveAttribute('data-status', '2');
  await expect(page.getByTestId('project-stage').first()).toBeVisible();
  const items = page.getByTestId('project-item');
  expect(await items.count()).toBeGreaterThan(2);
  // Done items show as done, and every item opens for a member.
  await expect(page.locator('[data-testid="project-item"][data-status="3"]').first()).toBeVisible();
  await expect(items.first().getByRole('link')).toBeVisible();
  const like = page.getByRole('button', { name: /点赞/ });
  const before = await like.getAttribute('aria-pressed');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
  await saveScreenshot(page, 'project-zh-joined');
});

test('a project that needs approval: apply, await, approved, its items open (zh)', async ({
  page,
  browser,
}) => {
  const t = (key: string, values?: Record<string, string | number>) => text('zh', key, values);
  await signIn(page, 'zh');
  await page.goto(`${ORIGIN}/knowledge/project`);
  const list = page.getByRole('list', { name: t('course.project.title') });
  await list.getByRole('link', { name: APPROVAL_PROJECT }).click();
  await expect(page.getByRole('heading', { level: 1, name: APPROVAL_PROJECT })).toBeVisible();
  const application = page.getByTestId('project-application');
  await expect(application).toHaveAttribute('data-status', '0');
  // Not in it yet: the items are listed, none opens.
  await expect(page.getByTestId('project-item').first()).toBeVisible();
  await expect(page.getByTestId('project-item').getByRole('link')).toHaveCount(0);
  await saveScreenshot(page, 'project-zh-apply');

  await application.getByRole('button', { name: t('course.project.apply.submit') }).click();
  await expect(application).toHaveAttribute('data-status', '1');
  await expect(application).toContainText(t('course.project.apply.status.1'));

  await approve(browser, APPROVAL_PROJECT);
  await page.reload();
  await expect(application).toHaveAttribute('data-status', '2');
  await expect(page.getByTestId('project-item').first().getByRole('link')).toBeVisible();
  await expect(page.getByTestId('project-progress')).toBeVisible();
});

test('the projects in English, with a project’s page', async ({ page }) => {
  const t = (key: string, values?: Record<string, string | number>) => text('en', key, values);
  await signIn(page, 'en');
  await page.goto(`${ORIGIN}${localePath('en', '/knowledge/project')}`);
  await expect(page.getByRole('heading', { level: 1, name: t('course.project.title') })).toBeVisible();
  const list = page.getByRole('list', { name: t('course.project.title') });
  await expect(list.getByRole('link', { name: OPEN_PROJECT })).toBeVisible();
  await saveScreenshot(page, 'project-en-list');
  await list.getByRole('link', { name: OPEN_PROJECT }).click();
  await expect(page.getByRole('heading', { level: 1, name: OPEN_PROJECT })).toBeVisible();
  await expect(page.getByText(t('course.project.apply.status.2'), { exact: true })).toBeVisible();
  await saveScreenshot(page, 'project-en-page');
});

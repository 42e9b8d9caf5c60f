import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ACCOUNTS, LoginPage, PASSWORD, expect, localePath, test, text, type Locale } from './fixtures';
import { OwnGateway } from './own-gateway';

/*
 * Learning plans of the demo learner 林晓 (decision 0056): the list reached from the user menu, a plan drafted
 * (with a refusal that keeps what was typed), saved, reloaded, published into "my tasks", archived and deleted,
 * and the seeded published plan's page in both languages and on a phone. Publishing adds to the learner's
 * tasks, so the spec runs on a gateway of its own. Screenshots go to /tmp/shots-plans/.
 */

const SHOTS = '/tmp/shots-plans';
const gateway = new OwnGateway('praxis-e2e-plans-');

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await gateway.open();
});

test.afterAll(async () => {
  await gateway.close();
});

async function shot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  // From the top, so the sticky header sits where a reader sees it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function signIn(page: Page, locale: Locale): Promise<void> {
  const login = new LoginPage(page, locale);
  await login.goto(gateway.origin);
  expect(await login.withPassword(ACCOUNTS.learner.phone, PASSWORD)).toBe(200);
  await expect(page).not.toHaveURL(/\/login/);
}

/** "yyyy-MM-dd" `days` from today in the browser's zone (the test and the browser share the machine). */
function day(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

test('a plan is drafted, refused with the typed input kept, saved, published into my tasks, archived and deleted', async ({
  page,
}) => {
  const t = (key: string, values?: Record<string, string | number>) => text('zh', key, values);
  await signIn(page, 'zh');

  // The user menu leads to the plans, counted by status from the seed.
  await page.getByRole('button', { name: t('user.menu', { name: ACCOUNTS.learner.name }) }).click();
  await page.getByRole('menuitem', { name: t('user.myPlans') }).click();
  await expect(page).toHaveURL(/\/account\/plan\/detail$/);
  await expect(page.getByRole('heading', { level: 1, name: t('account.plan.title') })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: t('account.plan.tabs') });
  await expect(tabs).toContainText(t('account.plan.status.draft'));
  const list = page.getByRole('list', { name: t('account.plan.title') });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list).toContainText('产品知识季度提升计划');
  await shot(page, 'plans-zh');

  await page
    .getByRole('link', { name: t('account.plan.new') })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: t('account.plan.builder.new') })).toBeVisible();

  // Nothing named: the page says so and asks the gateway nothing.
  await page.getByRole('button', { name: t('account.plan.builder.save') }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: t('account.plan.problem.nameRequired') }),
  ).toBeVisible();

  await page.getByLabel(t('account.plan.field.name')).fill('沟通与安全双月计划');
  await page.getByLabel(t('account.plan.field.goal')).fill('两个月内补齐沟通与信息安全两门课');
  await page.getByLabel(t('account.plan.field.start')).fill(day(0));
  await page.getByLabel(t('account.plan.field.end')).fill(day(40));

  // Courses from the library, found by a part of their name.
  const search = page.getByRole('searchbox', { name: t('account.plan.picker.label') });
  await search.fill('沟通');
  await search.press('Enter');
  await page
    .getByRole('button', { name: t('account.plan.picker.addLabel', { name: '高效沟通与跨部门协作' }) })
    .click();
  await search.fill('钓鱼');
  await search.press('Enter');
  await page
    .getByRole('button', { name: t('account.plan.picker.addLabel', { name: '钓鱼邮件识别实战' }) })
    .click();
  const chosen = page.getByRole('list', { name: t('account.plan.courseList') });
  await expect(chosen.getByRole('listitem')).toHaveCount(2);
  // The typed name survived the searches (they change the address, not the form).
  await expect(page.getByLabel(t('account.plan.field.name'))).toHaveValue('沟通与安全双月计划');

  // A course's days outside the plan's: marked at once, and publishing is refused with the form kept.
  const lateEnd = page.getByLabel(t('account.plan.builder.end', { name: '钓鱼邮件识别实战' }));
  await lateEnd.fill(day(60));
  await expect(chosen).toContainText(t('account.plan.problem.itemOutside'));
  await page.getByRole('button', { name: t('account.plan.publish') }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: t('account.plan.problem.itemOutside') }),
  ).toBeVisible();
  await expect(lateEnd).toHaveValue(day(60));
  await lateEnd.fill(day(30));
  await expect(page.getByRole('alert')).toHaveCount(0);
  await shot(page, 'builder-zh');

  // Saved as a draft: the address names it, so a reload opens it from the gateway.
  await page.getByRole('button', { name: t('account.plan.builder.save') }).click();
  await expect(page).toHaveURL(/taskId=\d+/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: t('account.plan.builder.edit') })).toBeVisible();
  await expect(page.getByLabel(t('account.plan.field.name'))).toHaveValue('沟通与安全双月计划');
  await expect(page.getByLabel(t('account.plan.builder.end', { name: '钓鱼邮件识别实战' }))).toHaveValue(
    day(30),
  );

  // Published: its page, and a task among the learner's tasks.
  await page.getByRole('button', { name: t('account.plan.publish') }).click();
  await expect(page).toHaveURL(/\/account\/plan\/task\/detail\?taskId=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: '沟通与安全双月计划' })).toBeVisible();
  await expect(page.getByText(t('account.plan.status.published'), { exact: true })).toBeVisible();
  const detail = page.url();
  await page.goto(`${gateway.origin}${localePath('zh', '/account')}?change=1`);
  await expect(page.getByRole('link', { name: '沟通与安全双月计划' })).toBeVisible();

  // Archived after a confirmation: out of my tasks; then deleted, back to the list.
  await page.goto(detail);
  await page.getByRole('button', { name: t('account.plan.archive'), exact: true }).click();
  const archive = page.getByRole('alertdialog', { name: t('account.plan.archive.title') });
  await archive.getByRole('button', { name: t('account.plan.archive') }).click();
  await expect(page.getByText(t('account.plan.status.archived'), { exact: true })).toBeVisible();
  await page.goto(`${gateway.origin}${localePath('zh', '/account')}?change=1`);
  await expect(page.getByRole('heading', { name: t('account.menu.tasks') })).toBeVisible();
  await expect(page.getByRole('link', { name: '沟通与安全双月计划' })).toHaveCount(0);
  await page.goto(detail);
  await page.getByRole('button', { name: t('account.plan.delete'), exact: true }).click();
  const remove = page.getByRole('alertdialog', { name: t('account.plan.delete.title') });
  await remove.getByRole('button', { name: t('account.plan.delete') }).click();
  await expect(page).toHaveURL(/\/account\/plan\/detail$/);
  await expect(page.getByRole('list', { name: t('account.plan.title') }).getByRole('listitem')).toHaveCount(
    3,
  );
});

test('the published plan’s page shows each course’s days and progress, in zh, en and on a phone', async ({
  page,
}) => {
  await signIn(page, 'zh');
  for (const locale of ['zh', 'en'] as const) {
    const t = (key: string, values?: Record<string, string | number>) => text(locale, key, values);
    await page.goto(`${gateway.origin}${localePath(locale, '/account/plan/detail')}?status=1`);
    await page.getByRole('link', { name: '产品知识季度提升计划' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '产品知识季度提升计划' })).toBeVisible();
    const courses = page.getByRole('list', { name: t('account.plan.courseList') });
    await expect(courses.getByRole('listitem')).toHaveCount(3);
    await expect(courses.getByRole('listitem').first()).toContainText('星河云平台产品知识');
    await expect(courses.getByRole('listitem').first()).toContainText(t('account.plan.item.learning'));
    await expect(courses.getByRole('listitem').nth(2)).toContainText(t('account.plan.item.upcoming'));
    await expect(page.getByRole('link', { name: t('account.plan.study') })).toHaveAttribute(
      'href',
      /\/account\/task\/\d+$/,
    );
    await shot(page, `plan-${locale}`);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '产品知识季度提升计划' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'plan-en-phone');
});

test('my records list the posts my tasks certify, filter them and export them (zh and en)', async ({
  page,
}) => {
  await signIn(page, 'zh');
  for (const locale of ['zh', 'en'] as const) {
    const t = (key: string, values?: Record<string, string | number>) => text(locale, key, values);
    await page.goto(`${gateway.origin}${localePath(locale, '/account')}?change=3`);
    await page
      .getByRole('navigation', { name: t('account.records.kinds') })
      .getByRole('link', { name: t('account.posts.title') })
      .click();
    await expect(page).toHaveURL(/recordType=3/);
    const list = page.getByRole('list', { name: t('account.posts.list') });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByRole('listitem').first()).toContainText('安全员');
    await expect(list.getByRole('listitem').first()).toContainText(t('account.posts.status.3'));
    await page.getByLabel(t('account.posts.statusLabel')).selectOption(String(2));
    await expect(page).toHaveURL(/postStatus=2/);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('班组长');
    await page.getByRole('button', { name: t('account.posts.export') }).click();
    await expect(page.getByRole('status').filter({ hasText: t('account.tasks.export.done') })).toBeVisible();
    await shot(page, `posts-${locale}`);
  }
});

test('a new plan published without saving first is saved, then published, and opens its page', async ({
  page,
}) => {
  const t = (key: string, values?: Record<string, string | number>) => text('en', key, values);
  await signIn(page, 'en');
  await page.goto(`${gateway.origin}${localePath('en', '/account/plan/task/add')}`);
  await expect(page.getByRole('heading', { level: 1, name: t('account.plan.builder.new') })).toBeVisible();
  await page.getByLabel(t('account.plan.field.name')).fill('Safety refresher');
  const search = page.getByRole('searchbox', { name: t('account.plan.picker.label') });
  await search.fill('消防');
  await search.press('Enter');
  await page
    .getByRole('button', { name: t('account.plan.picker.addLabel', { name: '安全生产与消防常识' }) })
    .click();
  await page.getByRole('button', { name: t('account.plan.publish') }).click();
  await expect(page).toHaveURL(/\/en\/account\/plan\/task\/detail\?taskId=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Safety refresher' })).toBeVisible();
  await expect(page.getByText(t('account.plan.status.published'), { exact: true })).toBeVisible();
  // The course was learned before: the plan starts done.
  await expect(page.getByRole('list', { name: t('account.plan.courseList') })).toContainText(
    t('account.plan.item.learned'),
  );
});

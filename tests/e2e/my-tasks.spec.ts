import type { Page } from '@playwright/test';
import {
  ACCOUNTS,
  COMPANIES,
  HOSTS,
  HomePage,
  enterHome,
  expect,
  literal,
  localePath,
  saveScreenshot,
  test,
  text,
  type Locale,
} from './fixtures';

/*
 * The account centre's "my tasks" (change=1) and "my records" (change=3), reached from the user menu as the
 * demo learner on the site bound to 星河科技. The collection this spec toggles is put back as it found it.
 */

const ORIGIN = HOSTS.bound;

async function signIn(page: Page, locale: Locale): Promise<HomePage> {
  await enterHome(page, { origin: ORIGIN, phone: ACCOUNTS.learner.phone, locale });
  const home = new HomePage(page, locale);
  await home.expectSignedIn(ACCOUNTS.learner.name, COMPANIES.xinghe[locale]);
  return home;
}

const taskList = (page: Page, locale: Locale) =>
  page.getByRole('list', { name: text(locale, 'account.tasks.list') });

/** A task's row, by the heading of its name. */
const taskRow = (page: Page, locale: Locale, name: string) =>
  taskList(page, locale)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

const taskNames = (page: Page, locale: Locale) => taskList(page, locale).getByRole('heading', { level: 3 });

test.describe('my tasks and my records', () => {
  test('my tasks from the user menu: tabs that add up, a search, and a task collected and put back', async ({
    page,
  }) => {
    const locale: Locale = 'zh';
    const home = await signIn(page, locale);
    await home.userMenu(ACCOUNTS.learner.name).click();
    await home.menuItem('user.myTasks').click();
    await expect(page).toHaveURL(new RegExp(`${literal(localePath(locale, '/account'))}\\?change=1$`));
    await expect(
      page.getByRole('heading', { level: 2, name: text(locale, 'account.menu.tasks') }),
    ).toBeVisible();
    await expect(taskNames(page, locale)).toHaveCount(10);

    const tabs = page.getByRole('navigation', { name: text(locale, 'account.tasks.tabs') });
    const tab = (key: string, count: number) =>
      tabs.getByRole('link', {
        name: `${text(locale, key)}${text(locale, 'account.tasks.tabCount', { count })}`,
      });
    await expect(tab('account.tasks.tab.all', 11)).toHaveAttribute('aria-current', 'page');
    await tab('account.tasks.tab.ended', 1).click();
    await expect(page).toHaveURL(/status=4/);
    await expect(taskNames(page, locale)).toHaveText(['星河云平台上线冲刺']);
    await expect(taskRow(page, locale, '星河云平台上线冲刺')).toContainText(
      text(locale, 'account.tasks.tab.ended'),
    );

    // A search keeps the tab and counts only what it finds.
    await page.getByRole('searchbox', { name: text(locale, 'account.tasks.search.label') }).fill('安全');
    await page
      .getByRole('main')
      .getByRole('button', { name: text(locale, 'account.tasks.search.submit') })
      .click();
    await expect(page).toHaveURL(/keyword=/);
    await expect(taskList(page, locale)).toHaveCount(0);
    await expect(page.getByText(text(locale, 'account.tasks.emptyFiltered'))).toBeVisible();
    await tab('account.tasks.tab.all', 2).click();
    await expect(taskNames(page, locale)).toHaveText(['2026 年度信息安全必修', '安全生产月专题学习']);
    await saveScreenshot(page, 'my-tasks-search-zh');
    await page.getByRole('searchbox', { name: text(locale, 'account.tasks.search.label') }).fill('');
    await page
      .getByRole('main')
      .getByRole('button', { name: text(locale, 'account.tasks.search.submit') })
      .click();
    await expect(taskNames(page, locale)).toHaveCount(10);

    // Collect a task: it joins the collected-only list; then take it out again.
    const name = '产品知识进阶';
    const collect = taskRow(page, locale, name).getByRole('button', {
      name: text(locale, 'account.tasks.collect', { name }),
    });
    await collect.click();
    const uncollect = taskRow(page, locale, name).getByRole('button', {
      name: text(locale, 'account.tasks.uncollect', { name }),
    });
    await expect(uncollect).toHaveAttribute('aria-pressed', 'true');
    await page
      .getByRole('button', { name: text(locale, 'account.tasks.collectedOnly.count', { count: 3 }) })
      .click();
    await expect(taskNames(page, locale)).toHaveText(['2026 年度信息安全必修', name, '安全生产月专题学习']);
    await uncollect.click();
    await expect(taskNames(page, locale)).toHaveText(['2026 年度信息安全必修', '安全生产月专题学习']);
    await expect(
      page.getByRole('button', { name: text(locale, 'account.tasks.collectedOnly.count', { count: 2 }) }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('my records in English: the credit hours add up to the header figure, filtered by source', async ({
    page,
  }) => {
    const locale: Locale = 'en';
    const home = await signIn(page, locale);
    await home.userMenu(ACCOUNTS.learner.name).click();
    const credits = page.getByRole('menuitem', {
      name: new RegExp(`^${literal(text(locale, 'user.credits'))}`),
    });
    await expect(credits).toContainText('36.5');
    await credits.click();
    await expect(page).toHaveURL(/\/en\/account\?change=3/);
    const records = page.getByRole('list', { name: text(locale, 'account.records.list') });
    await expect(records.getByRole('listitem')).toHaveCount(8);
    // The newest record's running total is the header's figure, and the summary says the same.
    await expect(records.getByRole('listitem').first()).toContainText(
      text(locale, 'account.records.runningTotal', { hours: '36.5' }),
    );
    await expect(page.getByText(text(locale, 'account.records.total'))).toBeVisible();
    await expect(records.getByRole('listitem').last()).toContainText(
      text(locale, 'account.records.carriedOverName'),
    );
    await saveScreenshot(page, 'my-records-en');

    await page
      .getByRole('combobox', { name: text(locale, 'account.records.sourceLabel') })
      .selectOption({ label: text(locale, 'account.records.source.3') });
    await expect(page).toHaveURL(/source=3/);
    await expect(records.getByRole('listitem')).toHaveCount(1);
    await expect(records.getByRole('listitem')).toContainText('安全生产知识考试');
    await expect(records.getByRole('listitem')).toContainText(
      text(locale, 'account.records.runningTotal', { hours: '22' }),
    );
    await page
      .getByRole('combobox', { name: text(locale, 'account.records.sourceLabel') })
      .selectOption({ label: text(locale, 'account.records.source.4') });
    await expect(page.getByText(text(locale, 'account.records.emptySource'))).toBeVisible();

    // Exam records keep their own page, linked from here.
    await page.getByRole('link', { name: text(locale, 'account.records.examRecords') }).click();
    await expect(page).toHaveURL(/\/en\/account\/exam\/record/);
  });

  test('account-message?num opens my messages, and the address is replaced', async ({ page }) => {
    const locale: Locale = 'en';
    await signIn(page, locale);
    await page.goto(`${ORIGIN}${localePath(locale, '/account-message')}?num=20`);
    await expect(page).toHaveURL(/\/en\/account\?change=5&num=20$/);
    await expect(page.getByRole('link', { name: text(locale, 'account.menu.messages') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('list', { name: text(locale, 'account.messages.list') })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${literal(localePath(locale, '/home'))}$`));
  });
});

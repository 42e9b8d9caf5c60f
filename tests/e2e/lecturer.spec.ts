import type { Page } from '@playwright/test';
import {
  ACCOUNTS,
  COMPANIES,
  HOSTS,
  HomePage,
  enterHome,
  expect,
  saveScreenshot,
  test,
  text,
  type Locale,
} from './fixtures';

/*
 * Lecturers on the site bound to 星河科技: the list with its search, the rank, a lecturer's page with their
 * courses, and the "my courses" tab a lecturer gets (陈立 signs in with the password: the SMS test keeps his
 * phone's codes to itself).
 */

const ORIGIN = HOSTS.bound;

async function signIn(page: Page, locale: Locale, who: { phone: string; name: string }): Promise<void> {
  await enterHome(page, { origin: ORIGIN, phone: who.phone, locale });
  await new HomePage(page, locale).expectSignedIn(who.name, COMPANIES.xinghe[locale]);
}

async function picture(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

test.describe('lecturers', () => {
  test('the learner finds lecturers, searches, reads the rank and opens a lecturer (zh)', async ({
    page,
  }) => {
    const t = (key: string, values?: Record<string, string | number>) => text('zh', key, values);
    await signIn(page, 'zh', ACCOUNTS.learner);
    await page.goto(`${ORIGIN}/lecturer`);
    await expect(page.getByRole('heading', { level: 1, name: t('lecturer.list.title') })).toBeVisible();
    const list = page.getByRole('list', { name: t('lecturer.list.label') });
    await expect(list.getByRole('listitem')).toHaveCount(6);
    const rank = page.getByRole('list', { name: t('lecturer.rank.title') });
    await expect(rank.getByRole('listitem').first()).toContainText('1');
    await expect(rank.getByRole('listitem').first().getByRole('link')).toHaveText('陈立');
    // A learner teaches nothing: no tab of their own courses.
    await expect(page.getByRole('link', { name: /^我的课程/ })).toHaveCount(0);
    await picture(page, 'lecturer-zh-list');

    await page.getByRole('searchbox', { name: t('lecturer.search.label') }).fill('工程师');
    await page
      .getByRole('main')
      .getByRole('button', { name: t('course.search.submit') })
      .click();
    await expect(page).toHaveURL(/\/lecturer\?keyword=%E5%B7%A5%E7%A8%8B%E5%B8%88$/);
    await expect(page.getByText(t('lecturer.search.found', { keyword: '工程师', count: 1 }))).toBeVisible();
    await expect(list.getByRole('link', { name: '吴昊' })).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await page.getByRole('searchbox', { name: t('lecturer.search.label') }).fill('');
    await page
      .getByRole('main')
      .getByRole('button', { name: t('course.search.submit') })
      .click();
    await expect(page).toHaveURL(/\/lecturer$/);
    await expect(list.getByRole('listitem')).toHaveCount(6);

    await list.getByRole('link', { name: '陈立' }).click();
    await expect(page).toHaveURL(/\/lecturer\/view\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '陈立' })).toBeVisible();
    await expect(page.getByText(t('lecturer.rankPlace', { rank: 1 }))).toBeVisible();
    const courses = page.getByRole('list', { name: t('lecturer.coursesTitle') });
    await expect(courses.getByRole('listitem')).toHaveCount(4);
    await expect(courses.getByRole('link', { name: '信息安全意识基础' })).toBeVisible();
    await picture(page, 'lecturer-zh-view');
    await courses.getByRole('link', { name: '信息安全意识基础' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '信息安全意识基础' })).toBeVisible();
  });

  test('the lecturer sees a tab of their own courses, in English', async ({ page }) => {
    const t = (key: string, values?: Record<string, string | number>) => text('en', key, values);
    await signIn(page, 'en', ACCOUNTS.lecturer);
    await page.goto(`${ORIGIN}/en/lecturer`);
    const mine = page.getByRole('link', { name: /^My courses \d+$/ });
    await expect(mine).toBeVisible();
    await mine.click();
    await expect(page).toHaveURL(/\/en\/lecturer\?tab=mine$/);
    const courses = page.getByRole('list', { name: t('lecturer.mine.title') });
    await expect(courses.getByRole('link', { name: '多媒体学习示例' })).toHaveAttribute(
      'href',
      /^\/en\/knowledge\/course\/\d+$/,
    );
    await expect(courses.getByText(t('lecturer.mine.disabled'))).toBeVisible();
    await expect(courses.getByText(/\d+ learners?, \d+ finished/).first()).toBeVisible();
    await picture(page, 'lecturer-en-mine');

    await page.getByRole('link', { name: t('lecturer.tab.all') }).click();
    await expect(page).toHaveURL(/\/en\/lecturer$/);
    await expect(
      page.getByRole('list', { name: t('lecturer.list.label') }).getByRole('listitem'),
    ).toHaveCount(6);
    await picture(page, 'lecturer-en-list');
  });
});

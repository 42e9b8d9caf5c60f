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
 * Search over every section (decision 0064): the header's keyword lists live rooms, courses, exams and news
 * from the demo, each tab with its count, the keyword marked, and every hit opening where it lives.
 */

/** Signs in on the bound site (127.0.0.1, no company choice) and lands on /home. */
async function signInBound(page: Page, locale: Locale): Promise<void> {
  await enterHome(page, { origin: HOSTS.bound, phone: ACCOUNTS.learner.phone, locale });
  await new HomePage(page, locale).expectSignedIn(ACCOUNTS.learner.name, COMPANIES.xinghe[locale]);
}

/** A section's tab, whose name starts with the section's label and ends with its count. */
const tab = (page: Page, locale: Locale, type: number) =>
  page
    .getByRole('navigation', { name: text(locale, 'search.sections') })
    .getByRole('link', { name: new RegExp(`^${literal(text(locale, `search.section.${type}`))}`) });

const results = (page: Page, locale: Locale) =>
  page.getByRole('list', { name: text(locale, 'search.results') });

/** One seeded hit per section for 安全, and where it opens. */
const SECTIONS = [
  { type: 2, title: '信息安全月：钓鱼邮件识别实战', opens: /\/live\/watch\/\d+$/ },
  { type: 4, title: '信息安全意识基础', opens: /\/knowledge\/course\/\d+$/ },
  { type: 6, title: '我的第一份学习笔记：信息安全基础', opens: /\/community\?id=\d+$/ },
  { type: 7, title: '学习任务里的课程可以倍速播放吗？', opens: /\/community\?id=\d+$/ },
  { type: 5, title: '信息安全知识考试', opens: /\/account\/exam\/detail\?id=\d+$/ },
  { type: 8, title: '关于 2026 年度信息安全全员培训的通知', opens: /\/account\?change=6&id=\d+$/ },
] as const;

test.describe('search over every section', () => {
  test('each section finds its own, counted, marked, and opens where it lives (zh)', async ({ page }) => {
    const locale = 'zh';
    await signInBound(page, locale);
    const box = page.getByRole('search').getByRole('searchbox', { name: text(locale, 'shell.search.label') });
    await box.fill('安全');
    await box.press('Enter');
    await expect(page).toHaveURL(
      new RegExp(`${literal(localePath(locale, '/search-str'))}\\?str=.+&type=1$`),
    );
    await expect(
      page.getByRole('heading', { level: 1, name: text(locale, 'search.heading', { keyword: '安全' }) }),
    ).toBeVisible();
    await expect(results(page, locale).locator('mark').first()).toHaveText('安全');
    await saveScreenshot(page, 'search-all-zh');

    for (const section of SECTIONS) {
      await tab(page, locale, section.type).click();
      await expect(page).toHaveURL(new RegExp(`type=${section.type}$`));
      await expect(tab(page, locale, section.type)).toHaveAttribute('aria-current', 'page');
      const list = results(page, locale);
      const link = list.getByRole('link', { name: section.title });
      await expect(link).toBeVisible();
      // The tab's count is the section's total; the first page lists up to ten of them.
      const count = Number((await tab(page, locale, section.type).textContent())?.match(/\d+/)?.[0]);
      expect(count).toBeGreaterThan(0);
      await expect(page.getByText(text(locale, 'search.total', { count }))).toBeVisible();
      await expect(list.getByRole('listitem')).toHaveCount(Math.min(count, 10));
      for (const item of await list.getByRole('listitem').all()) {
        await expect(item.locator('mark').first()).toHaveText('安全');
      }
      await link.click();
      await expect(page).toHaveURL(section.opens);
      await expect(page.getByText(section.title).first()).toBeVisible();
      await page.goBack();
      await expect(link).toBeVisible();
    }
  });

  test('a Chinese word is found inside a longer one, in every section (en)', async ({ page }) => {
    const locale = 'en';
    await signInBound(page, locale);
    await page.goto(`${HOSTS.bound}/en/search-str?str=${encodeURIComponent('信息安全管理制度')}&type=1`);
    const list = results(page, locale);
    await expect(list.getByRole('link', { name: '信息安全意识基础' })).toBeVisible();
    await expect(list.getByRole('link', { name: '信息安全知识考试' })).toBeVisible();
    await expect(list.locator('mark').first()).toHaveText('信息安全管理制度');
    await expect(tab(page, locale, 4)).toContainText(text(locale, 'search.tabCount', { count: 1 }));
    await saveScreenshot(page, 'search-all-en');

    await tab(page, locale, 5).click();
    await expect(page).toHaveURL(/type=5$/);
    await expect(page.getByText(text(locale, 'search.total', { count: 1 }))).toBeVisible();
    await list.getByRole('link', { name: '信息安全知识考试' }).click();
    await expect(page).toHaveURL(/\/en\/account\/exam\/detail\?id=\d+$/);
  });

  test('nothing found says so, and the page refines the search in place', async ({ page }) => {
    await signInBound(page, 'en');
    await page.goto(`${HOSTS.bound}/en/search-str?str=${encodeURIComponent('量子纠缠')}&type=1`);
    await expect(page.getByText(text('en', 'search.empty.all', { keyword: '量子纠缠' }))).toBeVisible();
    const box = page.getByRole('main').getByRole('searchbox', { name: text('en', 'shell.search.label') });
    await expect(box).toHaveValue('量子纠缠');
    await box.fill('消防');
    await box.press('Enter');
    await expect(page).toHaveURL(/str=%E6%B6%88%E9%98%B2&type=1$/);
    await expect(page.getByRole('link', { name: '消防演练通知' })).toBeVisible();
  });
});

import type { Page } from '@playwright/test';
import { ACCOUNTS, COMPANIES, HOSTS, HomePage, enterHome, expect, test, text, type Locale } from './fixtures';

/*
 * The learning cards of the dashboard against the demo seed of 星河科技: three tasks under way (one of them
 * past its window) and the first of two not started (the learned one stays off the card), each opening the
 * task's player; three courses under way, and the first four exams still to
 * take — a resit, then windows open now by start time. Names are data, so they read the same in both languages.
 */

async function signIn(page: Page, locale: Locale): Promise<void> {
  await enterHome(page, { origin: HOSTS.bound, phone: ACCOUNTS.learner.phone, locale });
  await new HomePage(page, locale).expectSignedIn(ACCOUNTS.learner.name, COMPANIES.xinghe[locale]);
}

for (const locale of ['zh', 'en'] as const) {
  const t = (key: string, values?: Record<string, string | number>) => text(locale, key, values);

  test(`the dashboard shows the learner's tasks, courses and exams (${locale})`, async ({ page }) => {
    await signIn(page, locale);
    const main = page.getByRole('main');

    const tasks = main.getByRole('region', { name: t('home.tasks.title') });
    const taskRows = tasks.getByRole('listitem');
    await expect(taskRows).toHaveCount(4);
    await expect(taskRows.nth(0)).toContainText('2026 年度信息安全必修');
    await expect(taskRows.nth(1)).toContainText('新员工入职培训');
    await expect(taskRows.nth(2)).toContainText('2026 新任班组长培养计划');
    await expect(taskRows.nth(3)).toContainText('星河云平台上线冲刺');
    await expect(taskRows.nth(0)).toContainText(t('home.tasks.required'));
    await expect(taskRows.nth(3)).toContainText(t('home.tasks.required'));
    await expect(
      tasks.getByRole('progressbar', { name: t('home.learning.progressOf', { name: '新员工入职培训' }) }),
    ).toHaveAttribute('aria-valuenow', '85');
    // Nine company tasks under way and the learner's own published plan.
    await expect(tasks.getByText(t('home.learning.total', { count: 10 }))).toBeVisible();
    await expect(tasks.getByRole('link')).toHaveCount(4);
    await expect(tasks.getByRole('link', { name: '2026 年度信息安全必修' })).toHaveAttribute(
      'href',
      new RegExp(`^${locale === 'en' ? '/en' : ''}/account/task/\\d+$`),
    );

    const courses = main.getByRole('region', { name: t('home.courses.title') });
    const courseRows = courses.getByRole('listitem');
    await expect(courseRows).toHaveCount(3);
    await expect(courseRows.nth(0)).toContainText('数据分类分级与保密要求');
    await expect(courseRows.nth(0)).toContainText(t('home.courses.lecturer', { name: '陈立' }));
    await expect(
      courses.getByRole('progressbar', {
        name: t('home.learning.progressOf', { name: '星河云平台产品知识' }),
      }),
    ).toHaveAttribute('aria-valuenow', '20');

    const exams = main.getByRole('region', { name: t('home.exams.title') });
    const examRows = exams.getByRole('listitem');
    await expect(examRows).toHaveCount(4);
    await expect(examRows.nth(0)).toContainText('产品知识月度测验');
    await expect(examRows.nth(0)).toContainText(t('home.exams.badge.resit'));
    await expect(examRows.nth(1)).toContainText('新员工入职考核');
    await expect(examRows.nth(1)).toContainText(t('home.exams.badge.open'));
    await expect(examRows.nth(1)).toContainText(t('home.exams.duration', { minutes: 45 }));
    await expect(examRows.nth(2)).toContainText('2026 年度合规与安全综合测评');
    await expect(examRows.nth(2)).toContainText(t('home.exams.badge.open'));
    await expect(examRows.nth(3)).toContainText('消防安全一分钟快测');
    await expect(examRows.nth(3)).toContainText(t('home.exams.duration', { minutes: 1 }));
  });
}

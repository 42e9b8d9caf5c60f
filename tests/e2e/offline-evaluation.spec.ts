import type { Locator, Page } from '@playwright/test';
import {
  ACCOUNTS,
  COMPANIES,
  HOSTS,
  HomePage,
  enterHome,
  expect,
  localePath,
  saveScreenshot,
  test,
  text,
  type Locale,
} from './fixtures';

/*
 * A learner's side of a classroom course after its sessions, on the site bound to 星河科技: the course's files,
 * their assessment by the lecturer, and their evaluation of the course and its lecturer — refused while a
 * required rating is open, then submitted once and shown as given after a reload; "my evaluations" in the
 * account centre lists it as done beside the one that expired.
 */

const ORIGIN = HOSTS.bound;
const COURSE = '班组安全管理面授课';
const WORKSHOP = '信息安全实战工作坊';
const EXPIRED = '精益生产现场改善';

async function signIn(page: Page, locale: Locale, who: { phone: string; name: string }): Promise<void> {
  await enterHome(page, { origin: ORIGIN, phone: who.phone, locale });
  await new HomePage(page, locale).expectSignedIn(who.name, COMPANIES.xinghe[locale]);
}

/** The course's page, from "my evaluations" in the account centre. */
async function openFromEvaluations(page: Page, locale: Locale, course: string): Promise<void> {
  const t = (key: string, values?: Record<string, string | number>) => text(locale, key, values);
  await page.goto(`${ORIGIN}${localePath(locale, '/account')}?change=8`);
  const list = page.getByRole('list', { name: t('account.evaluations.list') });
  const row = list.getByRole('listitem').filter({ hasText: course });
  await expect(row.getByText(t('account.evaluations.state.todo'), { exact: true })).toBeVisible();
  await row.getByRole('link', { name: t('account.evaluations.evaluateOf', { name: course }) }).click();
  await expect(page).toHaveURL(/\/knowledge\/offcourse\/\d+#offline-evaluation-section$/);
}

/** A rating is chosen by its word, as a person clicks it (the radio itself is visually hidden). */
async function rate(group: Locator, locale: Locale, score: number): Promise<void> {
  const word = text(locale, `offline.evaluate.scale.${score}`);
  // The label reads the number then the word; matched whole, since one word may hold another (满意, 不满意).
  await group
    .locator('label')
    .filter({ hasText: new RegExp(`^${score}${word}$`) })
    .click();
  await expect(group.getByRole('radio', { name: word, exact: true })).toBeChecked();
}

async function evaluate(page: Page, locale: Locale, ratings: number[], comment: string): Promise<void> {
  const t = (key: string, values?: Record<string, string | number>) => text(locale, key, values);
  const section = page.getByRole('region', { name: t('offline.evaluate.heading') });
  await expect(section.getByText(t('offline.evaluate.aboutCourse'))).toBeVisible();
  const groups = section.getByRole('group');
  await expect(groups).toHaveCount(ratings.length);
  // Only the first rating given: the rest are pointed out, and nothing is sent.
  await rate(groups.nth(0), locale, ratings[0]!);
  const textbox = section.getByRole('textbox');
  await textbox.fill(comment);
  await section.getByRole('button', { name: t('offline.evaluate.submit') }).click();
  await expect(section.getByText(t('offline.evaluate.missing', { count: ratings.length - 1 }))).toBeVisible();
  await expect(section.getByText(t('offline.evaluate.required'))).toHaveCount(ratings.length - 1);
  await expect(textbox).toHaveValue(comment);
  for (const [i, score] of ratings.entries()) {
    await rate(groups.nth(i), locale, score);
  }
  await expect(section.getByText(t('offline.evaluate.required'))).toHaveCount(0);
  await section.getByRole('button', { name: t('offline.evaluate.submit') }).click();
  await expect(section.getByRole('status')).toBeVisible();
  await expect(section.getByText(comment)).toBeVisible();
  await expect(section.getByRole('button', { name: t('offline.evaluate.submit') })).toHaveCount(0);
}

test('a learner reads their assessment and the course files, then evaluates the course once (zh)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const t = (key: string, values?: Record<string, string | number>) => text('zh', key, values);
  await signIn(page, 'zh', ACCOUNTS.learner);

  // The workshop: assessed 88 with a file, evaluated already.
  await page.goto(`${ORIGIN}/account?change=8`);
  const list = page.getByRole('list', { name: t('account.evaluations.list') });
  await expect(
    list.getByRole('listitem').filter({ hasText: WORKSHOP }).getByText(t('account.evaluations.state.done')),
  ).toBeVisible();
  await expect(
    list.getByRole('listitem').filter({ hasText: EXPIRED }).getByText(t('account.evaluations.state.expired')),
  ).toBeVisible();
  await list
    .getByRole('listitem')
    .filter({ hasText: WORKSHOP })
    .getByRole('link', { name: t('account.evaluations.viewOf', { name: WORKSHOP }) })
    .click();
  const assessment = page.getByRole('region', { name: t('offline.assess.heading') });
  await expect(assessment.getByTestId('my-assessment')).toContainText('88');
  await expect(assessment.getByText(t('offline.assess.passed'), { exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await assessment.getByRole('button', { name: '林晓-数据分类分级练习.pdf' }).click();
  expect((await download).suggestedFilename()).toContain('.pdf');
  await expect(
    page.getByRole('region', { name: t('offline.evaluate.heading') }).getByTestId('my-evaluation'),
  ).toBeVisible();

  // The safety course: files to read, no assessment yet, the evaluation to do.
  await openFromEvaluations(page, 'zh', COURSE);
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  const files = page.getByRole('region', { name: t('offline.files.heading') });
  await expect(files.getByRole('listitem')).toHaveCount(3);
  await expect(files.getByText('班组安全管理讲义.pdf')).toBeVisible();
  await expect(page.getByTestId('assess-pending')).toBeVisible();
  await evaluate(page, 'zh', [5, 4, 5, 4], '案例贴近班组日常，建议增加现场演练的时间。');
  await saveScreenshot(page, 'offline-evaluation-zh');

  // Given once: after a reload it is shown as given, and "my evaluations" counts it done.
  await page.reload();
  const section = page.getByRole('region', { name: t('offline.evaluate.heading') });
  await expect(section.getByTestId('my-evaluation')).toContainText('案例贴近班组日常');
  await page.goto(`${ORIGIN}/account?change=8&state=1`);
  await expect(page.getByRole('list', { name: t('account.evaluations.list') })).toHaveCount(0);
  await expect(page.getByText(t('account.evaluations.empty'))).toBeVisible();
});

test('another learner evaluates the same course in English', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'en', { phone: '13800000106', name: '黄蕾' });
  await openFromEvaluations(page, 'en', COURSE);
  await evaluate(page, 'en', [3, 4, 4, 5], 'More hands-on practice in the last session, please.');
  await saveScreenshot(page, 'offline-evaluation-en');
});

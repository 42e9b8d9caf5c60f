import type { Locator, Page } from '@playwright/test';
import {
  ACCOUNTS,
  COMPANIES,
  HOSTS,
  HomePage,
  enterHome,
  expect,
  localePath,
  newClient,
  saveScreenshot,
  test,
  text,
  type Locale,
} from './fixtures';

/*
 * What follows a classroom course's sessions, on the lecturer's side, on the site bound to 星河科技: the lecturer
 * 陈立 opens 班组安全管理面授课, assesses the learner 林晓 (an out-of-range score is caught and the comment kept),
 * and 林晓 sees the result on the course's page from her phone; the course's evaluations and the lecturer's own
 * results show their averages; the attendance export is filed in the download records.
 */

const ORIGIN = HOSTS.bound;
const COURSE = '班组安全管理面授课';

type T = (key: string, values?: Record<string, string | number>) => string;
const words =
  (locale: Locale): T =>
  (key, values) =>
    text(locale, key, values);

async function signIn(page: Page, locale: Locale, who: { phone: string; name: string }): Promise<void> {
  await enterHome(page, { origin: ORIGIN, phone: who.phone, locale });
  await new HomePage(page, locale).expectSignedIn(who.name, COMPANIES.xinghe[locale]);
}

/** The course's page from the lecturer's classroom courses; answers the lecturer's card on it. */
async function openCourse(page: Page, locale: Locale): Promise<Locator> {
  const t = words(locale);
  await page.goto(`${ORIGIN}${localePath(locale, '/lecturer')}?tab=offline`);
  const list = page.getByRole('list', { name: t('lecturer.offline.title') });
  await list.getByRole('link', { name: COURSE, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  const card = page.getByTestId('lecturer-review');
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('heading', { name: t('offline.teach.title') })).toBeVisible();
  return card;
}

test('the lecturer assesses a learner, who sees the result; the attendance export is filed (zh)', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const t = words('zh');
  await signIn(page, 'zh', ACCOUNTS.lecturer);
  const card = await openCourse(page, 'zh');

  const learners = card.getByRole('list', { name: t('offline.teach.assess.list') });
  await expect(learners.getByRole('listitem').first()).toBeVisible();
  await card.getByRole('searchbox', { name: t('offline.teach.assess.search') }).fill(ACCOUNTS.learner.name);
  const scrolled = await page.evaluate(() => window.scrollY);
  // The sections are below the sessions: the box was scrolled to.
  expect(scrolled).toBeGreaterThan(100);
  await card.getByRole('button', { name: t('offline.teach.assess.searchSubmit') }).click();
  const row = learners.getByRole('listitem', { name: ACCOUNTS.learner.name });
  await expect(row).toHaveCount(1);
  // The search is in the address, read by the page's loader; the page stays where it was.
  await expect(page).toHaveURL(/[?&]keyword=/);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(80);
  await row.getByRole('button', { name: new RegExp(ACCOUNTS.learner.name) }).click();

  const dialog = page.getByRole('dialog', {
    name: t('offline.teach.form.title', { name: ACCOUNTS.learner.name }),
  });
  const score = dialog.getByRole('textbox', { name: /成绩/ });
  const comment = dialog.getByRole('textbox', { name: t('offline.teach.form.comment') });
  await expect(score).toBeEditable();
  const said = '安全检查表填写规范，风险辨识到位。';
  await score.fill('120');
  await comment.fill(said);
  await dialog.getByRole('button', { name: t('offline.teach.form.save') }).click();
  // Caught before anything is sent, and what was typed stays.
  await expect(dialog.getByText(t('offline.teach.form.scoreInvalid', { max: 100 }))).toBeVisible();
  await expect(comment).toHaveValue(said);

  await score.fill('88');
  await expect(dialog.getByText(t('offline.teach.result.passed'), { exact: true })).toBeVisible();
  await saveScreenshot(page, 'offline-review-zh-assess-form');
  await dialog.getByRole('button', { name: t('offline.teach.form.save') }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('assess-result')).toHaveText(t('offline.teach.result.passed'));
  await expect(row.getByTestId('assess-score')).toHaveText('88');

  // The attendance is filed as an export, found in the header's download records.
  const [exported] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/course/auth/offline/attendance/export')),
    card.getByRole('button', { name: t('offline.teach.export') }).click(),
  ]);
  const { data } = (await exported.json()) as { data: { fileName: string } };
  await expect(card.getByRole('status').filter({ hasText: data.fileName })).toBeVisible();
  await page.getByRole('button', { name: t('downloads.button') }).click();
  await expect(
    page
      .getByRole('list', { name: t('downloads.list') })
      .getByText(data.fileName)
      .first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // The learner, on her phone, sees the assessment on the course's page.
  const phone = await newClient(browser, '127.0.32.1');
  await phone.page.setViewportSize({ width: 390, height: 844 });
  await signIn(phone.page, 'zh', ACCOUNTS.learner);
  await phone.page.goto(page.url());
  const mine = phone.page.getByTestId('my-assessment');
  await expect(mine).toContainText('88');
  await expect(mine).toContainText(said);
  await expect(mine).toContainText(t('offline.assess.passed'));
  // A learner does not teach the course: no lecturer's card.
  await expect(phone.page.getByTestId('lecturer-review')).toHaveCount(0);
  await phone.context.close();
});

test('the lecturer reads the course’s evaluations and their own results (en)', async ({ page }) => {
  const t = words('en');
  await signIn(page, 'en', ACCOUNTS.lecturer);
  const card = await openCourse(page, 'en');

  await card.getByRole('tab', { name: t('offline.teach.tab.evaluations') }).click();
  const figures = card.getByTestId('evaluation-figures');
  await expect(figures).toBeVisible();
  // Averages of the seeded evaluations, one decimal.
  await expect(figures.getByText(/^[1-5]\.\d$/).first()).toBeVisible();
  await expect(card.getByRole('table').first()).toBeAttached();
  const received = card.getByRole('list', { name: t('offline.teach.eval.list') });
  await expect(received.getByRole('listitem').first()).toBeVisible();
  await received
    .getByRole('button', { name: /^View the evaluation by / })
    .first()
    .click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByText(/^[1-5] of 5$/).first()).toBeVisible();
  // The open evaluation is in the address: a reload opens it as it was left.
  await expect(page).toHaveURL(/[?&]tab=evaluations.*evaluation=\d+/);
  await page.reload();
  await expect(detail.getByText(/^[1-5] of 5$/).first()).toBeVisible();
  await detail
    .getByRole('button', { name: t('app.close') })
    .last()
    .click();
  await expect(detail).toBeHidden();
  await expect(page).not.toHaveURL(/evaluation=/);

  await card.getByRole('tab', { name: t('offline.teach.tab.attachments') }).click();
  const files = card.getByRole('list', { name: t('offline.teach.files.title') });
  await expect(files.getByRole('listitem').first()).toBeVisible();

  await page.goto(`${ORIGIN}/en/lecturer?tab=evaluations`);
  await expect(page.getByRole('link', { name: t('lecturer.evaluations.title') })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const mine = page.getByTestId('lecturer-evaluation-figures');
  await expect(mine.getByText(/^[1-5]\.\d$/).first()).toBeVisible();
  const courses = page.getByRole('list', { name: t('lecturer.evaluations.courses') });
  await expect(courses.getByRole('link', { name: COURSE })).toHaveAttribute(
    'href',
    /\/en\/knowledge\/offcourse\/\d+$/,
  );
  await expect(page.getByRole('table', { name: t('lecturer.evaluations.trendCaption') })).toBeAttached();
  await saveScreenshot(page, 'lecturer-en-evaluations');
});

import type { Page } from '@playwright/test';
import {
  ACCOUNTS,
  COMPANIES,
  HOSTS,
  HomePage,
  enterHome,
  expect,
  localePath,
  saveScreenshot,
  serverText,
  test,
  text,
  type Locale,
} from './fixtures';

/*
 * A study task's page (`/account/task/{id}`): its phases in order with every kind of content, the locked phase,
 * a content's brief opened in its place, and an image-text read to its end. The demo learner on the site bound
 * to 星河科技; the reading this spec marks is the one the seed leaves unread.
 */

const ORIGIN = HOSTS.bound;
const TASK = '2026 新任班组长培养计划';
const READING = '班前会范例：一次十分钟班前会的记录';

async function openTask(page: Page, locale: Locale): Promise<void> {
  await enterHome(page, { origin: ORIGIN, phone: ACCOUNTS.learner.phone, locale });
  await new HomePage(page, locale).expectSignedIn(ACCOUNTS.learner.name, COMPANIES.xinghe[locale]);
  await page.goto(`${ORIGIN}${localePath(locale, '/account')}?change=1`);
  await page.getByRole('link', { name: TASK, exact: true }).click();
  await expect(page).toHaveURL(/\/account\/task\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: TASK })).toBeVisible();
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const phases = (page: Page) => page.getByTestId('task-phase');
const contentRow = (page: Page, name: string) => page.getByTestId('task-content').filter({ hasText: name });

for (const locale of ['zh', 'en'] as const) {
  const t = (key: string, values?: Record<string, string | number>) => text(locale, key, values);

  test(`a task in phases with every kind of content, the last phase locked (${locale})`, async ({ page }) => {
    await openTask(page, locale);
    await expect(phases(page)).toHaveCount(3);
    // Learning the whole task earns its certificate (valid 36 months).
    await expect(page.getByTestId('task-certificate')).toContainText('新任班组长岗位能力证书');
    await expect(page.getByTestId('task-certificate')).toContainText(
      t('account.task.certificate.valid', { months: 36 }),
    );
    await expect(phases(page).nth(0).getByRole('heading', { level: 2 })).toHaveText('第一阶段：角色认知');
    // Every kind of content the spec names: course, exam, image-text, survey, training, practical, evaluation.
    const kinds = await page
      .getByTestId('task-content')
      .evaluateAll((rows) => [...new Set(rows.map((r) => r.getAttribute('data-kind')))].sort());
    expect(kinds).toEqual(['1', '3', '4', '5', '6', '7', '8']);
    for (const kind of [1, 3, 4, 5, 6, 7, 8]) {
      await expect(page.getByText(t(`account.task.kind.${kind}`), { exact: true }).first()).toBeVisible();
    }

    // The third phase waits for the second: its contents show, and none can be opened.
    const third = phases(page).nth(2);
    await expect(third).toHaveAttribute('data-locked', '1');
    await expect(third.getByText(t('account.task.phaseRequires'))).toBeVisible();
    const lockedButtons = third.getByRole('button', { name: new RegExp(t('account.task.open.locked')) });
    await expect(lockedButtons).toHaveCount(2);
    for (const b of await lockedButtons.all()) await expect(b).toBeDisabled();

    // Each kind leads where it is done: the course to the task's player, the exam and survey to their pages.
    await expect(
      contentRow(page, '新员工入职：企业文化与规章制度').getByRole('link', {
        name: t('account.task.actionOf', {
          action: t('account.task.open.courseAgain'),
          name: '新员工入职：企业文化与规章制度',
        }),
      }),
    ).toHaveAttribute('href', /\/watch\/task\?taskId=\d+&courseId=\d+$/);
    await expect(contentRow(page, '安全生产知识考试').getByRole('link')).toHaveAttribute(
      'href',
      /\/account\/exam\/detail\?id=\d+$/,
    );
    await expect(contentRow(page, '新员工入职体验回访').getByRole('link')).toHaveAttribute(
      'href',
      /\/investigate\/view\?id=\d+$/,
    );
    // The exam's takers among the task's learners.
    await expect(contentRow(page, '安全生产知识考试')).toContainText(
      t('account.task.fact.takers', { count: 6, join: 5, pass: 4 }),
    );
    await saveScreenshot(page, `task-page-${locale}`);

    // A practical's brief opens in its place with the criteria, the mark and the assessor's comment.
    const practical = contentRow(page, '编写一份班组安全检查表');
    await practical.getByRole('link', { name: new RegExp(t('account.task.open.brief')) }).click();
    await expect(page).toHaveURL(/\?content=\d+$/);
    const brief = practical.getByTestId('content-brief');
    await expect(brief).toContainText('每日安全检查表');
    await expect(brief).toContainText(t('account.task.brief.criteria'));
    await expect(brief).toContainText('检查要点具体，消防部分可补充灭火器压力检查。');
    await expect(practical).toContainText(t('account.task.fact.score', { score: 86 }));
    await practical.getByRole('link', { name: new RegExp(t('account.task.close')) }).click();
    await expect(brief).toHaveCount(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { level: 1, name: TASK })).toBeVisible();
    const hasSideScroll = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(hasSideScroll).toBe(false);
    await saveScreenshot(page, `task-page-${locale}-phone`);
  });
}

for (const locale of ['zh', 'en'] as const) {
  const t = (key: string, values?: Record<string, string | number>) => text(locale, key, values);

  test(`the task's comments: post one, see it listed, delete it (${locale})`, async ({ page }) => {
    await openTask(page, locale);
    const section = page.getByRole('region', { name: new RegExp(`^${t('account.task.comment.title')}`) });
    const list = section.getByRole('list', { name: t('account.task.comment.list') });
    // The seed's comments, newest first: the learner's own offers a delete, a colleague's does not.
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByRole('listitem').first()).toContainText('面授课的讲义放在哪里下载？');
    await expect(list.getByRole('listitem').last()).toContainText('刘洋');
    await expect(list.getByRole('listitem').last().getByRole('button')).toHaveCount(0);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(
      `${t('account.task.comment.title')} 3`,
    );

    const words =
      locale === 'zh'
        ? '第二阶段的检查表模板很好用 <b>谢谢</b>'
        : 'The checklist template helps <b>thanks</b>';
    const box = section.getByRole('textbox', { name: t('account.task.comment.label') });
    await box.fill(`  ${words}  `);
    await section.getByRole('button', { name: t('account.task.comment.submit') }).click();
    await expect(section.getByRole('status')).toHaveText(t('account.task.comment.saved'));
    await expect(box).toHaveValue('');
    // Newest first, and shown as typed: markup stays text.
    const mine = list.getByRole('listitem').first();
    await expect(mine).toContainText(words);
    await expect(mine.locator('b')).toHaveCount(0);
    await expect(list.getByRole('listitem')).toHaveCount(4);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(
      `${t('account.task.comment.title')} 4`,
    );
    // From the top, so the sticky header stays where a reader sees it in the full-page picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, `task-comments-${locale}`);

    // Still there after a reload: the gateway has it.
    await page.reload();
    await expect(list.getByRole('listitem').first()).toContainText(words);

    // Named with its time: "删除我在 … 发表的评论", "Delete my comment of …".
    const [before, after] = t('account.task.comment.deleteOne', { time: '\u0000' }).split('\u0000');
    const deleteName = new RegExp(`^${escapeRegExp(before ?? '')}.+${escapeRegExp(after ?? '')}$`);
    await list.getByRole('listitem').first().getByRole('button', { name: deleteName }).click();
    const dialog = page.getByRole('alertdialog', { name: t('account.task.comment.deleteTitle') });
    await expect(dialog).toContainText(t('account.task.comment.deleteBody'));
    await dialog.getByRole('button', { name: t('account.task.comment.delete') }).click();
    await expect(page.getByText(t('account.task.comment.deleted'))).toBeVisible();
    await expect(list.getByText(words)).toHaveCount(0);
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(
      `${t('account.task.comment.title')} 3`,
    );
  });
}

test('an image-text read to its end is done, and the task moves on (zh)', async ({ page }) => {
  const t = (key: string, values?: Record<string, string | number>) => text('zh', key, values);
  await openTask(page, 'zh');
  const row = contentRow(page, READING);
  await expect(row).toHaveAttribute('data-status', '1');
  const done = page.getByText(t('account.task.fraction', { done: 5, count: 10 }), { exact: true });
  await expect(done).toBeVisible();

  await row.getByRole('link', { name: new RegExp(t('account.task.open.brief')) }).click();
  const brief = row.getByTestId('content-brief');
  await expect(brief).toContainText('好的班前会短、准、有分工');
  await brief.getByRole('button', { name: t('account.task.read') }).click();

  await expect(row).toHaveAttribute('data-status', '3');
  await expect(row.getByText(t('account.task.status.3'), { exact: true })).toBeVisible();
  await expect(brief).toContainText(t('account.task.brief.finished.4', { time: '' }).trim());
  await expect(brief.getByRole('button', { name: t('account.task.read') })).toHaveCount(0);
  await expect(
    page.getByText(t('account.task.fraction', { done: 6, count: 10 }), { exact: true }),
  ).toBeVisible();
  await expect(page.getByTestId('task-progress').getByRole('progressbar')).toHaveAttribute(
    'aria-valuenow',
    '60',
  );
  // The reading stays done after a reload: the gateway recorded it.
  await page.reload();
  await expect(contentRow(page, READING)).toHaveAttribute('data-status', '3');
});

test('a task that is not the learner’s says so, with a way to try again', async ({ page }) => {
  await enterHome(page, { origin: ORIGIN, phone: ACCOUNTS.learner.phone, locale: 'en' });
  await page.goto(`${ORIGIN}${localePath('en', '/account/task/987654321')}`);
  await expect(page.getByRole('alert')).toContainText(serverText('en', 'study.taskNotFound'));
  await expect(page.getByRole('button', { name: text('en', 'app.retry') })).toBeVisible();
  // No id is the learner's list of tasks.
  await page.goto(`${ORIGIN}${localePath('en', '/account/task')}`);
  await expect(page).toHaveURL(/\/en\/account\?change=1$/);
});

test('apply for a task, the administrator approves it in the back office, then study it (zh)', async ({
  page,
  browser,
}) => {
  const t = (key: string, values?: Record<string, string | number>) => text('zh', key, values);
  const name = '数据驱动的班组管理';
  const course = '产品知识：客户常见问题解答';
  await enterHome(page, { origin: ORIGIN, phone: ACCOUNTS.learner.phone, locale: 'zh' });
  await page.goto(`${ORIGIN}/account?change=1`);
  await page.getByRole('link', { name, exact: true }).click();
  const registration = page.getByTestId('task-registration');
  await expect(registration).toHaveAttribute('data-status', '0');
  await expect(registration).toContainText(t('account.task.apply.note.0'));
  // Before approval, the course cannot be opened, and there is no way into the player.
  const courseAction = contentRow(page, course).getByRole('button', {
    name: new RegExp(t('account.task.open.afterApproval')),
  });
  await expect(courseAction).toBeDisabled();
  await expect(page.getByRole('link', { name: t('account.task.continue') })).toHaveCount(0);

  await registration.getByRole('button', { name: t('account.task.apply.submit') }).click();
  await expect(registration).toHaveAttribute('data-status', '1');
  await expect(registration.getByText(t('account.task.apply.status.1'), { exact: true })).toBeVisible();
  await expect(registration.getByRole('button')).toHaveCount(0);
  await saveScreenshot(page, 'task-apply-awaiting-zh');

  // The administrator decides in the back office.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await enterHome(admin, { origin: ORIGIN, phone: '13800000002', locale: 'zh' });
  await admin.goto(`${ORIGIN}/crm/task-applications`);
  const table = admin.getByRole('table', { name: t('crm.taskApplications.table') });
  const row = table.getByRole('row').filter({ hasText: name }).filter({ hasText: ACCOUNTS.learner.name });
  await expect(row).toContainText(ACCOUNTS.learner.phone);
  await saveScreenshot(admin, 'task-applications-queue-zh');
  await row
    .getByRole('button', {
      name: t('crm.registrations.approveOne', { name: `${ACCOUNTS.learner.name}（${name}）` }),
      exact: true,
    })
    .click();
  await expect(admin.getByRole('status')).toHaveText(t('crm.registrations.approvedCount', { count: 1 }));
  await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await adminContext.close();

  // Read again, the task is open to study: its course opens in the task's player.
  await page.reload();
  await expect(registration).toHaveAttribute('data-status', '2');
  await contentRow(page, course)
    .getByRole('link', { name: new RegExp(t('account.task.open.course')) })
    .click();
  await expect(page).toHaveURL(/\/watch\/task\?taskId=\d+&courseId=\d+/);
  await expect(page.getByTestId('task-refusal')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: t('player.task.courses') })).toBeVisible();
});

test('an application that was not approved shows the reason and can be made again (en)', async ({ page }) => {
  await enterHome(page, { origin: ORIGIN, phone: ACCOUNTS.learner.phone, locale: 'en' });
  await page.goto(`${ORIGIN}/en/account?change=1`);
  await page.getByRole('link', { name: '精益生产实践营（第一期）', exact: true }).click();
  const registration = page.getByTestId('task-registration');
  await expect(registration).toHaveAttribute('data-status', '3');
  await expect(registration).toContainText('本期名额已满，已为你保留第二期（12 月开班）的报名资格。');
  await expect(
    registration.getByRole('button', { name: text('en', 'account.task.apply.again') }),
  ).toBeEnabled();
  await saveScreenshot(page, 'task-apply-rejected-en');
});

test('a practical answer with an attachment, a refused file type, and a hand-in (zh)', async ({ page }) => {
  const t = (key: string, values?: Record<string, string | number>) => text('zh', key, values);
  await openTask(page, 'zh');
  const row = contentRow(page, '组织一次十分钟班前会');
  await row.getByRole('link', { name: new RegExp(t('account.task.open.brief')) }).click();
  const brief = row.getByTestId('content-brief');
  await expect(brief).toContainText('60 分合格');
  const picker = brief.getByTestId('practical-file');

  // A script is refused before it is sent; a script named like a picture is refused by the gateway.
  await picker.setInputFiles({ name: 'run.sh', mimeType: 'text/plain', buffer: Buffer.from('echo hi') });
  await expect(brief.getByRole('alert')).toContainText(
    t('account.task.practical.refused.kind', { name: 'run.sh' }),
  );
  await picker.setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<script></script>'),
  });
  await expect(brief.getByRole('alert')).toContainText('“photo.png” 不能上传');

  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
  await picker.setInputFiles({ name: '班前会记录.pdf', mimeType: 'application/pdf', buffer: pdf });
  const files = brief.getByRole('list', { name: t('account.task.practical.fileList') });
  await expect(files.getByRole('listitem')).toHaveCount(1);
  await expect(files).toContainText('班前会记录.pdf');
  await brief
    .getByRole('textbox', { name: t('account.task.practical.text') })
    .fill('07:50 班前会，12 人参加，风险提示两项。');
  await saveScreenshot(page, 'task-practical-form-zh');
  await brief.getByRole('button', { name: t('account.task.practical.submit') }).click();

  // Handed in: awaiting its mark, and the form offers to hand it in again.
  await expect(row).toHaveAttribute('data-status', '2');
  await expect(brief.getByRole('button', { name: t('account.task.practical.resubmit') })).toBeVisible();
  await expect(brief.getByRole('list', { name: t('account.task.practical.fileList') })).toContainText(
    '班前会记录.pdf',
  );
  await page.reload();
  await expect(contentRow(page, '组织一次十分钟班前会')).toHaveAttribute('data-status', '2');
  await expect(
    contentRow(page, '组织一次十分钟班前会').getByRole('textbox', { name: t('account.task.practical.text') }),
  ).toHaveValue('07:50 班前会，12 人参加，风险提示两项。');
});

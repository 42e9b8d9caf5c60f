import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  ACCOUNTS,
  HOSTS,
  PASSWORD,
  enterHome,
  expect,
  gatewayCall,
  localePath,
  newClient,
  registerAccount,
  test,
  text,
  uniquePhone,
  type Locale,
} from './fixtures';

/*
 * The back office at /crm/: the administrator 13800000002 of 星河科技 opens it from the header, decides on
 * registrations of throwaway applicants (the demo's 13800000005 stays awaiting for the sign-up tests), marks the
 * demo attempt of 客户服务规范考核 (no other test reads it on the shared gateway), in Chinese and English. On
 * 2026 储备干部培养项目 it decides the demo's applications of 郑佳 and 邓峰 (13800000104 / 13800000108, awaiting in
 * project.json; the learner's own application there belongs to projects.spec.ts).
 */

const ORIGIN = HOSTS.bound;
const ADMIN = '13800000002';
const SHOTS = '/tmp/shots/h4';
const t = (key: string, values?: Record<string, string | number>) => text('zh', key, values);

async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A throwaway application to 星河科技, which reviews sign-ups: it waits for the administrator. */
async function applicant(page: Page, phone: string, name: string) {
  await registerAccount(page.request, ORIGIN, { phone, name, password: PASSWORD, company: '星河科技' });
}

test('the admin opens the back office from the header in a new tab and approves a registration', async ({
  page,
  context,
}, testInfo) => {
  const phone = uniquePhone(testInfo);
  const name = `审核${phone.slice(-4)}`;
  await applicant(page, phone, name);
  const before = await gatewayCall(page.request, ORIGIN, 'POST', '/user/api/user/info/login/pwd', {
    phone,
    password: PASSWORD,
  });
  expect(before.code).toBe(999);

  await enterHome(page, { origin: ORIGIN, phone: ADMIN });
  const [crm] = await Promise.all([
    context.waitForEvent('page'),
    page
      .getByRole('banner')
      .getByRole('link', { name: t('shell.admin') })
      .click(),
  ]);
  await expect(crm).toHaveURL(/\/crm\/?$/);
  await expect(crm.getByRole('heading', { level: 1, name: t('crm.overview.title') })).toBeVisible();
  const nav = crm.getByRole('navigation', { name: t('crm.nav.label') });
  await expect(nav.getByRole('link', { name: new RegExp(t('crm.queue.registrations')) })).toBeVisible();
  await expect(crm.getByText('星河科技').first()).toBeVisible();

  await nav.getByRole('link', { name: new RegExp(t('crm.queue.registrations')) }).click();
  const table = crm.getByRole('table', { name: t('crm.registrations.table') });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(phone);
  await row.getByRole('button', { name: t('crm.registrations.approveOne', { name }), exact: true }).click();
  await expect(crm.getByRole('status')).toHaveText('已通过 1 份申请');
  await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(0);

  const after = await gatewayCall(page.request, ORIGIN, 'POST', '/user/api/user/info/login/pwd', {
    phone,
    password: PASSWORD,
  });
  expect(after.code, after.msg).toBe(200);
});

test('a refusal needs a reason, which the applicant then sees', async ({ page }, testInfo) => {
  const phone = uniquePhone(testInfo);
  const name = `拒绝${phone.slice(-4)}`;
  await applicant(page, phone, name);
  await enterHome(page, { origin: ORIGIN, phone: ADMIN });
  await page.goto(`${ORIGIN}/crm/registrations`);
  const row = page
    .getByRole('table', { name: t('crm.registrations.table') })
    .getByRole('row')
    .filter({ hasText: name });
  await row.getByRole('button', { name: t('crm.registrations.rejectOne', { name }) }).click();
  const dialog = page.getByRole('dialog', { name: t('crm.registrations.reject.title', { name }) });
  await dialog.getByRole('button', { name: t('crm.registrations.reject.submit') }).click();
  await expect(dialog.getByText(t('crm.registrations.reject.required'))).toBeVisible();
  await shot(page, 'registrations-refusal-dialog');
  await dialog.getByRole('textbox').fill('请使用公司登记的手机号重新注册');
  await dialog.getByRole('button', { name: t('crm.registrations.reject.submit') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(t('crm.registrations.rejectedDone'));

  const status = await gatewayCall<{ status: number; reason: string }>(
    page.request,
    ORIGIN,
    'POST',
    '/user/api/user/register/status',
    { phone, password: PASSWORD },
  );
  expect(status.data).toMatchObject({ status: 3, reason: '请使用公司登记的手机号重新注册' });
});

test('the user menu, whose code loads on first approach, opens from the keyboard and the pointer', async ({
  page,
}) => {
  await enterHome(page, { origin: ORIGIN, phone: ADMIN });
  await page.goto(`${ORIGIN}/crm/`);
  const trigger = page.getByRole('banner').locator('button[aria-haspopup="menu"]');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  const back = page.getByRole('menuitem', { name: t('crm.nav.backToPortal') });

  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(back).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('menuitem', { name: t('user.logout') })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(back).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.reload();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await trigger.click();
  await expect(back).toBeVisible();
  await shot(page, 'user-menu-open');
  await back.click();
  await expect(page).toHaveURL(/\/home$/);
});

test('every back-office page in zh and en, desktop and phone', async ({ page }) => {
  test.setTimeout(90_000);
  await enterHome(page, { origin: ORIGIN, phone: ADMIN });
  for (const locale of ['zh', 'en'] as Locale[]) {
    for (const [width, height, label] of [
      [1280, 800, 'desktop'],
      [390, 844, 'phone'],
    ] as const) {
      await page.setViewportSize({ width, height });
      const tl = (key: string) => text(locale, key);
      await page.goto(`${ORIGIN}${localePath(locale, '/crm/')}`);
      await expect(page.getByRole('heading', { level: 1, name: tl('crm.overview.title') })).toBeVisible();
      await shot(page, `overview-${locale}-${label}`);
      await page.goto(`${ORIGIN}${localePath(locale, '/crm/registrations')}`);
      await expect(
        page.getByRole('heading', { level: 1, name: tl('crm.queue.registrations') }),
      ).toBeVisible();
      await shot(page, `registrations-${locale}-${label}`);
      await page.goto(`${ORIGIN}${localePath(locale, '/crm/registrations')}?status=3`);
      await expect(page.getByText(ACCOUNTS.rejected.reason)).toBeVisible();
      await shot(page, `registrations-rejected-${locale}-${label}`);
      await page.goto(`${ORIGIN}${localePath(locale, '/crm/project-applications')}`);
      await expect(
        page.getByRole('heading', { level: 1, name: tl('crm.queue.projectApplications') }),
      ).toBeVisible();
      await shot(page, `project-applications-${locale}-${label}`);
      await page.goto(`${ORIGIN}${localePath(locale, '/crm/marking')}`);
      await expect(page.getByRole('heading', { level: 1, name: tl('crm.queue.marking') })).toBeVisible();
      await shot(page, `marking-list-${locale}-${label}`);
      const open = page.getByRole('table').getByRole('link').first();
      await open.click();
      await expect(page.getByRole('heading', { level: 1, name: '客户服务规范考核' })).toBeVisible();
      await shot(page, `marking-${locale}-${label}`);
    }
  }
});

test('the admin marks the awaiting attempt and the learner sees the result', async ({ page, browser }) => {
  await enterHome(page, { origin: ORIGIN, phone: ADMIN });
  await page.goto(`${ORIGIN}/crm/marking`);
  await page
    .getByRole('link', {
      name: t('crm.marking.openOne', { name: ACCOUNTS.learner.name, exam: '客户服务规范考核' }),
    })
    .click();
  const first = page.getByRole('article', { name: t('crm.marking.question', { n: 1 }) });
  const second = page.getByRole('article', { name: t('crm.marking.question', { n: 2 }) });
  await expect(first.getByText(t('crm.marking.reference'))).toBeVisible();
  await expect(first.getByText('先耐心倾听并记录客户的问题', { exact: false })).toBeVisible();
  const points = (card: typeof first) => card.getByRole('textbox', { name: /0–20/ });
  await points(first).fill('25');
  await points(second).fill('17');
  await page.getByRole('button', { name: t('crm.marking.submit') }).click();
  await expect(first.getByText(t('crm.marking.points.range', { max: 20 }))).toBeVisible();
  await points(first).fill('18');
  await first.getByRole('textbox', { name: t('crm.marking.comment') }).fill('步骤完整');
  await page.getByRole('button', { name: t('crm.marking.submit') }).click();
  await expect(page.getByRole('status')).toContainText('85');
  await expect(points(first)).toHaveValue('18');

  const learner = await browser.newContext({ locale: 'zh-CN' });
  const learnerPage = await learner.newPage();
  await enterHome(learnerPage, { origin: ORIGIN, phone: ACCOUNTS.learner.phone });
  await learnerPage.goto(`${ORIGIN}/account/exam/record`);
  const examRow = learnerPage.getByRole('row').filter({ hasText: '客户服务规范考核' });
  await expect(examRow).toContainText('85');
  await learner.close();
});

test('a learner opening /crm/ gets the no-permission page; a visitor signs in first', async ({
  page,
  browser,
}) => {
  await enterHome(page, { origin: ORIGIN, phone: ACCOUNTS.learner.phone });
  await page.goto(`${ORIGIN}/crm/`);
  await expect(page.getByRole('heading', { name: t('permission.title') })).toBeVisible();
  await expect(page).toHaveURL(/\/permission$/);

  const visitor = await browser.newContext({ locale: 'en-US' });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`${ORIGIN}/en/crm/marking`);
  await expect(visitorPage).toHaveURL(/\/en\/login\?/);
  expect(new URL(visitorPage.url()).searchParams.get('redirect')).toBe('/en/crm/marking');
  await visitor.close();
});

test('an assessor marks a practical answer, after a score out of range is refused', async ({ page }) => {
  await enterHome(page, { origin: ORIGIN, phone: ADMIN });
  await page.goto(`${ORIGIN}/crm/practical`);
  await expect(page.getByRole('heading', { level: 1, name: t('crm.queue.practical') })).toBeVisible();
  const answer = page.getByRole('listitem', {
    name: t('crm.practical.answerOf', { name: '刘洋', content: '组织一次十分钟班前会' }),
  });
  await expect(answer).toContainText('装配一班班前会记录');
  await expect(answer.getByRole('list', { name: t('crm.practical.files') })).toContainText('班前会现场.png');
  await shot(page, 'practical-queue');

  const score = answer.getByRole('textbox', { name: t('crm.practical.score') });
  await score.fill('120');
  await answer.getByRole('textbox', { name: t('crm.practical.comment') }).fill('要素齐全，分工清楚');
  await answer.getByRole('button', { name: t('crm.practical.submit') }).click();
  await expect(answer.getByText(t('crm.practical.scoreInvalid'))).toBeVisible();
  await expect(answer.getByRole('textbox', { name: t('crm.practical.comment') })).toHaveValue(
    '要素齐全，分工清楚',
  );
  await score.fill('88');
  await answer.getByRole('button', { name: t('crm.practical.submit') }).click();
  await expect(answer).toHaveCount(0);

  await page.getByRole('link', { name: t('crm.practical.tab.marked') }).click();
  await expect(page).toHaveURL(/marked=1/);
  const marked = page.getByRole('listitem', {
    name: t('crm.practical.answerOf', { name: '刘洋', content: '组织一次十分钟班前会' }),
  });
  await expect(marked).toContainText(t('crm.practical.passed', { score: 88 }));
  await expect(marked).toContainText('要素齐全，分工清楚');
});

test('an administrator finds a certificate and revokes it, a reason required', async ({ page }) => {
  await enterHome(page, { origin: ORIGIN, phone: ADMIN });
  await page.goto(`${ORIGIN}/crm/`);
  await page
    .getByRole('navigation', { name: t('crm.nav.label') })
    .getByRole('link', { name: t('crm.certificates.title') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: t('crm.certificates.title') })).toBeVisible();
  // A colleague's certificate granted on import, found by the colleague's name.
  await page.getByRole('searchbox', { name: t('crm.certificates.search') }).fill('刘洋');
  await page.getByRole('button', { name: t('crm.certificates.search.submit'), exact: true }).click();
  await expect(page).toHaveURL(/keyword=/);
  const table = page.getByRole('table', { name: t('crm.certificates.table') });
  const row = table.getByRole('row').filter({ hasText: '刘洋' }).first();
  await expect(row).toContainText(t('crm.certificates.status.1'));
  const certificateName = (await row.getByRole('cell').nth(1).locator('p').first().textContent()) ?? '';
  await shot(page, 'certificates-admin');

  await row
    .getByRole('button', { name: t('crm.certificates.revokeOne', { name: `刘洋（${certificateName}）` }) })
    .click();
  const dialog = page.getByRole('dialog', {
    name: t('crm.certificates.revoke.title', { name: `刘洋（${certificateName}）` }),
  });
  await dialog.getByRole('button', { name: t('crm.certificates.revoke.submit') }).click();
  await expect(dialog.getByText(t('crm.certificates.revoke.required'))).toBeVisible();
  await dialog.getByRole('textbox').fill('离职前未完成复训');
  await dialog.getByRole('button', { name: t('crm.certificates.revoke.submit') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(t('crm.certificates.revokedDone'));
  await page.goto(`${ORIGIN}/crm/certificates?status=3&keyword=${encodeURIComponent('刘洋')}`);
  await expect(
    page
      .getByRole('table', { name: t('crm.certificates.table') })
      .getByRole('row')
      .filter({ hasText: '离职前未完成复训' }),
  ).toHaveCount(1);
});

const PROJECT = '2026 储备干部培养项目';

test('the admin refuses one project application with a reason and approves another, which the member sees', async ({
  page,
  browser,
}) => {
  const zheng = { phone: '13800000104', name: '郑佳', who: `郑佳（${PROJECT}）` };
  const deng = { phone: '13800000108', name: '邓峰', who: `邓峰（${PROJECT}）` };
  await enterHome(page, { origin: ORIGIN, phone: ADMIN });
  await page.goto(`${ORIGIN}/crm/`);
  const nav = page.getByRole('navigation', { name: t('crm.nav.label') });
  const queueLink = nav.getByRole('link', { name: new RegExp(t('crm.queue.projectApplications')) });
  // Both demo applications wait: the side navigation counts them (and any a concurrent test adds).
  await expect(queueLink.getByLabel(/项待处理/)).toHaveText(/^[2-9]$/);
  await queueLink.click();
  await expect(page).toHaveURL(/\/crm\/project-applications/);
  await expect(
    page.getByRole('heading', { level: 1, name: t('crm.queue.projectApplications') }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: t('crm.projectApplications.table') });
  const rowOf = (name: string) => table.getByRole('row').filter({ hasText: name });
  await expect(rowOf(zheng.name)).toContainText(PROJECT);
  await expect(rowOf(deng.name)).toContainText(PROJECT);
  // The project's name opens its page in a new tab; its address names the project.
  const projectLink = rowOf(deng.name).getByRole('link', { name: PROJECT });
  await expect(projectLink).toHaveAttribute('target', '_blank');
  const projectPath = (await projectLink.getAttribute('href')) ?? '';
  expect(projectPath).toMatch(/^\/knowledge\/project\/\d+$/);
  await shot(page, 'project-applications-zh');

  // A refusal without a reason is pointed out, and the dialog stays with the application undecided.
  await rowOf(zheng.name)
    .getByRole('button', { name: t('crm.registrations.rejectOne', { name: zheng.who }) })
    .click();
  const dialog = page.getByRole('dialog', {
    name: t('crm.projectApplications.reject.title', { name: zheng.who }),
  });
  await expect(dialog.getByText(t('crm.projectApplications.reject.help'))).toBeVisible();
  await dialog.getByRole('button', { name: t('crm.registrations.reject.submit') }).click();
  await expect(dialog.getByText(t('crm.registrations.reject.required'))).toBeVisible();
  await expect(dialog.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'project-applications-refusal-dialog');
  await dialog.getByRole('textbox').fill('本期名额已满，请关注下一期的报名通知');
  await dialog.getByRole('button', { name: t('crm.registrations.reject.submit') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(t('crm.projectApplications.rejectedDone'));
  await expect(rowOf(zheng.name)).toHaveCount(0);

  await rowOf(deng.name)
    .getByRole('button', { name: t('crm.registrations.approveOne', { name: deng.who }), exact: true })
    .click();
  await expect(page.getByRole('status')).toHaveText(t('crm.registrations.approvedCount', { count: 1 }));
  await expect(rowOf(deng.name)).toHaveCount(0);
  await page.getByRole('link', { name: t('crm.registrations.status.3') }).click();
  await expect(rowOf(zheng.name)).toContainText('本期名额已满，请关注下一期的报名通知');
  await shot(page, 'project-applications-rejected-zh');

  // 邓峰 is in the project now; 郑佳 reads why not.
  const member = await newClient(browser, '127.0.33.1');
  await enterHome(member.page, { origin: ORIGIN, phone: deng.phone });
  await member.page.goto(`${ORIGIN}${projectPath}`);
  await expect(member.page.getByRole('heading', { level: 1, name: PROJECT })).toBeVisible();
  await expect(member.page.getByTestId('project-application')).toHaveAttribute('data-status', '2');
  await expect(member.page.getByTestId('project-item').first().getByRole('link')).toBeVisible();
  await shot(member.page, 'project-applications-member-approved');
  await member.context.close();
  const refused = await newClient(browser, '127.0.33.2');
  await enterHome(refused.page, { origin: ORIGIN, phone: zheng.phone });
  await refused.page.goto(`${ORIGIN}${projectPath}`);
  const application = refused.page.getByTestId('project-application');
  await expect(application).toHaveAttribute('data-status', '3');
  await expect(application).toContainText('本期名额已满，请关注下一期的报名通知');
  await refused.context.close();

  // The same queue in English: the decisions made above, by status.
  const en = (key: string, values?: Record<string, string | number>) => text('en', key, values);
  await page.goto(`${ORIGIN}${localePath('en', '/crm/project-applications')}?status=2`);
  await expect(
    page.getByRole('heading', { level: 1, name: en('crm.queue.projectApplications') }),
  ).toBeVisible();
  const enTable = page.getByRole('table', { name: en('crm.projectApplications.table') });
  await expect(enTable.getByRole('row').filter({ hasText: deng.name })).toContainText(
    en('crm.registrations.status.2'),
  );
  await page.getByRole('link', { name: en('crm.registrations.status.3') }).click();
  await expect(enTable.getByRole('row').filter({ hasText: zheng.name })).toContainText(
    en('crm.registrations.status.3'),
  );
  await shot(page, 'project-applications-rejected-en');
});

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
 * Training needs in the account centre (change=9). In Chinese, the demo learner on the site bound to 星河科技
 * submits the open collection with a suggested topic, a topic of their own and remarks, finds it after a reload,
 * and changes it; an empty submission first shows the gateway's message and keeps what was typed. In English,
 * the same learner in 远山制造 (on the open site) meets a field check before sending, then submits and changes.
 */

const OPEN = '2027 年度培训需求调研';
const CLOSED = '2026 年度培训需求调研';
const YUANSHAN = '远山制造 2027 年度技能培训需求征集';

async function picture(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

/** The account centre's training needs tab, reached from its menu. */
async function openTab(page: Page, origin: string, locale: Locale): Promise<void> {
  const t = (key: string) => text(locale, key);
  await page.goto(`${origin}${localePath(locale, '/account')}`);
  await page
    .getByRole('navigation', { name: t('account.menu.label') })
    .getByRole('link', { name: t('account.menu.needs') })
    .click();
  await expect(page).toHaveURL(/[?&]change=9\b/);
  await expect(page.getByRole('heading', { level: 2, name: t('account.menu.needs') })).toBeVisible();
}

test('the learner submits training needs, finds them after a reload and changes them (zh)', async ({
  page,
}) => {
  const t = (key: string, values?: Record<string, string | number>) => text('zh', key, values);
  await enterHome(page, { origin: HOSTS.bound, phone: ACCOUNTS.learner.phone, locale: 'zh' });
  await new HomePage(page, 'zh').expectSignedIn(ACCOUNTS.learner.name, COMPANIES.xinghe.zh);
  await openTab(page, HOSTS.bound, 'zh');

  // Open collections first; last year's shows as answered.
  const list = page.getByRole('list', { name: t('account.needs.list') });
  const rows = list.getByTestId('needs-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText(OPEN);
  await expect(rows.first()).toContainText(t('account.needs.notSubmitted'));
  await expect(rows.filter({ hasText: CLOSED }).getByTestId('needs-submitted')).toBeVisible();
  await picture(page, 'needs-zh-list');

  await rows
    .first()
    .getByRole('link', { name: t('account.needs.action.fill') })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: OPEN })).toBeVisible();
  const form = page.getByRole('form', { name: t('account.needs.yourNeeds') });
  await expect(form.getByTestId('needs-topic')).toHaveCount(10);
  // A topic that is a course links to it.
  await expect(form.getByRole('link', { name: '高效沟通与跨部门协作' })).toBeVisible();

  // Nothing chosen: the gateway's message, and the remarks typed stay.
  const remarks = form.getByRole('textbox', { name: t('account.needs.remarks') });
  await remarks.fill('希望安排在周四下午。');
  await form.getByRole('button', { name: t('account.needs.submit') }).click();
  await expect(form.getByRole('alert')).toContainText(serverText('zh', 'needs.empty'));
  await expect(remarks).toHaveValue('希望安排在周四下午。');
  await picture(page, 'needs-zh-empty-refused');

  await form.getByRole('checkbox', { name: /^数据分析与可视化/ }).check();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.getByRole('combobox', { name: '数据分析与可视化的优先级' }).selectOption({ label: '高' });
  await form.getByRole('combobox', { name: '数据分析与可视化的培训形式' }).selectOption({ label: '线上' });
  await form.getByRole('button', { name: t('account.needs.custom.add') }).click();
  await form
    .getByRole('textbox', { name: t('account.needs.custom.label', { number: 1 }) })
    .fill('商务英语写作');
  await picture(page, 'needs-zh-form');
  await form.getByRole('button', { name: t('account.needs.submit') }).click();

  const answer = page.getByTestId('needs-answer');
  await expect(page.getByTestId('needs-thanks')).toContainText(t('account.needs.thanks'));
  await expect(answer).toContainText('数据分析与可视化');
  await expect(answer).toContainText('商务英语写作');
  await expect(page.getByTestId('needs-remarks')).toHaveText('希望安排在周四下午。');

  await page.reload();
  await expect(page.getByTestId('needs-thanks')).toContainText(t('account.needs.answered'));
  await expect(answer.getByRole('listitem')).toHaveCount(2);
  await expect(answer.getByRole('listitem').first()).toContainText('高');
  await expect(answer.getByRole('listitem').first()).toContainText('线上');
  await picture(page, 'needs-zh-submitted');

  // Changed while open: the topic of one's own goes, another suggested topic comes.
  await page.getByRole('button', { name: t('account.needs.edit') }).click();
  await expect(form.getByRole('checkbox', { name: /^数据分析与可视化/ })).toBeChecked();
  await form.getByRole('button', { name: t('account.needs.custom.removeOf', { number: 1 }) }).click();
  await form.getByRole('checkbox', { name: /^项目管理实战/ }).check();
  await form.getByRole('button', { name: t('account.needs.submit') }).click();
  await expect(page.getByTestId('needs-thanks')).toContainText(t('account.needs.thanks'));
  await expect(answer).toContainText('项目管理实战');
  await expect(answer).not.toContainText('商务英语写作');

  // The list shows it as submitted; last year's is there to read, not to change.
  await page.getByRole('link', { name: t('account.needs.back') }).click();
  await expect(rows.first().getByTestId('needs-submitted')).toBeVisible();
  await rows
    .filter({ hasText: CLOSED })
    .getByRole('link', { name: t('account.needs.action.view') })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: CLOSED })).toBeVisible();
  await expect(page.getByTestId('needs-answer')).toContainText('产品经理需求分析方法');
  await expect(page.getByRole('button', { name: t('account.needs.edit') })).toHaveCount(0);
  await expect(page.getByRole('form')).toHaveCount(0);
});

test('training needs in English: a field check before sending, then submit and change', async ({ page }) => {
  const t = (key: string, values?: Record<string, string | number>) => text('en', key, values);
  await enterHome(page, {
    origin: HOSTS.open,
    phone: ACCOUNTS.learner.phone,
    company: COMPANIES.yuanshan.zh,
    locale: 'en',
  });
  await new HomePage(page, 'en').expectSignedIn(ACCOUNTS.learner.name, COMPANIES.yuanshan.en);
  await openTab(page, HOSTS.open, 'en');
  const rows = page.getByRole('list', { name: t('account.needs.list') }).getByTestId('needs-row');
  // Only 远山制造's own collection.
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(t('account.needs.status.open'));
  await expect(rows.first()).toContainText(t('account.needs.topicCount', { count: 4 }));
  await rows.first().getByRole('link', { name: YUANSHAN }).click();

  const form = page.getByRole('form', { name: t('account.needs.yourNeeds') });
  await form.getByRole('button', { name: t('account.needs.submit') }).click();
  await expect(form.getByRole('alert')).toContainText(serverText('en', 'needs.empty'));

  // Too long for a topic of one's own: said by the field, focused, nothing sent.
  await form.getByRole('button', { name: t('account.needs.custom.add') }).click();
  const own = form.getByRole('textbox', { name: t('account.needs.custom.label', { number: 1 }) });
  await own.fill('x'.repeat(51));
  await form.getByRole('button', { name: t('account.needs.submit') }).click();
  await expect(own).toBeFocused();
  await expect(own).toHaveAttribute('aria-invalid', 'true');
  await expect(own).toHaveAccessibleDescription(t('account.needs.problem.tooLong', { max: 50 }));
  await picture(page, 'needs-en-field-problem');
  await own.fill('Lean six sigma basics');
  await expect(own).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('checkbox', { name: /^质量管理体系/ }).check();
  await form
    .getByRole('combobox', { name: t('account.needs.priorityOf', { name: '质量管理体系' }) })
    .selectOption({
      label: t('account.needs.priority.high'),
    });
  await form.getByRole('button', { name: t('account.needs.submit') }).click();
  await expect(page.getByTestId('needs-thanks')).toContainText(t('account.needs.thanks'));

  await page.reload();
  const answer = page.getByTestId('needs-answer');
  await expect(answer).toContainText('质量管理体系');
  await expect(answer).toContainText('Lean six sigma basics');
  await expect(answer.getByRole('listitem').first()).toContainText(t('account.needs.priority.high'));
  await picture(page, 'needs-en-submitted');

  await page.getByRole('button', { name: t('account.needs.edit') }).click();
  await form
    .getByRole('combobox', { name: t('account.needs.priorityOf', { name: '质量管理体系' }) })
    .selectOption({
      label: t('account.needs.priority.low'),
    });
  await form.getByRole('textbox', { name: t('account.needs.remarks') }).fill('Evenings suit me best.');
  await form.getByRole('button', { name: t('account.needs.submit') }).click();
  await expect(page.getByTestId('needs-remarks')).toHaveText('Evenings suit me best.');
  await expect(answer.getByRole('listitem').first()).toContainText(t('account.needs.priority.low'));
});

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
 * Surveys as the demo learner answers them on the site bound to 星河科技: find one under "my surveys", meet
 * the checks, answer, reload without losing anything, submit once, and read the results. The Chinese pass
 * answers the anonymous training survey that nine colleagues have answered; the English pass the named
 * canteen survey.
 */

const ORIGIN = HOSTS.bound;

async function signIn(page: Page, locale: Locale): Promise<void> {
  await enterHome(page, { origin: ORIGIN, phone: ACCOUNTS.learner.phone, locale });
  await new HomePage(page, locale).expectSignedIn(ACCOUNTS.learner.name, COMPANIES.xinghe[locale]);
}

async function picture(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

/** A question's fieldset, found by its legend ("3. 你认为哪些方面最需要改进？"). */
function question(page: Page, number: number, title: string): Locator {
  return page.getByRole('group', { name: new RegExp(`^${number}\\. ${title.replace(/[?？()（）]/g, '.')}`) });
}

/** Opens "my surveys" from the account centre and the survey of that title. */
async function openFromMySurveys(page: Page, locale: Locale, title: string): Promise<void> {
  const t = (key: string, values?: Record<string, string | number>) => text(locale, key, values);
  await page.goto(`${ORIGIN}${localePath(locale, '/account')}?change=7`);
  await expect(page.getByRole('heading', { level: 2, name: t('account.menu.surveys') })).toBeVisible();
  const list = page.getByRole('list', { name: t('survey.list') });
  const row = list.getByRole('listitem').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row.getByText(t('survey.status.toAnswer'), { exact: true })).toBeVisible();
  await picture(page, `survey-${locale}-my-surveys`);
  await row.getByRole('link', { name: t('survey.answerNow') }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test.describe('surveys', () => {
  test('the learner answers the training survey and sees it in the results (zh)', async ({ page }) => {
    const t = (key: string, values?: Record<string, string | number>) => text('zh', key, values);
    const title = '2026 年度培训满意度调查';
    await signIn(page, 'zh');
    await openFromMySurveys(page, 'zh', title);
    await picture(page, 'survey-zh-form');

    // Submitting at once: every required question is named, and the first one gets the focus.
    await page.getByRole('button', { name: t('survey.submit') }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: t('survey.problems', { count: 4 }) }),
    ).toBeVisible();
    const first = question(page, 1, '今年你主要参加了哪一类培训？');
    await expect(first).toBeFocused();
    await expect(first.getByText(t('survey.problem.required'))).toBeVisible();
    await picture(page, 'survey-zh-errors');

    await first.getByRole('radio', { name: '信息安全必修' }).check();
    await expect(first.getByText(t('survey.problem.required'))).toHaveCount(0);
    await question(page, 2, '整体而言，你对今年的培训满意吗？').getByRole('radio', { name: '4 分' }).check();
    const improve = question(page, 3, '你认为哪些方面最需要改进？');
    for (const option of ['课程内容的实用性', '培训时间安排', '考核方式', '学习资料']) {
      await improve.getByRole('checkbox', { name: option }).check();
    }
    await question(page, 4, '你有多大可能向同事推荐这些培训？').getByRole('radio', { name: '9 分' }).check();
    await question(page, 6, '对明年的培训安排，你还有哪些建议？')
      .getByRole('textbox')
      .fill('希望增加小组讨论和案例复盘。');

    // Four improvements are one too many; the check says so and nothing is sent.
    await page.getByRole('button', { name: t('survey.submit') }).click();
    await expect(improve).toBeFocused();
    await expect(improve.getByText(t('survey.problem.maxChoices', { max: 3 }))).toBeVisible();
    await improve.getByRole('checkbox', { name: '学习资料' }).uncheck();

    // A reload keeps what was answered (the draft lives in the browser).
    await page.reload();
    await expect(
      question(page, 1, '今年你主要参加了哪一类培训？').getByRole('radio', { name: '信息安全必修' }),
    ).toBeChecked();
    await expect(improve.getByRole('checkbox', { name: '考核方式' })).toBeChecked();
    await expect(improve.getByRole('checkbox', { name: '学习资料' })).not.toBeChecked();
    await expect(question(page, 6, '对明年的培训安排，你还有哪些建议？').getByRole('textbox')).toHaveValue(
      '希望增加小组讨论和案例复盘。',
    );

    const [submitted] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/investigate/answer/submit')),
      page.getByRole('button', { name: t('survey.submit') }).click(),
    ]);
    expect(((await submitted.json()) as { code: number }).code).toBe(200);
    const thanks = page.getByRole('status').filter({ hasText: t('survey.thanks.title') });
    await expect(thanks).toBeVisible();
    await expect(page.getByRole('button', { name: t('survey.submit') })).toHaveCount(0);
    await expect(first.getByRole('radio', { name: '信息安全必修' })).toBeDisabled();
    await picture(page, 'survey-zh-thanks');

    await thanks.getByRole('link', { name: t('survey.viewResults') }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: t('survey.result.heading', { title }) }),
    ).toBeVisible();
    await expect(page.getByText('已有 10 人提交（共 19 人，提交率 52.6%）')).toBeVisible();
    // Nine colleagues chose these in the seed, the learner once more.
    const kind = page.getByRole('region', { name: '1. 今年你主要参加了哪一类培训？' });
    await expect(kind.getByRole('row', { name: /A\. 信息安全必修/ })).toContainText('5');
    await expect(kind.getByRole('row', { name: /A\. 信息安全必修/ })).toContainText('50%');
    const improveResult = page.getByRole('region', { name: '3. 你认为哪些方面最需要改进？' });
    await expect(improveResult.getByRole('row', { name: /E\. 考核方式/ })).toContainText('30%');
    await expect(page.getByText('平均分：4 / 5')).toBeVisible();
    await expect(page.getByText('希望增加小组讨论和案例复盘。')).toBeVisible();
    // Anonymous: nobody's name next to the texts.
    const texts = page.getByRole('list', { name: t('survey.result.textList') });
    await expect(texts.getByRole('listitem')).toHaveCount(8);
    await expect(texts.getByText(ACCOUNTS.learner.name)).toHaveCount(0);
    await expect(page.locator('canvas').first()).toBeVisible();
    await picture(page, 'survey-zh-results');

    // Back in the list, the survey has moved to the answered tab.
    await page.goto(`${ORIGIN}/account?change=7`);
    await page.getByRole('button', { name: /^已填写/ }).click();
    await expect(page.getByRole('list', { name: t('survey.list') }).getByText(title)).toBeVisible();
  });

  test('an English pass: the canteen survey, answered and its named results', async ({ page }) => {
    const t = (key: string, values?: Record<string, string | number>) => text('en', key, values);
    const title = '食堂与办公环境意见征集';
    await signIn(page, 'en');
    await openFromMySurveys(page, 'en', title);
    await expect(page.getByText(t('survey.named'), { exact: true })).toBeVisible();

    await question(page, 1, '工作日你通常在哪里吃午餐？').getByRole('radio', { name: '公司食堂' }).check();
    await question(page, 2, '你对食堂菜品的口味满意吗？').getByRole('radio', { name: '3 points' }).check();
    const dishes = question(page, 3, '希望食堂增加哪些餐品？');
    await expect(dishes.getByText(t('survey.hint.between', { min: 2, max: 4 }))).toBeVisible();
    await dishes.getByRole('checkbox', { name: '面食' }).check();
    await page.getByRole('button', { name: t('survey.submit') }).click();
    await expect(dishes.getByText(t('survey.problem.minChoices', { min: 2 }))).toBeVisible();
    await expect(
      question(page, 5, '关于食堂或办公环境，你最希望改进的一件事是什么？').getByText(
        t('survey.problem.required'),
      ),
    ).toBeVisible();
    await picture(page, 'survey-en-errors');

    await dishes.getByRole('checkbox', { name: '时令水果' }).check();
    await question(page, 5, '关于食堂或办公环境，你最希望改进的一件事是什么？')
      .getByRole('textbox')
      .fill('希望工作日提供更多素食选择。');
    await page.getByRole('button', { name: t('survey.submit') }).click();
    const thanks = page.getByRole('status').filter({ hasText: t('survey.thanks.title') });
    await expect(thanks).toBeVisible();
    await picture(page, 'survey-en-thanks');

    await thanks.getByRole('link', { name: t('survey.viewResults') }).click();
    await expect(page).toHaveURL(new RegExp(`${localePath('en', '/investigate/analyze/')}\\d+$`));
    await expect(
      page.getByRole('heading', { level: 1, name: t('survey.result.heading', { title }) }),
    ).toBeVisible();
    await expect(page.getByText('4 of 19 people have submitted (21.1%)')).toBeVisible();
    // Named survey: the learner's text comes first, with the name.
    const wishes = page.getByRole('list', { name: t('survey.result.textList') });
    await expect(wishes.getByRole('listitem').first()).toContainText('希望工作日提供更多素食选择。');
    await expect(wishes.getByRole('listitem').first()).toContainText(ACCOUNTS.learner.name);
    await expect(page.getByText('Average: 3 / 5')).toBeVisible();
    await picture(page, 'survey-en-results');

    // Reopening the survey shows the submitted answers, read-only.
    await page.goto(`${ORIGIN}${localePath('en', '/account')}?change=7`);
    await page.getByRole('button', { name: /^Answered/ }).click();
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 2, name: t('survey.answered.title') })).toBeVisible();
    await expect(
      question(page, 1, '工作日你通常在哪里吃午餐？').getByRole('radio', { name: '公司食堂' }),
    ).toBeChecked();
    await expect(page.getByRole('button', { name: t('survey.submit') })).toHaveCount(0);
    await picture(page, 'survey-en-readonly');
  });
});

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
} from './fixtures';

/*
 * The institution center (`/account/organization-vod`): 王珊 (13800000004), an institution user of 星河科技, opens
 * it from the user menu; anyone else is shown the permission page.
 */

const ORIGIN = HOSTS.bound;
const INSTITUTION_USER = { phone: '13800000004', name: '王珊' };

for (const locale of ['zh', 'en'] as const) {
  const t = (key: string, values?: Record<string, string | number>) => text(locale, key, values);

  test(`an institution user opens the institution center from the user menu (${locale})`, async ({
    page,
  }) => {
    await enterHome(page, { origin: ORIGIN, phone: INSTITUTION_USER.phone, locale });
    const home = new HomePage(page, locale);
    await home.expectSignedIn(INSTITUTION_USER.name, COMPANIES.xinghe[locale]);
    await home.userMenu(INSTITUTION_USER.name).click();
    await home.menuItem('user.institution').click();
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/account/organization-vod')}$`));
    await expect(page.getByRole('heading', { level: 1, name: '启明职业培训学院' })).toBeVisible();
    const list = page.getByRole('list', { name: t('account.institution.courseList') });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    // The course not yet enabled is listed, without a link to a page learners cannot open.
    const draft = list.getByRole('listitem').filter({ hasText: '仓储叉车安全驾驶（筹备中）' });
    await expect(draft.getByText(t('lecturer.mine.disabled'))).toBeVisible();
    await expect(draft.getByRole('link')).toHaveCount(0);
    await saveScreenshot(page, `institution-${locale}`);

    await page.getByRole('searchbox', { name: t('account.institution.search.label') }).fill('应急');
    await page
      .getByRole('main')
      .getByRole('button', { name: t('account.institution.search.submit') })
      .click();
    await expect(page).toHaveURL(/keyword=/);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('应急疏散与现场急救');
  });
}

test('the learner has no institution center: no menu item, and the address shows the permission page', async ({
  page,
}) => {
  await enterHome(page, { origin: ORIGIN, phone: ACCOUNTS.learner.phone, locale: 'zh' });
  const home = new HomePage(page, 'zh');
  await home.userMenu(ACCOUNTS.learner.name).click();
  await expect(home.menuItem('user.myTasks')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: text('zh', 'user.institution') })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto(`${ORIGIN}/account/organization-vod`);
  await expect(page).toHaveURL(/\/permission/);
});

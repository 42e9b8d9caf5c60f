import {
  ACCOUNTS,
  COMPANIES,
  CompanyPage,
  HOSTS,
  HomePage,
  LoginPage,
  PASSWORD,
  expect,
  learnerEnters,
  test,
  text,
} from './fixtures';

const { learner } = ACCOUNTS;

test('choose a company, then switch to the other one from the user menu', async ({
  companyPage,
  home,
  page,
}) => {
  await learnerEnters(page, COMPANIES.xinghe.zh);

  await home.userMenu(learner.name).click();
  await home.menuItem('user.switchCompany').click();
  await expect(companyPage.heading).toBeVisible();
  await expect(page).toHaveURL(/\/company(\?|$)/);
  // The company in use is marked as the current one.
  await expect(companyPage.company(COMPANIES.xinghe.zh)).toHaveAttribute('aria-current', 'true');
  await expect(companyPage.company(COMPANIES.xinghe.zh)).toContainText(text('zh', 'company.current'));
  await expect(companyPage.company(COMPANIES.yuanshan.zh)).not.toHaveAttribute('aria-current', 'true');

  await companyPage.choose(COMPANIES.yuanshan.zh);
  await home.expectSignedIn(learner.name, COMPANIES.yuanshan.zh);
  await expect(home.company(COMPANIES.xinghe.zh)).toHaveCount(0);
  // 远山制造 knows 林晓 by another work number.
  await expect(page.getByRole('main').getByText('Y0001', { exact: true })).toBeVisible();

  // The choice belongs to the session: a reload keeps it.
  await page.reload();
  await home.expectSignedIn(learner.name, COMPANIES.yuanshan.zh);
});

test('switch company from the home page, or cancel and keep the current one', async ({
  companyPage,
  home,
  page,
}) => {
  await learnerEnters(page, COMPANIES.yuanshan.zh);

  const switchButton = page.getByRole('main').getByRole('button', { name: text('zh', 'user.switchCompany') });
  await switchButton.click();
  await expect(companyPage.heading).toBeVisible();
  await page.getByRole('button', { name: text('zh', 'app.cancel') }).click();
  await home.expectSignedIn(learner.name, COMPANIES.yuanshan.zh);

  await switchButton.click();
  await companyPage.choose(COMPANIES.xinghe.zh);
  await home.expectSignedIn(learner.name, COMPANIES.xinghe.zh);
});

test('the site bound to 星河科技 offers no company choice and no /company page', async ({ page }) => {
  const login = new LoginPage(page);
  const home = new HomePage(page);
  await login.goto(HOSTS.bound);
  await login.withPassword(learner.phone, PASSWORD);
  await home.expectSignedIn(learner.name, COMPANIES.xinghe.zh);

  await expect(
    page.getByRole('main').getByRole('button', { name: text('zh', 'user.switchCompany') }),
  ).toHaveCount(0);
  await home.userMenu(learner.name).click();
  await expect(home.menuItem('user.logout')).toBeVisible();
  await expect(home.menuItem('user.switchCompany')).toHaveCount(0);
  await page.keyboard.press('Escape');

  for (const path of ['/company', '/appCompany']) {
    await page.goto(`${HOSTS.bound}${path}`);
    await home.expectSignedIn(learner.name, COMPANIES.xinghe.zh);
    await expect(new CompanyPage(page).heading).toHaveCount(0);
  }
});

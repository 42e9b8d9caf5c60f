import type { Page } from '@playwright/test';
import {
  ACCOUNTS,
  COMPANIES,
  CompanyPage,
  HOSTS,
  HomePage,
  LoginPage,
  PASSWORD,
  builtScripts,
  expect,
  literal,
  newSmsCode,
  outboxIds,
  serverText,
  test,
  uniquePhone,
} from './fixtures';

const { learner, lecturer } = ACCOUNTS;

/** Every path the page visits, to prove a page never showed up (e.g. the company chooser). */
function visitedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

test.describe('sign-in paths on the open site (localhost)', () => {
  test('phone + password asks which company, then /home shows the user and the chosen company', async ({
    context,
    login,
    companyPage,
    home,
  }) => {
    await login.goto();
    await login.withPassword(learner.phone, PASSWORD);

    await expect(companyPage.heading).toBeVisible();
    await expect(companyPage.page).toHaveURL(/\/company(\?|$)/);
    await expect(companyPage.company(COMPANIES.xinghe.zh)).toBeVisible();
    await expect(companyPage.company(COMPANIES.yuanshan.zh)).toBeVisible();

    await companyPage.choose(COMPANIES.yuanshan.zh);
    await home.expectSignedIn(learner.name, COMPANIES.yuanshan.zh);
    // The other company's details are not on the page.
    await expect(home.company(COMPANIES.xinghe.zh)).toHaveCount(0);

    // The token cookie: ENT_WEB_TOKEN, for the whole site, one day.
    const cookie = (await context.cookies(HOSTS.open)).find((c) => c.name === 'ENT_WEB_TOKEN');
    expect(cookie?.path).toBe('/');
    const hours = ((cookie?.expires ?? 0) - Date.now() / 1000) / 3600;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24.01);
  });

  test('SMS code: sent to the phone, read from the outbox, signs in', async ({ page, login, home }) => {
    await login.goto();
    await login.choose('sms');
    await login.phone.fill(lecturer.phone);
    const seen = await outboxIds(page.request, HOSTS.open, lecturer.phone);
    await login.sendCode.click();

    // The button counts down and the hint says the code went out.
    await expect(login.panel.getByText(login.t('sms.sent'))).toBeVisible();
    const countdown = literal(login.t('sms.resendIn', { seconds: '#' })).replace('#', '\\d+');
    await expect(login.panel.getByRole('button', { name: new RegExp(`^${countdown}$`) })).toBeDisabled();

    const code = await newSmsCode(page.request, HOSTS.open, lecturer.phone, seen);
    await login.smsCode.fill(code);
    await login.agree();
    await login.submit.click();

    // 陈立 belongs to one company only: no chooser.
    await home.expectSignedIn(lecturer.name, COMPANIES.xinghe.zh);
  });

  test('work number E0001 + password signs in as 林晓', async ({ login, companyPage, home }) => {
    await login.goto();
    await login.withEmpNo(learner.empNo, PASSWORD);
    await companyPage.choose(COMPANIES.xinghe.zh);
    await home.expectSignedIn(learner.name, COMPANIES.xinghe.zh);
    await expect(home.page.getByRole('main').getByText(learner.empNo, { exact: true })).toBeVisible();
  });

  for (const provider of ['wecom', 'dingtalk'] as const) {
    test(`QR code (${provider}): confirmed on the demo confirm page, the portal signs in`, async ({
      context,
      login,
      companyPage,
      home,
    }) => {
      await login.goto();
      await login.choose('qr');
      // No code before the agreements are accepted.
      await expect(login.panel.getByText(login.t('qr.agreeFirst'))).toBeVisible();
      await login.agree();

      const providerName = login.t(`qr.provider.${provider}`);
      if (provider === 'dingtalk') {
        const pick = login.panel.getByRole('button', { name: providerName, exact: true });
        await pick.click();
        await expect(pick).toHaveAttribute('aria-pressed', 'true');
      }
      const qr = login.panel.getByRole('img', { name: login.t('qr.imageAlt', { provider: providerName }) });
      await expect(qr).toBeVisible();
      await expect(login.panel.getByRole('status')).toHaveText(
        login.t('qr.waiting', { provider: providerName }),
      );

      // What the code encodes is exposed on the image; a phone would open it.
      const target = await qr.getAttribute('data-qr-content');
      expect(target, 'the QR image exposes its content').toMatch(/\/qr\/confirm\/page\?ticket=/);
      const phone = await context.newPage();
      await phone.goto(target ?? '');
      await expect(phone.getByRole('status')).toHaveText(serverText('zh', 'user.qrPage.scanned'));
      await expect(login.panel.getByRole('status')).toHaveText(login.t('qr.scanned'));

      await phone.getByLabel(serverText('zh', 'user.qrPage.phone')).fill(learner.phone);
      await phone.getByRole('button', { name: serverText('zh', 'user.qrPage.confirm') }).click();
      await expect(phone.getByRole('status')).toHaveText(serverText('zh', 'user.qrPage.confirmed'));
      await phone.close();

      await companyPage.choose(COMPANIES.xinghe.zh);
      await home.expectSignedIn(learner.name, COMPANIES.xinghe.zh);
    });
  }

  test('QR code cancelled on the phone shows the cancelled state with a fresh-code button', async ({
    context,
    login,
  }) => {
    await login.goto();
    await login.choose('qr');
    await login.agree();
    const qr = login.panel.getByRole('img', {
      name: login.t('qr.imageAlt', { provider: login.t('qr.provider.wecom') }),
    });
    const target = await qr.getAttribute('data-qr-content');
    expect(target).toMatch(/\/qr\/confirm\/page\?ticket=/);

    const phone = await context.newPage();
    await phone.goto(target ?? '');
    await expect(login.panel.getByRole('status')).toHaveText(login.t('qr.scanned'));
    await phone.getByRole('button', { name: serverText('zh', 'user.qrPage.cancel') }).click();
    await expect(phone.getByRole('status')).toHaveText(serverText('zh', 'user.qrPage.cancelled'));

    await expect(login.panel.getByRole('status')).toHaveText(login.t('qr.cancelled'));
    const refresh = login.panel.getByRole('button', { name: login.t('qr.refresh') });
    await expect(refresh).toBeVisible();
    await expect(login.page).toHaveURL(/\/login$/);

    // A new code replaces the cancelled one.
    await refresh.click();
    await expect(login.panel.getByRole('status')).toHaveText(
      login.t('qr.waiting', { provider: login.t('qr.provider.wecom') }),
    );
    await expect(qr).not.toHaveAttribute('data-qr-content', target ?? '');
  });
});

test('the site bound to 星河科技 (127.0.0.1) never asks for a company', async ({ page }) => {
  const login = new LoginPage(page);
  const home = new HomePage(page);
  const paths = visitedPaths(page);
  const companyCalls: string[] = [];
  page.on('request', (r) => {
    if (/\/user\/auth\/user\/(enterprise\/list|choose\/enterprise)$/.test(new URL(r.url()).pathname)) {
      companyCalls.push(r.url());
    }
  });
  await login.goto(HOSTS.bound);
  expect(await login.withPassword(learner.phone, PASSWORD)).toBe(200);
  await home.expectSignedIn(learner.name, COMPANIES.xinghe.zh);
  // The recorder saw the client-side move to /home, and nothing on the way was about companies.
  expect(paths).toContain('/home');
  expect(paths.filter((p) => p.endsWith('/company') || p.endsWith('/appCompany'))).toEqual([]);
  expect(companyCalls).toEqual([]);
  await expect(new CompanyPage(page).heading).toHaveCount(0);
});

test.describe('form rules', () => {
  test('the agreement must be ticked; what was typed stays', async ({ login }) => {
    await login.goto();
    await login.phone.fill(learner.phone);
    await login.password.fill(PASSWORD);
    await login.submit.click();

    await expect(login.panel.getByText(login.t('login.agreement.required'))).toBeVisible();
    await expect(login.page).toHaveURL(/\/login$/);
    await expect(login.phone).toHaveValue(learner.phone);
    await expect(login.password).toHaveValue(PASSWORD);

    // Ticking it clears the message and lets the sign-in through.
    await login.agree();
    await expect(login.panel.getByText(login.t('login.agreement.required'))).toHaveCount(0);
    await login.submit.click();
    await expect(new CompanyPage(login.page).heading).toBeVisible();
  });

  test('rules or a sign-in method that cannot be downloaded: the network message, the page and input stay, a retry loads them', async ({
    page,
    login,
  }) => {
    let offline = true;
    await page.route(
      builtScripts('src/ui/kit/forms/form-rules.ts', 'src/ui/features/login/sms-login-form.tsx'),
      (route) => (offline ? route.abort('internetdisconnected') : route.continue()),
    );
    // A failed chunk must not cost the reader the page: it loads once, and is never reloaded.
    let loads = 0;
    page.on('load', () => (loads += 1));
    await login.goto();
    await login.phone.fill('12345');
    await login.submit.click();
    await expect(login.panel.getByRole('alert')).toHaveText(login.t('http.networkError'));
    await expect(login.phone).toHaveValue('12345');

    await login.choose('sms');
    await expect(login.panel.getByRole('alert')).toContainText(login.t('http.networkError'));

    offline = false;
    await login.panel.getByRole('button', { name: login.t('app.retry') }).click();
    await expect(login.smsCode).toBeVisible();
    await login.choose('password');
    await login.submit.click();
    await expect(login.panel.getByText(login.t('rule.phone.invalid'))).toBeVisible();
    await expect(login.panel.getByRole('alert')).toHaveCount(0);
    await expect(login.phone).toHaveValue('12345');
    expect(loads).toBe(1);
  });

  test('empty fields say what is missing on every form, and typed values are kept', async ({ login }) => {
    await login.goto();
    await login.submit.click();
    await expect(login.panel.getByText(login.t('rule.phone.required'))).toBeVisible();
    await expect(login.panel.getByText(login.t('rule.password.required'))).toBeVisible();
    await expect(login.panel.getByText(login.t('login.agreement.required'))).toBeVisible();
    await expect(login.phone).toHaveAttribute('aria-invalid', 'true');

    await login.phone.fill('1380000');
    await login.submit.click();
    await expect(login.panel.getByText(login.t('rule.phone.invalid'))).toBeVisible();
    await expect(login.phone).toHaveValue('1380000');
    await expect(login.panel.getByText(login.t('rule.password.required'))).toBeVisible();

    await login.choose('sms');
    await login.submit.click();
    await expect(login.panel.getByText(login.t('rule.phone.required'))).toBeVisible();
    await expect(login.panel.getByText(login.t('rule.smsCode.required'))).toBeVisible();
    // A code cannot be asked for an invalid number.
    await login.phone.fill('12345');
    await login.sendCode.click();
    await expect(login.panel.getByText(login.t('rule.phone.invalid'))).toBeVisible();
    await expect(login.phone).toHaveValue('12345');

    await login.choose('empNo');
    await login.empNo.fill('E0001');
    await login.submit.click();
    await expect(login.panel.getByText(login.t('rule.password.required'))).toBeVisible();
    await expect(login.empNo).toHaveValue('E0001');

    // Back on the password form, its values are still there.
    await login.choose('password');
    await expect(login.phone).toHaveValue('1380000');
    await expect(login.page).toHaveURL(/\/login$/);
  });

  test('a wrong password is refused with the server message; the phone stays filled in', async ({
    login,
  }, testInfo) => {
    // A number nobody registered, so no real account's failure counter moves.
    const phone = uniquePhone(testInfo, 'stranger');
    await login.goto();
    await login.withPassword(phone, 'Wrong#Pass1');
    await expect(login.message(serverText('zh', 'user.signIn.wrongPhone'))).toBeVisible();
    await expect(login.phone).toHaveValue(phone);
    await expect(login.page).toHaveURL(/\/login$/);
  });

  test('a refused sign-in is announced to assistive technology (role=alert)', async ({ login }, testInfo) => {
    const phone = uniquePhone(testInfo, 'stranger');
    await login.goto();
    await login.withPassword(phone, 'Wrong#Pass1');
    await expect(login.message(serverText('zh', 'user.signIn.wrongPhone'))).toBeVisible();
    // A message that appears after submitting must be exposed as an alert (or live region), not only drawn.
    await expect(login.page.getByRole('alert')).toContainText(serverText('zh', 'user.signIn.wrongPhone'));
  });
});

test('other.localhost is another tenant: its own user signs in there, 林晓 is unknown', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto(HOSTS.other);
  const { otherTenant } = ACCOUNTS;
  await expect(page.getByText(otherTenant.site).first()).toBeVisible();
  expect(await login.withPassword(ACCOUNTS.learner.phone, PASSWORD)).toBe(999);
  await expect(login.message(serverText('zh', 'user.signIn.wrongPhone'))).toBeVisible();

  await login.password.fill(PASSWORD);
  await login.phone.fill(otherTenant.phone);
  expect(await login.submitSignIn()).toBe(200);
  await new HomePage(page).expectSignedIn(otherTenant.name, otherTenant.company);
});

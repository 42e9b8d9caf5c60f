import { mkdir } from 'node:fs/promises';
import type { Page, Response } from '@playwright/test';
import {
  COMPANIES,
  HOSTS,
  PASSWORD,
  enterHome,
  expect,
  gatewayCall,
  localePath,
  registerAccount,
  serverText,
  test,
  text,
  uniquePhone,
  type Locale,
} from './fixtures';

/*
 * Wrong old passwords in the change-password dialog count like wrong sign-ins: the second brings the image
 * captcha (code 321) into the dialog, the fifth locks the account. Each test uses an account of its own.
 */

const WRONG = 'Wrong#Pass1';
const NEW_PASSWORD = 'Fresh#Pass2027';
const SHOTS = '/tmp/shots/secrets';

/** The answer of the captcha the page just fetched (the demo gateway tells it to clients on its machine). */
async function captchaAnswer(page: Page, drawn: Promise<Response>): Promise<string> {
  const { data } = (await (await drawn).json()) as { data: { captchaId: string } };
  const answer = await gatewayCall<{ answer: string }>(
    page.request,
    HOSTS.open,
    'GET',
    '/demo/captcha/answer',
    {
      captchaId: data.captchaId,
    },
  );
  expect(answer.code, answer.msg).toBe(200);
  return answer.data.answer;
}

// Each wrong old password is checked at the full scrypt cost (a second or two on a small machine).
test.describe.configure({ timeout: 120_000 });

const captchaCall = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/user/api/user/image/verification/code'));

for (const locale of ['zh', 'en'] as const satisfies readonly Locale[]) {
  test(`the change-password dialog asks for the captcha after two wrong old passwords and shows the lock (${locale})`, async ({
    page,
  }, testInfo) => {
    const phone = uniquePhone(testInfo, 'register');
    await registerAccount(page.request, HOSTS.open, {
      phone,
      name: '改密测试',
      password: PASSWORD,
      company: COMPANIES.yuanshan.zh,
    });
    await enterHome(page, { origin: HOSTS.open, phone, company: COMPANIES.yuanshan.zh, locale });
    await page.goto(`${HOSTS.open}${localePath(locale, '/home')}?tab=account`);
    await page
      .getByRole('main')
      .getByRole('button', { name: text(locale, 'user.changePassword') })
      .click();
    const dialog = page.getByRole('dialog');
    const old = dialog.getByLabel(text(locale, 'changePassword.old'), { exact: true });
    const captchaInput = dialog.getByLabel(text(locale, 'login.captcha.label'), { exact: true });
    const submit = dialog.getByRole('button', { name: text(locale, 'changePassword.submit') });
    const wrongText = serverText(locale, 'user.password.oldWrong');

    await old.fill(WRONG);
    await dialog.getByLabel(text(locale, 'changePassword.new'), { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel(text(locale, 'changePassword.confirm'), { exact: true }).fill(NEW_PASSWORD);
    await submit.click();
    await expect(dialog.getByText(wrongText)).toBeVisible();
    await expect(captchaInput).toHaveCount(0);

    let drawn = captchaCall(page);
    await submit.click();
    // The second failure answers 321: the captcha is in the dialog at once, and what was typed is kept.
    await expect(captchaInput).toBeVisible();
    await expect(dialog.getByText(wrongText)).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: text(locale, 'login.captcha.refresh') }).locator('img'),
    ).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
    await expect(old).toHaveValue(WRONG);
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/change-password-captcha-${locale}-desktop.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/change-password-captcha-${locale}-phone.png` });
    await page.setViewportSize({ width: 1280, height: 800 });

    // Without an answer the dialog does not even ask.
    await submit.click();
    await expect(captchaInput).toHaveAttribute('aria-invalid', 'true');

    // Three more wrong old passwords, each with a right captcha: the fifth failure locks the account.
    for (let attempt = 3; attempt <= 5; attempt += 1) {
      const answer = await captchaAnswer(page, drawn);
      drawn = captchaCall(page);
      await captchaInput.fill(answer);
      await submit.click();
      if (attempt < 5) await expect(captchaInput).toHaveValue('');
    }
    await expect(dialog.getByText(serverText(locale, 'user.signIn.locked', { minutes: 15 }))).toBeVisible();
    await expect(old).toHaveValue(WRONG);
    await page.screenshot({ path: `${SHOTS}/change-password-locked-${locale}-desktop.png` });

    // Locked: the right password does not sign in either.
    const signIn = await gatewayCall(page.request, HOSTS.open, 'POST', '/user/api/user/info/login/pwd', {
      phone,
      password: PASSWORD,
    });
    expect(signIn.code).not.toBe(200);
  });
}

/** Answers one gateway call of the page with an envelope (the reset flow's server side is tested in the gateway). */
async function answer(
  page: Page,
  path: string,
  reply: (body: Record<string, unknown>) => object,
): Promise<void> {
  await page.route(`**/gateway${path}`, async (route) => {
    const body = (route.request().postDataJSON() ?? {}) as Record<string, unknown>;
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(reply(body)) });
  });
}

for (const locale of ['zh', 'en'] as const satisfies readonly Locale[]) {
  test(`the reset form shows the captcha when the gateway asks for it and keeps the new password (${locale})`, async ({
    page,
  }) => {
    const phone = '13800000009';
    const resets: Record<string, unknown>[] = [];
    await answer(page, '/user/api/user/send/verification/code', () => ({
      code: 200,
      msg: '',
      data: { resendAfter: 60 },
    }));
    await answer(page, '/user/api/user/check/verification/code', () => ({ code: 200, msg: '', data: null }));
    await answer(page, '/user/api/user/reset/password', (body) => {
      resets.push(body);
      return body.captchaCode
        ? { code: 200, msg: '', data: null }
        : { code: 321, msg: serverText(locale, 'user.captcha.required'), data: null };
    });

    await page.goto(`${HOSTS.open}${localePath(locale, '/forget')}`);
    await page.getByLabel(text(locale, 'login.phone.label'), { exact: true }).fill(phone);
    await page.getByRole('button', { name: text(locale, 'sms.send') }).click();
    await page.getByLabel(text(locale, 'sms.code.label'), { exact: true }).fill('123456');
    await page.getByRole('button', { name: text(locale, 'forget.next') }).click();
    const password = page.getByLabel(text(locale, 'forget.newPassword.label'), { exact: true });
    await password.fill(NEW_PASSWORD);
    await page.getByLabel(text(locale, 'forget.confirmPassword.label'), { exact: true }).fill(NEW_PASSWORD);
    const drawn = captchaCall(page);
    await page.getByRole('button', { name: text(locale, 'forget.submit') }).click();

    const captchaInput = page.getByLabel(text(locale, 'login.captcha.label'), { exact: true });
    await expect(captchaInput).toBeVisible();
    await expect(page.getByText(serverText(locale, 'user.captcha.required'))).toBeVisible();
    await expect(password).toHaveValue(NEW_PASSWORD);
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/forget-captcha-${locale}-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/forget-captcha-${locale}-phone.png`, fullPage: true });

    const { data } = (await (await drawn).json()) as { data: { captchaId: string } };
    await captchaInput.fill('abcd');
    await page.getByRole('button', { name: text(locale, 'forget.submit') }).click();
    await expect(page.getByText(text(locale, 'forget.done.title'))).toBeVisible();
    expect(resets.at(-1)).toMatchObject({
      phone,
      password: NEW_PASSWORD,
      captchaId: data.captchaId,
      captchaCode: 'abcd',
    });
  });
}

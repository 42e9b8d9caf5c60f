// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { systemApi } from '../../../contract/system';
import { userApi } from '../../../contract/user';
import { ApiError } from '../../../src/services/api-error';
import { LoginPage } from '../../../src/ui/features/login/login-page';
import { demoSite, fakeHttp, manualSignIn, renderPage, startSession } from './app-harness';

const CAPTCHA_IMAGE = 'data:image/svg+xml;base64,PHN2Zy8+';

async function setup(path = '/login') {
  let captchas = 0;
  const { http, calls } = fakeHttp({
    [userApi.imageCaptcha.path]: () => ({ captchaId: `cap-${++captchas}`, image: CAPTCHA_IMAGE }),
    [systemApi.publicKey.path]: () => ({ publicKey: '', algorithm: 'RSA-OAEP-256' }),
  });
  const signIn = manualSignIn();
  const session = await startSession(demoSite, signIn.logic);
  const user = userEvent.setup({ delay: null });
  renderPage(LoginPage, { path, session, http });
  await screen.findByRole('heading', { level: 1 });
  const panel = () => screen.getByRole('tabpanel');
  return { user, session, signIn, calls, panel, captchaCount: () => captchas };
}

// Whole pages with Chakra render slowly on a busy machine; the assertions, not the clock, decide.
describe('login page', { timeout: 20_000 }, () => {
  it('requires the agreement and keeps what was typed', async () => {
    const { user, signIn, panel } = await setup();
    await user.type(within(panel()).getByRole('textbox', { name: '手机号' }), '13800000001');
    await user.type(within(panel()).getByLabelText('密码'), 'Praxis@2026');
    await user.click(within(panel()).getByRole('button', { name: '登录' }));

    expect(within(panel()).getByText('请先阅读并同意《服务协议》和《隐私政策》')).toBeInstanceOf(HTMLElement);
    expect(signIn.requests).toHaveLength(0);
    expect(within(panel()).getByRole<HTMLInputElement>('textbox', { name: '手机号' }).value).toBe(
      '13800000001',
    );
    expect(within(panel()).getByLabelText<HTMLInputElement>('密码').value).toBe('Praxis@2026');

    await user.click(within(panel()).getByRole('checkbox', { name: /我已阅读并同意/ }));
    expect(within(panel()).queryByText('请先阅读并同意《服务协议》和《隐私政策》')).toBeNull();
    await user.click(within(panel()).getByRole('button', { name: '登录' }));
    expect(signIn.requests).toEqual([{ method: 'password', phone: '13800000001', password: 'Praxis@2026' }]);
  });

  it('shows the contract rules as localised messages next to the fields', async () => {
    const { user, signIn, panel } = await setup();
    await user.click(within(panel()).getByRole('button', { name: '登录' }));
    // The rules load on demand; once here (normally before the first submit) they answer at once.
    expect(await within(panel()).findByText('请输入手机号')).toBeInstanceOf(HTMLElement);
    expect(within(panel()).getByText('请输入密码')).toBeInstanceOf(HTMLElement);

    await user.type(within(panel()).getByRole('textbox', { name: '手机号' }), '12345');
    await user.click(within(panel()).getByRole('button', { name: '登录' }));
    expect(within(panel()).getByText('请输入正确的 11 位手机号')).toBeInstanceOf(HTMLElement);
    expect(signIn.requests).toHaveLength(0);
  });

  it('signs in by employee number with the same checks, sending the number trimmed', async () => {
    const { user, signIn, panel } = await setup();
    await user.click(screen.getByRole('tab', { name: '工号登录' }));
    await user.click(within(panel()).getByRole('button', { name: '登录' }));
    expect(within(panel()).getByText('请输入工号')).toBeInstanceOf(HTMLElement);
    expect(within(panel()).getByText('请输入密码')).toBeInstanceOf(HTMLElement);
    expect(within(panel()).queryByRole('textbox', { name: '手机号' })).toBeNull();

    await user.type(within(panel()).getByRole('textbox', { name: '工号' }), ' E0001 ');
    await user.type(within(panel()).getByLabelText('密码'), 'Praxis@2026');
    const agreement = within(panel()).getByRole<HTMLInputElement>('checkbox', { name: /我已阅读并同意/ });
    await user.click(agreement);
    expect(agreement.checked).toBe(true);
    await user.click(within(panel()).getByRole('button', { name: '登录' }));
    expect(signIn.requests).toEqual([{ method: 'empNo', empNo: 'E0001', password: 'Praxis@2026' }]);
  });

  it('marks the card’s heading as the main content for the cold-load benchmark', async () => {
    await setup();
    expect(screen.getByRole('heading', { level: 1 }).getAttribute('elementtiming')).toBe('main-content');
    expect(document.querySelectorAll('[elementtiming="main-content"]')).toHaveLength(1);
  });

  it('loads the SMS form with its tab and keeps what was typed there when switching back', async () => {
    const { user, signIn } = await setup();
    await user.click(screen.getByRole('tab', { name: '验证码登录' }));
    const sms = () => within(screen.getByRole('tabpanel', { name: '验证码登录' }));
    const code = await sms().findByRole<HTMLInputElement>('textbox', { name: '短信验证码' });
    await user.type(sms().getByRole('textbox', { name: '手机号' }), '13800000001');
    await user.type(code, '12345');
    await user.click(sms().getByRole('button', { name: '登录' }));
    expect(await sms().findByText('验证码错误，应为 6 位数字')).toBeInstanceOf(HTMLElement);
    expect(signIn.requests).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: '密码登录' }));
    await user.click(screen.getByRole('tab', { name: '验证码登录' }));
    expect(sms().getByRole<HTMLInputElement>('textbox', { name: '短信验证码' }).value).toBe('12345');
  });

  it('speaks English under /en', async () => {
    const { user, panel } = await setup('/en/login');
    expect(screen.getByRole('tab', { name: 'SMS code' })).toBeInstanceOf(HTMLElement);
    await user.click(within(panel()).getByRole('button', { name: 'Sign in' }));
    expect(await within(panel()).findByText('Enter your mobile number')).toBeInstanceOf(HTMLElement);
    expect(
      within(panel()).getByText('Please read and agree to the Service Agreement and Privacy Policy'),
    ).toBeInstanceOf(HTMLElement);
  });

  it('keeps the typed values and shows the server error after a failed sign-in', async () => {
    const { user, signIn, panel } = await setup();
    await user.type(within(panel()).getByRole('textbox', { name: '手机号' }), '13800000001');
    await user.type(within(panel()).getByLabelText('密码'), 'Wrong@2026');
    const agreement = within(panel()).getByRole<HTMLInputElement>('checkbox', { name: /我已阅读并同意/ });
    await user.click(agreement);
    expect(agreement.checked).toBe(true);
    await user.click(within(panel()).getByRole('button', { name: '登录' }));
    signIn.reject(new ApiError(999, '手机号或密码错误'));

    expect(await screen.findByText('手机号或密码错误')).toBeInstanceOf(HTMLElement);
    expect(within(panel()).getByRole<HTMLInputElement>('textbox', { name: '手机号' }).value).toBe(
      '13800000001',
    );
    expect(within(panel()).getByLabelText<HTMLInputElement>('密码').value).toBe('Wrong@2026');
    expect(within(panel()).getByRole<HTMLInputElement>('checkbox', { name: /我已阅读并同意/ }).checked).toBe(
      true,
    );
  });

  it('shows the image captcha once the session requires it, sends the answer and draws a new image', async () => {
    const { user, signIn, panel, session, captchaCount } = await setup();
    expect(within(panel()).queryByRole('textbox', { name: '图形验证码' })).toBeNull();

    await user.type(within(panel()).getByRole('textbox', { name: '手机号' }), '13800000001');
    await user.type(within(panel()).getByLabelText('密码'), 'Wrong@2026');
    const agreement = within(panel()).getByRole<HTMLInputElement>('checkbox', { name: /我已阅读并同意/ });
    await user.click(agreement);
    expect(agreement.checked).toBe(true);
    await user.click(within(panel()).getByRole('button', { name: '登录' }));
    signIn.reject(new ApiError(321, '请输入图形验证码'));

    const captcha = await within(panel()).findByRole('textbox', { name: '图形验证码' });
    expect(session.getSnapshot().context.loginErrorCount).toBe(2);
    await waitFor(() =>
      expect(
        within(panel()).getByRole('button', { name: '看不清？换一张' }).querySelector('img'),
      ).toBeInstanceOf(HTMLImageElement),
    );
    expect(captchaCount()).toBe(1);

    // Without an answer the form says so and does not submit.
    await user.click(within(panel()).getByRole('button', { name: '登录' }));
    expect(within(panel()).getByText('请输入图形验证码')).toBeInstanceOf(HTMLElement);
    expect(signIn.requests).toHaveLength(1);

    await user.type(captcha, 'ab12');
    await user.click(within(panel()).getByRole('button', { name: '登录' }));
    expect(signIn.requests[1]).toEqual({
      method: 'password',
      phone: '13800000001',
      password: 'Wrong@2026',
      captchaId: 'cap-1',
      captchaCode: 'ab12',
    });
    // Each image answers one attempt: the next one is already on its way, the answer box is empty again.
    await waitFor(() => expect(captchaCount()).toBe(2));
    signIn.reject(new ApiError(321, '验证码错误'));
    expect(await screen.findByText('验证码错误')).toBeInstanceOf(HTMLElement);
    expect(within(panel()).getByRole<HTMLInputElement>('textbox', { name: '图形验证码' }).value).toBe('');
    // The captcha stays for the next attempts.
    expect(session.getSnapshot().context.captchaRequired).toBe(true);
  });

  it('also shows the captcha when the http client reports code 321 to the session', async () => {
    const { session, panel } = await setup();
    session.send({ type: 'server.captchaRequired' });
    expect(await within(panel()).findByRole('textbox', { name: '图形验证码' })).toBeInstanceOf(HTMLElement);
  });
});

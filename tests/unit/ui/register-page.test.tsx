// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userApi } from '../../../contract/user';
import { RegisterPage } from '../../../src/ui/features/register/register-page';
import { demoSite, fakeHttp, renderPage, startSession } from './app-harness';

async function setup(answers: { status: 1 | 2 | 3; reason?: string }) {
  const { http, calls } = fakeHttp({
    [userApi.registerEnterpriseList.path]: () => [
      { id: '11', name: '星河科技', approval: 1 },
      { id: '12', name: '远山制造', approval: 0 },
    ],
    [userApi.register.path]: () => ({ status: answers.status }),
    [userApi.registerStatus.path]: () => ({
      status: answers.status,
      enterpriseName: '星河科技',
      reason: answers.reason ?? '',
    }),
  });
  const session = await startSession(demoSite);
  renderPage(RegisterPage, { path: '/register', session, http });
  await screen.findByRole('heading', { level: 1, name: '申请注册' });
  return { user: userEvent.setup({ delay: null }), calls };
}

// Whole pages with Chakra render slowly on a busy machine; the assertions, not the clock, decide.
describe('register page', { timeout: 20_000 }, () => {
  it('sends the application and shows that it awaits approval', async () => {
    const { user, calls } = await setup({ status: 1 });
    const form = within(screen.getByRole('tabpanel'));
    await user.selectOptions(await form.findByRole('combobox', { name: '所属企业' }), '星河科技');
    await user.type(form.getByRole('textbox', { name: '姓名' }), '测试');
    await user.type(form.getByRole('textbox', { name: '手机号' }), '13800000099');
    await user.type(form.getByRole('textbox', { name: '短信验证码' }), '123456');
    await user.type(form.getByLabelText('设置密码'), 'Praxis@2026');
    await user.type(form.getByLabelText('确认密码'), 'Praxis@2027');
    const agreement = form.getByRole<HTMLInputElement>('checkbox', { name: /我已阅读并同意/ });
    await user.click(agreement);
    expect(agreement.checked).toBe(true);
    await user.click(form.getByRole('button', { name: '提交申请' }));
    expect(form.getByText('两次输入的密码不一致')).toBeInstanceOf(HTMLElement);
    expect(calls.some((c) => c.path === userApi.register.path)).toBe(false);

    await user.clear(form.getByLabelText('确认密码'));
    await user.type(form.getByLabelText('确认密码'), 'Praxis@2026');
    await user.click(form.getByRole('button', { name: '提交申请' }));

    expect(await screen.findByText('申请已提交，等待审核')).toBeInstanceOf(HTMLElement);
    expect(calls.find((c) => c.path === userApi.register.path)?.payload).toEqual({
      enterpriseId: '11',
      name: '测试',
      phone: '13800000099',
      code: '123456',
      password: 'Praxis@2026',
      confirmPassword: 'Praxis@2026',
    });
  });

  it('holds the password to the 8–30 rule', async () => {
    const { user } = await setup({ status: 1 });
    const form = within(screen.getByRole('tabpanel'));
    await user.type(await form.findByLabelText('设置密码'), 'short1A');
    await user.click(form.getByRole('button', { name: '提交申请' }));
    expect(
      await form.findByText('密码须为 8–30 位，并同时包含大写字母、小写字母、数字和特殊字符'),
    ).toBeInstanceOf(HTMLElement);
  });

  it('lets a returning applicant see a refusal with its reason and apply again', async () => {
    const { user } = await setup({ status: 3, reason: '资料不全' });
    await user.click(screen.getByRole('tab', { name: '查询审核进度' }));
    const check = within(screen.getByRole('tabpanel', { name: '查询审核进度' }));
    await user.type(check.getByRole('textbox', { name: '手机号' }), '13800000006');
    await user.type(check.getByLabelText('密码'), 'Praxis@2026');
    await user.click(check.getByRole('button', { name: '查询进度' }));

    expect(await screen.findByText('审核未通过')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('资料不全')).toBeInstanceOf(HTMLElement);
    await user.click(screen.getByRole('button', { name: '重新申请' }));
    expect(await screen.findByRole('button', { name: '提交申请' })).toBeInstanceOf(HTMLElement);
  });
});

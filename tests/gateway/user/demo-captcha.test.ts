import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { userApi } from '../../../contract/user';
import { captcha } from '../../../gateway/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { call, PASSWORD } from './support';

async function answerOf(t: TestApp, captchaId: string, host = 'localhost') {
  const res = await t.app.inject({
    method: 'GET',
    url: '/gateway/demo/captcha/answer',
    query: { captchaId },
    headers: { host, 'accept-language': 'en' },
  });
  return { status: res.statusCode, body: res.statusCode === 200 ? res.json() : null };
}

describe.each(dialects())('demo captcha answers (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
  });
  afterAll(() => t.close());

  it('lets a scripted sign-in pass the captcha, once, on its own tenant only', async () => {
    const ip = '10.60.0.1';
    for (const code of [Code.error, Code.captchaRequired]) {
      const failed = await call(
        t.app,
        userApi.loginByPassword,
        { phone: '13800000002', password: 'Wrong#Pass1' },
        { ip },
      );
      // The second failure already asks for the captcha.
      expect(failed.code).toBe(code);
    }
    const image = await call(t.app, userApi.imageCaptcha, {}, { ip });
    const captchaId = image.data.captchaId;
    expect((await answerOf(t, captchaId, 'other.localhost')).body).toMatchObject({
      code: Code.error,
      data: null,
    });
    const { body } = await answerOf(t, captchaId);
    expect(body?.code).toBe(Code.ok);
    const answer = (body?.data as { answer: string }).answer;
    expect(answer).toMatch(/^[A-Za-z0-9]{4}$/);

    const signedIn = await call(
      t.app,
      userApi.loginByPassword,
      { phone: '13800000002', password: PASSWORD, captchaId, captchaCode: answer },
      { ip },
    );
    expect(signedIn.code).toBe(Code.ok);
    // Used up: the answer is no longer handed out.
    expect((await answerOf(t, captchaId)).body).toMatchObject({ code: Code.error, data: null });
  });
});

describe.each(dialects())('captchas outside demo mode (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect, config: { demo: false } });
  });
  afterAll(() => t.close());

  it('keeps no clear answer and has no answer route', async () => {
    const image = await call(t.app, userApi.imageCaptcha, {}, { ip: '10.61.0.1' });
    const rows = await t.db.select().from(captcha).where(eq(captcha.id, image.data.captchaId));
    expect(rows[0]?.demoAnswer).toBeNull();
    expect(rows[0]?.answerHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await answerOf(t, image.data.captchaId)).status).toBe(404);
  });
});

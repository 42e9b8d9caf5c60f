import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../gateway/config';
import { hashPassword, verifyPassword } from '../../../gateway/shared/passwords';
import { hashToken, newToken } from '../../../gateway/http/tokens';
import { contentMessages } from '../../../gateway/i18n/content';
import { coreMessages } from '../../../gateway/i18n/core';
import { courseMessages } from '../../../gateway/i18n/course';
import { examMessages } from '../../../gateway/i18n/exam';
import { exportMessages } from '../../../gateway/i18n/export';
import { learningMessages } from '../../../gateway/i18n/learning';
import { liveMessages } from '../../../gateway/i18n/live';
import { localeFrom } from '../../../gateway/i18n/locale';
import { noticeMessages } from '../../../gateway/i18n/notice';
import { progressMessages } from '../../../gateway/i18n/progress';
import { surveyMessages } from '../../../gateway/i18n/survey';
import { t } from '../../../gateway/i18n/t';
import { userMessages } from '../../../gateway/i18n/user';
import { TEST_PASSWORD_COST } from '../helpers/password-cost';

describe('passwords', () => {
  // Two hashes at the full cost (N=2^17): a few seconds on a small machine.
  it('hash with scrypt in the documented format and verify', { timeout: 60_000 }, async () => {
    const stored = await hashPassword('Praxis@2026');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('Praxis@2026', stored)).toBe(true);
    const cheap = await hashPassword('Praxis@2026', TEST_PASSWORD_COST);
    expect(await verifyPassword('praxis@2026', cheap)).toBe(false);
    expect(await verifyPassword('', cheap)).toBe(false);
  });

  it('salt every hash', async () => {
    const [a, b] = await Promise.all([
      hashPassword('Same#Pass1', TEST_PASSWORD_COST),
      hashPassword('Same#Pass1', TEST_PASSWORD_COST),
    ]);
    expect(a).not.toBe(b);
  });

  it('reject malformed stored values instead of throwing', async () => {
    for (const stored of [
      '',
      'plain',
      'scrypt$x$8$1$a$b',
      'scrypt$16384$8$1$$',
      'scrypt$3$8$1$YQ==$YQ==',
      'sha1$abc',
    ]) {
      expect(await verifyPassword('Praxis@2026', stored)).toBe(false);
    }
  });
});

describe('tokens', () => {
  it('are 256 random bits in base64url, stored as their SHA-256', () => {
    const { token, hash } = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).toBe(hashToken(token));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(newToken().token).not.toBe(token);
  });
});

describe('locale from Accept-Language', () => {
  it.each([
    [undefined, 'zh'],
    ['', 'zh'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    ['zh;q=0.5,en-GB;q=0.8', 'en'],
    ['fr-FR,en;q=0.9', 'zh'],
    ['english', 'zh'],
    ['en;q=0,zh', 'zh'],
  ])('%s → %s', (header, locale) => {
    expect(localeFrom(header)).toBe(locale);
  });
});

describe('messages', () => {
  it('fill placeholders and fall back to the key', () => {
    expect(t('zh', 'validation.required', { field: '手机号' })).toBe('手机号不能为空');
    expect(t('en', 'validation.required', { field: 'Phone number' })).toBe('Phone number is required');
    expect(t('en', 'no.such.key')).toBe('no.such.key');
  });

  it('count in English with the noun in the right number', () => {
    expect(t('en', 'user.sms.wait', { seconds: 1 })).toBe(
      'Please wait 1 second before requesting another code',
    );
    expect(t('en', 'user.sms.wait', { seconds: 42 })).toBe(
      'Please wait 42 seconds before requesting another code',
    );
    expect(t('en', 'user.signIn.locked', { minutes: 1 })).toMatch(/try again in 1 minute$/);
    expect(t('en', 'exam.answer.blanks', { count: 1, max: 200 })).toBe(
      'The answer must fill 1 blank of at most 200 characters each',
    );
    expect(t('zh', 'user.sms.wait', { seconds: 1 })).toContain('1');
  });

  it('put every count of an English message through a plural', () => {
    // A bare number argument followed by a plural noun: "{count} blanks", "at most {max} characters".
    const bare = /\{(\w+)\}\s+(?:[a-z]+\s+)?([a-z]*[^s\W]s|people)\b/g;
    const text = new Set(['field', 'title', 'name', 'type', 'provider', 'reason', 'time', 'code']);
    const english = [
      contentMessages,
      coreMessages,
      courseMessages,
      examMessages,
      exportMessages,
      learningMessages,
      liveMessages,
      noticeMessages,
      progressMessages,
      surveyMessages,
      userMessages,
    ].flatMap((m) => Object.entries(m.en));
    expect(english.length).toBeGreaterThan(100);
    const offending = english.flatMap(([key, message]) =>
      [...message.matchAll(bare)]
        .filter(
          ([, arg, noun]) =>
            arg && !text.has(arg) && !['is', 'was', 'has', 'its', 'this'].includes(noun ?? ''),
        )
        .map(([hit]) => `${key}: ${hit}`),
    );
    expect(offending).toEqual([]);
  });
});

describe('configuration', () => {
  it('has defaults for a fresh checkout', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '.data',
      databaseUrl: undefined,
      demo: true,
      trustProxy: false,
      staticDir: 'dist',
      logLevel: 'info',
    });
    expect(c.clock()).toBeInstanceOf(Date);
  });

  it('reads the environment', () => {
    const c = loadConfig({
      PORT: '9000',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h:5432/db',
      TRUST_PROXY: '1',
      STATIC_DIR: 'build',
      LOG_LEVEL: 'warn',
    });
    expect(c).toMatchObject({
      port: 9000,
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u@h:5432/db',
      trustProxy: 1,
      // A PostgreSQL server is a real deployment.
      demo: false,
    });
    expect(c.staticDir).toBe('build');
    expect(c.logLevel).toBe('warn');
  });

  it('turns the demo features off in production, whatever DEMO says', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).demo).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO: '1' })).toThrow(/DEMO/);
    expect(loadConfig({ NODE_ENV: 'development' }).demo).toBe(true);
  });

  it('rejects nonsense with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});

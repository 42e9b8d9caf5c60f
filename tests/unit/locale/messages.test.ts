import { describe, expect, it, vi } from 'vitest';
import zh from '../../../src/locales/zh.json';
import { LAZY_NAMESPACES, namespaceOf } from '../../../src/ui/kit/locale/namespaces';

/** The store keeps module state and the test setup has already asked for every area: take a fresh instance. */
async function freshStore() {
  vi.resetModules();
  return import('../../../src/ui/kit/locale/messages');
}

describe('message areas', () => {
  it('cuts keys by their first segment: exam and survey keys load with their pages', () => {
    expect(namespaceOf('exam.clock.hide')).toBe('exam');
    expect(namespaceOf('survey.submit')).toBe('survey');
    expect(namespaceOf('app.loading')).toBe('core');
    expect(namespaceOf('examples.x')).toBe('core');
    expect(namespaceOf('nodot')).toBe('core');
  });

  it('maps several prefixes to one area, the longest listed prefix deciding', () => {
    expect(namespaceOf('rank.heading')).toBe('home');
    expect(namespaceOf('login.submit')).toBe('auth');
    expect(namespaceOf('qr.provider.wecom')).toBe('auth');
    expect(namespaceOf('shell.nav.home')).toBe('frame');
    expect(namespaceOf('rule.password.mismatch')).toBe('forms');
    // Widgets of every page keep their words in the start-up part; the captcha is the frame's dialog's too.
    expect(namespaceOf('account.pager.next')).toBe('core');
    expect(namespaceOf('account.confirm.ok')).toBe('core');
    expect(namespaceOf('account.menu.messages')).toBe('account');
    expect(namespaceOf('login.captcha.label')).toBe('forms');
    expect(namespaceOf('accounts.x')).toBe('core');
    expect(namespaceOf('http.timeout')).toBe('core');
    expect(namespaceOf('constructor.x')).toBe('core');
  });

  it('the start-up part holds no key of a lazy area, and the parts together hold every key', async () => {
    const core = (await import('virtual:messages/zh/core')).default;
    const store = await freshStore();
    const all = await store.loadMessages('zh', LAZY_NAMESPACES);
    expect(Object.keys(core).filter((k) => namespaceOf(k) !== 'core')).toEqual([]);
    expect(Object.keys(core).sort()).toEqual(
      Object.keys(zh)
        .filter((k) => namespaceOf(k) === 'core')
        .sort(),
    );
    for (const ns of LAZY_NAMESPACES) {
      expect(Object.keys(all).filter((k) => namespaceOf(k) === ns).length).toBeGreaterThan(0);
    }
    expect(Object.keys(all).sort()).toEqual(Object.keys(zh).sort());
  });

  it('an area is missing until asked for, then merged; a language switch brings the areas asked for', async () => {
    const store = await freshStore();
    const before = store.catalogueFor('zh');
    expect(before?.['app.loading']).toBe(zh['app.loading']);
    expect(Object.keys(before ?? {}).some((k) => k.startsWith('exam.'))).toBe(false);

    const merged = await store.loadMessages('zh', ['exam']);
    expect(Object.keys(merged).some((k) => k.startsWith('exam.'))).toBe(true);
    expect(store.catalogueFor('zh')).toBe(merged);

    expect(store.catalogueFor('en')).toBeUndefined();
    const english = await store.loadCatalogue('en');
    expect(Object.keys(english).some((k) => k.startsWith('exam.'))).toBe(true);
    expect(Object.keys(english).some((k) => k.startsWith('survey.'))).toBe(false);
  });

  it('a loader answers complete even when another asks for an area while its own are arriving', async () => {
    // The survey area arrives only when released, after the exam area: the first loader's own parts are in
    // while an area the second asked for is still out.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.doMock('virtual:messages/zh/survey', async () => {
      await held;
      return { default: { 'survey.held': '问卷' } };
    });
    try {
      const store = await freshStore();
      const first = store.loadMessages('zh', ['exam']);
      let firstSettled = false;
      first.then(
        () => (firstSettled = true),
        () => (firstSettled = true),
      );
      const second = store.loadMessages('zh', ['survey']);
      await vi.waitFor(() => expect(store.arrivedMessages('zh')?.['exam.question.number']).toBeDefined());
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(firstSettled).toBe(false);

      release();
      const [a, b] = await Promise.all([first, second]);
      for (const catalogue of [a, b]) {
        expect(Object.keys(catalogue).some((k) => k.startsWith('exam.'))).toBe(true);
        expect(catalogue['survey.held']).toBe('问卷');
      }
    } finally {
      vi.doUnmock('virtual:messages/zh/survey');
    }
  });
});

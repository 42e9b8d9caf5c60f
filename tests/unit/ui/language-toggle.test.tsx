// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageToggle } from '../../../src/ui/kit/locale/language-toggle';
import { demoSite, fakeHttp, renderPage, startSession } from './app-harness';

afterEach(() => {
  Cookies.remove('lang', { path: '/' });
  document.documentElement.lang = '';
});

describe('language toggle', () => {
  it('switches to English on the same page, keeps the query and remembers the choice', async () => {
    const session = await startSession(demoSite);
    const { router } = renderPage(() => <LanguageToggle />, {
      path: '/agreement?type=2',
      alsoAt: ['/en/agreement'],
      session,
      http: fakeHttp({}).http,
    });
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'));
    await userEvent.click(await screen.findByRole('button', { name: 'English' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/agreement'));
    expect(router.state.location.search).toEqual({ type: 2 });
    expect(Cookies.get('lang')).toBe('en');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(screen.getByRole('button', { name: '中文' })).toBeInstanceOf(HTMLElement);
  });

  it('switches back to Chinese by dropping the prefix', async () => {
    const session = await startSession(demoSite);
    const { router } = renderPage(() => <LanguageToggle />, {
      path: '/en/home',
      alsoAt: ['/home'],
      session,
      http: fakeHttp({}).http,
    });
    await userEvent.click(await screen.findByRole('button', { name: '中文' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(Cookies.get('lang')).toBe('zh');
  });
});

// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NavItem } from '../../../../contract/system';
import { usePortalNav } from '../../../../src/ui/kit/shell/use-portal-nav';
import { demoSite, demoUser, fakeHttp, renderPage, startSession } from '../app-harness';

const entry = (id: string, navName: string): NavItem => ({
  id,
  navName,
  targetAddr: `/${id}`,
  targetType: 1,
  targetOpenNewPage: 0,
  statusId: 1,
  sort: Number(id),
});

function NavNames() {
  const nav = usePortalNav();
  return (
    <ul aria-label="nav">
      {nav.map((item) => (
        <li key={item.id}>{item.navName}</li>
      ))}
    </ul>
  );
}

/*
 * Signed-in and public pages each mount their own header. The second header must show the entries the first
 * one read while it reads them again, not an empty bar until the answer is back.
 */
describe('the portal navigation across header remounts', () => {
  it('shows the last entries at once while the new header reads them again', async () => {
    const session = await startSession(demoSite, undefined, demoUser);
    let answer: () => Promise<{ contentList: NavItem[] }> = async () => ({
      contentList: [entry('1', '首页'), entry('2', '课程')],
    });
    const { http, calls } = fakeHttp({ '/system/api/portal/nav/view': () => answer() });

    const first = renderPage(NavNames, { path: '/', session, http });
    expect(await screen.findByText('课程')).toBeInstanceOf(HTMLElement);
    first.unmount();

    // The next read never answers: only the remembered entries can fill the bar.
    answer = () => new Promise(() => undefined);
    renderPage(NavNames, { path: '/', session, http });
    expect(await screen.findByText('首页')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('课程')).toBeInstanceOf(HTMLElement);
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/system/api/portal/nav/view')).toHaveLength(2),
    );
  });

  it('starts empty with another client: a new session never sees the last one’s entries', async () => {
    const session = await startSession(demoSite, undefined, demoUser);
    const one = fakeHttp({
      '/system/api/portal/nav/view': async () => ({ contentList: [entry('1', '公司甲的入口')] }),
    });
    const view = renderPage(NavNames, { path: '/', session, http: one.http });
    expect(await screen.findByText('公司甲的入口')).toBeInstanceOf(HTMLElement);
    view.unmount();

    const two = fakeHttp({ '/system/api/portal/nav/view': () => new Promise(() => undefined) });
    renderPage(NavNames, { path: '/', session, http: two.http });
    await waitFor(() => expect(two.calls).toHaveLength(1));
    expect(screen.queryByText('公司甲的入口')).toBeNull();
  });
});

// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  redirect,
} from '@tanstack/react-router';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NavAnchor } from '../../../../src/ui/kit/shell/nav-anchor';
import { AppServicesProvider } from '../../../../src/ui/kit/app/app-services';
import { demoSite, demoUser, fakeHttp, startSession } from '../app-harness';
import { createPortalSystem } from '../../../../src/ui/kit/app/system';
import { LocaleProvider } from '../../../../src/ui/kit/locale/locale-provider';

/*
 * Header entries come from the gateway's navigation, so they are anchors rather than typed router links. They
 * must still preload on intent, as the router's links do, and follow a redirect (the home entry is `/`, which
 * sends a member to `/home`) to the page that will open.
 */
async function app() {
  const session = await startSession(demoSite, undefined, demoUser);
  const { http } = fakeHttp({});
  const loads: string[] = [];
  const root = createRootRoute({ component: () => <Outlet /> });
  const start = createRoute({
    getParentRoute: () => root,
    path: '/knowledge',
    component: () => (
      <nav>
        <NavAnchor path="/">首页</NavAnchor>
        <NavAnchor path="/lecturer?tab=mine">讲师</NavAnchor>
      </nav>
    ),
  });
  const index = createRoute({
    getParentRoute: () => root,
    path: '/',
    beforeLoad: () => {
      throw redirect({ href: '/home' });
    },
  });
  const home = createRoute({
    getParentRoute: () => root,
    path: '/home',
    loader: () => {
      loads.push('home');
      return 'home data';
    },
    component: () => <h1>{home.useLoaderData()}</h1>,
  });
  const lecturer = createRoute({
    getParentRoute: () => root,
    path: '/lecturer',
    validateSearch: (raw: Record<string, unknown>) => ({ tab: typeof raw.tab === 'string' ? raw.tab : '' }),
    loaderDeps: ({ search }) => ({ tab: search.tab }),
    loader: ({ deps }) => {
      loads.push(`lecturer:${deps.tab}`);
    },
    component: () => <h1>lecturers</h1>,
  });
  const router = createRouter({
    routeTree: root.addChildren([start, index, home, lecturer]),
    history: createMemoryHistory({ initialEntries: ['/knowledge'] }),
    InnerWrap: LocaleProvider,
  });
  render(
    <ChakraProvider value={createPortalSystem()}>
      <AppServicesProvider value={{ session, http }}>
        <RouterProvider router={router} />
      </AppServicesProvider>
    </ChakraProvider>,
  );
  return { router, loads };
}

describe('a navigation entry', () => {
  it('preloads the page a resting pointer leads to, through its redirect, before the click', async () => {
    const { router, loads } = await app();
    const homeLink = await screen.findByRole('link', { name: '首页' });
    fireEvent.mouseEnter(homeLink);
    await waitFor(() => expect(loads).toEqual(['home']));
    expect(router.state.location.pathname).toBe('/knowledge');

    // The click opens the preloaded page without reading it again.
    fireEvent.click(homeLink);
    expect(await screen.findByRole('heading', { name: 'home data' })).toBeInstanceOf(HTMLElement);
    expect(loads).toEqual(['home']);
  });

  it('preloads on focus with the query the entry names, and not when the pointer only passes by', async () => {
    const { loads } = await app();
    const link = await screen.findByRole('link', { name: '讲师' });
    fireEvent.mouseEnter(link);
    fireEvent.mouseLeave(link);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(loads).toEqual([]);
    fireEvent.focus(link);
    await waitFor(() => expect(loads).toEqual(['lecturer:mine']));
  });
});

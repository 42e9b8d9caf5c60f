// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homePageData } from '../../../../src/ui/pages/home-page-data';
import { HomePage } from '../../../../src/ui/pages/home-page';
import { demoSite, demoUser, fakeHttp, renderPage, startSession } from '../app-harness';

const emptyPage = { list: [], pageCurrent: 1, pageSize: 10, totalCount: 0, totalPage: 0 };

describe('home page', { timeout: 30_000 }, () => {
  it('marks the greeting with the learner’s name as the main content for the cold-load benchmark', async () => {
    // Every card reads a page; empty ones are enough here.
    const handlers = new Proxy<Record<string, () => unknown>>({}, { get: () => () => emptyPage });
    const { http } = fakeHttp(handlers);
    const session = await startSession(demoSite, undefined, demoUser);
    renderPage(HomePage, { path: '/home', session, http, load: (h) => homePageData(h) });
    const greeting = await screen.findByRole('heading', { level: 1, name: /林晓/ });
    expect(greeting.getAttribute('elementtiming')).toBe('main-content');
    expect(document.querySelectorAll('[elementtiming="main-content"]')).toHaveLength(1);
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  afterFirstPage,
  loadFileLists,
  nameFiles,
  parseFileLists,
  patternOfFullPath,
  preloadRouteFiles,
  resetRouteFiles,
} from '../../../src/services/route-files';
import { parsePreloads } from '../../../gateway/plugins/portal-preloads';

const preloadHrefs = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
    l.getAttribute('href'),
  );

afterEach(() => {
  resetRouteFiles();
  document.head.innerHTML = '';
});

describe('route files', () => {
  it('reads the build list by pattern, without trailing slashes', () => {
    const lists = parseFileLists({
      patterns: {
        '/home': ['assets/home-AbC1.js', 'assets/frame-x_Y2.js'],
        '/watch/': ['assets/watch-1.js'],
        '/': ['assets/index-page.js'],
      },
    });
    expect(lists.get('/home')).toEqual(['assets/home-AbC1.js', 'assets/frame-x_Y2.js']);
    expect(lists.get('/watch')).toEqual(['assets/watch-1.js']);
    expect(lists.get('/')).toEqual(['assets/index-page.js']);
  });

  it('trusts none of a list that names anything but the build’s own scripts, as the gateway does', () => {
    for (const stranger of ['https://elsewhere.example/x.js', '../secret.js', 'assets/x.js"><script>', 7]) {
      const value = { patterns: { '/home': ['assets/home-1.js'], '/bad': ['assets/ok.js', stranger] } };
      expect(parseFileLists(value).size).toBe(0);
      expect(parsePreloads(JSON.stringify(value))).toBeNull();
    }
  });

  it('answers no lists for anything that is not a list file', () => {
    expect(parseFileLists(null).size).toBe(0);
    expect(parseFileLists('<!doctype html>').size).toBe(0);
    expect(parseFileLists({ patterns: { '/home': 'assets/a.js' } }).size).toBe(0);
  });

  it('turns a match’s full path into the list’s pattern', () => {
    expect(patternOfFullPath('/{-$locale}/knowledge/course/{-$id}')).toBe('/knowledge/course/{-$id}');
    expect(patternOfFullPath('/{-$locale}/watch/')).toBe('/watch');
    expect(patternOfFullPath('/{-$locale}/')).toBe('/');
    expect(patternOfFullPath('/{-$locale}')).toBe('/');
  });

  it('names each file once, counting what the page already named', () => {
    const existing = document.createElement('link');
    existing.rel = 'modulepreload';
    existing.setAttribute('href', '/assets/home-1.js');
    document.head.appendChild(existing);

    nameFiles(['assets/home-1.js', 'assets/frame-2.js']);
    nameFiles(['assets/frame-2.js', 'assets/rank-3.js']);
    expect(preloadHrefs()).toEqual(['/assets/home-1.js', '/assets/frame-2.js', '/assets/rank-3.js']);
    const added = document.head.querySelector<HTMLLinkElement>('link[href="/assets/rank-3.js"]');
    expect(added?.getAttribute('crossorigin')).toBe('');
  });

  it('fetches the list file once and treats a failure as no lists', async () => {
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('offline'));
    };
    expect((await loadFileLists(failing)).size).toBe(0);
    expect((await loadFileLists(failing)).size).toBe(0);
    expect(calls).toBe(1);
  });
});

describe('route files around the first page', () => {
  it('leaves the first page to the served HTML, then fetches the lists when idle and names later pages', async () => {
    const served = document.createElement('link');
    served.rel = 'modulepreload';
    served.setAttribute('href', '/assets/login-1.js');
    document.head.appendChild(served);
    const originalFetch = globalThis.fetch;
    let fetched = 0;
    globalThis.fetch = (() => {
      fetched += 1;
      return Promise.resolve(
        new Response(JSON.stringify({ patterns: { '/home': ['assets/home-2.js'] } }), { status: 200 }),
      );
    }) as typeof fetch;
    try {
      preloadRouteFiles('/login');
      expect(fetched).toBe(0);

      let idleWork: (() => void) | undefined;
      afterFirstPage((run) => {
        idleWork = run;
      });
      expect(fetched).toBe(0);
      idleWork?.();
      expect(fetched).toBe(1);

      preloadRouteFiles('/home');
      await expect.poll(preloadHrefs).toEqual(['/assets/login-1.js', '/assets/home-2.js']);
      expect(fetched).toBe(1);
    } finally {
      globalThis.fetch = originalFetch;
    }
  });
});

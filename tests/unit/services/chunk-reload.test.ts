// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  chunkGone,
  installChunkReload,
  isChunkLoadError,
  withoutReload,
} from '../../../src/services/chunk-reload';

function fakeWindow() {
  const target = new EventTarget();
  const reload = vi.fn();
  const win = {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    location: { reload },
  } as unknown as Window;
  const preloadError = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    return event;
  };
  const rejection = (reason: unknown) => {
    const event = Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });
    target.dispatchEvent(event);
    return event;
  };
  return { win, reload, preloadError, rejection };
}

describe('chunk reload', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  it('reloads once when a chunk fails to preload, not again right after', () => {
    const now = 1_000_000;
    const w = fakeWindow();
    installChunkReload(w.win, sessionStorage, () => now);

    const first = w.preloadError();
    expect(w.reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);

    // The page after the reload fails again: the error goes on to the error page instead of looping.
    const second = w.preloadError();
    expect(w.reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
  });

  it('leaves the failure of a download that reports it in place to its caller, then reloads again', async () => {
    const w = fakeWindow();
    installChunkReload(w.win, sessionStorage);
    const failed = withoutReload(() => {
      const event = w.preloadError();
      expect(event.defaultPrevented).toBe(false);
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    });
    await expect(failed).rejects.toThrow('Failed to fetch');
    expect(w.reload).not.toHaveBeenCalled();

    w.preloadError();
    expect(w.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads once when a download reported in place failed because a new deployment removed its file', async () => {
    const w = fakeWindow();
    installChunkReload(w.win, sessionStorage);
    const error = new TypeError(
      'Failed to fetch dynamically imported module: https://learn.example/assets/rules-x1.js',
    );
    const seen: unknown[] = [];
    const gone = (e: unknown) => {
      seen.push(e);
      return Promise.resolve(true);
    };
    await expect(withoutReload(() => Promise.reject(error), gone)).rejects.toBe(error);
    expect(seen).toEqual([error]);
    expect(w.reload).toHaveBeenCalledTimes(1);

    // Offline or the server unsure: the failure stays with the caller, which offers a retry.
    sessionStorage.clear();
    await expect(
      withoutReload(
        () => Promise.reject(error),
        () => Promise.resolve(false),
      ),
    ).rejects.toBe(error);
    expect(w.reload).toHaveBeenCalledTimes(1);
  });

  it('tells a file gone from the server (404) from a network failure by asking for the file', async () => {
    const error = new TypeError(
      'Failed to fetch dynamically imported module: https://learn.example/assets/rules-x1.js',
    );
    const answer = (status: number) => vi.fn(() => Promise.resolve(new Response(null, { status })));
    const notFound = answer(404);
    expect(await chunkGone(error, notFound)).toBe(true);
    expect(notFound).toHaveBeenCalledWith('https://learn.example/assets/rules-x1.js', {
      method: 'HEAD',
      cache: 'no-store',
    });
    expect(await chunkGone(error, answer(200))).toBe(false);
    expect(await chunkGone(error, () => Promise.reject(new TypeError('offline')))).toBe(false);
    const noUrl = answer(404);
    expect(await chunkGone(new TypeError('Failed to fetch dynamically imported module'), noUrl)).toBe(false);
    expect(noUrl).not.toHaveBeenCalled();
  });

  it('remembers the reload across page loads through sessionStorage', () => {
    let now = 5_000_000;
    const before = fakeWindow();
    installChunkReload(before.win, sessionStorage, () => now);
    before.preloadError();

    now += 3_000;
    const after = fakeWindow();
    installChunkReload(after.win, sessionStorage, () => now);
    after.preloadError();
    expect(after.reload).not.toHaveBeenCalled();

    // A later deployment, long after: one reload again.
    now += CHUNK_RELOAD_GUARD_MS;
    after.preloadError();
    expect(after.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads for a dynamic import that failed without a handler, and only for that', () => {
    const w = fakeWindow();
    installChunkReload(w.win, sessionStorage, () => 1);
    w.rejection(new Error('boom'));
    expect(w.reload).not.toHaveBeenCalled();
    const event = w.rejection(
      new TypeError('Failed to fetch dynamically imported module: /assets/login-3f2a.js'),
    );
    expect(w.reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('uninstalls its listeners', () => {
    const w = fakeWindow();
    const uninstall = installChunkReload(w.win, sessionStorage, () => 1);
    uninstall();
    w.preloadError();
    expect(w.reload).not.toHaveBeenCalled();
  });

  it("recognises the browsers' chunk errors", () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

/**
 * Unit test environment: the DOM is cleaned between tests, console.error fails the test, and no test may reach
 * the network: axios, fetch and XMLHttpRequest all fail loudly unless a test brings its own fake. Files run in
 * Node unless they start with `// @vitest-environment jsdom` (every .tsx file, and the few .ts files that use
 * the document or storage).
 */
import { configure } from '@testing-library/dom';
import axios from 'axios';
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { loadMessages } from '../../src/ui/kit/locale/messages';
import { LAZY_NAMESPACES } from '../../src/ui/kit/locale/namespaces';

// Whole pages render slowly on a busy two-core machine; `findBy…` and `waitFor` wait up to this long for what
// they look for (they still return as soon as it shows).
configure({ asyncUtilTimeout: 5_000 });

const problems: string[] = [];

function describeRequest(what: string, target: unknown): string {
  return `Unhandled network call (${what}) to ${String(target)}: give the code under test a fake adapter or a fake actor.`;
}

// Any client built without an explicit adapter lands here.
axios.defaults.adapter = (config) => {
  const message = describeRequest(
    'axios',
    `${config.method?.toUpperCase() ?? 'GET'} ${config.baseURL ?? ''}${config.url ?? ''}`,
  );
  problems.push(message);
  return Promise.reject(new Error(message));
};

globalThis.fetch = (input: RequestInfo | URL) => {
  const message = describeRequest('fetch', input instanceof Request ? input.url : input);
  problems.push(message);
  return Promise.reject(new Error(message));
};

if (typeof XMLHttpRequest !== 'undefined') {
  XMLHttpRequest.prototype.send = function send() {
    const message = describeRequest('XMLHttpRequest', 'an XHR');
    problems.push(message);
    throw new Error(message);
  };
}

const originalError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  originalError(...args);
  const message = `console.error was called: ${args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ')}`;
  problems.push(message);
  throw new Error(message);
};

// jsdom lacks these; component libraries ask for them while rendering.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    });
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverStub, writable: true });
  }
  // jsdom's own version reports "not implemented" through console.error.
  window.scrollTo = () => {};
}

// Without a document there is nothing to render or clean, and Node files skip loading React DOM.
const cleanup =
  typeof document === 'undefined' ? undefined : (await import('@testing-library/react')).cleanup;

beforeEach(() => {
  problems.length = 0;
});

afterEach(() => {
  cleanup?.();
  // Also catches calls whose thrown error was swallowed by the code under test.
  if (problems.length > 0) {
    const found = problems.splice(0);
    throw new Error(found.join('\n'));
  }
});

beforeAll(() => {
  const file = expect.getState().testPath ?? '';
  if (typeof document === 'undefined' && file.endsWith('.tsx')) {
    throw new Error(`${file} renders components: start it with // @vitest-environment jsdom`);
  }
});

// Pages render under the app's locale provider; in the app their routes load their areas' messages first.
beforeAll(async () => {
  await loadMessages('zh', LAZY_NAMESPACES);
});

import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { createSessionImplementations, createSessionInput } from './machines/session/session.actors';
import { sessionMachine } from './machines/session/session.machine';
import { connectSessionToRouter, createAppRouter, preloadOpeningPage } from './router';
import { installChunkReload } from './services/chunk-reload';
import { readToken } from './services/cookies';
import { createHttpClient } from './services/http';
import { afterFirstPage } from './services/route-files';
import { createToastBus } from './services/toast-bus';
import { AppServicesProvider } from './ui/kit/app/app-services';
import { actorOptions, startInspector } from './ui/kit/app/inspector';
import { createStyleCache, readCspNonce } from './ui/kit/app/style-cache';
import { createPortalSystem } from './ui/kit/app/system';
import { showToast } from './ui/kit/app/toaster';
import { htmlLang, localeFromPath } from './ui/kit/locale/locale-path';
import { loadCatalogue } from './ui/kit/locale/messages';
import { translate } from './ui/kit/locale/translator';
import { parseWithoutEval } from './services/zod-setup';

/** Some sandboxed frames throw on the mere access to storage; the portal then runs without the reload guard. */
function sessionStorageIfAllowed(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Ends the current task so the browser can paint, take input and read network answers before the next step
 * of the start-up; on a slow phone one long start-up task is what holds a page frozen.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}

async function start(): Promise<void> {
  parseWithoutEval();
  // The bundle's own evaluation is one task; the set-up steps below each take a task of their own.
  await nextTask();
  const storage = sessionStorageIfAllowed();
  if (storage) installChunkReload(window, storage);
  // Development only, and only with ?inspect: every actor created below reports to the inspector.
  await startInspector(window.location.search);

  const toasts = createToastBus();
  toasts.subscribe((toast) => showToast(toast.kind, toast.text));

  const currentLocale = () => localeFromPath(window.location.pathname);
  document.documentElement.lang = htmlLang(currentLocale());
  // The client reports server verdicts to the session created right after it; no call runs before that.
  const http = createHttpClient({
    getToken: readToken,
    getLocale: currentLocale,
    report: (event) => session.send(event),
    toast: toasts,
    t: (key) => translate(currentLocale(), key),
    now: () => Date.now(),
  });

  const session = createActor(sessionMachine.provide(createSessionImplementations(http)), {
    input: createSessionInput(),
    ...actorOptions(),
  });
  const router = createAppRouter({ session, http });
  connectSessionToRouter(session, router);
  session.start();
  await nextTask();
  preloadOpeningPage(router);
  const firstPage = router.subscribe('onResolved', () => {
    firstPage();
    afterFirstPage();
  });

  await nextTask();
  const system = createPortalSystem();
  const styles = createStyleCache(readCspNonce(document));
  // An English page waits for its catalogue (under the page's own loading spinner) rather than flash Chinese;
  // it downloads while the session's first call is out. A catalogue that fails leaves the default language.
  await loadCatalogue(currentLocale()).catch(() => undefined);

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  await nextTask();
  const app = createRoot(root);
  // A transition lets React render the first page in slices that yield to the browser between them, rather
  // than in one long task that holds input and paint back on a slow phone.
  startTransition(() => {
    app.render(
      <StrictMode>
        <CacheProvider value={styles}>
          <ChakraProvider value={system}>
            <AppServicesProvider value={{ session, http }}>
              <RouterProvider router={router} />
            </AppServicesProvider>
          </ChakraProvider>
        </CacheProvider>
      </StrictMode>,
    );
  });
}

void start();

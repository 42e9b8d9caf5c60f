/*
 * The performance floor: the least a page can be with the owner's libraries. It does what every portal page
 * does before its own content (reads the site, and the signed-in user when there is a token, through axios,
 * in a state machine; renders through the router with Chakra and react-intl) and then paints a heading marked
 * as the main content. It has no page code, no route tree, no recipes. Built by bench/floor.mjs.
 */
import {
  Box,
  ChakraProvider,
  Container,
  Heading,
  Text,
  createSystem,
  defaultBaseConfig,
} from '@chakra-ui/react';
import { RouterProvider, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import axios from 'axios';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { assign, fromPromise, setup } from 'xstate';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser/no-parser.js';

const system = createSystem(defaultBaseConfig);
const http = axios.create({ baseURL: '/gateway', adapter: 'xhr' });

interface Boot {
  title: string;
  user: string | null;
}

function readToken(): string | null {
  const match = /(?:^|; )ENT_WEB_TOKEN=([^;]*)/.exec(document.cookie);
  return match ? decodeURIComponent(match[1] ?? '') : null;
}

const boot = fromPromise<Boot>(async () => {
  const token = readToken();
  const [site, user] = await Promise.all([
    http.get<{ data: { websiteTitle: string } }>('/system/api/website/view'),
    token
      ? http.get<{ data: { name?: string } | null }>('/user/auth/user/current/view', { headers: { token } })
      : Promise.resolve(null),
  ]);
  return { title: site.data.data.websiteTitle, user: user?.data.data?.name ?? null };
});

const bootMachine = setup({ actors: { boot } }).createMachine({
  context: { boot: null as Boot | null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'boot',
        onDone: { target: 'ready', actions: assign({ boot: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    ready: {},
    failed: {},
  },
});

function Page() {
  const [state] = useMachine(bootMachine);
  const booted = state.context.boot;
  if (!booted) return null;
  return (
    <Container py="8">
      {/* Chakra drops attributes it does not know: the mark goes on the native heading. */}
      <Heading asChild size="2xl">
        <h1 elementtiming="main-content">{booted.title}</h1>
      </Heading>
      <Box mt="4">
        <Text>
          <FormattedMessage id="welcome" values={{ name: booted.user ?? '—' }} />
        </Text>
      </Box>
    </Container>
  );
}

const rootRoute = createRootRoute();
const pageRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', component: Page });
const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: Page });
const router = createRouter({ routeTree: rootRoute.addChildren([indexRoute, pageRoute]) });

// Parsed ahead, as the portal's catalogues are: the ICU parser stays out of the bundle (see vite.config.ts).
const messages: Record<string, MessageFormatElement[]> = {
  welcome: [
    { type: TYPE.literal, value: '欢迎，' },
    { type: TYPE.argument, value: 'name' },
  ],
};

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <IntlProvider locale="zh-CN" messages={messages}>
        <ChakraProvider value={system}>
          <RouterProvider router={router} />
        </ChakraProvider>
      </IntlProvider>
    </StrictMode>,
  );
}

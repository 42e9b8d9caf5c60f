import { createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router';
import type { AppServices } from '../ui/kit/app/app-services';
import { RootLayout } from '../ui/kit/app/root-layout';
import { ErrorPage } from '../ui/kit/errors/error-page';

export const Route = createRootRouteWithContext<AppServices>()({
  component: RootLayout,
  // An unknown address is rare: its page comes with its own code, not with every page's start-up.
  notFoundComponent: lazyRouteComponent(() => import('../ui/kit/errors/not-found-page'), 'NotFoundPage'),
  // The error page stays in the start-up code: it is what shows when code fails to load.
  errorComponent: ErrorPage,
});

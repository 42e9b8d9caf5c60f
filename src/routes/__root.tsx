import { createRootRouteWithContext } from '@tanstack/react-router';
import type { AppServices } from '../ui/app/app-services';
import { RootLayout } from '../ui/app/root-layout';
import { ErrorPage } from '../ui/errors/error-page';
import { NotFoundPage } from '../ui/errors/not-found-page';

export const Route = createRootRouteWithContext<AppServices>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
});

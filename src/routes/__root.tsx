import { createRootRouteWithContext } from '@tanstack/react-router';
import type { AppServices } from '../ui/kit/app/app-services';
import { RootLayout } from '../ui/kit/app/root-layout';
import { ErrorPage } from '../ui/kit/errors/error-page';
import { NotFoundPage } from '../ui/kit/errors/not-found-page';

export const Route = createRootRouteWithContext<AppServices>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../../ui/pages/home-page';
import { homePageData } from '../../../ui/pages/home-page-data';
import { withMessages } from '../../../ui/kit/locale/messages';

export const Route = createFileRoute('/{-$locale}/_auth/home')({
  // Every card reads the same whatever the address says.
  loaderDeps: () => ({}),
  loader: ({ context, params }) => withMessages(params, ['home'], () => homePageData(context.http)),
  // 30 s: a dashboard of lists; a write elsewhere (reading a message) invalidates the router anyway.
  staleTime: 30_000,
  component: HomeRoute,
});

function HomeRoute() {
  return <HomePage data={Route.useLoaderData()} />;
}

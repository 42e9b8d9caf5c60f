import { createFileRoute } from '@tanstack/react-router';
import { readRankSearch, type RankSearch } from '../../../ui/features/rank/rank-boards';
import { rankPageData } from '../../../ui/features/rank/rank-data';
import { RankPage } from '../../../ui/features/rank/rank-page';
import { withMessages } from '../../../ui/kit/locale/messages';

/** `/home/rank` beside (not inside) the home page: `home_` keeps it out of the home route's outlet. */
export const Route = createFileRoute('/{-$locale}/_auth/home_/rank')({
  // Read strictly by the page's own reader in its loader, out of the start-up code.
  validateSearch: (raw: Record<string, unknown>): RankSearch => raw,
  loaderDeps: ({ search }) => ({
    integral: search.integral,
    creditHour: search.creditHour,
    certificate: search.certificate,
  }),
  // The standings' words (`rank.*`) are in the dashboard's area, which previews them.
  loader: ({ context, deps, params }) =>
    withMessages(params, ['home'], () => rankPageData(context.http, readRankSearch(deps))),
  // 30 s: standings move slowly; paging back within that shows the page already read.
  staleTime: 30_000,
  component: RankRoute,
});

function RankRoute() {
  return <RankPage data={Route.useLoaderData()} />;
}

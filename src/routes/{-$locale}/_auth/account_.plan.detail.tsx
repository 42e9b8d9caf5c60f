import { createFileRoute } from '@tanstack/react-router';
import { plansData } from '../../../ui/features/plan/plan-data';
import { PlansPage } from '../../../ui/features/plan/plans-page';
import { withMessages } from '../../../ui/kit/locale/messages';
import { intParam } from '../../../ui/kit/navigation/search-params';

/** `/account/plan/detail?status=&page=`: the learner's learning plans by status (decision 0056). */
export const Route = createFileRoute('/{-$locale}/_auth/account_/plan/detail')({
  validateSearch: (raw: Record<string, unknown>): { status?: 0 | 1 | 2; page?: number } => ({
    status: intParam(raw.status, 0, 2) as 0 | 1 | 2 | undefined,
    page: intParam(raw.page, 1, 100_000),
  }),
  loaderDeps: ({ search }) => ({ status: search.status, page: search.page ?? 1 }),
  loader: ({ context, deps, params }) =>
    withMessages(params, ['account', 'home'], () => plansData(context.http, deps)),
  // 0: a plan just published, archived or deleted must show so.
  staleTime: 0,
  component: PlansRoute,
});

function PlansRoute() {
  return <PlansPage data={Route.useLoaderData()} />;
}

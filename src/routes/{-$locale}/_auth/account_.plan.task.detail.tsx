import { createFileRoute, notFound } from '@tanstack/react-router';
import { planDetailData } from '../../../ui/features/plan/plan-data';
import { PlanDetail } from '../../../ui/features/plan/plan-detail';
import { withMessages } from '../../../ui/kit/locale/messages';
import { idSearchParam } from '../../../ui/kit/navigation/search-params';

/** `/account/plan/task/detail?taskId=`: one learning plan, its courses, progress and what may be done with it. */
export const Route = createFileRoute('/{-$locale}/_auth/account_/plan/task/detail')({
  validateSearch: (raw: Record<string, unknown>): { taskId?: number | string } => ({
    taskId: idSearchParam(raw.taskId),
  }),
  loaderDeps: ({ search }) => ({ taskId: search.taskId === undefined ? null : String(search.taskId) }),
  loader: ({ context, deps, params }) => {
    if (deps.taskId === null) throw notFound();
    const taskId = deps.taskId;
    return withMessages(params, ['account', 'home'], () => planDetailData(context.http, taskId));
  },
  staleTime: 0,
  component: DetailRoute,
});

function DetailRoute() {
  return <PlanDetail data={Route.useLoaderData()} />;
}

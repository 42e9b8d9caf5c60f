import { createFileRoute } from '@tanstack/react-router';
import { builderData } from '../../../ui/features/plan/plan-data';
import { PlanBuilder } from '../../../ui/features/plan/plan-builder';
import { withMessages } from '../../../ui/kit/locale/messages';
import { keywordParam } from '../../../ui/kit/navigation/keyword-param';
import { idSearchParam, intParam } from '../../../ui/kit/navigation/search-params';

/**
 * `/account/plan/task/add?taskId=&keyword=&page=`: builds a new plan, or edits a draft (`taskId`), with the
 * catalogue's courses searched beside it. The form lives in the page, so searching keeps what was typed.
 */
export const Route = createFileRoute('/{-$locale}/_auth/account_/plan/task/add')({
  validateSearch: (
    raw: Record<string, unknown>,
  ): { taskId?: number | string; keyword?: string; page?: number } => ({
    taskId: idSearchParam(raw.taskId),
    keyword: keywordParam(raw.keyword),
    page: intParam(raw.page, 1, 100_000),
  }),
  loaderDeps: ({ search }) => ({
    taskId: search.taskId === undefined ? undefined : String(search.taskId),
    keyword: search.keyword,
    page: search.page ?? 1,
  }),
  loader: ({ context, deps, params }) =>
    withMessages(params, ['account', 'home', 'course'], () => builderData(context.http, deps)),
  staleTime: 0,
  component: BuilderRoute,
});

function BuilderRoute() {
  return <PlanBuilder data={Route.useLoaderData()} />;
}

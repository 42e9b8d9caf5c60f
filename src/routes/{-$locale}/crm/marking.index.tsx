import { createFileRoute } from '@tanstack/react-router';
import { markingListData } from '../../../ui/features/crm/marking-list-data';
import { MarkingListPage } from '../../../ui/features/crm/marking-list-page';
import { pageSearchParam } from '../../../ui/features/crm/search';

/** `/crm/marking?page=1`: attempts waiting for a marker. */
export const Route = createFileRoute('/{-$locale}/crm/marking/')({
  validateSearch: (raw: Record<string, unknown>): { page?: number } => ({ page: pageSearchParam(raw.page) }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => markingListData(context.http, deps),
  // 10 s: a queue other markers work on too; marking an attempt here reloads it at once.
  staleTime: 10_000,
  component: MarkingListRoute,
});

function MarkingListRoute() {
  const { page } = Route.useSearch();
  return <MarkingListPage page={page ?? 1} data={Route.useLoaderData()} />;
}

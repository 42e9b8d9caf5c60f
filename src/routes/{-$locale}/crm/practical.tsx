import { createFileRoute } from '@tanstack/react-router';
import { practicalData } from '../../../ui/features/crm/practical-data';
import { PracticalPage } from '../../../ui/features/crm/practical-page';
import { pageSearchParam } from '../../../ui/features/crm/search';

/** `/crm/practical?marked=1&page=2`: practical answers awaiting their mark (marked ones with `marked=1`). */
export const Route = createFileRoute('/{-$locale}/crm/practical')({
  validateSearch: (raw: Record<string, unknown>): { marked?: 1; page?: number } => ({
    marked: Number(raw.marked) === 1 ? 1 : undefined,
    page: pageSearchParam(raw.page),
  }),
  loaderDeps: ({ search }) => ({ marked: search.marked ?? (0 as const), page: search.page ?? 1 }),
  loader: ({ context, deps }) => practicalData(context.http, deps),
  // 10 s: answers arrive while the queue is open; a mark here reloads it at once.
  staleTime: 10_000,
  component: PracticalRoute,
});

function PracticalRoute() {
  const { marked, page } = Route.useSearch();
  return <PracticalPage marked={marked ?? 0} page={page ?? 1} data={Route.useLoaderData()} />;
}

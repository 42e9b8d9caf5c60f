import { createFileRoute } from '@tanstack/react-router';
import { MarkingListPage } from '../../../ui/features/crm/marking-list-page';
import { pageSearchParam } from '../../../ui/features/crm/search';

/** `/crm/marking?page=1`: attempts waiting for a marker. */
export const Route = createFileRoute('/{-$locale}/crm/marking/')({
  validateSearch: (raw: Record<string, unknown>): { page?: number } => ({ page: pageSearchParam(raw.page) }),
  component: MarkingListRoute,
});

function MarkingListRoute() {
  const { page } = Route.useSearch();
  return <MarkingListPage page={page ?? 1} />;
}

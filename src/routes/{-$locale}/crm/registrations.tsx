import { createFileRoute } from '@tanstack/react-router';
import { RegistrationsPage } from '../../../ui/features/crm/registrations-page';
import { registrationsData } from '../../../ui/features/crm/registrations-data';
import { queueSearch } from '../../../ui/features/crm/search';

/** `/crm/registrations?status=1&page=1`: applications to join the company by status (awaiting unless told). */
export const Route = createFileRoute('/{-$locale}/crm/registrations')({
  validateSearch: queueSearch,
  loaderDeps: ({ search }) => ({ status: search.status ?? 1, page: search.page ?? 1 }),
  loader: ({ context, deps }) => registrationsData(context.http, deps),
  // 10 s: applications arrive while the queue is open; a decision here reloads it at once.
  staleTime: 10_000,
  component: RegistrationsRoute,
});

function RegistrationsRoute() {
  const { status, page } = Route.useSearch();
  return <RegistrationsPage status={status ?? 1} page={page ?? 1} data={Route.useLoaderData()} />;
}

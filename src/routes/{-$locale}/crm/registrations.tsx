import { createFileRoute } from '@tanstack/react-router';
import { RegistrationsPage } from '../../../ui/features/crm/registrations-page';
import { registrationsData, type RegistrationStatus } from '../../../ui/features/crm/registrations-data';
import { pageSearchParam } from '../../../ui/features/crm/search';

/** `/crm/registrations?status=1&page=1`: applications by status (awaiting approval unless told). */
export const Route = createFileRoute('/{-$locale}/crm/registrations')({
  validateSearch: (raw: Record<string, unknown>): { status?: RegistrationStatus; page?: number } => {
    const status = Number(raw.status);
    return {
      status: status === 2 || status === 3 ? status : undefined,
      page: pageSearchParam(raw.page),
    };
  },
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

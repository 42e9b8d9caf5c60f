import { createFileRoute } from '@tanstack/react-router';
import { RegistrationsPage, type RegistrationStatus } from '../../../ui/features/crm/registrations-page';
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
  component: RegistrationsRoute,
});

function RegistrationsRoute() {
  const { status, page } = Route.useSearch();
  return <RegistrationsPage status={status ?? 1} page={page ?? 1} />;
}

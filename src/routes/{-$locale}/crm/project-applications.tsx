import { createFileRoute } from '@tanstack/react-router';
import { ProjectApplicationsPage } from '../../../ui/features/crm/project-applications-page';
import { projectApplicationsData } from '../../../ui/features/crm/project-applications-data';
import { queueSearch } from '../../../ui/features/crm/search';

/** `/crm/project-applications?status=1&page=1`: applications to study projects by status (awaiting unless told). */
export const Route = createFileRoute('/{-$locale}/crm/project-applications')({
  validateSearch: queueSearch,
  loaderDeps: ({ search }) => ({ status: search.status ?? 1, page: search.page ?? 1 }),
  loader: ({ context, deps }) => projectApplicationsData(context.http, deps),
  // 10 s: applications arrive while the queue is open; a decision here reloads it at once.
  staleTime: 10_000,
  component: ProjectApplicationsRoute,
});

function ProjectApplicationsRoute() {
  const { status, page } = Route.useSearch();
  return <ProjectApplicationsPage status={status ?? 1} page={page ?? 1} data={Route.useLoaderData()} />;
}

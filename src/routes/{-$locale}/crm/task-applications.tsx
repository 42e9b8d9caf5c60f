import { createFileRoute } from '@tanstack/react-router';
import { TaskApplicationsPage } from '../../../ui/features/crm/task-applications-page';
import { taskApplicationsData } from '../../../ui/features/crm/task-applications-data';
import { queueSearch } from '../../../ui/features/crm/search';

/** `/crm/task-applications?status=1&page=1`: applications to study tasks by status (awaiting unless told). */
export const Route = createFileRoute('/{-$locale}/crm/task-applications')({
  validateSearch: queueSearch,
  loaderDeps: ({ search }) => ({ status: search.status ?? 1, page: search.page ?? 1 }),
  loader: ({ context, deps }) => taskApplicationsData(context.http, deps),
  // 10 s: applications arrive while the queue is open; a decision here reloads it at once.
  staleTime: 10_000,
  component: TaskApplicationsRoute,
});

function TaskApplicationsRoute() {
  const { status, page } = Route.useSearch();
  return <TaskApplicationsPage status={status ?? 1} page={page ?? 1} data={Route.useLoaderData()} />;
}

import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { taskPageData } from '../../../ui/features/task/task-page-data';
import { TaskPage, loadPracticalAnswer } from '../../../ui/features/task/task-page';
import { preload } from '../../../ui/kit/app/on-demand';
import { withMessages } from '../../../ui/kit/locale/messages';
import { idSearchParam } from '../../../ui/kit/navigation/search-params';

/**
 * `/account/task/{id}?content=`: a study task's page, its phases and every content with where the learner
 * stands; `content` opens one content's brief in its place. Without an id it is "my tasks".
 */
export const Route = createFileRoute('/{-$locale}/_auth/account_/task/{-$id}')({
  validateSearch: (raw: Record<string, unknown>): { content?: number | string } => ({
    content: idSearchParam(raw.content),
  }),
  loaderDeps: ({ search }) => ({ content: search.content === undefined ? null : String(search.content) }),
  loader: ({ context, deps, params }) => {
    if (params.id === undefined || params.id === '') {
      throw redirect({
        to: '/{-$locale}/account',
        params: { locale: params.locale },
        search: { change: 1 },
        replace: true,
      });
    }
    if (idSearchParam(params.id) === undefined) throw notFound();
    const taskId = params.id;
    // A practical's answer form comes beside its brief's data (it is only drawn for a practical).
    if (deps.content !== null) preload(loadPracticalAnswer);
    return withMessages(params, ['account', 'home', 'player'], () =>
      taskPageData(context.http, { taskId, content: deps.content }),
    );
  },
  // 0: the figures change as the learner studies, and a content just read or marked must show so.
  staleTime: 0,
  component: TaskRoute,
});

function TaskRoute() {
  const { id } = Route.useParams();
  const { content } = Route.useSearch();
  return (
    <TaskPage
      key={id}
      taskId={String(id)}
      content={content === undefined ? null : String(content)}
      data={Route.useLoaderData()}
    />
  );
}

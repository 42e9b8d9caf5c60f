import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { taskPageData } from '../../../ui/features/task/task-page-data';
import { TaskPage, loadPracticalAnswer, loadTaskComments } from '../../../ui/features/task/task-page';
import { preload } from '../../../ui/kit/app/on-demand';
import { withMessages } from '../../../ui/kit/locale/messages';
import { idSearchParam, intParam } from '../../../ui/kit/navigation/search-params';

/**
 * `/account/task/{id}?content=&commentPage=`: a study task's page, its phases and every content with where the
 * learner stands, and its comments; `content` opens one content's brief in its place, `commentPage` names the
 * comments' page (1 is left out of the address). Without an id it is "my tasks".
 */
export const Route = createFileRoute('/{-$locale}/_auth/account_/task/{-$id}')({
  validateSearch: (raw: Record<string, unknown>): { content?: number | string; commentPage?: number } => ({
    content: idSearchParam(raw.content),
    commentPage: intParam(raw.commentPage, 2, 100_000),
  }),
  // The search as it is: this config ships with the start-up code, so the loader (which loads with the page)
  // does the reading.
  loaderDeps: ({ search }) => search,
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
    const content = deps.content === undefined ? null : String(deps.content);
    // A practical's answer form comes beside its brief's data (it is only drawn for a practical).
    if (content !== null) preload(loadPracticalAnswer);
    // The comments' code comes beside the data too, so the section fills in as the page shows.
    preload(loadTaskComments);
    return withMessages(params, ['account', 'home', 'player'], () =>
      taskPageData(context.http, { taskId, content, commentPage: deps.commentPage }),
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

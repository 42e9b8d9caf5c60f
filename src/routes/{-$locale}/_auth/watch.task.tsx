import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { idParam } from '../../../ui/kit/navigation/id-param';
import { idSearchParam } from '../../../ui/kit/navigation/search-params';
import { withMessages } from '../../../ui/kit/locale/messages';
import { loadNodeSession } from '../../../ui/features/player/node-study';
import { preload } from '../../../ui/kit/app/on-demand';
import { TaskPlayerPage } from '../../../ui/pages/task-player-page';
import { taskCourseToOpen, taskPlayerData } from '../../../ui/pages/task-player-data';

export interface WatchTaskSearch {
  taskId?: number | string;
  /** The task's course to study; without it, the one to resume. */
  courseId?: number | string;
  /** The node to open; without it, the course's resume node. */
  id?: number | string;
}

/** `/watch/task?taskId=&courseId=&id=`: the player inside a study task, with the task's courses beside it. */
export const Route = createFileRoute('/{-$locale}/_auth/watch/task')({
  validateSearch: (raw: Record<string, unknown>): WatchTaskSearch => ({
    taskId: idSearchParam(raw.taskId),
    courseId: idSearchParam(raw.courseId),
    id: idSearchParam(raw.id),
  }),
  beforeLoad: ({ search }) => {
    if (search.taskId === undefined) throw notFound();
  },
  // The node kinds' names and learning statuses are the course pages' (`course.*`), the task's panels the
  // dashboard's (`home.tasks.*`).
  // The node is not a dependency: stepping between nodes keeps what was read; another course reads anew.
  loaderDeps: ({ search }) => ({
    taskId: String(search.taskId),
    courseId: search.courseId === undefined ? null : String(search.courseId),
  }),
  loader: async ({ context, deps, params }) => {
    // The node's opening (its progress machine and reports) comes beside the task's data.
    preload(loadNodeSession);
    const data = await withMessages(params, ['player', 'course', 'home'], () =>
      taskPlayerData(context.http, deps),
    );
    const resume = deps.courseId === null ? taskCourseToOpen(data) : null;
    // Without a course the address names the one to resume, in place of its own (the back button skips it).
    if (resume !== null) {
      throw redirect({
        to: '/{-$locale}/watch/task',
        params: { locale: params.locale },
        search: { taskId: idParam(deps.taskId), courseId: idParam(resume) },
        replace: true,
      });
    }
    return data;
  },
  // 0: whether a course may be studied depends on the task's window, and its figures change as the learner studies.
  staleTime: 0,
  component: WatchTaskRoute,
});

function WatchTaskRoute() {
  const { taskId, courseId, id } = Route.useSearch();
  return (
    <TaskPlayerPage
      key={String(taskId)}
      taskId={String(taskId)}
      courseId={courseId === undefined ? null : String(courseId)}
      subResourceId={id === undefined ? null : String(id)}
      data={Route.useLoaderData()}
    />
  );
}

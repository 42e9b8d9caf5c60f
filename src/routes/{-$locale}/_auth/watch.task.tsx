import { createFileRoute, notFound } from '@tanstack/react-router';
import { idSearchParam } from '../../../ui/kit/navigation/search-params';
import { messagesLoader } from '../../../ui/kit/locale/messages';
import { TaskPlayerPage } from '../../../ui/pages/task-player-page';

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
  // The node kinds' names and learning statuses are the course pages' (`course.*`).
  loader: messagesLoader(['player', 'course']),
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
    />
  );
}

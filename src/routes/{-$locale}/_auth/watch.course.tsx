import { createFileRoute, notFound } from '@tanstack/react-router';
import { idSearchParam } from '../../../ui/kit/navigation/search-params';
import { messagesLoader } from '../../../ui/kit/locale/messages';
import { PlayerPage } from '../../../ui/features/player/player-page';

export interface WatchCourseSearch {
  courseId?: number | string;
  /** The node to open; without it, the course's resume node. */
  id?: number | string;
}

/** `/watch/course?courseId=&id=`: the player for one node of a course. */
export const Route = createFileRoute('/{-$locale}/_auth/watch/course')({
  validateSearch: (raw: Record<string, unknown>): WatchCourseSearch => ({
    courseId: idSearchParam(raw.courseId),
    id: idSearchParam(raw.id),
  }),
  beforeLoad: ({ search }) => {
    if (search.courseId === undefined) throw notFound();
  },
  // The node kinds' names are the course pages' (`course.kind.*`).
  loader: messagesLoader(['player', 'course']),
  component: WatchCourseRoute,
});

function WatchCourseRoute() {
  const { courseId, id } = Route.useSearch();
  const node = id === undefined ? null : String(id);
  return <PlayerPage courseId={String(courseId)} subResourceId={node} />;
}

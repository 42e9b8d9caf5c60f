import { createFileRoute, notFound } from '@tanstack/react-router';
import { idSearchParam } from '../../../ui/kit/navigation/search-params';
import { withMessages } from '../../../ui/kit/locale/messages';
import { courseOutlineData } from '../../../ui/features/player/course-outline';
import { loadNodeSession } from '../../../ui/features/player/node-study';
import { PlayerPage } from '../../../ui/features/player/player-page';
import { preload } from '../../../ui/kit/app/on-demand';

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
  // Only the course: stepping to another node keeps the outline the page has.
  loaderDeps: ({ search }) => ({ courseId: String(search.courseId) }),
  loader: ({ context, deps, params }) => {
    // The node's opening (its progress machine and reports) comes beside the outline, ready when the node is.
    preload(loadNodeSession);
    return withMessages(params, ['player', 'course'], () => courseOutlineData(context.http, deps));
  },
  // 0: the tree's progress changes as the learner studies; a page opened again shows what it has and reads anew.
  staleTime: 0,
  component: WatchCourseRoute,
});

function WatchCourseRoute() {
  const { courseId, id } = Route.useSearch();
  const node = id === undefined ? null : String(id);
  return <PlayerPage courseId={String(courseId)} subResourceId={node} data={Route.useLoaderData()} />;
}

import { createFileRoute, notFound } from '@tanstack/react-router';
import { idSearchParam } from '../../../ui/kit/navigation/search-params';
import { withMessages } from '../../../ui/kit/locale/messages';
import { courseOutlineData } from '../../../ui/features/player/course-outline';
import { PracticePage } from '../../../ui/features/player/practice-page';

export interface WatchPracticeSearch {
  courseId?: number | string;
  /** The exam, survey, offline, practical or job-evaluation node. */
  id?: number | string;
}

/** `/watch/practice?courseId=&id=`: a node that is taken elsewhere: what it is, its state and the way in. */
export const Route = createFileRoute('/{-$locale}/_auth/watch/practice')({
  validateSearch: (raw: Record<string, unknown>): WatchPracticeSearch => ({
    courseId: idSearchParam(raw.courseId),
    id: idSearchParam(raw.id),
  }),
  beforeLoad: ({ search }) => {
    if (search.courseId === undefined || search.id === undefined) throw notFound();
  },
  // The node kinds' names are the course pages' (`course.kind.*`).
  // Only the course: stepping to another node keeps the outline the page has.
  loaderDeps: ({ search }) => ({ courseId: String(search.courseId) }),
  loader: ({ context, deps, params }) =>
    withMessages(params, ['player', 'course'], () => courseOutlineData(context.http, deps)),
  // 0: the tree's progress changes as the learner studies; a page opened again shows what it has and reads anew.
  staleTime: 0,
  component: WatchPracticeRoute,
});

function WatchPracticeRoute() {
  const { courseId, id } = Route.useSearch();
  return <PracticePage courseId={String(courseId)} subResourceId={String(id)} data={Route.useLoaderData()} />;
}

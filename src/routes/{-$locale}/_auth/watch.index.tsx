import { createFileRoute, notFound } from '@tanstack/react-router';
import { idSearchParam } from '../../../ui/navigation/search-params';
import { messagesLoader } from '../../../ui/locale/messages';
import { ContinuePage } from '../../../ui/player/continue-page';

export interface WatchSearch {
  courseId?: number | string;
}

/** `/watch?courseId=`: "continue learning": finds the course's resume node and replaces the address with it. */
export const Route = createFileRoute('/{-$locale}/_auth/watch/')({
  validateSearch: (raw: Record<string, unknown>): WatchSearch => ({ courseId: idSearchParam(raw.courseId) }),
  beforeLoad: ({ search }) => {
    if (search.courseId === undefined) throw notFound();
  },
  // The node kinds' names are the course pages' (`course.kind.*`).
  loader: messagesLoader(['player', 'course']),
  component: WatchRoute,
});

function WatchRoute() {
  const { courseId } = Route.useSearch();
  return <ContinuePage courseId={String(courseId)} />;
}

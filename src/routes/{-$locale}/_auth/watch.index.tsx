import { createFileRoute } from '@tanstack/react-router';
import { idSearchParam } from '../../../ui/kit/navigation/search-params';
import { messagesLoader } from '../../../ui/kit/locale/messages';
import { ContinuePage } from '../../../ui/features/player/continue-page';
import { StudyPage } from '../../../ui/pages/study-page';

export interface WatchSearch {
  courseId?: number | string;
}

/**
 * `/watch?courseId=`: "continue learning": finds the course's resume node and replaces the address with it.
 * Without a course, `/watch` is "my study": the learner's figures and the export of their progress.
 */
export const Route = createFileRoute('/{-$locale}/_auth/watch/')({
  validateSearch: (raw: Record<string, unknown>): WatchSearch => ({ courseId: idSearchParam(raw.courseId) }),
  // The node kinds' names are the course pages' (`course.kind.*`).
  loader: messagesLoader(['player', 'course']),
  component: WatchRoute,
});

function WatchRoute() {
  const { courseId } = Route.useSearch();
  return courseId === undefined ? <StudyPage /> : <ContinuePage courseId={String(courseId)} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { LecturersPage } from '../../../ui/features/lecturer/lecturers-page';
import { readLecturersSearch, type LecturersSearch } from '../../../ui/features/lecturer/lecturers-search';
import { messagesLoader } from '../../../ui/kit/locale/messages';

/** `/lecturer`: the lecturer rank, the lecturer list with its search, and a lecturer's own courses. */
export const Route = createFileRoute('/{-$locale}/_auth/lecturer')({
  validateSearch: (raw: Record<string, unknown>): LecturersSearch => readLecturersSearch(raw),
  loader: messagesLoader(['course', 'lecturer']),
  component: LecturersRoute,
});

function LecturersRoute() {
  return <LecturersPage search={Route.useSearch()} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { lecturersData, sessionIsLecturer } from '../../../ui/features/lecturer/lecturers-data';
import { LecturersPage } from '../../../ui/features/lecturer/lecturers-page';
import { readLecturersSearch, type LecturersSearch } from '../../../ui/features/lecturer/lecturers-search';
import { withMessages } from '../../../ui/kit/locale/messages';

/** `/lecturer`: the lecturer rank, the lecturer list with its search, and a lecturer's own online and classroom courses. */
export const Route = createFileRoute('/{-$locale}/_auth/lecturer')({
  validateSearch: (raw: Record<string, unknown>): LecturersSearch => readLecturersSearch(raw),
  loaderDeps: ({ search }): LecturersSearch => ({
    keyword: search.keyword,
    pageCurrent: search.pageCurrent,
    tab: search.tab,
  }),
  loader: ({ context, deps, params }) =>
    withMessages(params, ['course', 'lecturer', 'home'], () =>
      lecturersData(context.http, deps, sessionIsLecturer(context.session)),
    ),
  // 30 s: lecturers, their figures and the rank change slowly; a list opened again within that shows at once.
  staleTime: 30_000,
  component: LecturersRoute,
});

function LecturersRoute() {
  return <LecturersPage search={Route.useSearch()} data={Route.useLoaderData()} />;
}

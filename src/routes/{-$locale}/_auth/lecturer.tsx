import { createFileRoute } from '@tanstack/react-router';
import { lecturersData, sessionIsLecturer } from '../../../ui/features/lecturer/lecturers-data';
import { LecturersPage } from '../../../ui/features/lecturer/lecturers-page';
import { readLecturersSearch, type LecturersSearch } from '../../../ui/features/lecturer/lecturers-search';
import { withMessages } from '../../../ui/kit/locale/messages';

/** `/lecturer`: the lecturer rank, the lecturer list with its search, and a lecturer's own online and classroom courses. */
export const Route = createFileRoute('/{-$locale}/_auth/lecturer')({
  // Read strictly by the page's own reader in its loader and view, out of the start-up code.
  validateSearch: (raw: Record<string, unknown>): LecturersSearch => raw,
  loaderDeps: ({ search }): LecturersSearch => ({
    keyword: search.keyword,
    pageCurrent: search.pageCurrent,
    tab: search.tab,
  }),
  loader: ({ context, deps, params }) =>
    withMessages(params, ['course', 'lecturer', 'home'], () =>
      lecturersData(
        context.http,
        readLecturersSearch(deps as Record<string, unknown>),
        sessionIsLecturer(context.session),
      ),
    ),
  // 30 s: lecturers, their figures and the rank change slowly; a list opened again within that shows at once.
  staleTime: 30_000,
  component: LecturersRoute,
});

function LecturersRoute() {
  return (
    <LecturersPage
      search={readLecturersSearch(Route.useSearch() as Record<string, unknown>)}
      data={Route.useLoaderData()}
    />
  );
}

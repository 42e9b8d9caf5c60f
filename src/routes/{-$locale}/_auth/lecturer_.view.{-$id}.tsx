import { createFileRoute, notFound } from '@tanstack/react-router';
import { LecturerViewPage } from '../../../ui/features/lecturer/lecturer-view-page';
import { messagesLoader } from '../../../ui/kit/locale/messages';
import { intParam } from '../../../ui/kit/navigation/search-params';

interface LecturerViewSearch {
  /** The page of the lecturer's courses; absent means the first. */
  pageCurrent?: number;
}

/** `/lecturer/view/{id}`: one lecturer and their courses. The id is optional in the spec; without one the page says so. */
export const Route = createFileRoute('/{-$locale}/_auth/lecturer_/view/{-$id}')({
  params: {
    parse: (raw): { id?: string } => {
      if (raw.id === undefined || raw.id === '') return {};
      if (!/^[1-9][0-9]{0,18}$/.test(raw.id)) throw notFound();
      return { id: raw.id };
    },
    stringify: (params) => ({ id: params.id }),
  },
  validateSearch: (raw: Record<string, unknown>): LecturerViewSearch => {
    const page = intParam(raw.pageCurrent, 2, 100_000);
    return page === undefined ? {} : { pageCurrent: page };
  },
  loader: messagesLoader(['course', 'lecturer']),
  component: LecturerViewRoute,
});

function LecturerViewRoute() {
  const { id } = Route.useParams();
  const { pageCurrent } = Route.useSearch();
  return <LecturerViewPage key={id ?? ''} id={id ?? null} page={pageCurrent ?? 1} />;
}

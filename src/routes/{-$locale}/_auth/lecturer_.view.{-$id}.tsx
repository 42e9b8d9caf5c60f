import { createFileRoute, notFound } from '@tanstack/react-router';
import { lecturerViewData } from '../../../ui/features/lecturer/lecturer-view-data';
import { LecturerViewPage } from '../../../ui/features/lecturer/lecturer-view-page';
import { withMessages } from '../../../ui/kit/locale/messages';
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
  loaderDeps: ({ search }) => ({ pageCurrent: search.pageCurrent }),
  loader: ({ context, deps, params }) => {
    const { id } = params;
    return withMessages(params, ['course', 'lecturer', 'home'], () =>
      // Without an id the page says so and reads nothing.
      id === undefined ? null : lecturerViewData(context.http, { id, pageCurrent: deps.pageCurrent }),
    );
  },
  // 30 s: a lecturer's profile and courses change slowly; going back and forth between pages reuses them.
  staleTime: 30_000,
  component: LecturerViewRoute,
});

function LecturerViewRoute() {
  const { id } = Route.useParams();
  return <LecturerViewPage key={id ?? ''} id={id ?? null} data={Route.useLoaderData()} />;
}

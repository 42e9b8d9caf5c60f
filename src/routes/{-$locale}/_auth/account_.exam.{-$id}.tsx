import { createFileRoute, notFound } from '@tanstack/react-router';
import type { ExamStatus } from '../../../../contract/exam.routes';
import { examListData } from '../../../ui/features/exam/exam-list-data';
import { ExamListPage } from '../../../ui/features/exam/exam-list-page';
import { withMessages } from '../../../ui/kit/locale/messages';
import { intParam } from '../../../ui/kit/navigation/search-params';

const statusOf = (id: string | undefined) => (id === undefined ? undefined : (Number(id) as ExamStatus));

/**
 * `/account/exam/{id}?page=`: "my exams". The optional id is the tab: an exam status (1 to be taken, 2 passed,
 * 3 failed, 4 awaiting marking, 5 absent, 6 can resit); without it, every exam. Anything else is not a page.
 * A page number that is not one shows the first page.
 */
export const Route = createFileRoute('/{-$locale}/_auth/account_/exam/{-$id}')({
  params: {
    parse: (raw): { id?: string } => {
      if (raw.id === undefined || raw.id === '') return {};
      if (intParam(raw.id, 1, 6) === undefined) throw notFound();
      return { id: raw.id };
    },
    stringify: (params) => ({ id: params.id }),
  },
  validateSearch: (raw: Record<string, unknown>): { page?: number } => ({
    page: intParam(raw.page, 1, 100_000),
  }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps, params }) =>
    withMessages(params, ['exam', 'home'], () =>
      examListData(context.http, { status: statusOf(params.id), page: deps.page }),
    ),
  // A list: 10 s of preloaded or shown data is fine, and taking an exam takes longer than that.
  staleTime: 10_000,
  component: ExamListRoute,
});

function ExamListRoute() {
  const { id } = Route.useParams();
  const { page } = Route.useSearch();
  // Each tab starts on its first page, with the time it opened.
  return (
    <ExamListPage key={id ?? 'all'} status={statusOf(id)} page={page ?? 1} data={Route.useLoaderData()} />
  );
}

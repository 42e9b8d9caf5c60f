import { createFileRoute, notFound } from '@tanstack/react-router';
import { examDetailData } from '../../../ui/features/exam/exam-detail-data';
import { ExamDetailPage } from '../../../ui/features/exam/exam-detail-page';
import { withMessages } from '../../../ui/kit/locale/messages';
import { idSearchParam } from '../../../ui/kit/navigation/search-params';

/** `/account/exam/detail?id=`: an exam's rules and standing; `id` is the learner's record of the exam. */
export const Route = createFileRoute('/{-$locale}/_auth/account_/exam/detail')({
  validateSearch: (raw: Record<string, unknown>): { id?: number | string } => ({ id: idSearchParam(raw.id) }),
  beforeLoad: ({ search }) => {
    if (search.id === undefined) throw notFound();
  },
  loaderDeps: ({ search }) => ({ id: String(search.id ?? '') }),
  loader: ({ context, deps, params }) =>
    withMessages(params, ['exam', 'home'], () => examDetailData(context.http, deps)),
  // 0: the attempts left, an unfinished paper and the action button change as the learner takes the exam.
  staleTime: 0,
  component: DetailRoute,
});

function DetailRoute() {
  const { id } = Route.useSearch();
  return <ExamDetailPage key={String(id)} data={Route.useLoaderData()} />;
}

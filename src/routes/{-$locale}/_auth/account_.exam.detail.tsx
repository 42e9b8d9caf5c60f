import { createFileRoute, notFound } from '@tanstack/react-router';
import { ExamDetailPage } from '../../../ui/features/exam/exam-detail-page';
import { idSearchParam } from '../../../ui/kit/navigation/search-params';
import { messagesLoader } from '../../../ui/kit/locale/messages';

/** `/account/exam/detail?id=`: an exam's rules and standing; `id` is the learner's record of the exam. */
export const Route = createFileRoute('/{-$locale}/_auth/account_/exam/detail')({
  validateSearch: (raw: Record<string, unknown>): { id?: number | string } => ({ id: idSearchParam(raw.id) }),
  beforeLoad: ({ search }) => {
    if (search.id === undefined) throw notFound();
  },
  loader: messagesLoader(['exam']),
  component: DetailRoute,
});

function DetailRoute() {
  const { id } = Route.useSearch();
  return <ExamDetailPage key={String(id)} id={String(id)} />;
}

import { createFileRoute, notFound } from '@tanstack/react-router';
import { ExamResultPage } from '../../../ui/features/exam/exam-result-page';
import { idSearchParam } from '../../../ui/kit/navigation/search-params';
import { messagesLoader } from '../../../ui/kit/locale/messages';

/** `/account/exam/examSuccess?id=`: the result of a handed-in paper (`id` is the paper record). */
export const Route = createFileRoute('/{-$locale}/_auth/account_/exam/examSuccess')({
  validateSearch: (raw: Record<string, unknown>): { id?: number | string } => ({ id: idSearchParam(raw.id) }),
  beforeLoad: ({ search }) => {
    if (search.id === undefined) throw notFound();
  },
  loader: messagesLoader(['exam']),
  component: ResultRoute,
});

function ResultRoute() {
  const { id } = Route.useSearch();
  return <ExamResultPage key={String(id)} id={String(id)} />;
}

import { createFileRoute, notFound } from '@tanstack/react-router';
import type { ExamStatus } from '../../../../contract/exam.routes';
import { ExamListPage } from '../../../ui/features/exam/exam-list-page';
import { intParam } from '../../../ui/kit/navigation/search-params';
import { messagesLoader } from '../../../ui/kit/locale/messages';

/**
 * `/account/exam/{id}`: "my exams". The optional id is the tab: an exam status (1 to be taken, 2 passed,
 * 3 failed, 4 awaiting marking, 5 absent, 6 can resit); without it, every exam. Anything else is not a page.
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
  loader: messagesLoader(['exam']),
  component: ExamListRoute,
});

function ExamListRoute() {
  const { id } = Route.useParams();
  const status = id === undefined ? undefined : (Number(id) as ExamStatus);
  // Each tab starts on its first page.
  return <ExamListPage key={id ?? 'all'} status={status} />;
}

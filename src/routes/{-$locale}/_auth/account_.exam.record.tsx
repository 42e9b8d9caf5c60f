import { createFileRoute } from '@tanstack/react-router';
import { ExamRecordsPage } from '../../../ui/features/exam/exam-records-page';
import { idSearchParam } from '../../../ui/kit/navigation/search-params';
import { messagesLoader } from '../../../ui/kit/locale/messages';

/** `/account/exam/record?examId=`: the paper records of one exam (of every exam without `examId`). */
export const Route = createFileRoute('/{-$locale}/_auth/account_/exam/record')({
  validateSearch: (raw: Record<string, unknown>): { examId?: number | string } => ({
    examId: idSearchParam(raw.examId),
  }),
  loader: messagesLoader(['exam']),
  component: RecordRoute,
});

function RecordRoute() {
  const { examId } = Route.useSearch();
  return <ExamRecordsPage examId={examId === undefined ? undefined : String(examId)} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { examRecordsData } from '../../../ui/features/exam/exam-records-data';
import { ExamRecordsPage } from '../../../ui/features/exam/exam-records-page';
import { withMessages } from '../../../ui/kit/locale/messages';
import { idSearchParam, intParam } from '../../../ui/kit/navigation/search-params';

/**
 * `/account/exam/record?examId=&page=`: the paper records of one exam (of every exam without `examId`); a page
 * number that is not one shows the first page.
 */
export const Route = createFileRoute('/{-$locale}/_auth/account_/exam/record')({
  validateSearch: (raw: Record<string, unknown>): { examId?: number | string; page?: number } => ({
    examId: idSearchParam(raw.examId),
    page: intParam(raw.page, 1, 100_000),
  }),
  loaderDeps: ({ search }) => ({
    examId: search.examId === undefined ? undefined : String(search.examId),
    page: search.page ?? 1,
  }),
  loader: ({ context, deps, params }) =>
    withMessages(params, ['exam'], () => examRecordsData(context.http, deps)),
  // 0: a paper handed in or marked a moment ago must show, and the records page is opened right after one.
  staleTime: 0,
  component: RecordRoute,
});

function RecordRoute() {
  const { examId, page } = Route.useSearch();
  return (
    <ExamRecordsPage
      examId={examId === undefined ? undefined : String(examId)}
      page={page ?? 1}
      data={Route.useLoaderData()}
    />
  );
}

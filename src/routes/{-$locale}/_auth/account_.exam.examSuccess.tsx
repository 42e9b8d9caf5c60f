import { createFileRoute, notFound } from '@tanstack/react-router';
import { examResultData } from '../../../ui/features/exam/exam-result-data';
import { ExamResultPage } from '../../../ui/features/exam/exam-result-page';
import { withMessages } from '../../../ui/kit/locale/messages';
import { idSearchParam } from '../../../ui/kit/navigation/search-params';
import { richTextReady } from '../../../ui/kit/rich-text/sanitizer';

/** `/account/exam/examSuccess?id=`: the result of a handed-in paper (`id` is the paper record). */
export const Route = createFileRoute('/{-$locale}/_auth/account_/exam/examSuccess')({
  validateSearch: (raw: Record<string, unknown>): { id?: number | string } => ({ id: idSearchParam(raw.id) }),
  beforeLoad: ({ search }) => {
    if (search.id === undefined) throw notFound();
  },
  loaderDeps: ({ search }) => ({ id: String(search.id ?? '') }),
  loader: ({ context, deps, params }) =>
    withMessages(params, ['exam'], async () => {
      // The questions' text is sanitised as it shows: the sanitiser downloads beside the result.
      const [data] = await Promise.all([examResultData(context.http, deps), richTextReady()]);
      return data;
    }),
  // 0: a paper awaiting marking gets its score and verdict when it is marked.
  staleTime: 0,
  component: ResultRoute,
});

function ResultRoute() {
  const { id } = Route.useSearch();
  return <ExamResultPage key={String(id)} data={Route.useLoaderData()} />;
}

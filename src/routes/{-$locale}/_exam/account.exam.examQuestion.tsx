import { createFileRoute, notFound } from '@tanstack/react-router';
import { ExamTakingPage } from '../../../ui/features/exam/exam-taking-page';
import { richTextReady } from '../../../ui/kit/rich-text/sanitizer';
import { idSearchParam } from '../../../ui/kit/navigation/search-params';

/** `/account/exam/examQuestion?id=<examId>`: taking the exam (rules, paper, hand-in). */
export const Route = createFileRoute('/{-$locale}/_exam/account/exam/examQuestion')({
  validateSearch: (raw: Record<string, unknown>): { id?: number | string } => ({ id: idSearchParam(raw.id) }),
  beforeLoad: ({ search }) => {
    if (search.id === undefined) throw notFound();
  },
  // The paper's text is sanitised as it shows: the sanitiser comes while the rules are read.
  loader: () => richTextReady(),
  component: ExamQuestionRoute,
});

function ExamQuestionRoute() {
  const { id } = Route.useSearch();
  // A new exam id is a new attempt: the page and its machine start over.
  return <ExamTakingPage key={String(id)} examId={String(id)} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { idSearchParam } from '../../../../ui/kit/navigation/search-params';
import { messagesLoader } from '../../../../ui/kit/locale/messages';
import { SurveyPage } from '../../../../ui/features/survey/survey-page';

interface SurveySearch {
  /** The survey to answer or read back; a missing or mangled id opens the page's "no such survey" note. */
  id?: number | string;
}

export const Route = createFileRoute('/{-$locale}/_auth/investigate/view')({
  validateSearch: (raw: Record<string, unknown>): SurveySearch => ({ id: idSearchParam(raw.id) }),
  loader: messagesLoader(['survey']),
  component: SurveyRoute,
});

function SurveyRoute() {
  const { id } = Route.useSearch();
  const surveyId = id === undefined ? null : String(id);
  // Another survey is another flow: a fresh machine, not the old one's answers.
  return <SurveyPage key={surveyId ?? ''} id={surveyId} />;
}

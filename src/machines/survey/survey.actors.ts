import { fromPromise } from 'xstate';
import { surveySubmit, surveyView } from '../../services/api/survey';
import type { HttpClient } from '../../services/http';
import { settled } from '../shared/settled';
import type { surveyMachine } from './survey.machine';
import type { DraftAnswers } from './survey.types';

type SurveyImplementations = Parameters<typeof surveyMachine.provide>[0];

/** Where drafts live: `localStorage` in the browser, a map in tests. */
export interface DraftStore {
  read(key: string): string | null;
  write(key: string, value: string): void;
  remove(key: string): void;
}

/**
 * The key of one person's draft of one survey: two people sharing a browser never see each other's answers.
 */
export function draftKey(userId: string, surveyId: string): string {
  return `praxis.survey.${userId}.${surveyId}`;
}

/** The stored draft as it was written, or null; what it holds is checked against the questions later. */
export function readDraft(store: DraftStore, key: string): unknown {
  try {
    const text = store.read(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/**
 * `surveyMachine.provide(createSurveyImplementations(http, store, userId))`. Load and submit failures show on the
 * page next to the survey, so the client stays quiet; storage that refuses (private mode, full) only costs
 * the draft.
 */
export function createSurveyImplementations(
  http: HttpClient,
  store: DraftStore,
  userId: string,
): SurveyImplementations {
  const quietly = (run: () => void) => {
    try {
      run();
    } catch {
      // A draft is a convenience; the answers on screen are what counts.
    }
  };
  return {
    actors: {
      loadSurvey: fromPromise(({ input }: { input: { id: string } }) =>
        settled(http, () => surveyView(http, input, { isShowErrTip: false })),
      ),
      submitAnswers: fromPromise(({ input }) =>
        settled(http, () => surveySubmit(http, input, { isShowErrTip: false })),
      ),
    },
    actions: {
      saveDraft: (_, params: { surveyId: string; answers: DraftAnswers }) =>
        quietly(() => store.write(draftKey(userId, params.surveyId), JSON.stringify(params.answers))),
      clearDraft: (_, params: { surveyId: string }) =>
        quietly(() => store.remove(draftKey(userId, params.surveyId))),
    },
  };
}

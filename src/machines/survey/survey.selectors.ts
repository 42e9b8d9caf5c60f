import type { SnapshotFrom } from 'xstate';
import type { SurveyView } from '../../../contract/survey';
import type { surveyMachine } from './survey.machine';
import type { AnswerProblem, DraftAnswers } from './survey.types';

export type SurveySnapshot = SnapshotFrom<typeof surveyMachine>;

export const selectSurvey = (s: SurveySnapshot): SurveyView | null => s.context.survey;
export const selectAnswers = (s: SurveySnapshot): DraftAnswers => s.context.answers;
export const selectProblems = (s: SurveySnapshot): Record<string, AnswerProblem> => s.context.problems;
export const selectError = (s: SurveySnapshot): string | null => s.context.error;
export const selectSubmitTime = (s: SurveySnapshot): string | null => s.context.submitTime;
export const selectIsLoading = (s: SurveySnapshot): boolean => s.hasTag('loading');
export const selectLoadFailed = (s: SurveySnapshot): boolean => s.hasTag('loadFailed');
export const selectIsEditable = (s: SurveySnapshot): boolean => s.hasTag('editable');
export const selectIsSubmitting = (s: SurveySnapshot): boolean => s.hasTag('submitting');
export const selectSubmitFailed = (s: SurveySnapshot): boolean => s.hasTag('failed');
export const selectIsSubmitted = (s: SurveySnapshot): boolean => s.hasTag('submitted');
export const selectIsClosed = (s: SurveySnapshot): boolean => s.hasTag('closed');

/** The first question (in survey order) that keeps the answers from being sent; the page moves focus there. */
export const selectFirstProblem = (s: SurveySnapshot): string | null =>
  s.context.survey?.questions.find((q) => q.id in s.context.problems)?.id ?? null;

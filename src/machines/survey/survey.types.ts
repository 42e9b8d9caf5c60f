import type { SurveyView } from '../../../contract/survey';
import type { FailureFields } from '../shared/failure';

/** What a respondent has given for one question so far; a question without an entry is unanswered. */
export interface DraftAnswer {
  optionKeys?: string[];
  text?: string;
  rating?: number;
}

/** Answers by question id. */
export type DraftAnswers = Record<string, DraftAnswer>;

/** Why a question cannot be sent yet: a message key of `survey.problem.*` and its values. */
export type AnswerProblem =
  | { kind: 'required' }
  | { kind: 'minChoices'; min: number }
  | { kind: 'maxChoices'; max: number }
  | { kind: 'tooLong'; max: number };

export interface SurveyInput {
  surveyId: string;
  /** A draft kept in the browser from an earlier visit (unchecked: it is whatever storage held). */
  draft?: unknown;
}

/** `error` / `errorCode`: the load or submit failure (see ../failure.ts). */
export interface SurveyContext extends FailureFields {
  surveyId: string;
  /** The stored draft, until the survey has loaded and it can be checked against the questions. */
  storedDraft: unknown;
  survey: SurveyView | null;
  answers: DraftAnswers;
  /** Problems by question id, found when the respondent tried to submit; fixed ones drop out as they change. */
  problems: Record<string, AnswerProblem>;
  /** Set once the answers are in (from the submit call, or from the survey when it was answered earlier). */
  submitTime: string | null;
}

export type SurveyEvent =
  | { type: 'answer.choose'; questionId: string; optionKey: string }
  | { type: 'answer.toggle'; questionId: string; optionKey: string }
  | { type: 'answer.text'; questionId: string; text: string }
  | { type: 'answer.rate'; questionId: string; rating: number }
  | { type: 'submit' }
  | { type: 'retry' };

export type SurveyTag =
  'loading' | 'loadFailed' | 'editable' | 'submitting' | 'failed' | 'submitted' | 'closed' | 'readOnly';

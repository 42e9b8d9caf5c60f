import type { EvaluationAnswer, EvaluationQuestion, EvaluationView } from '../../../contract/offline-review';
import type { FailureFields } from '../shared/failure';

export interface CourseEvaluationInput {
  courseId: string;
  /** The evaluation as the page read it: the form, where it stands, and the answers once given. */
  view: EvaluationView;
}

/** `error` / `errorCode`: see ../shared/failure.ts. */
export interface CourseEvaluationContext extends FailureFields {
  courseId: string;
  view: EvaluationView;
  /** What the learner has given so far, by question id. */
  scores: Record<string, number>;
  texts: Record<string, string>;
  /** Required questions left unanswered at the last submit, shown by each. */
  missing: string[];
}

export type CourseEvaluationEvent =
  | { type: 'rate'; questionId: string; score: number }
  | { type: 'write'; questionId: string; text: string }
  | { type: 'submit' };

export type CourseEvaluationTag = 'editable' | 'busy' | 'done';

export type { EvaluationAnswer, EvaluationQuestion };

import type { AttemptResult, MarkingView } from '../../../contract/exam-paper';
import type { FailureFields } from '../shared/failure';

/** `error` / `errorCode`: see ../failure.ts. */
export interface MarkingContext extends FailureFields {
  recordId: string;
  view: MarkingView | null;
  /** What the marker typed, by question: kept as typed, checked before sending and kept when refused. */
  points: Record<string, string>;
  comments: Record<string, string>;
  /** Set once a submit met points that cannot be sent: the form then marks every such field. */
  showInvalid: boolean;
  result: AttemptResult | null;
}

export interface MarkInput {
  recordId: string;
  marks: { problemId: string; score: number; comment?: string }[];
}

export type MarkingEvent =
  | { type: 'points.change'; problemId: string; value: string }
  | { type: 'comment.change'; problemId: string; value: string }
  | { type: 'marking.submit' }
  | { type: 'marking.retry' };

export type MarkingTag = 'loading' | 'loadFailed' | 'editing' | 'refused' | 'submitting' | 'done';

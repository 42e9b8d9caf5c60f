import type { PracticalAnswerItem } from '../../../contract/study-task';
import type { FailureFields } from '../shared/failure';

export interface PracticalMarkInput {
  /** The answer's id. */
  id: string;
}

export interface PracticalMarkContext extends PracticalMarkInput, FailureFields {
  /** What the assessor typed, kept whatever happens to the call. */
  score: string;
  comment: string;
  /** A score that is not a number from 0 to 100, caught before sending. */
  scoreInvalid: boolean;
  /** The marked answer as the gateway answered it. */
  marked: PracticalAnswerItem | null;
}

export type PracticalMarkEvent =
  { type: 'score'; value: string } | { type: 'comment'; value: string } | { type: 'submit' };

export type PracticalMarkTag = 'busy';

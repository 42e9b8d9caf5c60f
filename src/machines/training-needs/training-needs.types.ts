import type { NeedsView } from '../../../contract/training-needs';
import type { NeedsForm, NeedsPriority } from '../../../contract/training-needs.routes';
import type { FailureFields } from '../shared/failure';

/** How much and in what form a member wants one topic. */
export interface DraftWish {
  priority: NeedsPriority;
  form: NeedsForm;
}

/** A topic of the member's own as typed; `key` tells rows apart while names are being typed. */
export interface DraftCustom extends DraftWish {
  key: string;
  topicName: string;
}

/** The form as the member fills it. */
export interface NeedsDraft {
  /** Ticked suggested topics by id. */
  choices: Record<string, DraftWish>;
  customs: DraftCustom[];
  remarks: string;
}

/** Why a field cannot be sent yet: a message key of `account.needs.problem.*` and its values. */
export type NeedsProblem =
  { kind: 'required' } | { kind: 'tooLong'; max: number } | { kind: 'duplicate' } | { kind: 'listed' };

/** Problems by field: a topic of one's own by its key, and the remarks. */
export interface NeedsProblems {
  customs: Record<string, NeedsProblem>;
  remarks?: NeedsProblem;
}

export interface TrainingNeedsInput {
  /** The collection and the caller's answer, as the page read them. */
  view: NeedsView;
  /** A draft kept in the browser from an earlier visit (unchecked: whatever storage held). */
  draft?: unknown;
}

/** `error` / `errorCode`: the refused or lost submission (see ../shared/failure.ts). */
export interface TrainingNeedsContext extends FailureFields {
  view: NeedsView;
  draft: NeedsDraft;
  /** The stored draft until the machine has decided where to start. */
  storedDraft: unknown;
  /** The form holds changes restored from an earlier visit, not yet sent. */
  restored: boolean;
  problems: NeedsProblems;
  /** Counts the submissions the gateway took: the page reads the list again when it changes. */
  saved: number;
  /** The next key of a topic of one's own. */
  nextKey: number;
}

export type TrainingNeedsEvent =
  | { type: 'draft.toggle'; topicId: string }
  | { type: 'draft.priority'; topicId: string; priority: NeedsPriority }
  | { type: 'draft.form'; topicId: string; form: NeedsForm }
  | { type: 'draft.add' }
  | { type: 'draft.remove'; key: string }
  | { type: 'draft.name'; key: string; topicName: string }
  | { type: 'draft.customPriority'; key: string; priority: NeedsPriority }
  | { type: 'draft.customForm'; key: string; form: NeedsForm }
  | { type: 'draft.remarks'; remarks: string }
  | { type: 'submit' }
  /** Opens the submitted answer for changes. */
  | { type: 'edit' }
  /** Drops the changes and shows the submitted answer again. */
  | { type: 'cancel' };

export type TrainingNeedsTag = 'editable' | 'submitting' | 'failed' | 'submitted' | 'readOnly';

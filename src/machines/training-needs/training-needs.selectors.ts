import type { SnapshotFrom } from 'xstate';
import type { NeedsView } from '../../../contract/training-needs';
import type { trainingNeedsMachine } from './training-needs.machine';
import type { NeedsDraft, NeedsProblems } from './training-needs.types';

export type TrainingNeedsSnapshot = SnapshotFrom<typeof trainingNeedsMachine>;

export const selectView = (s: TrainingNeedsSnapshot): NeedsView => s.context.view;
export const selectDraft = (s: TrainingNeedsSnapshot): NeedsDraft => s.context.draft;
export const selectProblems = (s: TrainingNeedsSnapshot): NeedsProblems => s.context.problems;
export const selectError = (s: TrainingNeedsSnapshot): string | null => s.context.error;
export const selectSaved = (s: TrainingNeedsSnapshot): number => s.context.saved;
export const selectRestored = (s: TrainingNeedsSnapshot): boolean => s.context.restored;
export const selectIsEditable = (s: TrainingNeedsSnapshot): boolean => s.hasTag('editable');
export const selectIsSubmitting = (s: TrainingNeedsSnapshot): boolean => s.hasTag('submitting');
export const selectSubmitFailed = (s: TrainingNeedsSnapshot): boolean => s.hasTag('failed');
export const selectIsSubmitted = (s: TrainingNeedsSnapshot): boolean => s.hasTag('submitted');
export const selectIsReadOnly = (s: TrainingNeedsSnapshot): boolean => s.hasTag('readOnly');

/** The first field (in the form's order) that keeps the answer from being sent; the page moves focus there. */
export function selectFirstProblem(s: TrainingNeedsSnapshot): { custom: string } | 'remarks' | null {
  const custom = s.context.draft.customs.find((c) => c.key in s.context.problems.customs);
  if (custom) return { custom: custom.key };
  return s.context.problems.remarks ? 'remarks' : null;
}

import type { SnapshotFrom } from 'xstate';
import type { courseEvaluationMachine } from './course-evaluation.machine';

type Snapshot = SnapshotFrom<typeof courseEvaluationMachine>;

export const selectEvaluationEditable = (s: Snapshot) => s.hasTag('editable');
export const selectEvaluationBusy = (s: Snapshot) => s.hasTag('busy');
export const selectEvaluationDone = (s: Snapshot) => s.hasTag('done');
export const selectEvaluationView = (s: Snapshot) => s.context.view;
export const selectEvaluationScores = (s: Snapshot) => s.context.scores;
export const selectEvaluationTexts = (s: Snapshot) => s.context.texts;
export const selectEvaluationMissing = (s: Snapshot) => s.context.missing;
export const selectEvaluationError = (s: Snapshot) => s.context.error;

import type { SnapshotFrom } from 'xstate';
import type { markingMachine } from './marking.machine';

export type MarkingSnapshot = SnapshotFrom<typeof markingMachine>;

export const selectMarkingView = (s: MarkingSnapshot) => s.context.view;
export const selectMarkingError = (s: MarkingSnapshot): string | null => s.context.error;
export const selectMarkingResult = (s: MarkingSnapshot) => s.context.result;
export const selectPoints = (s: MarkingSnapshot): Record<string, string> => s.context.points;
export const selectComments = (s: MarkingSnapshot): Record<string, string> => s.context.comments;
export const selectShowInvalid = (s: MarkingSnapshot): boolean => s.context.showInvalid;

import type { SnapshotFrom } from 'xstate';
import type { taskProgressMachine } from './task-progress.machine';

type Snapshot = SnapshotFrom<typeof taskProgressMachine>;

export const selectRunning = (s: Snapshot): boolean => s.hasTag('running');
export const selectIdle = (s: Snapshot): boolean => s.hasTag('idle');
export const selectFinished = (s: Snapshot): boolean => s.context.finished;
/** The player's own figure for the node. */
export const selectProgress = (s: Snapshot): number => s.context.studyProgress;
export const selectFurthest = (s: Snapshot): number => s.context.furthest;
export const selectDragAllowed = (s: Snapshot): boolean => s.context.dragAllowed;

export type SaveStatus = 'saved' | 'saving' | 'retrying' | 'offline';

/** How the reports are doing, and how many wait (of any node). */
export function selectSaveStatus(s: Snapshot): { status: SaveStatus; waiting: number } {
  const waiting = s.context.queue.length;
  if (s.hasTag('offline') || !s.context.online) return { status: 'offline', waiting };
  if (s.hasTag('retrying')) return { status: 'retrying', waiting };
  if (s.hasTag('saving')) return { status: 'saving', waiting };
  return { status: 'saved', waiting };
}

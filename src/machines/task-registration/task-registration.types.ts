import type { TaskApplication } from '../../../contract/study-task';
import type { FailureFields } from '../shared/failure';

/** The caller's application to a task as the page read it (or as the apply call answered it). */
export type TaskApplicationState = Pick<TaskApplication, 'applyStatus' | 'applyReason' | 'applyTime'>;

export interface TaskRegistrationInput extends TaskApplicationState {
  taskId: string;
}

/** `error` / `errorCode`: see ../shared/failure.ts. */
export interface TaskRegistrationContext extends TaskRegistrationInput, FailureFields {
  /** Counts the applications the gateway took: the page reads the task again when it changes. */
  applied: number;
}

export type TaskRegistrationEvent =
  | { type: 'apply' }
  /** The page read the task again (an administrator may have decided meanwhile). */
  | ({ type: 'sync' } & TaskApplicationState);

export type TaskRegistrationTag = 'busy' | 'canApply';

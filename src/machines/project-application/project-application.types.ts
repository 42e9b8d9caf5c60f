import type { ProjectApplication } from '../../../contract/study-project';
import type { ProjectApplyMode } from '../../../contract/study-project.routes';
import type { FailureFields } from '../shared/failure';

/** The caller's place in a project as the page read it (or as the apply call answered it). */
export type ProjectApplicationState = Pick<ProjectApplication, 'applyStatus' | 'applyReason' | 'applyTime'>;

export interface ProjectApplicationInput extends ProjectApplicationState {
  projectId: string;
  applyMode: ProjectApplyMode;
}

/** `error` / `errorCode`: see ../shared/failure.ts. */
export interface ProjectApplicationContext extends ProjectApplicationInput, FailureFields {
  /** Counts the applications the gateway took: the page reads the project again when it changes. */
  applied: number;
}

export type ProjectApplicationEvent =
  | { type: 'apply' }
  /** The page read the project again (an administrator may have decided meanwhile). */
  | ({ type: 'sync' } & ProjectApplicationState);

export type ProjectApplicationTag = 'busy' | 'canApply';

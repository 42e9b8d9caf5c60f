import type { FailureFields } from '../shared/failure';

export interface OfflineEnrolInput {
  courseId: string;
  enrolled: boolean;
}

/** `error` / `errorCode`: see ../shared/failure.ts. */
export interface OfflineEnrolContext extends OfflineEnrolInput, FailureFields {}

export type OfflineEnrolEvent = { type: 'enrol' };

export type OfflineEnrolTag = 'busy' | 'canEnrol' | 'enrolled';

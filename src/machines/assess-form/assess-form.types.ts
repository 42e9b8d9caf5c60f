import type { Assessment } from '../../../contract/offline-review';
import type { FailureFields } from '../shared/failure';
import type { FileRefusal } from '../shared/upload-refusal';

export interface AssessFormInput {
  courseId: string;
  /** The learner assessed. */
  userId: string;
  /** The learner has an assessment already: it is read first and the form opens with it. */
  assessed: boolean;
}

/**
 * A file of the assessment. `kept` files came with the assessment as read (opened through the course's link
 * with the learner); the others were uploaded in this form (opened through the uploader's own link).
 */
export interface AssessFile {
  fileId: string;
  fileName: string;
  fileSize: number;
  kept: boolean;
}

/** `error` / `errorCode`: see ../shared/failure.ts (the gateway's refusal of a read, an upload or the save). */
export interface AssessFormContext extends AssessFormInput, FailureFields {
  /** The score as typed, kept whatever happens to the call. */
  score: string;
  comment: string;
  files: AssessFile[];
  /** The file being sent and the share sent so far (0..1). */
  uploading: { name: string; fraction: number } | null;
  refusal: FileRefusal;
  /** The score typed is not a whole number from 0 to 100: caught before anything is sent. */
  scoreInvalid: boolean;
  /** The assessment as the gateway answered the save. */
  saved: Assessment | null;
}

export type AssessFormEvent =
  | { type: 'score.change'; value: string }
  | { type: 'comment.change'; value: string }
  | { type: 'file.pick'; file: File }
  | { type: 'file.remove'; fileId: string }
  | { type: 'upload.progress'; fraction: number }
  | { type: 'submit' }
  /** Read the assessment again after the first read failed. */
  | { type: 'retry' };

export type AssessFormTag = 'loading' | 'loadFailed' | 'busy' | 'uploading' | 'saving' | 'failed' | 'saved';

/** What the save sends. */
export interface AssessSave {
  courseId: string;
  userId: string;
  score: number;
  comment: string;
  fileIds: string[];
}

import type { UploadedFile } from '../../../contract/upload';
import type { FailureFields } from '../shared/failure';

export interface PracticalAnswerInput {
  taskId: string;
  phaseContentId: string;
  /** The answer handed in last (empty before the first). */
  text: string;
  files: UploadedFile[];
}

/** Why a picked file was not sent: not a picture, Word or PDF; too large for its kind; one file too many. */
export type FileRefusal = { reason: 'kind' | 'size' | 'count'; name: string } | null;

/** `error` / `errorCode`: see ../shared/failure.ts (the gateway's refusal of an upload or a hand-in). */
export interface PracticalAnswerContext extends PracticalAnswerInput, FailureFields {
  /** The file being sent and the share sent so far (0..1). */
  uploading: { name: string; fraction: number } | null;
  refusal: FileRefusal;
  /** Set when the learner hands in neither text nor files (nothing is sent). */
  empty: boolean;
  /** Counts the answers the gateway took: the page reads the content again when it changes. */
  saved: number;
}

export type PracticalAnswerEvent =
  | { type: 'text.change'; value: string }
  | { type: 'file.pick'; file: File }
  | { type: 'file.remove'; id: string }
  | { type: 'upload.progress'; fraction: number }
  | { type: 'submit' };

export type PracticalAnswerTag = 'busy' | 'uploading' | 'submitting';

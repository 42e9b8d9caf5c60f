import type { OfflineFile } from '../../../contract/offline-review';
import type { FailureFields } from '../shared/failure';
import type { FileRefusal } from '../shared/upload-refusal';

export interface CourseAttachmentsInput {
  courseId: string;
}

/** `error` / `errorCode`: see ../shared/failure.ts (the gateway's refusal of the read, an upload or the save). */
export interface CourseAttachmentsContext extends CourseAttachmentsInput, FailureFields {
  /** The course's files as the gateway last answered. */
  files: OfflineFile[];
  /** The file being sent and the share sent so far (0..1). */
  uploading: { name: string; fraction: number } | null;
  refusal: FileRefusal;
  /** The list being saved: the files kept plus the one just uploaded, or less the one removed. */
  nextIds: string[];
}

export type CourseAttachmentsEvent =
  | { type: 'file.pick'; file: File }
  | { type: 'file.remove'; fileId: string }
  | { type: 'upload.progress'; fraction: number }
  | { type: 'retry' };

export type CourseAttachmentsTag = 'loading' | 'loadFailed' | 'busy' | 'uploading' | 'saving';

export interface AttachmentSave {
  courseId: string;
  fileIds: string[];
}

import { fromPromise } from 'xstate';
import type { UploadedFile } from '../../../contract/upload';
import { offlineAttachments, saveOfflineAttachments } from '../../services/api/offline-review';
import { upload } from '../../services/api/upload';
import type { HttpClient } from '../../services/http';
import { settled } from '../shared/settled';
import type { courseAttachmentsMachine } from './course-attachments.machine';
import type { AttachmentSave } from './course-attachments.types';

type Implementations = Parameters<typeof courseAttachmentsMachine.provide>[0];

const QUIET = { isShowErrTip: false } as const;

/** `courseAttachmentsMachine.provide(createCourseAttachmentsImplementations(http))`; failures show inline. */
export function createCourseAttachmentsImplementations(http: HttpClient): Implementations {
  return {
    actors: {
      list: fromPromise(({ input }: { input: { courseId: string } }) =>
        settled(http, () => offlineAttachments(http, input, QUIET)),
      ),
      upload: fromPromise<UploadedFile, { file: File; report: (fraction: number) => void }>(
        ({ input, signal }) =>
          settled(http, () => upload(http, input.file, { ...QUIET, signal, onProgress: input.report })),
      ),
      save: fromPromise(({ input }: { input: AttachmentSave }) =>
        settled(http, () => saveOfflineAttachments(http, input, QUIET)),
      ),
    },
  };
}

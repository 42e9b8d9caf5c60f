import { fromPromise } from 'xstate';
import type { UploadedFile } from '../../../contract/upload';
import { assessmentView, saveAssessment } from '../../services/api/offline-review';
import { upload } from '../../services/api/upload';
import type { HttpClient } from '../../services/http';
import { settled } from '../shared/settled';
import type { assessFormMachine } from './assess-form.machine';
import type { AssessSave } from './assess-form.types';

type Implementations = Parameters<typeof assessFormMachine.provide>[0];

const QUIET = { isShowErrTip: false } as const;

/** `assessFormMachine.provide(createAssessFormImplementations(http))`; failures show in the form. */
export function createAssessFormImplementations(http: HttpClient): Implementations {
  return {
    actors: {
      view: fromPromise(({ input }: { input: { courseId: string; userId: string } }) =>
        settled(http, () => assessmentView(http, input, QUIET)),
      ),
      upload: fromPromise<UploadedFile, { file: File; report: (fraction: number) => void }>(
        ({ input, signal }) =>
          settled(http, () => upload(http, input.file, { ...QUIET, signal, onProgress: input.report })),
      ),
      save: fromPromise(({ input }: { input: AssessSave }) =>
        settled(http, () => saveAssessment(http, input, QUIET)),
      ),
    },
  };
}

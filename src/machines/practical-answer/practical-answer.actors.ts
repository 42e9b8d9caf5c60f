import { fromPromise } from 'xstate';
import type { UploadedFile } from '../../../contract/upload';
import { taskPracticalSave } from '../../services/api/study-task';
import { upload } from '../../services/api/upload';
import type { HttpClient } from '../../services/http';
import { settled } from '../shared/settled';
import type { practicalAnswerMachine } from './practical-answer.machine';

type Implementations = Parameters<typeof practicalAnswerMachine.provide>[0];

const QUIET = { isShowErrTip: false } as const;

/** `practicalAnswerMachine.provide(createPracticalAnswerImplementations(http))`; failures show inline. */
export function createPracticalAnswerImplementations(http: HttpClient): Implementations {
  return {
    actors: {
      upload: fromPromise<UploadedFile, { file: File; report: (fraction: number) => void }>(
        ({ input, signal }) =>
          settled(http, () => upload(http, input.file, { ...QUIET, signal, onProgress: input.report })),
      ),
      save: fromPromise(
        ({
          input,
        }: {
          input: { taskId: string; phaseContentId: string; answerText: string; fileIds: string[] };
        }) => settled(http, () => taskPracticalSave(http, input, QUIET)),
      ),
    },
  };
}

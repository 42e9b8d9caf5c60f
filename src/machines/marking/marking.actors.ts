import { fromPromise } from 'xstate';
import type { HttpClient } from '../../services/http';
import { attemptMark, attemptMarkView } from '../../services/api/exam-paper';
import { settled } from '../shared/settled';
import type { markingMachine } from './marking.machine';
import type { MarkInput } from './marking.types';

type Implementations = Parameters<typeof markingMachine.provide>[0];

/** `markingMachine.provide(createMarkingImplementations(http))`; failures show in the page. */
export function createMarkingImplementations(http: HttpClient): Implementations {
  return {
    actors: {
      loadView: fromPromise(({ input }: { input: { recordId: string } }) =>
        settled(http, () => attemptMarkView(http, { id: input.recordId }, { isShowErrTip: false })),
      ),
      submitMarks: fromPromise(({ input }: { input: MarkInput }) =>
        settled(http, () => attemptMark(http, input, { isShowErrTip: false })),
      ),
    },
  };
}

import { fromPromise } from 'xstate';
import { markSave, markView } from '../../services/api/course';
import type { HttpClient } from '../../services/http';
import { settled } from '../shared/settled';
import type { courseMarkMachine } from './course-mark.machine';

type Implementations = Parameters<typeof courseMarkMachine.provide>[0];

/** `courseMarkMachine.provide(createCourseMarkImplementations(http))`; failures show beside the stars. */
export function createCourseMarkImplementations(http: HttpClient): Implementations {
  return {
    actors: {
      loadMark: fromPromise(({ input }: { input: { courseId: string } }) =>
        settled(http, () => markView(http, input, { isShowErrTip: false })),
      ),
      saveMark: fromPromise(({ input }: { input: { courseId: string; score: number; remark?: string } }) =>
        settled(http, () => markSave(http, input, { isShowErrTip: false })),
      ),
    },
  };
}

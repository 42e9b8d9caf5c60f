import { fromPromise } from 'xstate';
import { courseCommentSave } from '../../services/api/course';
import type { HttpClient } from '../../services/http';
import { settled } from '../shared/settled';
import type { courseCommentMachine } from './course-comment.machine';

type Implementations = Parameters<typeof courseCommentMachine.provide>[0];

/** `courseCommentMachine.provide(createCourseCommentImplementations(http))`; failures show beside the box. */
export function createCourseCommentImplementations(http: HttpClient): Implementations {
  return {
    actors: {
      save: fromPromise(({ input }: { input: { courseId: string; content: string } }) =>
        settled(http, () => courseCommentSave(http, input, { isShowErrTip: false })),
      ),
    },
  };
}

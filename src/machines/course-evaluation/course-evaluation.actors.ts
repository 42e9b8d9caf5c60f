import { fromPromise } from 'xstate';
import type { EvaluationAnswer, EvaluationView } from '../../../contract/offline-review';
import { saveEvaluation } from '../../services/api/offline-review';
import type { HttpClient } from '../../services/http';
import { settled } from '../shared/settled';
import type { courseEvaluationMachine } from './course-evaluation.machine';

type Implementations = Parameters<typeof courseEvaluationMachine.provide>[0];

/** `courseEvaluationMachine.provide(createCourseEvaluationImplementations(http))`; a refusal shows inline. */
export function createCourseEvaluationImplementations(http: HttpClient): Implementations {
  return {
    actors: {
      save: fromPromise(
        ({ input }: { input: { courseId: string; answers: EvaluationAnswer[] } }): Promise<EvaluationView> =>
          settled(http, () => saveEvaluation(http, input, { isShowErrTip: false })),
      ),
    },
  };
}

import { fromPromise } from 'xstate';
import { planDelete, planPublish, planSave, planUnbind } from '../../services/api/study-plan';
import type { HttpClient } from '../../services/http';
import { settled } from '../shared/settled';
import type { planTaskMachine } from './plan-task.machine';
import type { PlanForm } from './plan-task.types';

type Implementations = Parameters<typeof planTaskMachine.provide>[0];
const quiet = { isShowErrTip: false } as const;

/** `planTaskMachine.provide(createPlanTaskImplementations(http))`; failures show inline, beside the form. */
export function createPlanTaskImplementations(http: HttpClient): Implementations {
  return {
    actors: {
      save: fromPromise(({ input }: { input: { taskId: string | null; form: PlanForm } }) =>
        settled(http, () =>
          planSave(
            http,
            {
              ...(input.taskId === null ? {} : { taskId: input.taskId }),
              taskName: input.form.taskName,
              goal: input.form.goal,
              startDate: input.form.startDate,
              endDate: input.form.endDate,
              scope: input.form.scope,
              items: input.form.items.map(({ courseId, startDate, endDate }) => ({
                courseId,
                startDate,
                endDate,
              })),
            },
            quiet,
          ),
        ),
      ),
      setStatus: fromPromise(({ input }: { input: { taskId: string; statusId: 1 | 2 } }) =>
        settled(http, () => planPublish(http, input, quiet)).then(() => undefined),
      ),
      unbind: fromPromise(({ input }: { input: { taskId: string; contentIds: string[] } }) =>
        settled(http, () => planUnbind(http, input, quiet)).then(() => undefined),
      ),
      remove: fromPromise(({ input }: { input: { taskId: string } }) =>
        settled(http, () => planDelete(http, input, quiet)).then(() => undefined),
      ),
    },
  };
}

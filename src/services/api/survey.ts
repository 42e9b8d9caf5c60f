import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { surveyApi } from '../../../contract/survey';
import { surveyRoutes } from '../../../contract/survey.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/** The caller's surveys, one typed function per contract entry. */

const surveyEndpoints = lazyApi(surveyRoutes, () =>
  import('../../../contract/survey').then((m) => m.surveyApi),
);

type Api = typeof surveyApi;
type Req<K extends keyof Api> = RequestOf<Api[K]>;
type Res<K extends keyof Api> = Promise<ResponseOf<Api[K]>>;
/** Options of a call that resolves with data (raw envelopes go through `http.call` directly). */
type Opts = CallOptions & { _No_dispose?: false };

export const surveyTaskPage = (http: HttpClient, payload: Req<'taskPage'>, opts?: Opts): Res<'taskPage'> =>
  http.call(surveyEndpoints.taskPage, payload, opts);

export const surveyTaskCount = (http: HttpClient, opts?: Opts): Res<'taskCount'> =>
  http.call(surveyEndpoints.taskCount, {}, opts);

export const surveyView = (http: HttpClient, payload: Req<'view'>, opts?: Opts): Res<'view'> =>
  http.call(surveyEndpoints.view, payload, opts);

export const surveySubmit = (http: HttpClient, payload: Req<'submit'>, opts?: Opts): Res<'submit'> =>
  http.call(surveyEndpoints.submit, payload, opts);

export const surveyAnalyze = (http: HttpClient, payload: Req<'analyze'>, opts?: Opts): Res<'analyze'> =>
  http.call(surveyEndpoints.analyze, payload, opts);

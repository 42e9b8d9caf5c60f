import type { RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { examPaperApi } from '../../../contract/exam-paper';
import { examPaperRoutes } from '../../../contract/exam-paper.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

/** Taking an exam: one typed function per contract entry, named `attempt` + the contract key. */

const examPaperEndpoints = lazyApi(examPaperRoutes, () =>
  import('../../../contract/exam-paper').then((m) => m.examPaperApi),
);

type Api = typeof examPaperApi;
type Req<K extends keyof Api> = RequestOf<Api[K]>;
type Res<K extends keyof Api> = Promise<ResponseOf<Api[K]>>;
/** Options of a call that resolves with data (raw envelopes go through `http.call` directly). */
type Opts = CallOptions & { _No_dispose?: false };

export const attemptStart = (http: HttpClient, payload: Req<'start'>, opts?: Opts): Res<'start'> =>
  http.call(examPaperEndpoints.start, payload, opts);

export const attemptSaveAnswers = (
  http: HttpClient,
  payload: Req<'saveAnswers'>,
  opts?: Opts,
): Res<'saveAnswers'> => http.call(examPaperEndpoints.saveAnswers, payload, opts);

export const attemptSaveEvent = (
  http: HttpClient,
  payload: Req<'saveEvent'>,
  opts?: Opts,
): Res<'saveEvent'> => http.call(examPaperEndpoints.saveEvent, payload, opts);

export const attemptFinish = (http: HttpClient, payload: Req<'finish'>, opts?: Opts): Res<'finish'> =>
  http.call(examPaperEndpoints.finish, payload, opts);

export const attemptView = (http: HttpClient, payload: Req<'view'>, opts?: Opts): Res<'view'> =>
  http.call(examPaperEndpoints.view, payload, opts);

export const attemptFinishView = (
  http: HttpClient,
  payload: Req<'finishView'>,
  opts?: Opts,
): Res<'finishView'> => http.call(examPaperEndpoints.finishView, payload, opts);

export const attemptPage = (http: HttpClient, payload: Req<'page'>, opts?: Opts): Res<'page'> =>
  http.call(examPaperEndpoints.page, payload, opts);

export const attemptCurrent = (http: HttpClient, payload: Req<'current'>, opts?: Opts): Res<'current'> =>
  http.call(examPaperEndpoints.current, payload, opts);

export const attemptMark = (http: HttpClient, payload: Req<'mark'>, opts?: Opts): Res<'mark'> =>
  http.call(examPaperEndpoints.mark, payload, opts);

export const attemptMarkPage = (http: HttpClient, payload: Req<'markPage'>, opts?: Opts): Res<'markPage'> =>
  http.call(examPaperEndpoints.markPage, payload, opts);

export const attemptMarkView = (http: HttpClient, payload: Req<'markView'>, opts?: Opts): Res<'markView'> =>
  http.call(examPaperEndpoints.markView, payload, opts);

import { fromPromise } from 'xstate';
import { liveRoutes } from '../../../contract/live.routes';
import { liveLeave, livePlaybackWatch, liveRoomWatchUrl, liveWatch } from '../../services/api/live';
import { DEFAULT_BASE_URL, type HttpClient } from '../../services/http';
import { settled } from '../shared/settled';
import type { liveRoomMachine } from './live-room.machine';
import type { LeaveReport } from './live-room.types';

type LiveRoomImplementations = Parameters<typeof liveRoomMachine.provide>[0];

/** What a leave sent as the document goes away needs from the browser. */
export interface UnloadEnvironment {
  /** `fetch` with `keepalive`: the request outlives the page. */
  fetch(url: string, init: RequestInit): Promise<unknown>;
  /** The session's token (the ENT_WEB_TOKEN cookie). */
  token(): string | undefined;
  locale(): string;
  baseURL?: string;
}

/**
 * The leave as the page goes away for good. A keep-alive request may carry the token header (unlike a beacon),
 * so it reaches the gateway's ordinary `leave` call; nobody is left to read the answer.
 */
export function createUnloadLeave(env: UnloadEnvironment): (report: LeaveReport) => void {
  const url = `${env.baseURL ?? DEFAULT_BASE_URL}${liveRoutes.leave.path}`;
  return (report) => {
    const token = env.token();
    if (!token) return;
    try {
      void env
        .fetch(url, {
          method: 'POST',
          keepalive: true,
          headers: { 'content-type': 'application/json', token, 'accept-language': env.locale() },
          body: JSON.stringify(report),
        })
        .catch(() => undefined);
    } catch {
      // The browser refused to send (a body too large for keep-alive, say): the seconds are lost, nothing else.
    }
  };
}

/**
 * `liveRoomMachine.provide(createLiveRoomImplementations(http, unloadLeave))`. Failures show on the page, so
 * the client stays quiet; a leave while the page stays (another page of the portal opened) goes through the
 * client, one as the document goes away through `unloadLeave`.
 */
export function createLiveRoomImplementations(
  http: HttpClient,
  unloadLeave: (report: LeaveReport) => void,
): LiveRoomImplementations {
  const quiet = { isShowErrTip: false } as const;
  return {
    actors: {
      loadRoom: fromPromise(({ input }: { input: { id: string } }) =>
        settled(http, () => liveWatch(http, input, quiet)),
      ),
      loadStream: fromPromise(({ input }: { input: { id: string } }) =>
        settled(http, () => liveRoomWatchUrl(http, input, quiet)).then(({ url }) => ({ url })),
      ),
      loadReplay: fromPromise(({ input }: { input: { id: string } }) =>
        settled(http, () => livePlaybackWatch(http, input, quiet)).then(
          ({ url, totalDuration, position }) => ({ url, totalDuration, position }),
        ),
      ),
    },
    actions: {
      sendLeave: (_, params: { report: LeaveReport; unloading: boolean }) => {
        if (params.unloading) {
          unloadLeave(params.report);
          return;
        }
        liveLeave(http, params.report, quiet).catch(() => undefined);
      },
    },
  };
}

import { fromPromise } from 'xstate';
import type { ProgressReport } from '../../../contract/progress';
import { progressRoutes } from '../../../contract/progress.routes';
import { progressHangUp } from '../../services/api/progress';
import { DEFAULT_BASE_URL, type HttpClient } from '../../services/http';
import { settled } from '../shared/settled';
import { courseDestination, type ReportDestination } from './report-destination';
import { createInputWatch, createStudyWatch, type StudyEnvironment } from './study-watch';
import type { taskProgressMachine } from './task-progress.machine';

type TaskProgressImplementations = Parameters<typeof taskProgressMachine.provide>[0];

/** The player shows the save state itself; a failed report or hang-up is never toasted. */
const quiet = { isShowErrTip: false } as const;

/**
 * `taskProgressMachine.provide(createTaskProgressImplementations(http, env))`: the gateway calls through the
 * portal's client, and the page's visibility, connectivity and input. Reports go to `destination`: the course
 * player's call unless told (a study task's player passes `studyTaskDestination`).
 */
export function createTaskProgressImplementations(
  http: HttpClient,
  env: StudyEnvironment,
  destination: ReportDestination = courseDestination(http),
): TaskProgressImplementations {
  return {
    actors: {
      saveReport: fromPromise(({ input }: { input: ProgressReport }) =>
        settled(http, () => destination(input)),
      ),
      hangUp: fromPromise(
        ({ input }: { input: { courseId: string; subResourceId: string; idleSeconds: number } }) =>
          settled(http, () => progressHangUp(http, input, quiet)),
      ),
      studyWatch: createStudyWatch(env),
      inputWatch: createInputWatch(env),
    },
  };
}

/** What the beacon needs from the browser. */
export interface BeaconEnvironment {
  sendBeacon(url: string, data: Blob): boolean;
  /** The session's token (the ENT_WEB_TOKEN cookie): a beacon cannot set the `token` header. */
  token(): string | undefined;
  baseURL?: string;
}

/**
 * A report sent as the page goes away. The gateway's beacon route reads the token from the body; plain text
 * keeps the request "simple", so no preflight has to survive the unload.
 */
export function createBeacon(env: BeaconEnvironment): (report: ProgressReport) => boolean {
  const url = `${env.baseURL ?? DEFAULT_BASE_URL}${progressRoutes.logBeacon.path}`;
  return (report) => {
    const token = env.token();
    if (!token) return false;
    const body = new Blob([JSON.stringify({ ...report, token })], { type: 'text/plain;charset=UTF-8' });
    try {
      return env.sendBeacon(url, body);
    } catch {
      return false;
    }
  };
}

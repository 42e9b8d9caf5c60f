import { fromPromise } from 'xstate';
import type { AttendanceKind } from '../../../contract/offline.routes';
import { attendanceCode, attendanceMark, attendanceSheet } from '../../services/api/offline';
import type { HttpClient } from '../../services/http';
import { settled } from '../shared/settled';
import type { attendanceScreenMachine } from './attendance-screen.machine';
import type { MarkStatus } from './attendance-screen.types';

type Implementations = Parameters<typeof attendanceScreenMachine.provide>[0];

/** `attendanceScreenMachine.provide(createAttendanceScreenImplementations(http))`; the screen shows failures itself. */
export function createAttendanceScreenImplementations(http: HttpClient): Implementations {
  const quiet = { isShowErrTip: false };
  return {
    actors: {
      code: fromPromise(({ input }: { input: { sessionId: string; kind: AttendanceKind } }) =>
        settled(http, () => attendanceCode(http, input, quiet)),
      ),
      sheet: fromPromise(({ input }: { input: { sessionId: string } }) =>
        settled(http, () => attendanceSheet(http, input, quiet)),
      ),
      mark: fromPromise(({ input }: { input: { sessionId: string; userId: string; status: MarkStatus } }) =>
        settled(http, () => attendanceMark(http, input, quiet)),
      ),
    },
  };
}

import type { FastifyInstance } from 'fastify';
import { offlineApi, taskAttendanceApi } from '../../../contract/offline';
import { route, type RouteDeps } from '../../http/route';
import { memberScope } from '../../shared/member-scope';
import { attendanceCode, attendanceSheet, markAttendance, scanCode } from './attendance';
import {
  enrolOffline,
  lecturerOfflineCount,
  lecturerOfflinePage,
  offlineCourseView,
  offlineUserProgressPage,
} from './courses';
import { taskAttendanceCode, taskAttendanceCount, taskAttendancePage } from './task-attendance';

/** Offline courses and attendance by a rotating code (decision 0058); times are the gateway's clock. */
export function registerOfflineRoutes(app: FastifyInstance, _deps: RouteDeps): void {
  route(app, offlineApi.view, ({ db, auth, body, now }) =>
    offlineCourseView(db, memberScope(auth), body.courseId, now()),
  );
  route(app, offlineApi.enrol, ({ db, auth, body, now }) =>
    enrolOffline(db, memberScope(auth), body.courseId, now()),
  );
  route(app, offlineApi.lecturerPage, ({ db, auth, body, now }) =>
    lecturerOfflinePage(db, memberScope(auth), body, now()),
  );
  route(app, offlineApi.lecturerCount, ({ db, auth, now }) =>
    lecturerOfflineCount(db, memberScope(auth), now()),
  );
  route(app, offlineApi.userProgressPage, ({ db, auth, body }) =>
    offlineUserProgressPage(db, memberScope(auth), body),
  );
  route(app, offlineApi.code, ({ db, auth, body, now }) =>
    attendanceCode(db, memberScope(auth), body, now()),
  );
  route(app, offlineApi.scan, ({ db, auth, body, now }) => scanCode(db, memberScope(auth), body.code, now()));
  route(app, offlineApi.sheet, ({ db, auth, body, now }) =>
    attendanceSheet(db, memberScope(auth), body.sessionId, now()),
  );
  route(app, offlineApi.mark, ({ db, auth, body, now }) =>
    markAttendance(db, memberScope(auth), body, now()),
  );

  route(app, taskAttendanceApi.page, ({ db, auth, body, now }) =>
    taskAttendancePage(db, memberScope(auth), body, now()),
  );
  route(app, taskAttendanceApi.count, ({ db, auth, body, now }) =>
    taskAttendanceCount(db, memberScope(auth), body.taskId, now()),
  );
  route(app, taskAttendanceApi.qrcode, ({ db, auth, body, now }) =>
    taskAttendanceCode(db, memberScope(auth), body, now()),
  );
}

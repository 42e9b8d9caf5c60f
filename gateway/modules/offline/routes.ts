import type { FastifyInstance } from 'fastify';
import { offlineApi, publicOfflineApi, taskAttendanceApi } from '../../../contract/offline';
import { evaluationTaskApi, offlineReviewApi } from '../../../contract/offline-review';
import { route, type RouteDeps } from '../../http/route';
import { memberScope, memberReader, visitorReader } from '../../shared/member-scope';
import { exportRecordOf } from '../export/jobs';
import { assessSave, assessUserList, assessView } from './assess';
import { offlineCataloguePage } from './catalogue';
import { attachmentLinkOf, attachmentList, attachmentSave } from './attachments';
import { exportAttendance } from './attendance-export';
import { attendanceCode, attendanceSheet, markAttendance, scanCode } from './attendance';
import { evaluationSave, evaluationView } from './evaluation';
import {
  evaluateCount,
  evaluationCourse,
  evaluationDetail,
  evaluationLecturer,
  evaluationUserList,
} from './evaluation-results';
import { evaluationTaskCount, evaluationTaskPage } from './evaluation-tasks';
import {
  enrolOffline,
  lecturerOfflineCount,
  lecturerOfflinePage,
  offlineCourseView,
  offlineUserProgressPage,
} from './courses';
import { taskAttendanceCode, taskAttendanceCount, taskAttendancePage } from './task-attendance';

// app.ts hands the attendance export's producer to the export runner.
export { OFFLINE_ATTENDANCE_EXPORT, attendanceExportRows } from './attendance-export';

/**
 * Offline courses and attendance by a rotating code (decision 0058), their attachments, assessments and the
 * attendance export (decision 0060); times are the gateway's clock.
 */
export function registerOfflineRoutes(app: FastifyInstance, _deps: RouteDeps): void {
  route(app, offlineApi.page, ({ db, auth, body, now }) =>
    offlineCataloguePage(db, memberReader(memberScope(auth)), body, now()),
  );
  route(app, offlineApi.view, ({ db, auth, body, now }) =>
    offlineCourseView(db, memberReader(memberScope(auth)), body.courseId, now()),
  );
  // Visitors: public courses of the site's company; a site of several companies has none to show.
  route(app, publicOfflineApi.page, ({ db, site, body, now }) =>
    offlineCataloguePage(db, visitorReader(site), body, now()),
  );
  route(app, publicOfflineApi.view, ({ db, site, body, now }) =>
    offlineCourseView(db, visitorReader(site), body.courseId, now()),
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
  route(app, offlineApi.attendanceExport, async ({ db, auth, body, locale, t, now }) => {
    const scope = memberScope(auth);
    const queued = await exportAttendance(db, scope, body.courseId, locale, t, now());
    // A quick export answers ready; a slow one answers generating and is finished by the runner.
    await app.exportJobs.runSoon();
    return (await exportRecordOf(db, scope, queued.id)) ?? queued;
  });

  // Attachments and assessments (decision 0060).
  route(app, offlineReviewApi.attachmentList, ({ db, auth, body }) =>
    attachmentList(db, memberScope(auth), body.courseId),
  );
  route(app, offlineReviewApi.attachmentSave, ({ db, auth, body, now }) =>
    attachmentSave(db, memberScope(auth), body, now()),
  );
  route(app, offlineReviewApi.attachmentLink, ({ db, auth, body, now }) =>
    attachmentLinkOf(db, memberScope(auth), body, now()),
  );
  route(app, offlineReviewApi.assessUserList, ({ db, auth, body }) =>
    assessUserList(db, memberScope(auth), body),
  );
  route(app, offlineReviewApi.assessSave, ({ db, auth, body, now }) =>
    assessSave(db, memberScope(auth), body, now()),
  );
  route(app, offlineReviewApi.assessView, ({ db, auth, body }) => assessView(db, memberScope(auth), body));

  // Evaluations and the learner's evaluation tasks (decision 0060).
  route(app, offlineReviewApi.evaluationView, ({ db, auth, body, now }) =>
    evaluationView(db, memberScope(auth), body.courseId, now()),
  );
  route(app, offlineReviewApi.evaluationSave, ({ db, auth, body, now }) =>
    evaluationSave(db, memberScope(auth), body, now()),
  );
  route(app, offlineReviewApi.evaluationUserList, ({ db, auth, body }) =>
    evaluationUserList(db, memberScope(auth), body),
  );
  route(app, offlineReviewApi.evaluationDetail, ({ db, auth, body }) =>
    evaluationDetail(db, memberScope(auth), body),
  );
  route(app, offlineReviewApi.evaluateCount, ({ db, auth, body }) =>
    evaluateCount(db, memberScope(auth), body.courseId),
  );
  route(app, offlineReviewApi.evaluationCourse, ({ db, auth, body }) =>
    evaluationCourse(db, memberScope(auth), body.courseId),
  );
  route(app, offlineReviewApi.evaluationLecturer, ({ db, auth, now }) =>
    evaluationLecturer(db, memberScope(auth), now()),
  );
  route(app, evaluationTaskApi.page, ({ db, auth, body, now }) =>
    evaluationTaskPage(db, memberScope(auth), body, now()),
  );
  route(app, evaluationTaskApi.count, ({ db, auth, now }) =>
    evaluationTaskCount(db, memberScope(auth), now()),
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

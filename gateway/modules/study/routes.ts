import type { FastifyInstance } from 'fastify';
import { courseProgressApi, studyTaskApi } from '../../../contract/study';
import { practicalAdminApi, taskApplyAdminApi, taskStudyApi } from '../../../contract/study-task';
import { route, type RouteDeps } from '../../http/route';
import { memberScope } from '../../shared/member-scope';
import { courseProgressPage } from './courses';
import { exportMyTasks } from './export';
import { applicationPage, approveApplications, auditApplication } from './applications';
import { markPractical, practicalAnswerPage } from './practical';
import {
  applyForTask,
  checkTaskCourse,
  readTaskContent,
  saveTaskPractical,
  saveTaskReport,
  taskContentDetail,
  taskCourseNodes,
  taskDetail,
  taskExamUserCounts,
  taskPracticalView,
  taskProgress,
} from './task-study';
import { setTaskCollection, studyTaskCount, studyTaskPage } from './tasks';

export function registerStudyRoutes(app: FastifyInstance, _deps: RouteDeps): void {
  route(app, studyTaskApi.page, ({ db, auth, body, now }) =>
    studyTaskPage(db, memberScope(auth), body, now()),
  );
  route(app, studyTaskApi.count, ({ db, auth, body, now }) =>
    studyTaskCount(db, memberScope(auth), body, now()),
  );

  route(app, taskStudyApi.export, async ({ db, auth, body, locale, t, now }) => {
    const queued = await exportMyTasks(db, memberScope(auth), body, locale, t, now());
    // A quick export is ready when the answer arrives; a slow one is finished by the runner.
    await app.exportJobs.runSoon();
    return queued;
  });

  route(app, courseProgressApi.page, ({ db, auth, body }) => courseProgressPage(db, memberScope(auth), body));

  route(app, taskStudyApi.detail, ({ db, auth, body, now }) =>
    taskDetail(db, memberScope(auth), body.taskId, now()),
  );
  route(app, taskStudyApi.progress, ({ db, auth, body }) => taskProgress(db, memberScope(auth), body.taskId));
  route(app, taskStudyApi.resource, ({ db, auth, body }) => taskCourseNodes(db, memberScope(auth), body));
  route(app, taskStudyApi.save, ({ db, auth, body, now }) =>
    saveTaskReport(db, memberScope(auth), body, now()),
  );
  route(app, taskStudyApi.collection, ({ db, auth, body }) => setTaskCollection(db, memberScope(auth), body));
  route(app, taskStudyApi.apply, ({ db, auth, body, now }) =>
    applyForTask(db, memberScope(auth), body.taskId, now()),
  );
  route(app, taskApplyAdminApi.page, ({ db, auth, body }) => applicationPage(db, memberScope(auth), body));
  route(app, taskApplyAdminApi.audit, ({ db, auth, body, now }) =>
    auditApplication(db, memberScope(auth), body, now()),
  );
  route(app, taskApplyAdminApi.approve, ({ db, auth, body, now }) =>
    approveApplications(db, memberScope(auth), body.ids, now()),
  );
  route(app, taskStudyApi.practicalView, ({ db, auth, body, now }) =>
    taskPracticalView(db, memberScope(auth), body, now()),
  );
  route(app, taskStudyApi.practicalSave, ({ db, auth, body, now }) =>
    saveTaskPractical(db, memberScope(auth), body, now()),
  );
  route(app, practicalAdminApi.page, ({ db, auth, body }) =>
    practicalAnswerPage(db, memberScope(auth), body),
  );
  route(app, practicalAdminApi.mark, ({ db, auth, body, now }) =>
    markPractical(db, memberScope(auth), body, now()),
  );
  route(app, taskStudyApi.contentDetail, ({ db, auth, body, now }) =>
    taskContentDetail(db, memberScope(auth), body, now()),
  );
  route(app, taskStudyApi.contentRead, ({ db, auth, body, now }) =>
    readTaskContent(db, memberScope(auth), body, now()),
  );
  route(app, taskStudyApi.examUserCount, ({ db, auth, body }) =>
    taskExamUserCounts(db, memberScope(auth), body.taskId),
  );
  route(app, taskStudyApi.checkResource, ({ db, auth, body, now }) =>
    checkTaskCourse(db, memberScope(auth), body, now()),
  );
}

import type { FastifyInstance } from 'fastify';
import { courseProgressApi, studyTaskApi } from '../../../contract/study';
import { studyPlanApi } from '../../../contract/study-plan';
import {
  postCertApi,
  practicalAdminApi,
  taskApplyAdminApi,
  taskCommentApi,
  taskStudyApi,
} from '../../../contract/study-task';
import { route, type RouteDeps } from '../../http/route';
import { memberScope } from '../../shared/member-scope';
import { courseProgressPage } from './courses';
import { exportMyTasks } from './export';
import { exportPostCerts, postCertCount, postCertPage } from './post-certification';
import { applicationPage, approveApplications, auditApplication } from './applications';
import { deleteTaskComment, saveTaskComment, taskCommentPage } from './comments';
import { markPractical, practicalAnswerPage } from './practical';
import {
  deletePlan,
  planCount,
  planPage,
  planView,
  savePlan,
  setPlanStatus,
  unbindPlanCourses,
} from './plans';
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
  registerPlanRoutes(app);
  registerPostCertRoutes(app);
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
  route(app, taskCommentApi.page, ({ db, auth, body }) => taskCommentPage(db, memberScope(auth), body));
  route(app, taskCommentApi.save, ({ db, auth, body, now }) =>
    saveTaskComment(db, memberScope(auth), body, now()),
  );
  route(app, taskCommentApi.delete, async ({ db, auth, body }) => {
    await deleteTaskComment(db, memberScope(auth), body.id);
    return null;
  });
}

/** Learning plans: the caller's own plans only (decision 0056). */
function registerPlanRoutes(app: FastifyInstance): void {
  route(app, studyPlanApi.page, ({ db, auth, body }) => planPage(db, memberScope(auth), body));
  route(app, studyPlanApi.count, ({ db, auth }) => planCount(db, memberScope(auth)));
  route(app, studyPlanApi.save, ({ db, auth, body, now }) => savePlan(db, memberScope(auth), body, now()));
  route(app, studyPlanApi.view, ({ db, auth, body }) => planView(db, memberScope(auth), body.taskId));
  route(app, studyPlanApi.unbind, ({ db, auth, body, now }) =>
    unbindPlanCourses(db, memberScope(auth), body, now()),
  );
  route(app, studyPlanApi.delete, ({ db, auth, body }) => deletePlan(db, memberScope(auth), body.taskId));
  route(app, studyPlanApi.publish, ({ db, auth, body, now }) =>
    setPlanStatus(db, memberScope(auth), body, now()),
  );
}

/** The caller's post certifications, read from their tasks. */
function registerPostCertRoutes(app: FastifyInstance): void {
  route(app, postCertApi.page, ({ db, auth, body, now }) => postCertPage(db, memberScope(auth), body, now()));
  route(app, postCertApi.count, ({ db, auth, now }) => postCertCount(db, memberScope(auth), now()));
  route(app, postCertApi.export, async ({ db, auth, body, locale, t, now }) => {
    const queued = await exportPostCerts(db, memberScope(auth), body, locale, t, now());
    await app.exportJobs.runSoon();
    return queued;
  });
}

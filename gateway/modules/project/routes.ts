import type { FastifyInstance } from 'fastify';
import { projectApplyAdminApi, relationApi, studyProjectApi } from '../../../contract/study-project';
import { route, type RouteDeps } from '../../http/route';
import { memberScope } from '../../shared/member-scope';
import { applyToProject, toggleAdmire } from './apply';
import { approveProjectApplications, auditProjectApplication, projectApplicationPage } from './applications';
import { projectCounts, projectDetail, projectPage } from './projects';
import { relationCount, relationPage } from './relations';
import { lecturerProjectPage } from './teaching';

/** Study projects, the caller's tasks and projects in one list, and applications (decision 0059). */
export function registerProjectRoutes(app: FastifyInstance, _deps: RouteDeps): void {
  route(app, studyProjectApi.page, ({ db, auth, body, now }) =>
    projectPage(db, memberScope(auth), body, now()),
  );
  route(app, studyProjectApi.count, ({ db, auth }) => projectCounts(db, memberScope(auth)));
  route(app, studyProjectApi.detail, ({ db, auth, body, now }) =>
    projectDetail(db, memberScope(auth), body.projectId, now()),
  );
  route(app, studyProjectApi.apply, ({ db, auth, body, now }) =>
    applyToProject(db, memberScope(auth), body.projectId, now()),
  );
  route(app, studyProjectApi.admire, ({ db, auth, body, now }) =>
    toggleAdmire(db, memberScope(auth), body.projectId, now()),
  );
  route(app, studyProjectApi.lecturerPage, ({ db, auth, body, now }) =>
    lecturerProjectPage(db, memberScope(auth), body, now()),
  );

  route(app, relationApi.page, ({ db, auth, body, now }) => relationPage(db, memberScope(auth), body, now()));
  route(app, relationApi.count, ({ db, auth }) => relationCount(db, memberScope(auth)));

  route(app, projectApplyAdminApi.page, ({ db, auth, body }) =>
    projectApplicationPage(db, memberScope(auth), body),
  );
  route(app, projectApplyAdminApi.audit, ({ db, auth, body, now }) =>
    auditProjectApplication(db, memberScope(auth), body, now()),
  );
  route(app, projectApplyAdminApi.approve, ({ db, auth, body, now }) =>
    approveProjectApplications(db, memberScope(auth), body.ids, now()),
  );
}

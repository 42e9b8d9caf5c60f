import type { FastifyInstance } from 'fastify';
import { courseProgressApi, studyTaskApi } from '../../../contract/study';
import { route, type RouteDeps } from '../../http/route';
import { memberScope } from '../notice/scope';
import { courseProgressPage } from './courses';
import { studyTaskCount, studyTaskPage } from './tasks';

export function registerStudyRoutes(app: FastifyInstance, _deps: RouteDeps): void {
  route(app, studyTaskApi.page, ({ db, auth, body }) => studyTaskPage(db, memberScope(auth), body));
  route(app, studyTaskApi.count, ({ db, auth }) => studyTaskCount(db, memberScope(auth)));
  route(app, courseProgressApi.page, ({ db, auth, body }) => courseProgressPage(db, memberScope(auth), body));
}

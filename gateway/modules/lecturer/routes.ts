import type { FastifyInstance } from 'fastify';
import { lecturerApi } from '../../../contract/lecturer';
import { route, type RouteDeps } from '../../http/route';
import { memberScope } from '../../shared/member-scope';
import { lecturerDetail, lecturerPage, lecturerQueryPage, lecturerRank } from './lecturers';

export function registerLecturerRoutes(app: FastifyInstance, _deps: RouteDeps): void {
  route(app, lecturerApi.infoPage, ({ db, auth, body }) => lecturerPage(db, memberScope(auth), body));
  route(app, lecturerApi.queryPage, ({ db, auth, body }) => lecturerQueryPage(db, memberScope(auth), body));
  route(app, lecturerApi.rank, ({ db, auth, body }) => lecturerRank(db, memberScope(auth), body));
  route(app, lecturerApi.detailView, ({ db, auth, body }) => lecturerDetail(db, memberScope(auth), body.id));
}

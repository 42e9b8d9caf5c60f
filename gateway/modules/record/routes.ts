import type { FastifyInstance } from 'fastify';
import { creditRecordApi } from '../../../contract/record';
import { route, type RouteDeps } from '../../http/route';
import { memberScope } from '../../shared/member-scope';
import { creditRecordPage, creditSummary } from './credits';

export function registerRecordRoutes(app: FastifyInstance, _deps: RouteDeps): void {
  route(app, creditRecordApi.page, ({ db, auth, body }) => creditRecordPage(db, memberScope(auth), body));
  route(app, creditRecordApi.summary, ({ db, auth, now }) => creditSummary(db, memberScope(auth), now()));
}

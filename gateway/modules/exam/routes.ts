import type { FastifyInstance } from 'fastify';
import { examRecordApi } from '../../../contract/exam';
import { route, type RouteDeps } from '../../http/route';
import { memberScope } from '../notice/scope';
import { examRecordPage } from './records';

export function registerExamRoutes(app: FastifyInstance, _deps: RouteDeps): void {
  route(app, examRecordApi.page, ({ db, auth, body, now }) =>
    examRecordPage(db, memberScope(auth), body, now()),
  );
}

import type { FastifyInstance } from 'fastify';
import { trainingNeedsAdminApi, trainingNeedsApi } from '../../../contract/training-needs';
import { route, type RouteDeps } from '../../http/route';
import { memberScope } from '../../shared/member-scope';
import { editNeeds } from './answers';
import { needsPage, needsView } from './collections';
import { needsSummary } from './summary';

/** Training needs: the company's collections, a member's answer, an administrator's summary (decision 0061). */
export function registerNeedsRoutes(app: FastifyInstance, _deps: RouteDeps): void {
  route(app, trainingNeedsApi.page, ({ db, auth, body, now }) =>
    needsPage(db, memberScope(auth), body, now()),
  );
  route(app, trainingNeedsApi.view, ({ db, auth, body, now }) =>
    needsView(db, memberScope(auth), body.id, now()),
  );
  route(app, trainingNeedsApi.edit, ({ db, auth, body, now }) =>
    editNeeds(db, memberScope(auth), body, now()),
  );
  route(app, trainingNeedsAdminApi.summary, ({ db, auth, body, now }) =>
    needsSummary(db, memberScope(auth), body.trainingNeedsId, now()),
  );
}

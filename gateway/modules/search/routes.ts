import type { FastifyInstance } from 'fastify';
import { searchApi } from '../../../contract/search';
import { route, type RouteDeps } from '../../http/route';
import { memberScope } from '../../shared/member-scope';
import { searchCounts, searchPage } from './search';

export function registerSearchRoutes(app: FastifyInstance, _deps: RouteDeps): void {
  route(app, searchApi.page, ({ db, auth, body, now }) => searchPage(db, memberScope(auth), body, now()));
  route(app, searchApi.count, ({ db, auth, body, now }) =>
    searchCounts(db, memberScope(auth), body.str, now()),
  );
}

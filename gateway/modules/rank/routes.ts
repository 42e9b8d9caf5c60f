import type { FastifyInstance } from 'fastify';
import { rankApi, type RankBoard } from '../../../contract/rank';
import { route, type RouteDeps } from '../../http/route';
import { memberScope } from '../../shared/member-scope';
import { rankCurrent, rankPage } from './boards';

export function registerRankRoutes(app: FastifyInstance, _deps: RouteDeps): void {
  for (const board of Object.keys(rankApi) as RankBoard[]) {
    route(app, rankApi[board].page, ({ db, auth, body }) => rankPage(db, memberScope(auth), board, body));
    route(app, rankApi[board].current, ({ db, auth }) => rankCurrent(db, memberScope(auth), board));
  }
}

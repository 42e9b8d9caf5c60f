import type { FastifyInstance } from 'fastify';
import { rankApi, type RankBoard } from '../../../contract/rank';
import { route, type RouteDeps } from '../../http/route';
import { memberScope } from '../../shared/member-scope';
import { rankCurrent, rankPage } from './boards';

export function registerRankRoutes(app: FastifyInstance, _deps: RouteDeps): void {
  for (const board of Object.keys(rankApi) as RankBoard[]) {
    route(app, rankApi[board].page, ({ db, auth, body, now }) =>
      rankPage(db, memberScope(auth), board, body, now()),
    );
    route(app, rankApi[board].current, ({ db, auth, now }) =>
      rankCurrent(db, memberScope(auth), board, now()),
    );
  }
}

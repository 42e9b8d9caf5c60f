import type { FastifyInstance } from 'fastify';
import { liveApi } from '../../../contract/live';
import { route, type RouteDeps } from '../../http/route';
import { memberScope } from '../../shared/member-scope';
import { leaveRoom, livePage, playbackWatch, roomWatchUrl, watchRoom } from './rooms';

export function registerLiveRoutes(app: FastifyInstance, _deps: RouteDeps): void {
  route(app, liveApi.page, ({ db, auth, body, now }) => livePage(db, memberScope(auth), body, now()));
  route(app, liveApi.watch, ({ db, auth, body, now }) => watchRoom(db, memberScope(auth), body.id, now()));
  // An `api` path: a visitor reaches the handler and is asked to sign in there.
  route(app, liveApi.roomWatchUrl, ({ db, auth, body, now }) =>
    roomWatchUrl(db, auth ? memberScope(auth) : null, body.id, now()),
  );
  route(app, liveApi.playbackWatch, ({ db, auth, body, now }) =>
    playbackWatch(db, memberScope(auth), body.id, now()),
  );
  route(app, liveApi.leave, ({ db, auth, body, now }) => leaveRoom(db, memberScope(auth), body, now()));
}

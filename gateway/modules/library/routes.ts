import type { FastifyInstance } from 'fastify';
import { libraryApi } from '../../../contract/library';
import { registerDownloadRoute } from '../../http/download';
import { route, type RouteDeps } from '../../http/route';
import { memberScope } from '../../shared/member-scope';
import { LIBRARY_FILES_PATH, libraryDownloadUrl, libraryFileByToken } from './files';

export function registerLibraryRoutes(app: FastifyInstance, deps: RouteDeps): void {
  route(app, libraryApi.download, ({ db, auth, body, now }) =>
    libraryDownloadUrl(db, memberScope(auth), body.id, now()),
  );

  registerDownloadRoute(app, deps, LIBRARY_FILES_PATH, 'library.linkExpired', (tenantId, hash, now) =>
    libraryFileByToken(deps.db, tenantId, hash, now),
  );
}

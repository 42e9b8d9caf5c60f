import type { FastifyInstance } from 'fastify';
import { libraryApi } from '../../../contract/library';
import { DOWNLOAD_TOKEN, sendDownload } from '../../http/download';
import { localeFrom } from '../../i18n/locale';
import { t } from '../../i18n/t';
import { route, type RouteDeps } from '../../http/route';
import { hashToken } from '../../http/tokens';
import { memberScope } from '../notice/scope';
import { LIBRARY_FILES_PATH, libraryDownloadUrl, libraryFileByToken } from './files';

export function registerLibraryRoutes(app: FastifyInstance, deps: RouteDeps): void {
  route(app, libraryApi.download, ({ db, auth, body, now }) =>
    libraryDownloadUrl(db, memberScope(auth), body.id, now()),
  );

  // The link the download call hands out; the browser opens it without the token header, so the random
  // token in the path is the whole proof, and it only works on the tenant's own hosts.
  app.get<{ Params: { token: string } }>(`${LIBRARY_FILES_PATH}/:token`, async (request, reply) => {
    const site = request.site;
    const token = request.params.token;
    const file =
      site && DOWNLOAD_TOKEN.test(token)
        ? await libraryFileByToken(deps.db, site.tenantId, hashToken(token), deps.config.clock())
        : null;
    if (!file) {
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(t(localeFrom(request.headers['accept-language']), 'library.linkExpired'));
    }
    return sendDownload(reply, file);
  });
}

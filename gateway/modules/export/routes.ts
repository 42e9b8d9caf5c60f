import type { FastifyInstance } from 'fastify';
import { exportApi } from '../../../contract/export';
import { localeFrom } from '../../i18n/locale';
import { t } from '../../i18n/t';
import { DOWNLOAD_TOKEN, sendDownload } from '../../http/download';
import { route, type RouteDeps } from '../../http/route';
import { hashToken } from '../../http/tokens';
import { memberScope } from '../notice/scope';
import { exportFileBytes } from './file';
import {
  EXPORT_FILES_PATH,
  deleteAllExports,
  deleteExport,
  downloadUrl,
  exportPage,
  fileByToken,
} from './records';

export function registerExportRoutes(app: FastifyInstance, deps: RouteDeps): void {
  route(app, exportApi.page, ({ db, auth, body }) => exportPage(db, memberScope(auth), body));
  route(app, exportApi.delete, async ({ db, auth, body }) => {
    await deleteExport(db, memberScope(auth), body.id);
    return null;
  });
  route(app, exportApi.deleteAll, async ({ db, auth }) => ({
    count: await deleteAllExports(db, memberScope(auth)),
  }));
  route(app, exportApi.downloadUrl, ({ db, auth, body, now }) =>
    downloadUrl(db, memberScope(auth), body.id, now()),
  );

  // The link the download call hands out; the browser opens it directly (no token header), so the random
  // token in the path is the whole proof, and it only works on the tenant's own hosts.
  app.get<{ Params: { token: string } }>(`${EXPORT_FILES_PATH}/:token`, async (request, reply) => {
    const site = request.site;
    const token = request.params.token;
    const file =
      site && DOWNLOAD_TOKEN.test(token)
        ? await fileByToken(deps.db, site.tenantId, hashToken(token), deps.config.clock())
        : null;
    if (!file) {
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(t(localeFrom(request.headers['accept-language']), 'export.linkExpired'));
    }
    return sendDownload(reply, {
      fileName: file.fileName,
      mimeType: 'text/csv; charset=utf-8',
      content: exportFileBytes(file.content),
    });
  });
}

import type { FastifyInstance } from 'fastify';
import { exportApi } from '../../../contract/export';
import { registerDownloadRoute } from '../../http/download';
import { route, type RouteDeps } from '../../http/route';
import { memberScope } from '../../shared/member-scope';
import { exportFileBytes } from './file';
import type { ExportProducer } from './jobs';
import {
  EXPORT_FILES_PATH,
  deleteAllExports,
  deleteExport,
  downloadUrl,
  exportPage,
  fileByToken,
} from './records';
import { registerExportRunner } from './runner';

/**
 * `producers`: what each kind of export job produces. The modules that file jobs own their producers; app.ts
 * hands them over, so this module never imports those that depend on it.
 */
export function registerExportRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  producers: Readonly<Record<string, ExportProducer>>,
): void {
  registerExportRunner(app, deps.db, deps.config.clock, producers);
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

  registerDownloadRoute(app, deps, EXPORT_FILES_PATH, 'export.linkExpired', async (tenantId, hash, now) => {
    const file = await fileByToken(deps.db, tenantId, hash, now);
    return file
      ? {
          fileName: file.fileName,
          mimeType: 'text/csv; charset=utf-8',
          content: exportFileBytes(file.content),
        }
      : null;
  });
}

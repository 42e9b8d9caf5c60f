import type { FastifyInstance } from 'fastify';
import { exportApi } from '../../../contract/export';
import { registerDownloadRoute } from '../../http/download';
import { route, type RouteDeps } from '../../http/route';
import { memberScope } from '../../shared/member-scope';
import { examTaskExportRows, EXAM_TASKS_EXPORT } from '../exam/task-export';
import { COURSE_PROGRESS_EXPORT, courseProgressRows } from '../progress/export';
import { exportFileBytes } from './file';
import {
  EXPORT_FILES_PATH,
  deleteAllExports,
  deleteExport,
  downloadUrl,
  exportPage,
  fileByToken,
} from './records';
import { registerExportRunner } from './runner';

/** What each kind of export job produces. */
const PRODUCERS = {
  [COURSE_PROGRESS_EXPORT]: courseProgressRows,
  [EXAM_TASKS_EXPORT]: examTaskExportRows,
};

export function registerExportRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerExportRunner(app, deps.db, deps.config.clock, PRODUCERS);
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

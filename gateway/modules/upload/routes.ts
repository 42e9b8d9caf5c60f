import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { uploadApi } from '../../../contract/upload';
import { registerDownloadRoute } from '../../http/download';
import { BizError } from '../../http/errors';
import { route, type RouteDeps } from '../../http/route';
import { memberScope } from '../../shared/member-scope';
import { UPLOAD_FILES_PATH, saveUpload, uploadByToken, uploadUrl } from './files';
import { MAX_UPLOAD_BYTES } from './kinds';

/** Reads the form's one file, or refuses in the member's language: none, more than one field, too large. */
async function readFile(request: FastifyRequest): Promise<{ fileName: string; content: Buffer }> {
  if (!request.isMultipart()) throw new BizError('upload.missing');
  let part;
  try {
    part = await request.file();
  } catch {
    throw new BizError('upload.missing');
  }
  if (!part) throw new BizError('upload.missing');
  try {
    return { fileName: part.filename, content: await part.toBuffer() };
  } catch (err) {
    if ((err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new BizError('upload.tooLarge', {
        name: part.filename,
        max: `${Math.round(MAX_UPLOAD_BYTES / 1024 / 1024)} MB`,
      });
    }
    throw new BizError('upload.missing');
  }
}

export function registerUploadRoutes(app: FastifyInstance, deps: RouteDeps): void {
  // Multipart bodies are read on this route only; one file, cut off past the largest size allowed.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 4, parts: 5, fieldSize: 1024 },
    });
    route(scope, uploadApi.upload, async ({ db, auth, request, now }) =>
      saveUpload(db, memberScope(auth), await readFile(request), now()),
    );
  });
  route(app, uploadApi.link, ({ db, auth, body, now }) => uploadUrl(db, memberScope(auth), body.id, now()));
  registerDownloadRoute(app, deps, UPLOAD_FILES_PATH, 'upload.linkExpired', (tenantId, hash, now) =>
    uploadByToken(deps.db, tenantId, hash, now),
  );
}

import { and, eq, lte } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { certificateLink } from '../db/schema-certificate';
import type { libraryDownload } from '../db/schema';
import type { uploadLink } from '../db/schema-upload';
import { localeFrom } from '../i18n/locale';
import { t } from '../i18n/t';
import type { RouteDeps } from './route';
import { hashToken, newToken } from './tokens';

/** Download tokens are 256-bit, base64url without padding. */
const DOWNLOAD_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface DownloadFile {
  fileName: string;
  mimeType: string;
  content: Buffer;
}

/** RFC 6266: an ASCII fallback name plus the real (UTF-8) one. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Sends a stored file as a download: never cached, never sniffed, never rendered as a page of this site
 * (the sandbox keeps any script in it away from the portal's origin).
 */
function sendDownload(reply: FastifyReply, file: DownloadFile): FastifyReply {
  return reply
    .code(200)
    .header('cache-control', 'no-store')
    .header('content-disposition', contentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', 'sandbox')
    .type(file.mimeType)
    .send(file.content);
}

/**
 * Serves `{path}/:token`, the address a download call hands out. The browser opens it directly (no token
 * header), so the random token in the path is the whole proof, and it only works on the tenant's own hosts.
 * An unknown or expired token answers 404 with `expiredKey` in the reader's language.
 */
export function registerDownloadRoute(
  app: FastifyInstance,
  deps: RouteDeps,
  path: string,
  expiredKey: string,
  find: (
    tenantId: string,
    tokenHash: string,
    now: Date,
    request: FastifyRequest,
  ) => Promise<DownloadFile | null>,
): void {
  app.get<{ Params: { token: string } }>(`${path}/:token`, async (request, reply) => {
    const site = request.site;
    const token = request.params.token;
    const file =
      site && DOWNLOAD_TOKEN.test(token)
        ? await find(site.tenantId, hashToken(token), deps.config.clock(), request)
        : null;
    if (!file) {
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(t(localeFrom(request.headers['accept-language']), expiredKey));
    }
    return sendDownload(reply, file);
  });
}

/** A table of short-lived links to files (the library's, the uploads', certificates'): the same columns in each. */
type LinkTable = typeof libraryDownload | typeof uploadLink | typeof certificateLink;

/**
 * A fresh link to a file for one member, valid `ttlSeconds`; the tenant's expired links are swept on the way.
 * Only the token's hash is kept: the address carries the token itself.
 */
export async function issueFileLink(
  db: Db,
  table: LinkTable,
  link: { tenantId: string; fileId: string; userId: string },
  now: Date,
  ttlSeconds: number,
): Promise<string> {
  // Both tables have these columns; the union's methods do not line up for the type checker, the rows do.
  const t = table as typeof uploadLink;
  await db.delete(t).where(and(eq(t.tenantId, link.tenantId), lte(t.expiresAt, now)));
  const { token, hash } = newToken();
  await db.insert(t).values({
    ...link,
    tokenHash: hash,
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
    gmtCreate: now,
  });
  return token;
}

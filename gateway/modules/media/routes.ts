import { realpath, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_MEDIA_DIR } from '../../config';
import { localeFrom } from '../../i18n/locale';
import { t } from '../../i18n/t';
import type { RouteDeps } from '../../http/route';
import { safeError } from '../../http/logging';
import { hashToken } from '../../http/tokens';
import { baseName, contentDisposition, dirOf, isSafeKey, mediaTypeOf } from '../../shared/media-keys';
import { createGrantChecker } from './check';
import { MEDIA_PATH } from './grant';
import { LIVE_PLAYLIST, roomLivePlaylist } from './live-playlist';

/** Grant tokens are 256-bit, base64url without padding. */
const GRANT_TOKEN = /^[A-Za-z0-9_-]{43}$/;

interface Params {
  token: string;
  '*': string;
}

/** What a file answer adds once @fastify/static has set its own headers (see the route's onSend). */
interface Pending {
  headers: Record<string, string>;
  size: number;
}

function notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .type('text/plain; charset=utf-8')
    .send(t(localeFrom(request.headers['accept-language']), 'media.notFound'));
}

/** The file a key names, when it is a regular file inside the root (also after following links); else null. */
async function fileUnder(root: string, key: string): Promise<{ path: string; size: number } | null> {
  const path = resolve(root, key);
  if (!path.startsWith(root + sep)) return null;
  try {
    const real = await realpath(path);
    if (!real.startsWith(root + sep)) return null;
    const info = await stat(real);
    return info.isFile() ? { path: real, size: info.size } : null;
  } catch {
    return null;
  }
}

/**
 * `GET` and `HEAD /gateway/media/:token/*`: a file under the media root, for the member a grant was made for.
 * The browser loads these addresses itself (video and audio elements, HLS players, PDF viewers, downloads),
 * so answers are plain HTTP: the file with ranges, or a 404 text. The token must be a live grant of the
 * tenant whose host is asked, and the key must lie under the grant's directory.
 */
export function registerMediaRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const configured = resolve(deps.config.mediaDir ?? DEFAULT_MEDIA_DIR);
  // The root as the file system spells it, so the realpath comparison below holds under linked directories.
  let root: Promise<string> | undefined;
  const mediaRoot = () => (root ??= realpath(configured).catch(() => configured));
  const grants = createGrantChecker(deps.db);
  const pending = new WeakMap<FastifyRequest, Pending>();

  app.route<{ Params: Params; Querystring: Record<string, string | undefined> }>({
    // Fastify answers HEAD with this handler too (without a body).
    method: 'GET',
    url: `${MEDIA_PATH}/:token/*`,
    handler: async (request, reply) => {
      const now = deps.config.clock();
      const site = request.site;
      const token = request.params.token;
      const key = request.params['*'];
      if (!site || !GRANT_TOKEN.test(token) || !isSafeKey(key)) return notFound(request, reply);
      const grant = await grants.check(hashToken(token), now);
      if (!grant || grant.tenantId !== site.tenantId || !key.startsWith(grant.dir)) {
        return notFound(request, reply);
      }
      const secondsLeft = Math.floor((grant.expiresAt.getTime() - now.getTime()) / 1000);
      if (secondsLeft <= 0) return notFound(request, reply);
      const base = await mediaRoot();

      if (baseName(key) === LIVE_PLAYLIST) {
        const room = request.query.room;
        const text =
          typeof room === 'string'
            ? await roomLivePlaylist(deps.db, base, grant, dirOf(key), room, now)
            : null;
        if (text === null) return notFound(request, reply);
        // Written anew on every request: the window moves every few seconds.
        return reply
          .code(200)
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          .type('application/vnd.apple.mpegurl')
          .send(text);
      }

      const file = await fileUnder(base, key);
      if (!file) return notFound(request, reply);
      const type = mediaTypeOf(key);
      const headers: Record<string, string> = {
        'content-type': type.type,
        'cache-control': `private, max-age=${secondsLeft}`,
        'x-content-type-options': 'nosniff',
        'content-disposition': contentDisposition(type.attachment ? 'attachment' : 'inline', baseName(key)),
      };
      // A picture in SVG could carry script; opened on its own it runs with no rights on this origin.
      if (key.toLowerCase().endsWith('.svg')) headers['content-security-policy'] = 'sandbox';
      pending.set(request, { headers, size: file.size });
      // @fastify/send answers ranges (206, Content-Range, Accept-Ranges), conditional requests and HEAD.
      return reply.sendFile(key, base, { cacheControl: false, acceptRanges: true });
    },
    // The static plugin's header hook runs inside sendFile and sets its own cache policy and type; ours win.
    onSend: async (request, reply, payload) => {
      const answer = pending.get(request);
      if (answer && reply.statusCode >= 200 && reply.statusCode < 400) reply.headers(answer.headers);
      return payload;
    },
    errorHandler: (error: FastifyError, request, reply) => {
      const answer = pending.get(request);
      if (error.statusCode === 416 && answer) {
        return reply
          .code(416)
          .header('content-range', `bytes */${answer.size}`)
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          .type('text/plain; charset=utf-8')
          .send('Range Not Satisfiable');
      }
      if ((error.statusCode ?? 500) >= 500) {
        request.log.error({ err: safeError(error) }, 'media request failed');
        return reply.code(500).type('text/plain; charset=utf-8').send('Internal Server Error');
      }
      pending.delete(request);
      return notFound(request, reply);
    },
  });
}

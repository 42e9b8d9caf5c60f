import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Code } from '../../contract/envelope';
import type { Config } from '../config';
import { localeFrom } from '../i18n/locale';
import { t } from '../i18n/t';
import { GATEWAY_PREFIX, envelope } from '../http/route';
import { isApi } from './errors';

/** Demo images (logos, icons) served at /gateway/files/. */
export const ASSETS_DIR = fileURLToPath(new URL('../assets', import.meta.url));
export const FILES_PREFIX = `${GATEWAY_PREFIX}/files/`;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/*
 * Hashed bundles never change under one name; everything else of the portal must be revalidated so a deploy
 * shows at once. Demo images may be cached for a while. (One function for both roots: sendFile applies the
 * first registration's hook whatever the root.)
 */
function cacheHeaders(reply: FastifyReply, filePath: string): void {
  if (filePath.startsWith(ASSETS_DIR)) {
    reply.header('cache-control', 'public, max-age=3600');
    return;
  }
  const normalized = filePath.replaceAll('\\', '/');
  reply.header('cache-control', /\/assets\//.test(normalized) ? IMMUTABLE : 'no-cache');
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * Serves the built portal (precompressed variants when present) with a history fallback to index.html for
 * every other GET outside /gateway, and the demo images. Without a build the fallback says how to make one.
 */
export async function registerStaticPlugin(
  app: FastifyInstance,
  config: Pick<Config, 'staticDir'>,
): Promise<void> {
  const root = resolve(config.staticDir);
  const indexFile = resolve(root, 'index.html');
  const hasBuild = existsSync(root) && statSync(root).isDirectory();

  await app.register(fastifyStatic, {
    root: ASSETS_DIR,
    prefix: FILES_PREFIX,
    decorateReply: true,
    // `reply.sendFile` follows this registration: the history fallback below then sends index.html's
    // precompressed variant too. Files without one go out as they are.
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeaders,
  });
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      index: ['index.html'],
      setHeaders: cacheHeaders,
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isApi(path)) {
      const locale = localeFrom(request.headers['accept-language']);
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .send(envelope(Code.error, t(locale, 'error.notFound'), null));
    }
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path.startsWith('/assets/')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    if (!hasBuild || !isFile(indexFile)) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(
          `The portal has not been built (no ${indexFile}). Run "npm run build", or "npm start" which builds it.`,
        );
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', root, { cacheControl: false });
  });
}

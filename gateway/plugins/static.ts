import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Code } from '../../contract/envelope';
import type { Config } from '../config';
import { localeFrom } from '../i18n/locale';
import { t } from '../i18n/t';
import { GATEWAY_PREFIX, envelope } from '../http/route';
import { isApi } from './errors';
import { brandPortalPage, withNonce, type Branding } from './portal-page';
import { preloadsIn, withPreloads } from './portal-preloads';
import { portalRoutesIn } from './portal-routes';
import { applyPortalPolicy, newNonce, type SitePolicy } from './security-headers';
import { hostOf } from './site';

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

/** Largest logo the start-up page carries inline. */
const INLINE_LOGO_BYTES = 8 * 1024;
const IMAGE_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** A small image of the gateway's own files as a `data:` address; anything else stays a link. */
export function inlineAsset(url: string): string | undefined {
  if (!url.startsWith(FILES_PREFIX)) return undefined;
  const file = resolve(ASSETS_DIR, url.slice(FILES_PREFIX.length).split('?')[0] ?? '');
  const type = IMAGE_TYPES[extname(file).toLowerCase()];
  if (!type || !file.startsWith(ASSETS_DIR + sep) || !isFile(file)) return undefined;
  if (statSync(file).size > INLINE_LOGO_BYTES) return undefined;
  return `data:${type};base64,${readFileSync(file).toString('base64')}`;
}

/** The start-up page of one site, kept a minute per host; a new build (another index.html) starts afresh. */
const PAGE_TTL_MS = 60_000;
const MAX_PAGES = 500;

/** What a site's portal page is made of: its branding, and what its security policy depends on. */
export interface PortalSite {
  branding: Branding;
  policy: SitePolicy;
}

interface PortalPage {
  /** The branded page; each response adds its own nonce. */
  text: string;
  policy: SitePolicy | null;
  expires: number;
}

function createPortalPages(indexFile: string, portalSite: (host: string) => Promise<PortalSite | null>) {
  let template = { mtimeMs: -1, text: '' };
  const pages = new Map<string, PortalPage>();
  return async (request: FastifyRequest, now: number): Promise<PortalPage> => {
    const mtimeMs = statSync(indexFile).mtimeMs;
    if (mtimeMs !== template.mtimeMs) {
      template = { mtimeMs, text: readFileSync(indexFile, 'utf8') };
      pages.clear();
    }
    const host = hostOf(request);
    const hit = pages.get(host);
    if (hit && hit.expires > now) return hit;
    // A site whose record cannot be read still gets its portal: the plain page with the spinner.
    const site = host ? await portalSite(host).catch(() => null) : null;
    if (site) site.branding.logoData = inlineAsset(site.branding.logo);
    const page = {
      text: brandPortalPage(template.text, site?.branding ?? null),
      policy: site?.policy ?? null,
      expires: now + PAGE_TTL_MS,
    };
    if (pages.size >= MAX_PAGES) pages.clear();
    pages.set(host, page);
    return page;
  };
}

/** The page is compressed per response (its nonce is new each time); a few kilobytes, so quickly. */
const BROTLI_QUICK = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } };

async function sendPortalPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PortalPage,
  status = 200,
  preloads?: readonly string[],
) {
  const nonce = newNonce();
  await applyPortalPolicy(reply, page.policy, nonce);
  const html = Buffer.from(withNonce(withPreloads(page.text, preloads), nonce));
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply
    .code(status)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepted))
    return reply.header('content-encoding', 'br').send(brotliCompressSync(html, BROTLI_QUICK));
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}

/**
 * Serves the built portal (precompressed variants when present) with a history fallback to index.html for
 * every other GET outside /gateway, and the demo images. Without a build the fallback says how to make one.
 * When the build lists its routes (`routes.json`), an address that is no page gets index.html with status 404:
 * the portal shows its own 404 page there.
 */
export async function registerStaticPlugin(
  app: FastifyInstance,
  config: Pick<Config, 'staticDir'>,
  portalSite: (host: string) => Promise<PortalSite | null> = async () => null,
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
      // `/` is answered below like every other page, so it gets the site's start-up page too.
      index: false,
      setHeaders: cacheHeaders,
    });
  }
  const portalPage = createPortalPages(indexFile, portalSite);
  const routes = portalRoutesIn(resolve(root, 'routes.json'));
  const preloads = preloadsIn(resolve(root, 'preloads.json'));
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!hasBuild || !isFile(indexFile)) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(
          `The portal has not been built (no ${indexFile}). Run "npm run build", or "npm start" which builds it.`,
        );
    }
    const path = request.url.split('?')[0] ?? '/';
    const list = routes();
    const pattern = list ? list.patternOf(path) : null;
    const known = list === null || pattern !== null;
    const scripts = pattern === null ? undefined : preloads()?.of(pattern);
    return sendPortalPage(request, reply, await portalPage(request, Date.now()), known ? 200 : 404, scripts);
  };
  app.get('/', sendPage);

  app.setNotFoundHandler(async (request, reply) => {
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
    return sendPage(request, reply);
  });
}

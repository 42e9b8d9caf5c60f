import { randomBytes } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/*
 * Security headers on every answer (helmet): nosniff, a referrer policy, frame protection, and HSTS when the
 * request came over https (directly, or as a trusted proxy says). The portal page gets its content security
 * policy per request (portalPolicy): scripts from the site itself only, styles from itself and the page's
 * nonce, and the framing the site allows. Other answers are not documents of the portal and carry none.
 */

/** A year, without includeSubDomains: the gateway answers for many hosts and speaks for none of their siblings. */
export const HSTS = 'max-age=31536000';

/** Where the Amap JS API and the scripts it loads come from (a site with map keys only). */
export const MAPS_SOURCES = ['https://webapi.amap.com', 'https://*.amap.com'];

export const DEFAULT_FRAME_ANCESTORS = "'self'";

/** What of a site its portal page's policy depends on. */
export interface SitePolicy {
  /** The site's `frame_ancestors` setting: who may show the portal in a frame (a CSP source list). */
  frameAncestors: string;
  /** Whether the site configured map keys (the maps script host is then allowed). */
  maps: boolean;
}

const SOURCE =
  /^(?:'self'|'none'|(?:https?:\/\/)?(?:\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::(?:[0-9]{1,5}|\*))?)$/i;

/**
 * A site's frame-ancestors as sources the header can carry: host sources, `'self'` or `'none'`. A setting with
 * anything else in it (a `;`, a scheme alone, another keyword) is not used at all: the site itself then.
 */
export function frameAncestorsOf(setting: string | null | undefined): string[] {
  const sources = (setting ?? '').split(/\s+/).filter((s) => s !== '');
  if (sources.length === 0 || !sources.every((s) => SOURCE.test(s))) return [DEFAULT_FRAME_ANCESTORS];
  // 'none' only means something alone.
  return sources.includes("'none'") ? ["'none'"] : sources;
}

/** The content security policy of the portal page of a site, for one response's nonce. */
export function portalDirectives(site: SitePolicy | null, nonce: string): Record<string, string[]> {
  const maps = site?.maps ? MAPS_SOURCES : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...maps],
    // Emotion (Chakra UI) writes its rules into <style> elements that carry the page's nonce.
    'style-src': ["'self'", `'nonce-${nonce}'`],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:', 'data:'],
    'connect-src': ["'self'", ...maps],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': frameAncestorsOf(site?.frameAncestors),
  };
}

/** A fresh nonce for one response. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Sets the portal page's headers through helmet with the page's own policy. Framing by other sites replaces
 * X-Frame-Options, which can only say "same origin".
 */
export async function applyPortalPolicy(
  reply: FastifyReply,
  site: SitePolicy | null,
  nonce: string,
): Promise<void> {
  const directives = portalDirectives(site, nonce);
  const sameOrigin = directives['frame-ancestors']?.join(' ') === DEFAULT_FRAME_ANCESTORS;
  const none = directives['frame-ancestors']?.join(' ') === "'none'";
  await reply.helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    xFrameOptions: { action: none ? 'deny' : 'sameorigin' },
  });
  // The global headers came first; a page other sites may frame must not keep "same origin only".
  if (!sameOrigin && !none) reply.raw.removeHeader('x-frame-options');
}

function overHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: false,
    // Sent below, only to requests that came over https.
    strictTransportSecurity: false,
    // The maps service checks the site's origin; other sites get no more than that.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (overHttps(request)) reply.header('strict-transport-security', HSTS);
    done();
  });
}

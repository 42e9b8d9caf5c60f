import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { website } from '../db/schema';
import type { Site } from '../http/context';
import { GATEWAY_PREFIX } from '../http/route';

const HIT_TTL_MS = 30_000;
// Misses expire sooner so a site created by an operator answers quickly.
const MISS_TTL_MS = 5_000;
const MAX_ENTRIES = 1000;

/** The host a request was made to: lower case, without port; only the first forwarded host behind a proxy. */
export function hostOf(request: FastifyRequest): string {
  // request.host honours X-Forwarded-Host only when the app was built with trustProxy.
  const raw = (request.host || '').split(',')[0]?.trim().toLowerCase() ?? '';
  if (raw.startsWith('[')) {
    const end = raw.indexOf(']');
    return end === -1 ? raw : raw.slice(0, end + 1);
  }
  const colon = raw.indexOf(':');
  return colon === -1 ? raw : raw.slice(0, colon);
}

export interface SiteResolver {
  byDomain(domain: string): Promise<Site | null>;
  /** What `byDomain` would answer from its cache, without waiting; undefined when it would have to look. */
  cached(domain: string): Site | null | undefined;
  /** Drops cached lookups (after a site changes). */
  clear(): void;
}

export function createSiteResolver(db: Db, now: () => Date): SiteResolver {
  const cache = new Map<string, { site: Site | null; expires: number }>();
  const fresh = (key: string, at: number) => {
    const hit = cache.get(key);
    return hit && hit.expires > at ? hit : undefined;
  };
  return {
    cached(domain) {
      return fresh(domain.trim().toLowerCase(), now().getTime())?.site;
    },
    async byDomain(domain) {
      const key = domain.trim().toLowerCase();
      const at = now().getTime();
      const hit = fresh(key, at);
      if (hit) return hit.site;
      const rows = await db
        .select({ id: website.id, tenantId: website.tenantId, domain: website.domain, eid: website.eid })
        .from(website)
        .where(eq(website.domain, key))
        .limit(1);
      const site = rows[0] ?? null;
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(key, { site, expires: at + (site ? HIT_TTL_MS : MISS_TTL_MS) });
      return site;
    },
    clear() {
      cache.clear();
    },
  };
}

/**
 * Resolves the site of every /gateway request from its host (request.site; null when none answers there). A
 * callback hook, so the usual case (a cached site) costs no promise.
 */
export function registerSitePlugin(app: FastifyInstance, resolver: SiteResolver): void {
  app.decorateRequest('site', null);
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith(GATEWAY_PREFIX + '/')) return done();
    const host = hostOf(request);
    const cached = host ? resolver.cached(host) : null;
    if (cached !== undefined) {
      request.site = cached;
      return done();
    }
    resolver.byDomain(host).then(
      (site) => {
        request.site = site;
        done();
      },
      (err: Error) => done(err),
    );
  });
}

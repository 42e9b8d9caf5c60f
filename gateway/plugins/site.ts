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
  /** Drops cached lookups (after a site changes). */
  clear(): void;
}

export function createSiteResolver(db: Db, now: () => Date): SiteResolver {
  const cache = new Map<string, { site: Site | null; expires: number }>();
  return {
    async byDomain(domain) {
      const key = domain.trim().toLowerCase();
      const at = now().getTime();
      const hit = cache.get(key);
      if (hit && hit.expires > at) return hit.site;
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

/** Resolves the site of every /gateway request from its host (request.site; null when none answers there). */
export function registerSitePlugin(app: FastifyInstance, resolver: SiteResolver): void {
  app.decorateRequest('site', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(GATEWAY_PREFIX + '/')) return;
    const host = hostOf(request);
    request.site = host ? await resolver.byDomain(host) : null;
  });
}

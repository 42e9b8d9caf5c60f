import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaGrant } from '../../db/schema-course';

/** What a media address is checked against. */
export interface CheckedGrant {
  tenantId: string;
  userId: string;
  dir: string;
  expiresAt: Date;
}

/** A checked token is trusted this long: a seeking video or an HLS stream asks many times a minute. */
export const GRANT_CACHE_MS = 60_000;
const MAX_ENTRIES = 10_000;

export interface GrantChecker {
  /** The grant of a token hash, or null; expiry is the caller's to compare (the cache keeps the time). */
  check(tokenHash: string, now: Date): Promise<CheckedGrant | null>;
}

/**
 * Looks grants up with a small in-process cache. Grants are never changed after they are made, only swept
 * once expired, so a cached answer stays right for as long as it is kept; unknown tokens are remembered too,
 * so a player retrying a dead address does not reach the database each time.
 */
export function createGrantChecker(db: Db): GrantChecker {
  const cache = new Map<string, { grant: CheckedGrant | null; until: number }>();
  return {
    async check(tokenHash, now) {
      const at = now.getTime();
      const hit = cache.get(tokenHash);
      if (hit && hit.until > at && at >= hit.until - GRANT_CACHE_MS) return hit.grant;
      const [row] = await db
        .select({
          tenantId: mediaGrant.tenantId,
          userId: mediaGrant.userId,
          dir: mediaGrant.dir,
          expiresAt: mediaGrant.expiresAt,
        })
        .from(mediaGrant)
        .where(eq(mediaGrant.tokenHash, tokenHash))
        .limit(1);
      const grant = row ?? null;
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(tokenHash, { grant, until: at + GRANT_CACHE_MS });
      return grant;
    },
  };
}

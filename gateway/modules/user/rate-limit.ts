import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateCounter } from '../../db/schema';

export interface RateLimit {
  /** Names the limit and its subject, e.g. `phone-exist:ip:10.0.0.1`. */
  key: string;
  windowMs: number;
  limit: number;
}

export interface RateVerdict {
  allowed: boolean;
  count: number;
  /** Milliseconds until the current window ends. */
  retryAfterMs: number;
}

/**
 * Counts one hit in a fixed window shared by every gateway instance (one upsert, so concurrent hits never
 * lose counts). Windows older than a day are pruned for the same key as we go.
 */
export async function hitRateLimit(
  db: Db,
  tenantId: string,
  limit: RateLimit,
  now: Date,
): Promise<RateVerdict> {
  const start = Math.floor(now.getTime() / limit.windowMs) * limit.windowMs;
  const windowStart = new Date(start);
  const rows = await db
    .insert(rateCounter)
    .values({ tenantId, key: limit.key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateCounter.tenantId, rateCounter.key, rateCounter.windowStart],
      set: { count: sql`${rateCounter.count} + 1` },
    })
    .returning({ count: rateCounter.count });
  const count = rows[0]?.count ?? 1;
  if (count === 1) {
    const horizon = new Date(Math.min(start, now.getTime() - 24 * 60 * 60 * 1000));
    await db
      .delete(rateCounter)
      .where(
        and(
          eq(rateCounter.tenantId, tenantId),
          eq(rateCounter.key, limit.key),
          lt(rateCounter.windowStart, horizon),
        ),
      );
  }
  return { allowed: count <= limit.limit, count, retryAfterMs: start + limit.windowMs - now.getTime() };
}

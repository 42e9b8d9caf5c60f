import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaGrant } from '../../db/schema-course';
import { newToken } from '../../http/tokens';
import { isSafeKey } from '../../shared/media-keys';

/** A grant lasts six hours: a long course video, paused and resumed, keeps playing on one address. */
export const MEDIA_GRANT_SECONDS = 6 * 60 * 60;
export const MEDIA_PATH = '/gateway/media';

/** Expired grants of a tenant are swept at most this often per gateway process. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;
const lastSweep = new WeakMap<Db, Map<string, number>>();

export interface MediaGrant {
  /** The address of a key under the granted directory. */
  urlOf(key: string): string;
  /** Seconds the addresses stay valid. */
  expiresIn: number;
}

/** Percent-encodes each segment of a key, keeping the slashes, so a browser resolves relative names under it. */
function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

async function sweepExpired(db: Db, tenantId: string, now: Date): Promise<void> {
  let byTenant = lastSweep.get(db);
  if (!byTenant) {
    byTenant = new Map();
    lastSweep.set(db, byTenant);
  }
  const last = byTenant.get(tenantId);
  if (last !== undefined && now.getTime() - last < SWEEP_EVERY_MS && now.getTime() >= last) return;
  byTenant.set(tenantId, now.getTime());
  await db.delete(mediaGrant).where(and(eq(mediaGrant.tenantId, tenantId), lte(mediaGrant.expiresAt, now)));
}

/**
 * Lets one member read every file under `dir` (a key prefix ending in '/') for MEDIA_GRANT_SECONDS. The
 * address carries a fresh 256-bit token; only its SHA-256 is stored, so the table never holds a usable
 * address. One grant per opening: an HLS playlist and its segments, or a document and its rendition, share it.
 */
export async function grantMedia(
  db: Db,
  scope: { tenantId: string; userId: string },
  dir: string,
  now: Date,
): Promise<MediaGrant> {
  if (!dir.endsWith('/') || !isSafeKey(dir.slice(0, -1))) throw new Error(`not a media directory: ${dir}`);
  await sweepExpired(db, scope.tenantId, now);
  const { token, hash } = newToken();
  await db.insert(mediaGrant).values({
    tokenHash: hash,
    tenantId: scope.tenantId,
    userId: scope.userId,
    dir,
    expiresAt: new Date(now.getTime() + MEDIA_GRANT_SECONDS * 1000),
    gmtCreate: now,
  });
  return {
    urlOf(key) {
      if (!key.startsWith(dir) || !isSafeKey(key)) throw new Error(`${key} is not under ${dir}`);
      return `${MEDIA_PATH}/${token}/${encodeKey(key)}`;
    },
    expiresIn: MEDIA_GRANT_SECONDS,
  };
}

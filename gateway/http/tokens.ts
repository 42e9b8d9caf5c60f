import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessionToken } from '../db/schema';

/** Tokens live one day; choosing a company or signing in again issues a new one. */
export const TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** 256 random bits, base64url; only the SHA-256 hash is ever stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export interface TokenSubject {
  tenantId: string;
  userId: string;
  enterpriseId: string | null;
  websiteId: string;
}

export async function issueToken(
  db: Db,
  subject: TokenSubject,
  now: Date,
): Promise<{ token: string; hash: string; expiresAt: Date }> {
  const { token, hash } = newToken();
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_MS);
  await db.insert(sessionToken).values({
    tokenHash: hash,
    tenantId: subject.tenantId,
    userId: subject.userId,
    enterpriseId: subject.enterpriseId,
    websiteId: subject.websiteId,
    expiresAt,
    gmtCreate: now,
  });
  return { token, hash, expiresAt };
}

/** Revokes one token (by hash); revoking twice keeps the first reason. */
export async function revokeToken(db: Db, tokenHash: string, reason: string, now: Date): Promise<void> {
  await db
    .update(sessionToken)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessionToken.tokenHash, tokenHash), isNull(sessionToken.revokedAt)));
}

/** Revokes every live token of a user (after a password change, for instance). */
export async function revokeUserTokens(
  db: Db,
  tenantId: string,
  userId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .update(sessionToken)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(sessionToken.tenantId, tenantId),
        eq(sessionToken.userId, userId),
        isNull(sessionToken.revokedAt),
      ),
    );
}

export type TokenCheck =
  | { ok: true; row: typeof sessionToken.$inferSelect }
  | { ok: false; reason: 'missing' | 'expired' | 'invalid' };

/**
 * What a `token` header is worth on a site of `tenantId`: unknown, revoked or another tenant's token is
 * invalid (302); an absent or expired one is missing/expired (301).
 */
/**
 * Every signed-in call looks its token up, so the query is built once per database and prepared (named on
 * PostgreSQL: parsed and planned once per connection).
 */
const tokenQueries = new WeakMap<Db, ReturnType<typeof prepareTokenQuery>>();

function prepareTokenQuery(db: Db) {
  return db
    .select()
    .from(sessionToken)
    .where(eq(sessionToken.tokenHash, sql.placeholder('hash')))
    .limit(1)
    .prepare('session_token_by_hash');
}

function tokenByHash(db: Db) {
  let query = tokenQueries.get(db);
  if (!query) {
    query = prepareTokenQuery(db);
    tokenQueries.set(db, query);
  }
  return query;
}

export async function checkToken(
  db: Db,
  token: string | undefined,
  tenantId: string,
  now: Date,
): Promise<TokenCheck> {
  if (!token) return { ok: false, reason: 'missing' };
  if (token.length > 256) return { ok: false, reason: 'invalid' };
  const rows = await tokenByHash(db).execute({ hash: hashToken(token) });
  const row = rows[0];
  if (!row || row.revokedAt !== null || row.tenantId !== tenantId) return { ok: false, reason: 'invalid' };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, row };
}

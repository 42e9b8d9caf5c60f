import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { Code } from '../../../contract/envelope';
import type { Db } from '../../db/client';
import { loginFailure, userAccount } from '../../db/schema';
import { BizError } from '../../http/errors';
import { consumeCaptcha } from './captcha';

/*
 * Two layers against password guessing: failures per key (the account as typed, and the client address) make
 * the image captcha mandatory, and failures per real account lock that account for a while.
 */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const CAPTCHA_AFTER_FAILURES = 2;
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MS = 15 * 60 * 1000;

export type AccountKind = 'acct' | 'emp';

export function failureKeys(kind: AccountKind, subject: string, ip: string): string[] {
  return [`${kind}:${subject}`, `ip:${ip}`];
}

function ts(date: Date) {
  return sql`${date.toISOString()}::timestamptz`;
}

/** The highest failure count among `keys` in the current window. */
export async function failureCount(db: Db, tenantId: string, keys: string[], now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const rows = await db
    .select({ count: loginFailure.count })
    .from(loginFailure)
    .where(
      and(
        eq(loginFailure.tenantId, tenantId),
        inArray(loginFailure.key, keys),
        gte(loginFailure.windowStart, cutoff),
      ),
    );
  return rows.reduce((max, row) => Math.max(max, row.count), 0);
}

export interface CaptchaAnswer {
  captchaId?: string | undefined;
  captchaCode?: string | undefined;
}

/** Throws 321 when the keys have failed often enough and no correct captcha came with the attempt. */
export async function requireCaptchaWhenNeeded(
  db: Db,
  tenantId: string,
  keys: string[],
  answer: CaptchaAnswer,
  now: Date,
): Promise<void> {
  if ((await failureCount(db, tenantId, keys, now)) < CAPTCHA_AFTER_FAILURES) return;
  if (!answer.captchaId || !answer.captchaCode) {
    throw new BizError('user.captcha.required', {}, Code.captchaRequired);
  }
  if (!(await consumeCaptcha(db, tenantId, answer.captchaId, answer.captchaCode, now))) {
    throw new BizError('user.captcha.wrong', {}, Code.captchaRequired);
  }
}

/** Counts one failure for each key; a window older than FAILURE_WINDOW_MS starts over. */
export async function recordFailure(db: Db, tenantId: string, keys: string[], now: Date): Promise<void> {
  const stale = sql`${loginFailure.windowStart} < ${ts(new Date(now.getTime() - FAILURE_WINDOW_MS))}`;
  for (const key of keys) {
    await db
      .insert(loginFailure)
      .values({ tenantId, key, count: 1, windowStart: now })
      .onConflictDoUpdate({
        target: [loginFailure.tenantId, loginFailure.key],
        set: {
          count: sql`CASE WHEN ${stale} THEN 1 ELSE ${loginFailure.count} + 1 END`,
          windowStart: sql`CASE WHEN ${stale} THEN ${ts(now)} ELSE ${loginFailure.windowStart} END`,
        },
      });
  }
}

export async function clearFailures(db: Db, tenantId: string, keys: string[]): Promise<void> {
  await db
    .delete(loginFailure)
    .where(and(eq(loginFailure.tenantId, tenantId), inArray(loginFailure.key, keys)));
}

/** Whole minutes (at least 1) until the account's lock ends, or 0 when it is not locked. */
export function lockedMinutes(lockedUntil: Date | null, now: Date): number {
  if (!lockedUntil || lockedUntil.getTime() <= now.getTime()) return 0;
  return Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
}

/**
 * Counts a wrong password against the account itself (whatever path was used to reach it) and locks it once
 * LOCK_AFTER_FAILURES accumulate in the window. Answers the lock's end when this failure caused one.
 */
export async function recordAccountFailure(
  db: Db,
  tenantId: string,
  userId: string,
  now: Date,
): Promise<Date | null> {
  const stale = sql`(${userAccount.failedWindowStart} IS NULL OR ${userAccount.failedWindowStart} < ${ts(
    new Date(now.getTime() - FAILURE_WINDOW_MS),
  )})`;
  const rows = await db
    .update(userAccount)
    .set({
      failedCount: sql`CASE WHEN ${stale} THEN 1 ELSE ${userAccount.failedCount} + 1 END`,
      failedWindowStart: sql`CASE WHEN ${stale} THEN ${ts(now)} ELSE ${userAccount.failedWindowStart} END`,
    })
    .where(and(eq(userAccount.tenantId, tenantId), eq(userAccount.id, userId)))
    .returning({ failedCount: userAccount.failedCount });
  if ((rows[0]?.failedCount ?? 0) < LOCK_AFTER_FAILURES) return null;
  const lockedUntil = new Date(now.getTime() + LOCK_MS);
  // The count starts over so the account gets a fresh allowance once the lock has run out.
  await db
    .update(userAccount)
    .set({ lockedUntil, failedCount: 0, failedWindowStart: null })
    .where(and(eq(userAccount.tenantId, tenantId), eq(userAccount.id, userId)));
  return lockedUntil;
}

export async function clearAccountFailures(db: Db, tenantId: string, userId: string): Promise<void> {
  await db
    .update(userAccount)
    .set({ failedCount: 0, failedWindowStart: null, lockedUntil: null })
    .where(and(eq(userAccount.tenantId, tenantId), eq(userAccount.id, userId)));
}

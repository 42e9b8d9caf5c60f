import { and, eq, isNull, ne } from 'drizzle-orm';
import { Code } from '../../../contract/envelope';
import { SmsPurpose } from '../../../contract/user';
import type { Db } from '../../db/client';
import { sessionToken, userAccount } from '../../db/schema';
import type { Auth } from '../../http/context';
import { decryptField } from '../../http/crypto';
import { BizError } from '../../http/errors';
import { revokeUserTokens } from '../../http/tokens';
import { type PasswordCost, hashPassword, verifyPassword } from '../../shared/passwords';
import { findAccountById, findAccountByPhone } from './accounts';
import {
  CAPTCHA_AFTER_FAILURES,
  type CaptchaAnswer,
  clearAccountFailures,
  clearFailures,
  failureCount,
  failureKeys,
  lockedMinutes,
  recordAccountFailure,
  recordFailure,
  requireCaptchaWhenNeeded,
} from './login-guard';
import { verifyCode } from './sms-codes';

/** Who is asking and from where: the failure counters of sign-in are kept per account as typed and per address. */
export interface GuardedCall {
  ip: string;
  captcha: CaptchaAnswer;
  now: Date;
  /** The cost of the new hash (production's unless a test configured a cheaper one). */
  cost?: PasswordCost | undefined;
}

/**
 * The error for a failed proof: when this failure makes the captcha mandatory, 321 with the same message, so
 * the portal shows the captcha before the next try.
 */
async function failed(
  db: Db,
  tenantId: string,
  keys: string[],
  now: Date,
  key: string,
  params: Record<string, string | number> = {},
): Promise<BizError> {
  const captchaNext = (await failureCount(db, tenantId, keys, now)) >= CAPTCHA_AFTER_FAILURES;
  return new BizError(key, params, captchaNext ? Code.captchaRequired : Code.error);
}

/**
 * Forgotten password: proven by an SMS code; every session of the account ends and any lock is lifted. Wrong
 * codes count like wrong passwords against the phone and the address, so the captcha soon stands in the way
 * of guessing (on top of the code's own limit of wrong tries).
 */
export async function resetPassword(
  db: Db,
  tenantId: string,
  input: { phone: string; code: string; password: string },
  call: GuardedCall,
): Promise<void> {
  const { now } = call;
  const keys = failureKeys('acct', input.phone, call.ip);
  await requireCaptchaWhenNeeded(db, tenantId, keys, call.captcha, now);
  const account = await findAccountByPhone(db, tenantId, input.phone);
  if (!account) {
    await recordFailure(db, tenantId, keys, now);
    throw await failed(db, tenantId, keys, now, 'user.phone.notRegistered');
  }
  try {
    await verifyCode(db, {
      tenantId,
      phone: input.phone,
      purpose: SmsPurpose.resetPassword,
      code: input.code,
      now,
      consume: true,
    });
  } catch (err) {
    if (!(err instanceof BizError)) throw err;
    await recordFailure(db, tenantId, keys, now);
    throw await failed(db, tenantId, keys, now, err.key, err.params);
  }
  const passwordHash = await hashPassword(input.password, call.cost);
  await db
    .update(userAccount)
    .set({ passwordHash, failedCount: 0, failedWindowStart: null, lockedUntil: null, gmtModified: now })
    .where(and(eq(userAccount.tenantId, tenantId), eq(userAccount.id, account.id)));
  await clearFailures(db, tenantId, keys);
  await revokeUserTokens(db, tenantId, account.id, 'password', now);
}

/**
 * Signed-in change: the current password must match; the other sessions end, this one stays. A token alone
 * must not be a way to guess the password: wrong old passwords count against the account exactly like wrong
 * sign-ins (captcha after two, a lock after five, whichever path they came from).
 */
export async function updatePassword(
  db: Db,
  auth: Auth,
  input: { oldPassword: string; password: string },
  call: GuardedCall,
): Promise<void> {
  const { now } = call;
  const account = await findAccountById(db, auth.tenantId, auth.userId);
  if (!account) throw new BizError('user.notFound');
  const keys = failureKeys('acct', account.phone, call.ip);
  await requireCaptchaWhenNeeded(db, auth.tenantId, keys, call.captcha, now);
  const minutes = lockedMinutes(account.lockedUntil, now);
  if (minutes > 0) throw new BizError('user.signIn.locked', { minutes });

  let old: string | null;
  try {
    old = await decryptField(db, input.oldPassword);
  } catch {
    old = null;
  }
  if (old === null || !(await verifyPassword(old, account.passwordHash))) {
    await recordFailure(db, auth.tenantId, keys, now);
    const lockedUntil = await recordAccountFailure(db, auth.tenantId, account.id, now);
    if (lockedUntil) throw new BizError('user.signIn.locked', { minutes: lockedMinutes(lockedUntil, now) });
    throw await failed(db, auth.tenantId, keys, now, 'user.password.oldWrong');
  }
  await clearFailures(db, auth.tenantId, keys);
  await clearAccountFailures(db, auth.tenantId, account.id);
  if (old === input.password) throw new BizError('user.password.sameAsOld');
  const passwordHash = await hashPassword(input.password, call.cost);
  await db
    .update(userAccount)
    .set({ passwordHash, gmtModified: now })
    .where(and(eq(userAccount.tenantId, auth.tenantId), eq(userAccount.id, auth.userId)));
  await db
    .update(sessionToken)
    .set({ revokedAt: now, revokedReason: 'password' })
    .where(
      and(
        eq(sessionToken.tenantId, auth.tenantId),
        eq(sessionToken.userId, auth.userId),
        isNull(sessionToken.revokedAt),
        ne(sessionToken.tokenHash, auth.tokenHash),
      ),
    );
}

import { and, eq, isNull, ne } from 'drizzle-orm';
import { SmsPurpose } from '../../../contract/user';
import type { Db } from '../../db/client';
import { sessionToken, userAccount } from '../../db/schema';
import type { Auth } from '../../http/context';
import { decryptField } from '../../http/crypto';
import { BizError } from '../../http/errors';
import { hashPassword, verifyPassword } from '../../http/passwords';
import { revokeUserTokens } from '../../http/tokens';
import { findAccountById, findAccountByPhone } from './accounts';
import { verifyCode } from './sms-codes';

/** Forgotten password: proven by an SMS code; every session of the account ends and any lock is lifted. */
export async function resetPassword(
  db: Db,
  tenantId: string,
  input: { phone: string; code: string; password: string },
  now: Date,
): Promise<void> {
  const account = await findAccountByPhone(db, tenantId, input.phone);
  if (!account) throw new BizError('user.phone.notRegistered');
  await verifyCode(db, {
    tenantId,
    phone: input.phone,
    purpose: SmsPurpose.resetPassword,
    code: input.code,
    now,
    consume: true,
  });
  const passwordHash = await hashPassword(input.password);
  await db
    .update(userAccount)
    .set({ passwordHash, failedCount: 0, failedWindowStart: null, lockedUntil: null, gmtModified: now })
    .where(and(eq(userAccount.tenantId, tenantId), eq(userAccount.id, account.id)));
  await revokeUserTokens(db, tenantId, account.id, 'password', now);
}

/** Signed-in change: the current password must match; the other sessions end, this one stays. */
export async function updatePassword(
  db: Db,
  auth: Auth,
  input: { oldPassword: string; password: string },
  now: Date,
): Promise<void> {
  const account = await findAccountById(db, auth.tenantId, auth.userId);
  if (!account) throw new BizError('user.notFound');
  let old: string;
  try {
    old = await decryptField(db, input.oldPassword);
  } catch {
    throw new BizError('user.password.oldWrong');
  }
  if (!(await verifyPassword(old, account.passwordHash))) throw new BizError('user.password.oldWrong');
  if (old === input.password) throw new BizError('user.password.sameAsOld');
  const passwordHash = await hashPassword(input.password);
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

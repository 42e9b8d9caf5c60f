import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userAccount } from '../../db/schema';
import {
  PASSWORD_COST,
  type PasswordCost,
  hashPassword,
  needsRehash,
  verifyPassword,
} from '../../shared/passwords';

export type Account = typeof userAccount.$inferSelect;

export async function findAccountByPhone(
  db: Db,
  tenantId: string,
  phone: string,
): Promise<Account | undefined> {
  const rows = await db
    .select()
    .from(userAccount)
    .where(and(eq(userAccount.tenantId, tenantId), eq(userAccount.phone, phone)))
    .limit(1);
  return rows[0];
}

export async function findAccountById(
  db: Db,
  tenantId: string,
  userId: string,
): Promise<Account | undefined> {
  const rows = await db
    .select()
    .from(userAccount)
    .where(and(eq(userAccount.tenantId, tenantId), eq(userAccount.id, userId)))
    .limit(1);
  return rows[0];
}

// Hashes of nothing anyone knows (one per cost), checked when the account does not exist so that both answers
// take as long.
const decoys = new Map<number, Promise<string>>();

/** Verifies a password against an account, or spends the same time when there is no account. */
export async function passwordMatches(
  account: Account | undefined,
  password: string,
  cost: PasswordCost = PASSWORD_COST,
): Promise<boolean> {
  if (!account) {
    const key = cost.n * 1000 + cost.r * 10 + cost.p;
    let decoy = decoys.get(key);
    if (!decoy) {
      decoy = hashPassword('decoy-password-no-account', cost);
      decoys.set(key, decoy);
    }
    await verifyPassword(password, await decoy);
    return false;
  }
  return verifyPassword(password, account.passwordHash);
}

/**
 * After a password has been proven: stores it again when its hash was made with a lower cost than today's, so
 * stored hashes catch up with raised parameters at each account's next sign-in.
 */
export async function upgradePasswordHash(
  db: Db,
  account: Account,
  password: string,
  cost: PasswordCost = PASSWORD_COST,
): Promise<void> {
  if (!needsRehash(account.passwordHash, cost)) return;
  const passwordHash = await hashPassword(password, cost);
  // Only if unchanged meanwhile: a password changed during the hashing must not be overwritten.
  await db
    .update(userAccount)
    .set({ passwordHash })
    .where(
      and(
        eq(userAccount.tenantId, account.tenantId),
        eq(userAccount.id, account.id),
        eq(userAccount.passwordHash, account.passwordHash),
      ),
    );
}

/** 13800000001 → 138****0001. */
export function maskPhone(phone: string): string {
  return phone.length >= 11 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone.replace(/.(?=.{2})/g, '*');
}

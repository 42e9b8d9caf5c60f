import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userAccount } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../http/passwords';

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

// A hash of nothing anyone knows, checked when the account does not exist so that both answers take as long.
let decoy: Promise<string> | undefined;

/** Verifies a password against an account, or spends the same time when there is no account. */
export async function passwordMatches(account: Account | undefined, password: string): Promise<boolean> {
  if (!account) {
    decoy ??= hashPassword('decoy-password-no-account');
    await verifyPassword(password, await decoy);
    return false;
  }
  return verifyPassword(password, account.passwordHash);
}

/** 13800000001 → 138****0001. */
export function maskPhone(phone: string): string {
  return phone.length >= 11 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone.replace(/.(?=.{2})/g, '*');
}

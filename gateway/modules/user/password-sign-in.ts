import { and, eq } from 'drizzle-orm';
import { Code } from '../../../contract/envelope';
import type { SignIn } from '../../../contract/user';
import { enterpriseMember, userAccount } from '../../db/schema';
import type { Db } from '../../db/client';
import type { Site } from '../../http/context';
import { decryptField } from '../../http/crypto';
import { BizError } from '../../http/errors';
import type { PasswordCost } from '../../shared/passwords';
import { type Account, passwordMatches, upgradePasswordHash } from './accounts';
import {
  type AccountKind,
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
import { completeSignIn } from './memberships';

/** Failures after which a password check that cannot carry a captcha (the application status) is refused. */
export const NO_CAPTCHA_FAILURE_LIMIT = 5;

export interface PasswordAttempt {
  db: Db;
  site: Site;
  ip: string;
  now: Date;
  kind: AccountKind;
  /** The account as typed: a phone number or a work number. */
  subject: string;
  password: string;
  captcha: CaptchaAnswer | null;
  /** The cost a proven password's hash is brought up to (production's unless a test configured less). */
  cost?: PasswordCost | undefined;
  /** Finds the candidates the subject may name (several only for a work number shared across companies). */
  candidates: () => Promise<Account[]>;
}

/** Turns an `rsa:` field into its plain text; anything undecryptable is treated as a wrong password. */
async function plainPassword(db: Db, value: string): Promise<string | null> {
  try {
    return await decryptField(db, value);
  } catch {
    return null;
  }
}

/**
 * The shared part of every password check: captcha once failures pile up (when the call can carry one),
 * account lock, the password itself, failure counting and clearing. Answers the verified account.
 */
export async function checkPassword(attempt: PasswordAttempt): Promise<Account> {
  const { db, site, ip, now } = attempt;
  const tenantId = site.tenantId;
  const keys = failureKeys(attempt.kind, attempt.subject, ip);
  if (attempt.captcha) {
    await requireCaptchaWhenNeeded(db, tenantId, keys, attempt.captcha, now);
  } else if ((await failureCount(db, tenantId, keys, now)) >= NO_CAPTCHA_FAILURE_LIMIT) {
    // Calls that cannot carry a captcha get a hard stop instead, so they are no way around it.
    throw new BizError('user.signIn.tooManyAttempts');
  }

  const candidates = await attempt.candidates();
  const only = candidates.length === 1 ? candidates[0] : undefined;
  // A locked account answers so without looking at the password (and without counting another failure).
  const minutes = only ? lockedMinutes(only.lockedUntil, now) : 0;
  if (minutes > 0) throw new BizError('user.signIn.locked', { minutes });

  const password = await plainPassword(db, attempt.password);
  let account: Account | undefined;
  if (password !== null) {
    for (const candidate of candidates) {
      if (lockedMinutes(candidate.lockedUntil, now) > 0) continue;
      if (await passwordMatches(candidate, password, attempt.cost)) {
        account = candidate;
        break;
      }
    }
    if (candidates.length === 0) await passwordMatches(undefined, password, attempt.cost);
  }

  if (!account) {
    await recordFailure(db, tenantId, keys, now);
    // A work number shared by several people names no single account to lock; the key counters still apply.
    const lockedUntil = only ? await recordAccountFailure(db, tenantId, only.id, now) : null;
    if (lockedUntil) throw new BizError('user.signIn.locked', { minutes: lockedMinutes(lockedUntil, now) });
    // A failure after which the captcha is mandatory answers 321 itself (with the same message), so the
    // portal shows the captcha before the next try instead of that try being refused unchecked.
    const captchaNext =
      attempt.captcha !== null && (await failureCount(db, tenantId, keys, now)) >= CAPTCHA_AFTER_FAILURES;
    throw new BizError(
      attempt.kind === 'emp' ? 'user.signIn.wrongEmpNo' : 'user.signIn.wrongPhone',
      {},
      captchaNext ? Code.captchaRequired : Code.error,
    );
  }

  if (account.statusId !== 1) throw new BizError('user.signIn.disabled');
  await clearFailures(db, tenantId, keys);
  await clearAccountFailures(db, tenantId, account.id);
  // `password` is the proven plain text here: the only moment a hash made with older parameters can be redone.
  if (password !== null) await upgradePasswordHash(db, account, password, attempt.cost);
  return account;
}

export function signInScope(site: Site) {
  return { tenantId: site.tenantId, websiteId: site.id, eid: site.eid };
}

export async function phonePasswordSignIn(
  base: Omit<PasswordAttempt, 'kind' | 'candidates'>,
): Promise<SignIn> {
  const { db, site } = base;
  const account = await checkPassword({
    ...base,
    kind: 'acct',
    candidates: async () =>
      db
        .select()
        .from(userAccount)
        .where(and(eq(userAccount.tenantId, site.tenantId), eq(userAccount.phone, base.subject)))
        .limit(1),
  });
  return completeSignIn(db, signInScope(site), account.id, base.now);
}

/**
 * Work number sign-in: on a bound site the number is looked up in that company (any application state, so
 * the answer can say "awaiting approval"); elsewhere among the tenant's approved members.
 */
export async function empNoPasswordSignIn(
  base: Omit<PasswordAttempt, 'kind' | 'candidates'>,
): Promise<SignIn> {
  const { db, site } = base;
  const account = await checkPassword({
    ...base,
    kind: 'emp',
    candidates: async () => {
      const conditions = [
        eq(enterpriseMember.tenantId, site.tenantId),
        eq(enterpriseMember.empNo, base.subject),
      ];
      if (site.eid !== null) conditions.push(eq(enterpriseMember.enterpriseId, site.eid));
      else conditions.push(eq(enterpriseMember.registerStatus, 2));
      const rows = await db
        .selectDistinct({ account: userAccount })
        .from(enterpriseMember)
        .innerJoin(
          userAccount,
          and(
            eq(userAccount.tenantId, enterpriseMember.tenantId),
            eq(userAccount.id, enterpriseMember.userId),
          ),
        )
        .where(and(...conditions))
        .limit(5);
      return rows.map((r) => r.account);
    },
  });
  return completeSignIn(db, signInScope(site), account.id, base.now);
}

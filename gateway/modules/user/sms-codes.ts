import { randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { SmsPurpose } from '../../../contract/user';
import type { Db } from '../../db/client';
import { smsCode } from '../../db/schema';
import { BizError } from '../../http/errors';
import { findAccountByPhone } from './accounts';
import { sha256Hex } from './digest';
import type { SmsSender } from './sms';

export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
export const SMS_RESEND_SECONDS = 60;
export const SMS_DAILY_LIMIT = 10;
export const SMS_IP_HOURLY_LIMIT = 30;
export const SMS_MAX_WRONG_TRIES = 5;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

function codeHash(tenantId: string, phone: string, purpose: number, code: string): string {
  return sha256Hex(`${tenantId}|${phone}|${purpose}|${code}`);
}

export interface SendCodeInput {
  tenantId: string;
  phone: string;
  purpose: number;
  ip: string;
  now: Date;
  sender: SmsSender;
  /** The message text around the code, in the reader's language. */
  text: (code: string) => string;
}

/** Creates a code, enforcing the per-address, per-phone and per-day limits, and hands it to the sender. */
export async function sendCode(db: Db, input: SendCodeInput): Promise<{ resendAfter: number }> {
  const { tenantId, phone, purpose, ip, now } = input;

  const [fromIp] = await db
    .select({ n: count() })
    .from(smsCode)
    .where(
      and(
        eq(smsCode.tenantId, tenantId),
        eq(smsCode.ip, ip),
        gt(smsCode.gmtCreate, new Date(now.getTime() - HOUR_MS)),
      ),
    );
  if ((fromIp?.n ?? 0) >= SMS_IP_HOURLY_LIMIT) throw new BizError('user.sms.ipLimit');

  const account = await findAccountByPhone(db, tenantId, phone);
  if (purpose === SmsPurpose.register && account) throw new BizError('user.phone.registered');
  if (purpose !== SmsPurpose.register && !account) throw new BizError('user.phone.notRegistered');

  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const id = await db.transaction(async (tx) => {
    // One sender per phone at a time, so two quick requests cannot both pass the 60-second rule.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`sms|${tenantId}|${phone}`}, 0))`);
    const [last] = await tx
      .select({ gmtCreate: smsCode.gmtCreate })
      .from(smsCode)
      .where(and(eq(smsCode.tenantId, tenantId), eq(smsCode.phone, phone)))
      .orderBy(desc(smsCode.gmtCreate))
      .limit(1);
    if (last) {
      const waitMs = last.gmtCreate.getTime() + SMS_RESEND_SECONDS * 1000 - now.getTime();
      if (waitMs > 0) throw new BizError('user.sms.wait', { seconds: Math.ceil(waitMs / 1000) });
    }
    const [today] = await tx
      .select({ n: count() })
      .from(smsCode)
      .where(
        and(
          eq(smsCode.tenantId, tenantId),
          eq(smsCode.phone, phone),
          gt(smsCode.gmtCreate, new Date(now.getTime() - DAY_MS)),
        ),
      );
    if ((today?.n ?? 0) >= SMS_DAILY_LIMIT) throw new BizError('user.sms.dailyLimit');

    // A new code replaces the previous ones for the same purpose.
    await tx
      .update(smsCode)
      .set({ expiresAt: now })
      .where(
        and(
          eq(smsCode.tenantId, tenantId),
          eq(smsCode.phone, phone),
          eq(smsCode.purpose, purpose),
          isNull(smsCode.usedAt),
          gt(smsCode.expiresAt, now),
        ),
      );
    const [row] = await tx
      .insert(smsCode)
      .values({
        tenantId,
        phone,
        purpose,
        codeHash: codeHash(tenantId, phone, purpose, code),
        expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
        ip,
        gmtCreate: now,
      })
      .returning({ id: smsCode.id });
    return row?.id;
  });

  try {
    await input.sender.send(db, { tenantId, phone, text: input.text(code), now });
  } catch (error) {
    // Undelivered codes must not hold the phone's 60-second slot or count towards its limits.
    if (id) await db.delete(smsCode).where(and(eq(smsCode.tenantId, tenantId), eq(smsCode.id, id)));
    if (error instanceof BizError) throw error;
    throw new BizError('user.sms.sendFailed');
  }
  return { resendAfter: SMS_RESEND_SECONDS };
}

/**
 * Checks a code against the phone's latest code for the purpose. A wrong answer costs one of the code's
 * tries; with `consume` a right answer uses the code up. One statement does both, so concurrent guesses
 * cannot exceed the allowance.
 */
export async function verifyCode(
  db: Db,
  input: { tenantId: string; phone: string; purpose: number; code: string; now: Date; consume: boolean },
): Promise<void> {
  const { tenantId, phone, purpose, now } = input;
  const [latest] = await db
    .select({ id: smsCode.id })
    .from(smsCode)
    .where(and(eq(smsCode.tenantId, tenantId), eq(smsCode.phone, phone), eq(smsCode.purpose, purpose)))
    .orderBy(desc(smsCode.gmtCreate), desc(smsCode.id))
    .limit(1);
  if (!latest) throw new BizError('user.smsCode.wrong');

  const matches = sql`(${smsCode.codeHash} = ${codeHash(tenantId, phone, purpose, input.code)})`;
  const [row] = await db
    .update(smsCode)
    .set({
      attempts: sql`${smsCode.attempts} + CASE WHEN ${matches} THEN 0 ELSE 1 END`,
      ...(input.consume
        ? { usedAt: sql`CASE WHEN ${matches} THEN ${now.toISOString()}::timestamptz ELSE NULL END` }
        : {}),
    })
    .where(
      and(
        eq(smsCode.tenantId, tenantId),
        eq(smsCode.id, latest.id),
        isNull(smsCode.usedAt),
        gt(smsCode.expiresAt, now),
        lt(smsCode.attempts, SMS_MAX_WRONG_TRIES),
      ),
    )
    .returning({ matched: sql<boolean>`${matches}` });
  if (!row) throw new BizError('user.smsCode.expired');
  if (!row.matched) throw new BizError('user.smsCode.wrong');
}

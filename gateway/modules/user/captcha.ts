import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/client';
import { captcha } from '../../db/schema';
import { sameDigest, sha256Hex } from './digest';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

// Letters and digits that cannot be mistaken for one another once case is ignored (no 0/o, 1/l/i, 2/z, 9/g/q).
const CHARS = 'abcdefhjkmnprstuvwxyABCDEFHJKMNPRSTUVWXY345678';

function answerHash(answer: string): string {
  return sha256Hex(answer.trim().toLowerCase());
}

/** A new single-use image captcha; only the hash of its answer is kept. */
export async function createCaptcha(
  db: Db,
  tenantId: string,
  now: Date,
  demo = false,
): Promise<{ captchaId: string; image: string }> {
  const drawn = svgCaptcha.create({
    size: 4,
    charPreset: CHARS,
    noise: 3,
    color: true,
    width: 120,
    height: 40,
  });
  const captchaId = randomBytes(16).toString('base64url');
  await db.insert(captcha).values({
    id: captchaId,
    tenantId,
    answerHash: answerHash(drawn.text),
    demoAnswer: demo ? drawn.text : null,
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
    gmtCreate: now,
  });
  return {
    captchaId,
    image: `data:image/svg+xml;base64,${Buffer.from(drawn.data, 'utf8').toString('base64')}`,
  };
}

/**
 * True when the answer matches an unexpired, unused captcha of the tenant. Any attempt uses the captcha up,
 * right or wrong, so one image cannot be guessed at repeatedly.
 */
export async function consumeCaptcha(
  db: Db,
  tenantId: string,
  captchaId: string | undefined,
  answer: string | undefined,
  now: Date,
): Promise<boolean> {
  if (!captchaId || !answer) return false;
  const rows = await db
    .update(captcha)
    .set({ usedAt: now })
    .where(
      and(
        eq(captcha.id, captchaId),
        eq(captcha.tenantId, tenantId),
        isNull(captcha.usedAt),
        gt(captcha.expiresAt, now),
      ),
    )
    .returning({ answerHash: captcha.answerHash });
  const row = rows[0];
  return row !== undefined && sameDigest(row.answerHash, answerHash(answer));
}

/** Demo mode only: the clear answer of an unused captcha of the tenant, for scripted sign-ins. */
export async function demoCaptchaAnswer(
  db: Db,
  tenantId: string,
  captchaId: string,
  now: Date,
): Promise<string | null> {
  const rows = await db
    .select({ answer: captcha.demoAnswer })
    .from(captcha)
    .where(
      and(
        eq(captcha.id, captchaId),
        eq(captcha.tenantId, tenantId),
        isNull(captcha.usedAt),
        gt(captcha.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0]?.answer ?? null;
}

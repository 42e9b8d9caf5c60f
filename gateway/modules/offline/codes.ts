import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  ATTENDANCE_CLOSE_LATE_MINUTES,
  ATTENDANCE_CODE_TTL_SECONDS,
  ATTENDANCE_OPEN_EARLY_MINUTES,
  ATTENDANCE_ROTATE_SECONDS,
  AttendanceKind,
} from '../../../contract/offline.routes';

/*
 * Attendance codes (decision 0058): `sessionId.kind.slot.mac`, where `slot` is the 15-second step of the
 * gateway's clock the code was issued in and `mac` an HMAC-SHA256 of tenant, session, kind and slot under the
 * session's secret, cut to 128 bits. Nothing is stored per code: the session's row is enough to check one.
 */

const ROTATE_MS = ATTENDANCE_ROTATE_SECONDS * 1000;
const TTL_MS = ATTENDANCE_CODE_TTL_SECONDS * 1000;
/** A code may come from a slot a little ahead when another instance's clock runs slightly fast. */
const AHEAD_MS = 5000;
const MAC_BYTES = 16;
const MINUTE_MS = 60_000;

const CODE = /^([1-9]\d{0,17})\.([12])\.(\d{1,15})\.([A-Za-z0-9_-]{22})$/;

export type Kind = (typeof AttendanceKind)[keyof typeof AttendanceKind];

export interface ReadCode {
  sessionId: string;
  kind: Kind;
  slot: number;
  mac: Buffer;
}

function macOf(secret: Buffer, tenantId: string, sessionId: string, kind: Kind, slot: number): Buffer {
  return createHmac('sha256', secret)
    .update(`${tenantId}.${sessionId}.${kind}.${slot}`)
    .digest()
    .subarray(0, MAC_BYTES);
}

/** The code of a session for the slot `now` falls in, with when it was issued, is replaced and expires. */
export function issueCode(
  secret: Buffer,
  tenantId: string,
  sessionId: string,
  kind: Kind,
  now: Date,
): { code: string; issuedAt: number; refreshAt: number; expiresAt: number } {
  const slot = Math.floor(now.getTime() / ROTATE_MS);
  const mac = macOf(secret, tenantId, sessionId, kind, slot).toString('base64url');
  const issuedAt = slot * ROTATE_MS;
  return {
    code: `${sessionId}.${kind}.${slot}.${mac}`,
    issuedAt,
    refreshAt: issuedAt + ROTATE_MS,
    expiresAt: issuedAt + TTL_MS,
  };
}

/** The parts of a code as written, or null when it is not one; nothing is trusted until `macMatches`. */
export function readCode(text: string): ReadCode | null {
  const m = CODE.exec(text);
  if (!m) return null;
  const text64 = m[4] ?? '';
  const mac = Buffer.from(text64, 'base64url');
  // Only the canonical spelling: the last character's spare bits would let one code be written 16 ways.
  if (mac.length !== MAC_BYTES || mac.toString('base64url') !== text64) return null;
  return {
    sessionId: m[1] ?? '',
    kind: m[2] === '2' ? AttendanceKind.checkOut : AttendanceKind.checkIn,
    slot: Number(m[3]),
    mac,
  };
}

/** Whether the code was signed with the session's secret for this tenant (compared in constant time). */
export function macMatches(secret: Buffer, tenantId: string, code: ReadCode): boolean {
  return timingSafeEqual(macOf(secret, tenantId, code.sessionId, code.kind, code.slot), code.mac);
}

/** When the code was issued (epoch ms). */
export const issuedAtOf = (code: ReadCode): number => code.slot * ROTATE_MS;

/** Whether the code is still accepted at `now`: at most 30 s old, and not from a slot yet to come. */
export function codeFresh(code: ReadCode, now: Date): boolean {
  const age = now.getTime() - issuedAtOf(code);
  return age <= TTL_MS && age >= -AHEAD_MS;
}

/**
 * Where the clock stands for a kind of scan of a session: before it opens, open, or after it closed. Check-in
 * runs from 30 minutes before the start to the end; check-out from the start to 30 minutes after the end.
 */
export function windowOf(kind: Kind, start: Date, end: Date, now: Date): 'early' | 'open' | 'closed' {
  const t = now.getTime();
  const opens =
    kind === AttendanceKind.checkIn
      ? start.getTime() - ATTENDANCE_OPEN_EARLY_MINUTES * MINUTE_MS
      : start.getTime();
  const closes =
    kind === AttendanceKind.checkIn
      ? end.getTime()
      : end.getTime() + ATTENDANCE_CLOSE_LATE_MINUTES * MINUTE_MS;
  if (t < opens) return 'early';
  if (t > closes) return 'closed';
  return 'open';
}

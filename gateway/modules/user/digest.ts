import { createHash, timingSafeEqual } from 'node:crypto';

/** SHA-256 of a string, hex: how codes, captcha answers and QR tickets are stored. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Compares two hex digests without leaking where they differ. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/*
 * Passwords are stored as `scrypt$N$r$p$saltB64$hashB64`. The parameters travel with the hash, so raising them
 * leaves stored passwords valid; a sign-in that proves a password stored with lower ones stores it again.
 */
export interface PasswordCost {
  n: number;
  r: number;
  p: number;
}

/** OWASP's current minimum for scrypt: 128 MiB and one to two seconds of CPU per hash on a small server. */
export const PASSWORD_COST: PasswordCost = { n: 2 ** 17, r: 8, p: 1 };

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
// Stored parameters come from our own database, but bound them so a corrupted row cannot exhaust memory.
const MAX_N = 1 << 20;

function derive(
  password: string,
  salt: Buffer,
  n: number,
  r: number,
  p: number,
  length: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      length,
      { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

/** Hashes at `cost`: the production cost unless a test configured a cheaper one (see Config.passwordCost). */
export async function hashPassword(password: string, cost: PasswordCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, cost.n, cost.r, cost.p, KEY_LENGTH);
  return ['scrypt', cost.n, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

function storedCost(stored: string): PasswordCost | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  return Number.isInteger(n) && Number.isInteger(r) && Number.isInteger(p) ? { n, r, p } : null;
}

/** Whether a stored hash (one that just verified) was made with less than `cost` and should be made again. */
export function needsRehash(stored: string, cost: PasswordCost = PASSWORD_COST): boolean {
  const was = storedCost(stored);
  return was === null || was.n < cost.n || was.r < cost.r || was.p < cost.p;
}

/** Constant-time check; false for any malformed stored value rather than an exception. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, nText, rText, pText, saltText, hashText] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const n = Number(nText);
  const r = Number(rText);
  const p = Number(pText);
  if (!Number.isInteger(n) || !Number.isInteger(r) || !Number.isInteger(p)) return false;
  if (n < 2 || n > MAX_N || (n & (n - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) return false;
  const salt = Buffer.from(saltText, 'base64');
  const expected = Buffer.from(hashText, 'base64');
  if (salt.length === 0 || expected.length === 0) return false;
  const actual = await derive(password, salt, n, r, p, expected.length);
  return timingSafeEqual(actual, expected);
}

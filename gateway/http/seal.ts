import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/*
 * A value sealed under a secret: AES-256-GCM with a key derived by HKDF-SHA256 from the secret, a random salt
 * and a purpose label. Stored as `praxis-sealed:v1:` then base64url of salt (16) | iv (12) | tag (16) |
 * ciphertext; the version lets the format change later without guessing.
 */
const PREFIX = 'praxis-sealed:v1:';
const SALT = 16;
const IV = 12;
const TAG = 16;

function keyFor(secret: string, salt: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), salt, purpose, 32));
}

export function isSealed(value: string): boolean {
  return value.startsWith(PREFIX);
}

export function seal(plain: string, secret: string, purpose: string): string {
  const salt = randomBytes(SALT);
  const iv = randomBytes(IV);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, salt, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([salt, iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The plain text, or null when the value is not sealed, or not under this secret and purpose, or altered. */
export function unseal(value: string, secret: string, purpose: string): string | null {
  if (!isSealed(value)) return null;
  const raw = Buffer.from(value.slice(PREFIX.length), 'base64url');
  if (raw.length < SALT + IV + TAG) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyFor(secret, raw.subarray(0, SALT), purpose),
      raw.subarray(SALT, SALT + IV),
    );
    decipher.setAuthTag(raw.subarray(SALT + IV, SALT + IV + TAG));
    return Buffer.concat([decipher.update(raw.subarray(SALT + IV + TAG)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

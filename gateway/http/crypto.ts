import { constants, createPrivateKey, generateKeyPair, privateDecrypt, type KeyObject } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverKey } from '../db/schema';
import { isSealed, seal, unseal } from './seal';

const KEY_ID = 'rsa-oaep-256';
const PREFIX = 'rsa:';

/** What the private key is sealed for (with PRAXIS_SECRET; see ./seal.ts). Without a secret it stays PEM. */
const KEY_PURPOSE = 'praxis server key v1';

export interface ServerKey {
  /** SPKI DER, base64: what the portal imports with WebCrypto. */
  publicKey: string;
  privateKey: KeyObject;
}

/** Why the stored key cannot be used; start-up reports it as is. */
export class ServerKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ServerKeyError';
  }
}

function unsealKey(stored: string, secret: string | undefined): string {
  if (!secret) {
    throw new ServerKeyError(
      'The server key in the database is encrypted, but PRAXIS_SECRET is not set: start with the secret it was stored with.',
    );
  }
  const pem = unseal(stored, secret, KEY_PURPOSE);
  if (pem === null) {
    throw new ServerKeyError(
      'PRAXIS_SECRET does not decrypt the server key in the database: it is not the secret the key was stored with. ' +
        'Start with that secret; if it is lost, delete the row of table server_key and a new key pair is made ' +
        '(nothing stored depends on it; browsers fetch the new public key).',
    );
  }
  return pem;
}

// One key per database; cached so the private key is parsed once per process.
const cache = new WeakMap<Db, Promise<ServerKey>>();
// The secret each database's key is sealed with (set by buildApp from the configuration).
const secrets = new WeakMap<Db, string | undefined>();

/** Tells the key loader which secret seals this database's key; buildApp calls it before any request. */
export function useServerKeySecret(db: Db, secret: string | undefined): void {
  secrets.set(db, secret);
}

function generate(): Promise<{ publicKey: string; privateKey: string }> {
  return new Promise((resolve, reject) => {
    generateKeyPair(
      'rsa',
      {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'der' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      },
      (err, publicKey, privateKey) =>
        err ? reject(err) : resolve({ publicKey: publicKey.toString('base64'), privateKey }),
    );
  });
}

async function load(db: Db): Promise<ServerKey> {
  const secret = secrets.get(db);
  let rows = await db.select().from(serverKey).where(eq(serverKey.id, KEY_ID)).limit(1);
  if (!rows[0]) {
    const pair = await generate();
    const privateKey = secret ? seal(pair.privateKey, secret, KEY_PURPOSE) : pair.privateKey;
    // Several instances may start at once: the first insert wins and everyone reads the stored pair.
    await db
      .insert(serverKey)
      .values({ id: KEY_ID, publicKey: pair.publicKey, privateKey })
      .onConflictDoNothing();
    rows = await db.select().from(serverKey).where(eq(serverKey.id, KEY_ID)).limit(1);
  }
  const row = rows[0];
  if (!row) throw new Error('server key missing after insert');
  const pem = isSealed(row.privateKey) ? unsealKey(row.privateKey, secret) : row.privateKey;
  if (secret && !isSealed(row.privateKey)) {
    // A key stored in clear before the secret was set is sealed now (only if still as read).
    await db
      .update(serverKey)
      .set({ privateKey: seal(pem, secret, KEY_PURPOSE) })
      .where(and(eq(serverKey.id, KEY_ID), eq(serverKey.privateKey, row.privateKey)));
  }
  return { publicKey: row.publicKey, privateKey: createPrivateKey(pem) };
}

/** The gateway's RSA key pair, generated on first use and shared by every instance through the database. */
export function getServerKey(db: Db): Promise<ServerKey> {
  let key = cache.get(db);
  if (!key) {
    key = load(db);
    cache.set(db, key);
    key.catch(() => cache.delete(db));
  }
  return key;
}

/**
 * Start-up: loads (or makes) the key so a wrong or missing secret stops the start instead of the first
 * sign-in, and seals a clear key when a secret is now set. Answers a warning to print when the key stays in
 * clear. Production refuses to run without a secret.
 */
export async function prepareServerKey(
  db: Db,
  config: { secret?: string | undefined; production: boolean },
): Promise<string | null> {
  if (!config.secret && config.production) {
    throw new ServerKeyError(
      'PRAXIS_SECRET is not set: in production the server key must be stored encrypted. Set PRAXIS_SECRET to a long random value (and keep it: it is needed at every start).',
    );
  }
  useServerKeySecret(db, config.secret);
  await getServerKey(db);
  return config.secret
    ? null
    : 'The server key is stored unencrypted in the database (set PRAXIS_SECRET to encrypt it).';
}

/**
 * A field the browser may have encrypted: `rsa:<base64>` is RSA-OAEP/SHA-256 ciphertext under the public key,
 * anything else is taken as typed. Undecryptable input throws (callers answer it like a wrong password).
 */
export async function decryptField(db: Db, value: string): Promise<string> {
  if (!value.startsWith(PREFIX)) return value;
  const { privateKey } = await getServerKey(db);
  const plain = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(value.slice(PREFIX.length), 'base64'),
  );
  return plain.toString('utf8');
}

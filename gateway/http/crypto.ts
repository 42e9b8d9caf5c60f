import { constants, createPrivateKey, generateKeyPair, privateDecrypt, type KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverKey } from '../db/schema';

const KEY_ID = 'rsa-oaep-256';
const PREFIX = 'rsa:';

export interface ServerKey {
  /** SPKI DER, base64: what the portal imports with WebCrypto. */
  publicKey: string;
  privateKey: KeyObject;
}

// One key per database; cached so the private key is parsed once per process.
const cache = new WeakMap<Db, Promise<ServerKey>>();

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
  let rows = await db.select().from(serverKey).where(eq(serverKey.id, KEY_ID)).limit(1);
  if (!rows[0]) {
    const pair = await generate();
    // Several instances may start at once: the first insert wins and everyone reads the stored pair.
    await db
      .insert(serverKey)
      .values({ id: KEY_ID, ...pair })
      .onConflictDoNothing();
    rows = await db.select().from(serverKey).where(eq(serverKey.id, KEY_ID)).limit(1);
  }
  const row = rows[0];
  if (!row) throw new Error('server key missing after insert');
  return { publicKey: row.publicKey, privateKey: createPrivateKey(row.privateKey) };
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

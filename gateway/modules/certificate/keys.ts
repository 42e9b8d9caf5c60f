import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, exportPKCS8, generateKeyPair, importPKCS8, type CryptoKey } from 'jose';
import type { Db } from '../../db/client';
import { certificateKey } from '../../db/schema-certificate';
import { isSealed, seal, unseal } from '../../http/seal';

/*
 * Each tenant signs its credentials with its own Ed25519 key pair, made on first use and kept in the database
 * so every gateway process signs with the same key. The private key is sealed with PRAXIS_SECRET when one is
 * set (as the server key is); the public key is published as a JWK for anyone to check a credential with.
 */

const PURPOSE = 'praxis certificate key v1';

export interface SigningKey {
  kid: string;
  publicJwk: { kty: 'OKP'; crv: 'Ed25519'; x: string; kid: string; alg: 'EdDSA'; use: 'sig' };
  privateKey: CryptoKey;
}

export class CertificateKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CertificateKeyError';
  }
}

const cache = new WeakMap<Db, Map<string, Promise<SigningKey>>>();

async function make(secret: string | undefined) {
  const pair = await generateKeyPair('Ed25519', { extractable: true });
  const pem = await exportPKCS8(pair.privateKey);
  const jwk = await exportJWK(pair.publicKey);
  if (typeof jwk.x !== 'string') throw new Error('Ed25519 public key without x');
  return {
    kid: randomUUID(),
    publicJwk: { kty: 'OKP', crv: 'Ed25519', x: jwk.x },
    privateKey: secret ? seal(pem, secret, PURPOSE) : pem,
  };
}

async function load(db: Db, tenantId: string, secret: string | undefined): Promise<SigningKey> {
  const read = () => db.select().from(certificateKey).where(eq(certificateKey.tenantId, tenantId)).limit(1);
  let [row] = await read();
  if (!row) {
    // Two processes may make one at once: the first insert wins and both read the stored pair.
    await db
      .insert(certificateKey)
      .values({ tenantId, ...(await make(secret)) })
      .onConflictDoNothing();
    [row] = await read();
  }
  if (!row) throw new Error('certificate key missing after insert');
  let pem = row.privateKey;
  if (isSealed(pem)) {
    const plain = secret ? unseal(pem, secret, PURPOSE) : null;
    if (plain === null) {
      throw new CertificateKeyError(
        "The tenant's certificate key is sealed with another PRAXIS_SECRET (or none is set): start with that secret.",
      );
    }
    pem = plain;
  }
  const x = row.publicJwk.x;
  if (typeof x !== 'string') throw new CertificateKeyError('stored certificate key has no public part');
  return {
    kid: row.kid,
    publicJwk: { kty: 'OKP', crv: 'Ed25519', x, kid: row.kid, alg: 'EdDSA', use: 'sig' },
    privateKey: await importPKCS8(pem, 'EdDSA'),
  };
}

/** The tenant's key pair, loaded once per process (and made on the tenant's first certificate). */
export function signingKey(db: Db, tenantId: string, secret: string | undefined): Promise<SigningKey> {
  let byTenant = cache.get(db);
  if (!byTenant) {
    byTenant = new Map();
    cache.set(db, byTenant);
  }
  let key = byTenant.get(tenantId);
  if (!key) {
    key = load(db, tenantId, secret);
    byTenant.set(tenantId, key);
    key.catch(() => byTenant.delete(tenantId));
  }
  return key;
}

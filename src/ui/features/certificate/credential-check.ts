import { compactVerify, decodeJwt, decodeProtectedHeader, importJWK, type JWK } from 'jose';
import { CREDENTIAL_DATA_PREFIX } from '../../kit/files/credential-file';

/*
 * Checking a certificate's credential in the browser (decision 0055): the VC-JWT's EdDSA signature against the
 * issuing site's published Ed25519 keys, with WebCrypto through jose. Nothing shown as verified comes from
 * anywhere but the signed claims.
 */

/** What a verified credential says, read from its claims. */
export interface CredentialClaims {
  /** The verification code (the credential's `urn:uuid:` id). */
  code: string | null;
  certificateName: string;
  holderName: string;
  certificateNo: string;
  issuerName: string;
  issuerId: string;
  /** What it was earned in (the evidence's name). */
  sourceName: string;
  validFrom: Date | null;
  validUntil: Date | null;
}

export type SignatureCheck =
  | { outcome: 'valid'; claims: CredentialClaims; keyId: string }
  /** Signed by none of the site's keys, or altered since. */
  | { outcome: 'invalid' }
  /** Not a compact JWT at all. */
  | { outcome: 'malformed' };

export interface IssuerKeys {
  id: string;
  keys: (JWK & { kid: string })[];
}

const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/**
 * The compact JWT in what was pasted or opened: the token itself, a `data:application/vc+jwt,` address, or the
 * JSON file the portal saves (a VC 2.0 `EnvelopedVerifiableCredential`). Null when none is there.
 */
export function credentialTokenOf(input: string): string | null {
  const text = input.trim();
  if (JWT.test(text)) return text;
  if (text.startsWith(CREDENTIAL_DATA_PREFIX))
    return credentialTokenOf(text.slice(CREDENTIAL_DATA_PREFIX.length));
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && 'id' in parsed && typeof parsed.id === 'string') {
      return parsed.id.startsWith(CREDENTIAL_DATA_PREFIX) ? credentialTokenOf(parsed.id) : null;
    }
  } catch {
    return null;
  }
  return null;
}

const UUID = /^urn:uuid:([0-9a-f-]{36})$/;

/** The verification code a credential names, read without checking it (to ask for its standing). */
export function codeOfToken(jwt: string): string | null {
  try {
    const jti = decodeJwt(jwt).jti;
    return typeof jti === 'string' ? (UUID.exec(jti)?.[1] ?? null) : null;
  } catch {
    return null;
  }
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const dateOf = (v: unknown): Date | null => {
  if (typeof v !== 'string') return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
};

function claimsOf(payload: Record<string, unknown>): CredentialClaims {
  const subject = record(payload.credentialSubject);
  const identifiers = Array.isArray(subject.identifier) ? subject.identifier.map(record) : [];
  const identity = (type: string) => text(identifiers.find((i) => i.identityType === type)?.identityHash);
  const issuer = record(payload.issuer);
  const evidence = Array.isArray(payload.evidence) ? record(payload.evidence[0]) : {};
  return {
    code: UUID.exec(text(payload.jti))?.[1] ?? null,
    certificateName: text(record(subject.achievement).name) || text(payload.name),
    holderName: identity('name'),
    certificateNo: identity('ext:certificateNumber'),
    issuerName: text(issuer.name),
    issuerId: text(issuer.id) || text(payload.iss),
    sourceName: text(evidence.name),
    validFrom: dateOf(payload.validFrom),
    validUntil: dateOf(payload.validUntil),
  };
}

/**
 * Verifies the signature with the key its header names among the issuer's; the claims come back only when it
 * holds.
 */
export async function checkSignature(jwt: string, issuer: IssuerKeys): Promise<SignatureCheck> {
  if (!JWT.test(jwt)) return { outcome: 'malformed' };
  let kid: string | undefined;
  try {
    const header = decodeProtectedHeader(jwt);
    if (header.alg !== 'EdDSA') return { outcome: 'invalid' };
    kid = header.kid;
  } catch {
    return { outcome: 'malformed' };
  }
  const jwk = issuer.keys.find((k) => k.kid === kid);
  if (!jwk) return { outcome: 'invalid' };
  try {
    const key = await importJWK(jwk, 'EdDSA');
    const { payload } = await compactVerify(jwt, key, { algorithms: ['EdDSA'] });
    // The key is the tenant's own, whichever of its hosts the credential was saved from.
    const claims = claimsOf(record(JSON.parse(new TextDecoder().decode(payload))));
    return { outcome: 'valid', claims, keyId: jwk.kid };
  } catch {
    return { outcome: 'invalid' };
  }
}

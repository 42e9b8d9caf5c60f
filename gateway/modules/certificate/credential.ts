import { SignJWT } from 'jose';
import { CertificateSource, certificatePublicRoutes } from '../../../contract/certificate.routes';
import { GATEWAY_PREFIX } from '../../http/route';
import type { SigningKey } from './keys';

/*
 * A certificate as an Open Badges 3.0 credential (a W3C verifiable credential, data model 2.0), secured as a
 * VC-JWT: the credential's members are the JWT's claims, with `iss`, `jti`, `nbf` and `exp` beside them, signed
 * EdDSA by the tenant's key. Everything in it comes from the stored award (no signing time), so the same
 * certificate always gives the same token on the same site.
 */

export interface CredentialSource {
  publicId: string;
  certificateId: string;
  certificateNo: string;
  certificateName: string;
  description: string;
  sourceType: number;
  sourceName: string;
  acquireTime: Date;
  expireTime: Date | null;
  holderName: string;
  issuerName: string;
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
/** Whole seconds, as the JWT's claims keep them. */
const iso = (d: Date) => new Date(seconds(d) * 1000).toISOString().replace('.000Z', 'Z');

/** The issuer's id: the address of the call that answers its profile and keys on this site. */
export const issuerIdOf = (origin: string) =>
  `${origin}${GATEWAY_PREFIX}${certificatePublicRoutes.issuer.path}`;

/** Where the credential's standing (revoked or not) is answered. */
const statusUrlOf = (origin: string, code: string) =>
  `${origin}${GATEWAY_PREFIX}${certificatePublicRoutes.verify.path}?code=${code}`;

export function credentialOf(c: CredentialSource, origin: string): Record<string, unknown> {
  const issuerId = issuerIdOf(origin);
  return {
    '@context': [
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ],
    id: `urn:uuid:${c.publicId}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: c.certificateName,
    issuer: { id: issuerId, type: ['Profile'], name: c.issuerName, url: origin },
    validFrom: iso(c.acquireTime),
    ...(c.expireTime ? { validUntil: iso(c.expireTime) } : {}),
    awardedDate: iso(c.acquireTime),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [
        { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: c.holderName },
        {
          type: 'IdentityObject',
          identityType: 'ext:certificateNumber',
          hashed: false,
          identityHash: c.certificateNo,
        },
      ],
      achievement: {
        id: `${issuerId}#achievement-${c.certificateId}`,
        type: ['Achievement'],
        name: c.certificateName,
        description: c.description || c.certificateName,
        criteria: { narrative: c.description || c.certificateName },
      },
    },
    evidence: [
      {
        type: ['Evidence'],
        name: c.sourceName,
        genre: c.sourceType === CertificateSource.granted ? 'grant' : 'completion',
      },
    ],
    credentialStatus: { id: statusUrlOf(origin, c.publicId), type: '1EdTechRevocationList' },
  };
}

/** The signed credential, compact. */
export function signCredential(c: CredentialSource, origin: string, key: SigningKey): Promise<string> {
  const credential = credentialOf(c, origin);
  const jwt = new SignJWT(credential)
    .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: key.kid })
    .setIssuer(issuerIdOf(origin))
    .setJti(credential.id as string)
    .setNotBefore(seconds(c.acquireTime));
  if (c.expireTime) jwt.setExpirationTime(seconds(c.expireTime));
  return jwt.sign(key.privateKey);
}

import type { CertificateIssuer, CertificateStanding } from '../../../contract/certificate';
import type { FailureFields } from '../shared/failure';

/** How a check ended, as the page shows it. */
export type VerifyVerdict =
  /** Signed by this site and held. */
  | 'valid'
  | 'expired'
  | 'revoked'
  /** The signature does not hold: altered, or not issued by this site. */
  | 'forged'
  /** Nothing that reads as a credential was given. */
  | 'unreadable'
  /** No certificate of this site has the code. */
  | 'unknown';

/** What checking a token found: the signature's outcome and, when it holds, the claims (see credential-check). */
export interface VerifyCheck<Claims = unknown> {
  signatureValid: boolean;
  claims: Claims | null;
  keyId: string | null;
  /** The end of the validity the signed claims give (epoch ms), null when it does not end. */
  validUntil: number | null;
  /** Milliseconds the signature check took in the browser. */
  elapsedMs: number;
  /** When it was checked (epoch ms, the browser's clock): the validity is judged by it. */
  checkedAt: number;
}

export interface VerifyLookup {
  issuer: CertificateIssuer;
  /** Null when the site has no certificate of the credential's code. */
  standing: CertificateStanding | null;
  /** The token to check: the one given, or the site's copy of the certificate named by the code. */
  token: string;
}

export interface CertificateVerifyInput {
  /** The code of a verification link; without one the page waits for a credential to check. */
  code?: string;
}

export interface CertificateVerifyContext extends FailureFields {
  code: string | null;
  /** The credential pasted or opened (kept when the check fails, so nothing typed is lost). */
  text: string;
  lookup: VerifyLookup | null;
  check: VerifyCheck | null;
  verdict: VerifyVerdict | null;
}

export type CertificateVerifyEvent =
  { type: 'edit'; text: string } | { type: 'submit' } | { type: 'retry' } | { type: 'reset' };

export type CertificateVerifyTag = 'busy' | 'editing' | 'verdict';

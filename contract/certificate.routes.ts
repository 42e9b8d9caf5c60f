import type { Route } from './route';

/**
 * Certificates (decision 0055): the member's own, the public verification of any, and the administrators'
 * grants and revocations. Free of schemas (see `route.ts`); `certificate.ts` holds the shapes.
 */

/** Where a certificate stands. Held and expired are the spec's; revoked is an administrator's withdrawal. */
export const CertificateStatus = { held: 1, expired: 2, revoked: 3 } as const;
export type CertificateStatus = (typeof CertificateStatus)[keyof typeof CertificateStatus];

/** How it was awarded: on completing its course or task, or by an administrator. */
export const CertificateIssueWay = { automatic: 1, manual: 2 } as const;
export type CertificateIssueWay = (typeof CertificateIssueWay)[keyof typeof CertificateIssueWay];

/** What it was earned in. */
export const CertificateSource = { course: 1, studyTask: 2, granted: 9 } as const;
export type CertificateSource = (typeof CertificateSource)[keyof typeof CertificateSource];

export const certificateRoutes = {
  /** The caller's certificates, newest first; `status` keeps one status. */
  page: { method: 'POST', path: '/user/auth/user/certificate/record/page' },
  /** How many the caller holds, has seen expire and has had revoked. */
  summary: { method: 'POST', path: '/user/auth/user/certificate/record/summary' },
  /** The certificate as a signed Open Badges 3.0 credential (a VC-JWT), to save as JSON. */
  credential: { method: 'POST', path: '/user/auth/user/certificate/credential' },
  /** A short-lived address of the certificate as a PDF. */
  pdfLink: { method: 'POST', path: '/user/auth/user/certificate/pdf/link' },
} as const satisfies Record<string, Route>;

/** Anyone's, without signing in: the site's signing key and a certificate's standing by its code. */
export const certificatePublicRoutes = {
  /** The issuer (the site's company) and its public keys as a JWK set. */
  issuer: { method: 'GET', path: '/user/api/certificate/issuer' },
  /** A certificate's standing and its signed credential, by the code of its verification page. */
  verify: { method: 'GET', path: '/user/api/certificate/verify' },
} as const satisfies Record<string, Route>;

/** The company's administrators: every member's certificates, grants and revocations. */
export const certificateAdminRoutes = {
  definitions: { method: 'POST', path: '/user/admin/certificate/list' },
  page: { method: 'POST', path: '/user/admin/certificate/user/page' },
  grant: { method: 'POST', path: '/user/admin/certificate/user/grant' },
  revoke: { method: 'PUT', path: '/user/admin/certificate/user/revoke' },
} as const satisfies Record<string, Route>;

/** The longest reason of a grant or a revocation. */
export const CERTIFICATE_REASON_MAX = 200;

/** Where the PDF links point (served by the gateway under its base). */
export const CERTIFICATE_PDF_PATH = '/user/api/certificate/pdf';

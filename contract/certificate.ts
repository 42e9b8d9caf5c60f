import { z } from 'zod';
import { endpoint } from './endpoint';
import { count, dateTime, id, pageOf, pageRequest } from './envelope';
import {
  CERTIFICATE_REASON_MAX,
  CertificateIssueWay,
  CertificateSource,
  CertificateStatus,
  certificateAdminRoutes,
  certificatePublicRoutes,
  certificateRoutes,
} from './certificate.routes';

export { CertificateIssueWay, CertificateSource, CertificateStatus } from './certificate.routes';

export const certificateStatus = z.union([
  z.literal(CertificateStatus.held),
  z.literal(CertificateStatus.expired),
  z.literal(CertificateStatus.revoked),
]);
export const certificateIssueWay = z.union([
  z.literal(CertificateIssueWay.automatic),
  z.literal(CertificateIssueWay.manual),
]);
export const certificateSource = z.union([
  z.literal(CertificateSource.course),
  z.literal(CertificateSource.studyTask),
  z.literal(CertificateSource.granted),
]);

/** The verification page's code: a UUID. */
export const certificateCode = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/, { message: 'code' });

/** A certificate as its holder sees it (spec: name, number, origin, acquisition time, issue way, status). */
export const memberCertificate = z.object({
  id,
  certificateName: z.string(),
  certificateNo: z.string(),
  sourceType: certificateSource,
  /** The course or task it was earned in, or the reason of a grant. */
  sourceName: z.string(),
  issueWay: certificateIssueWay,
  acquireTime: dateTime,
  /** Null: it does not expire. */
  expireTime: dateTime.nullable(),
  status: certificateStatus,
  revokeTime: dateTime.nullable(),
  revokeReason: z.string(),
  /** The code of its public verification page. */
  verifyCode: z.string(),
});
export type MemberCertificate = z.infer<typeof memberCertificate>;

export const certificateSummary = z.object({ held: count, expired: count, revoked: count });
export type CertificateSummary = z.infer<typeof certificateSummary>;

/** A public key of the issuer, as a JWK (Ed25519). */
export const issuerJwk = z.object({
  kty: z.literal('OKP'),
  crv: z.literal('Ed25519'),
  x: z.string(),
  kid: z.string(),
  alg: z.literal('EdDSA'),
  use: z.literal('sig'),
});

export const certificateIssuer = z.object({
  /** The issuer's id in its credentials: the address of this call on the site. */
  id: z.string(),
  name: z.string(),
  keys: z.array(issuerJwk),
});
export type CertificateIssuer = z.infer<typeof certificateIssuer>;

export const certificateStanding = z.object({
  status: certificateStatus,
  revokeTime: dateTime.nullable(),
  revokeReason: z.string(),
  /** The signed credential (compact VC-JWT): the page checks its signature against the issuer's keys. */
  credential: z.string(),
});
export type CertificateStanding = z.infer<typeof certificateStanding>;

const byId = z.object({ id });
const reason = z.string().trim().min(1).max(CERTIFICATE_REASON_MAX);

export const certificateApi = {
  page: endpoint({
    ...certificateRoutes.page,
    request: pageRequest.extend({ status: certificateStatus.optional() }),
    response: pageOf(memberCertificate),
  }),
  summary: endpoint({ ...certificateRoutes.summary, request: z.object({}), response: certificateSummary }),
  credential: endpoint({
    ...certificateRoutes.credential,
    request: byId,
    response: z.object({ credential: z.string(), fileName: z.string() }),
  }),
  pdfLink: endpoint({
    ...certificateRoutes.pdfLink,
    request: byId,
    response: z.object({ url: z.string(), fileName: z.string(), expiresIn: z.number().int() }),
  }),
};

export const certificatePublicApi = {
  issuer: endpoint({ ...certificatePublicRoutes.issuer, request: z.object({}), response: certificateIssuer }),
  verify: endpoint({
    ...certificatePublicRoutes.verify,
    request: z.object({ code: certificateCode }),
    response: certificateStanding,
  }),
};

export const certificateDefinition = z.object({
  id,
  name: z.string(),
  description: z.string(),
  /** Null: it does not expire. */
  validMonths: z.number().int().nullable(),
});
export type CertificateDefinition = z.infer<typeof certificateDefinition>;

export const awardedCertificate = memberCertificate.extend({
  userId: id,
  userName: z.string(),
  empNo: z.string(),
});
export type AwardedCertificate = z.infer<typeof awardedCertificate>;

export const certificateAdminApi = {
  definitions: endpoint({
    ...certificateAdminRoutes.definitions,
    request: z.object({}),
    response: z.array(certificateDefinition),
  }),
  page: endpoint({
    ...certificateAdminRoutes.page,
    request: pageRequest.extend({
      status: certificateStatus.optional(),
      /** A holder's name or work number, or a certificate's name or number. */
      keyword: z.string().trim().max(50).optional(),
    }),
    response: pageOf(awardedCertificate),
  }),
  grant: endpoint({
    ...certificateAdminRoutes.grant,
    request: z.object({ certificateId: id, userIds: z.array(id).min(1).max(100), reason }),
    response: z.object({ granted: count }),
  }),
  revoke: endpoint({
    ...certificateAdminRoutes.revoke,
    request: byId.extend({ reason }),
    response: z.null(),
  }),
};

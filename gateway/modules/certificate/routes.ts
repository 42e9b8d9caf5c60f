import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CERTIFICATE_PDF_PATH, CertificateStatus } from '../../../contract/certificate.routes';
import { certificateAdminApi, certificateApi, certificatePublicApi } from '../../../contract/certificate';
import type { Db } from '../../db/client';
import { enterprise, tenant } from '../../db/schema';
import { certificateLink } from '../../db/schema-certificate';
import type { Site } from '../../http/context';
import { issueFileLink, registerDownloadRoute, type DownloadFile } from '../../http/download';
import { BizError } from '../../http/errors';
import { GATEWAY_PREFIX, route, type RouteDeps } from '../../http/route';
import { formatDateTime } from '../../http/time';
import { memberScope } from '../../shared/member-scope';
import { awardedPage, certificateDefinitions, grantCertificate, revokeCertificate } from './admin';
import { issuerIdOf, signCredential } from './credential';
import { signingKey } from './keys';
import { CertificateFontMissing, certificateFontPath, renderCertificatePdf } from './pdf';
import {
  awardByCode,
  awardById,
  credentialSourceOf,
  memberAward,
  memberCertificatePage,
  memberCertificateSummary,
  type AwardRow,
} from './records';

/** PDF links live five minutes: long enough to open, short enough not to be passed around. */
const LINK_TTL_SECONDS = 300;

/** scheme://host[:port] the browser used (forwarded values only when the app trusts its proxy). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The public verification page of a certificate on this site (English pages under /en). */
const verifyPageOf = (origin: string, code: string, locale: 'zh' | 'en') =>
  `${origin}${locale === 'en' ? '/en' : ''}/certificate?code=${code}`;

/** A file name without characters file systems refuse. */
const fileNameOf = (r: AwardRow, ext: string) =>
  `${r.certificateName}-${r.certificateNo}`.replace(/[\\/:*?"<>|\s]+/g, '_') + ext;

/** The issuer's name: the company the site is bound to, else the tenant. */
async function issuerName(db: Db, site: Site): Promise<string> {
  if (site.eid !== null) {
    const [row] = await db
      .select({ name: enterprise.name })
      .from(enterprise)
      .where(and(eq(enterprise.tenantId, site.tenantId), eq(enterprise.id, site.eid)));
    if (row) return row.name;
  }
  const [row] = await db.select({ name: tenant.name }).from(tenant).where(eq(tenant.id, site.tenantId));
  return row?.name ?? '';
}

export function registerCertificateRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const secret = deps.config.secret;

  route(app, certificateApi.page, ({ db, auth, body, now }) =>
    memberCertificatePage(db, memberScope(auth), body, now()),
  );
  route(app, certificateApi.summary, ({ db, auth, now }) =>
    memberCertificateSummary(db, memberScope(auth), now()),
  );
  route(app, certificateApi.credential, async ({ db, auth, body, now, request }) => {
    const scope = memberScope(auth);
    const award = await memberAward(db, scope, body.id, now());
    if (!award) throw new BizError('certificate.notFound');
    if (Number(award.status) === CertificateStatus.revoked) throw new BizError('certificate.revoked');
    const key = await signingKey(db, scope.tenantId, secret);
    return {
      credential: await signCredential(credentialSourceOf(award), originOf(request), key),
      fileName: fileNameOf(award, '.json'),
    };
  });
  route(app, certificateApi.pdfLink, async ({ db, auth, body, now, locale }) => {
    const scope = memberScope(auth);
    const at = now();
    const award = await memberAward(db, scope, body.id, at);
    if (!award) throw new BizError('certificate.notFound');
    if (Number(award.status) === CertificateStatus.revoked) throw new BizError('certificate.revoked');
    try {
      certificateFontPath();
    } catch (err) {
      if (err instanceof CertificateFontMissing) throw new BizError('certificate.pdfUnavailable');
      throw err;
    }
    const token = await issueFileLink(
      db,
      certificateLink,
      { tenantId: scope.tenantId, fileId: award.id, userId: scope.userId },
      at,
      LINK_TTL_SECONDS,
    );
    return {
      url: `${GATEWAY_PREFIX}${CERTIFICATE_PDF_PATH}/${token}?lang=${locale}`,
      fileName: fileNameOf(award, '.pdf'),
      expiresIn: LINK_TTL_SECONDS,
    };
  });

  registerDownloadRoute(
    app,
    deps,
    `${GATEWAY_PREFIX}${CERTIFICATE_PDF_PATH}`,
    'certificate.linkExpired',
    (tenantId, hash, now, request) => certificatePdf(deps.db, tenantId, hash, now, request),
  );

  route(app, certificatePublicApi.issuer, async ({ db, site, request }) => {
    const key = await signingKey(db, site.tenantId, secret);
    return { id: issuerIdOf(originOf(request)), name: await issuerName(db, site), keys: [key.publicJwk] };
  });
  route(app, certificatePublicApi.verify, async ({ db, site, body, now, request }) => {
    const award = await awardByCode(db, site.tenantId, body.code, now());
    if (!award) throw new BizError('certificate.codeUnknown');
    const key = await signingKey(db, site.tenantId, secret);
    return {
      status: Number(award.status) as CertificateStatus,
      revokeTime: award.revokeTime ? formatDateTime(award.revokeTime) : null,
      revokeReason: award.revokeReason,
      credential: await signCredential(credentialSourceOf(award), originOf(request), key),
    };
  });

  route(app, certificateAdminApi.definitions, ({ db, auth }) =>
    certificateDefinitions(db, memberScope(auth)),
  );
  route(app, certificateAdminApi.page, ({ db, auth, body, now }) =>
    awardedPage(db, memberScope(auth), body, now()),
  );
  route(app, certificateAdminApi.grant, ({ db, auth, body, now }) =>
    grantCertificate(db, memberScope(auth), body, now()),
  );
  route(app, certificateAdminApi.revoke, ({ db, auth, body, now }) =>
    revokeCertificate(db, memberScope(auth), body, now()),
  );
}

/** The PDF behind a live link: the holder's own certificate, unless revoked since the link was made. */
async function certificatePdf(
  db: Db,
  tenantId: string,
  tokenHash: string,
  now: Date,
  request: FastifyRequest,
): Promise<DownloadFile | null> {
  const [link] = await db
    .select({ fileId: certificateLink.fileId, userId: certificateLink.userId })
    .from(certificateLink)
    .where(
      and(
        eq(certificateLink.tenantId, tenantId),
        eq(certificateLink.tokenHash, tokenHash),
        gt(certificateLink.expiresAt, now),
      ),
    );
  if (!link) return null;
  const award = await awardById(db, tenantId, link.fileId, link.userId, now);
  if (!award || Number(award.status) === CertificateStatus.revoked) return null;
  const locale = (request.query as { lang?: unknown }).lang === 'en' ? 'en' : 'zh';
  try {
    const content = await renderCertificatePdf({
      locale,
      issuerName: award.issuerName,
      holderName: award.holderName,
      certificateName: award.certificateName,
      certificateNo: award.certificateNo,
      sourceName: award.sourceName,
      issueWay: award.issueWay === 2 ? 'manual' : 'automatic',
      acquireTime: formatDateTime(award.acquireTime),
      expireTime: award.expireTime ? formatDateTime(award.expireTime) : null,
      status: Number(award.status) === CertificateStatus.expired ? 'expired' : 'held',
      verifyUrl: verifyPageOf(originOf(request), award.publicId, locale),
    });
    return {
      fileName: fileNameOf(award, '.pdf'),
      mimeType: 'application/pdf',
      content: Buffer.from(content),
    };
  } catch (err) {
    if (err instanceof CertificateFontMissing) request.log.error({ err: err.message }, 'certificate pdf');
    throw err;
  }
}

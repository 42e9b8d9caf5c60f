import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  CertificateStatus,
  type CertificateIssueWay,
  type CertificateSource,
} from '../../../contract/certificate.routes';
import type { MemberCertificate } from '../../../contract/certificate';
import type { Page } from '../../../contract/envelope';
import type { Db } from '../../db/client';
import { enterprise, enterpriseMember, userAccount } from '../../db/schema';
import { certificate, certificateUser } from '../../db/schema-certificate';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';
import type { CredentialSource } from './credential';
import { statusSql } from './held';

/*
 * Awarded certificates as their holders, the administrators and the public verification read them. The status
 * is worked out from the award at the clock of the call: revoked, else expired once its time has come, else held.
 */

const cu = certificateUser;

/** The columns every reader takes, with the certificate, the holder and the awarding company. */
function awardColumns(now: Date) {
  return {
    id: cu.id,
    tenantId: cu.tenantId,
    enterpriseId: cu.enterpriseId,
    userId: cu.userId,
    certificateId: cu.certificateId,
    certificateNo: cu.certificateNo,
    publicId: cu.publicId,
    sourceType: cu.sourceType,
    sourceName: cu.sourceName,
    issueWay: cu.issueWay,
    acquireTime: cu.acquireTime,
    expireTime: cu.expireTime,
    revokeTime: cu.revokeTime,
    revokeReason: cu.revokeReason,
    certificateName: certificate.name,
    description: certificate.description,
    holderName: userAccount.name,
    empNo: sql<string>`coalesce(${enterpriseMember.empNo}, '')`,
    issuerName: enterprise.name,
    status: statusSql(now),
  };
}

export type AwardRow = Awaited<ReturnType<typeof awardRows>>[number];

/**
 * Awards matching `where` with everything shown of them, newest first; `total` counts every match (a window
 * over the same joins, so a filter on the holder counts as it lists).
 */
export function awardRows(
  db: Db,
  now: Date,
  where: SQL | undefined,
  paging?: { limit: number; offset: number },
) {
  const query = db
    .select({ ...awardColumns(now), total: sql<number>`cast(count(*) over () as int)` })
    .from(cu)
    .innerJoin(certificate, and(eq(certificate.tenantId, cu.tenantId), eq(certificate.id, cu.certificateId)))
    .innerJoin(userAccount, and(eq(userAccount.tenantId, cu.tenantId), eq(userAccount.id, cu.userId)))
    .innerJoin(enterprise, and(eq(enterprise.tenantId, cu.tenantId), eq(enterprise.id, cu.enterpriseId)))
    .leftJoin(
      enterpriseMember,
      and(
        eq(enterpriseMember.tenantId, cu.tenantId),
        eq(enterpriseMember.enterpriseId, cu.enterpriseId),
        eq(enterpriseMember.userId, cu.userId),
      ),
    )
    .where(where)
    .orderBy(desc(cu.acquireTime), desc(cu.id));
  return paging ? query.limit(paging.limit).offset(paging.offset) : query;
}

/** A page of awards and the number of all that match. */
export async function awardPage(
  db: Db,
  now: Date,
  where: SQL | undefined,
  q: { pageCurrent: number; pageSize: number },
): Promise<{ rows: AwardRow[]; total: number }> {
  const rows = await awardRows(db, now, where, { limit: q.pageSize, offset: offsetOf(q) });
  if (rows[0]) return { rows, total: Number(rows[0].total) };
  // Past the last page the window has no row to ride on: count from the first.
  const [first] = q.pageCurrent > 1 ? await awardRows(db, now, where, { limit: 1, offset: 0 }) : [];
  return { rows, total: first ? Number(first.total) : 0 };
}

export function toMemberCertificate(r: AwardRow): MemberCertificate {
  return {
    id: r.id,
    certificateName: r.certificateName,
    certificateNo: r.certificateNo,
    sourceType: r.sourceType as CertificateSource,
    sourceName: r.sourceName,
    issueWay: r.issueWay as CertificateIssueWay,
    acquireTime: formatDateTime(r.acquireTime),
    expireTime: r.expireTime ? formatDateTime(r.expireTime) : null,
    status: Number(r.status) as CertificateStatus,
    revokeTime: r.revokeTime ? formatDateTime(r.revokeTime) : null,
    revokeReason: r.revokeReason,
    verifyCode: r.publicId,
  };
}

export function credentialSourceOf(r: AwardRow): CredentialSource {
  return {
    publicId: r.publicId,
    certificateId: r.certificateId,
    certificateNo: r.certificateNo,
    certificateName: r.certificateName,
    description: r.description,
    sourceType: r.sourceType,
    sourceName: r.sourceName,
    acquireTime: r.acquireTime,
    expireTime: r.expireTime,
    holderName: r.holderName,
    issuerName: r.issuerName,
  };
}

export const ofMember = (scope: MemberScope) =>
  and(eq(cu.tenantId, scope.tenantId), eq(cu.enterpriseId, scope.enterpriseId), eq(cu.userId, scope.userId));

export async function memberCertificatePage(
  db: Db,
  scope: MemberScope,
  q: { pageCurrent: number; pageSize: number; status?: CertificateStatus | undefined },
  now: Date,
): Promise<Page<MemberCertificate>> {
  const where = and(ofMember(scope), q.status === undefined ? undefined : eq(statusSql(now), q.status));
  const { rows, total } = await awardPage(db, now, where, q);
  return pageResult(rows.map(toMemberCertificate), q, total);
}

export async function memberCertificateSummary(db: Db, scope: MemberScope, now: Date) {
  const status = statusSql(now);
  const [row] = await db
    .select({
      held: sql<number>`cast(count(*) filter (where ${status} = ${CertificateStatus.held}) as int)`,
      expired: sql<number>`cast(count(*) filter (where ${status} = ${CertificateStatus.expired}) as int)`,
      revoked: sql<number>`cast(count(*) filter (where ${status} = ${CertificateStatus.revoked}) as int)`,
    })
    .from(cu)
    .where(ofMember(scope));
  return {
    held: Number(row?.held ?? 0),
    expired: Number(row?.expired ?? 0),
    revoked: Number(row?.revoked ?? 0),
  };
}

/** One of the member's awards, or null (another member's, company's or tenant's is not theirs). */
export async function memberAward(
  db: Db,
  scope: MemberScope,
  id: string,
  now: Date,
): Promise<AwardRow | null> {
  const [row] = await awardRows(db, now, and(ofMember(scope), eq(cu.id, id)));
  return row ?? null;
}

/** An award of the tenant by its public code. */
export async function awardByCode(
  db: Db,
  tenantId: string,
  code: string,
  now: Date,
): Promise<AwardRow | null> {
  const [row] = await awardRows(db, now, and(eq(cu.tenantId, tenantId), eq(cu.publicId, code)));
  return row ?? null;
}

/** The administrators' search: a holder's name or work number, or a certificate's name or number. */
export function keywordFilter(keyword: string | undefined): SQL | undefined {
  const k = keyword?.trim();
  if (!k) return undefined;
  const like = `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(userAccount.name, like),
    ilike(enterpriseMember.empNo, like),
    ilike(certificate.name, like),
    ilike(cu.certificateNo, like),
  );
}

/** An award of one member by id (what a PDF link names). */
export async function awardById(
  db: Db,
  tenantId: string,
  id: string,
  userId: string,
  now: Date,
): Promise<AwardRow | null> {
  const [row] = await awardRows(
    db,
    now,
    and(eq(cu.tenantId, tenantId), eq(cu.id, id), eq(cu.userId, userId)),
  );
  return row ?? null;
}

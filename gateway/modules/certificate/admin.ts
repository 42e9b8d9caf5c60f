import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  CertificateIssueWay,
  CertificateSource,
  type CertificateStatus,
} from '../../../contract/certificate.routes';
import type { AwardedCertificate, CertificateDefinition } from '../../../contract/certificate';
import type { Page } from '../../../contract/envelope';
import type { Db } from '../../db/client';
import { enterpriseMember, userAccount } from '../../db/schema';
import { certificate, certificateUser } from '../../db/schema-certificate';
import { BizError } from '../../http/errors';
import { RegisterStatus } from '../../../contract/user';
import type { MemberScope } from '../../shared/member-scope';
import { pageResult } from '../../shared/paging';
import { insertAwards } from './award';
import { statusSql } from './held';
import { awardPage, keywordFilter, toMemberCertificate } from './records';

/*
 * The administrators' side (decision 0055): the company's certificates, every award with its holder, grants by
 * hand and revocations. Everything stays inside the administrator's company.
 */

const cu = certificateUser;
const ofCompany = (scope: MemberScope) =>
  and(eq(cu.tenantId, scope.tenantId), eq(cu.enterpriseId, scope.enterpriseId));

export async function certificateDefinitions(db: Db, scope: MemberScope): Promise<CertificateDefinition[]> {
  return db
    .select({
      id: certificate.id,
      name: certificate.name,
      description: certificate.description,
      validMonths: certificate.validMonths,
    })
    .from(certificate)
    .where(and(eq(certificate.tenantId, scope.tenantId), eq(certificate.enterpriseId, scope.enterpriseId)))
    .orderBy(asc(certificate.id));
}

export async function awardedPage(
  db: Db,
  scope: MemberScope,
  q: {
    pageCurrent: number;
    pageSize: number;
    status?: CertificateStatus | undefined;
    keyword?: string | undefined;
  },
  now: Date,
): Promise<Page<AwardedCertificate>> {
  const where = and(
    ofCompany(scope),
    q.status === undefined ? undefined : eq(statusSql(now), q.status),
    keywordFilter(q.keyword),
  );
  const { rows, total } = await awardPage(db, now, where, q);
  return pageResult(
    rows.map((r) => ({
      ...toMemberCertificate(r),
      userId: r.userId,
      userName: r.holderName,
      empNo: r.empNo,
    })),
    q,
    total,
  );
}

/** Grants a certificate to approved members of the company; each grant is a new award (issued manually). */
export async function grantCertificate(
  db: Db,
  scope: MemberScope,
  q: { certificateId: string; userIds: string[]; reason: string },
  now: Date,
): Promise<{ granted: number }> {
  const [definition] = await db
    .select({ id: certificate.id, validMonths: certificate.validMonths })
    .from(certificate)
    .where(
      and(
        eq(certificate.tenantId, scope.tenantId),
        eq(certificate.enterpriseId, scope.enterpriseId),
        eq(certificate.id, q.certificateId),
      ),
    );
  if (!definition) throw new BizError('certificate.notFound');
  const userIds = [...new Set(q.userIds)];
  const members = await db
    .select({ userId: enterpriseMember.userId })
    .from(enterpriseMember)
    .innerJoin(
      userAccount,
      and(eq(userAccount.tenantId, enterpriseMember.tenantId), eq(userAccount.id, enterpriseMember.userId)),
    )
    .where(
      and(
        eq(enterpriseMember.tenantId, scope.tenantId),
        eq(enterpriseMember.enterpriseId, scope.enterpriseId),
        eq(enterpriseMember.registerStatus, RegisterStatus.approved),
        inArray(enterpriseMember.userId, userIds),
      ),
    );
  if (members.length !== userIds.length) throw new BizError('certificate.memberNotFound');
  let granted = 0;
  await db.transaction(async (tx) => {
    for (const m of members) {
      granted += await insertAwards(
        tx,
        { ...scope, userId: m.userId },
        [
          {
            certificateId: definition.id,
            validMonths: definition.validMonths,
            sourceType: CertificateSource.granted,
            sourceId: null,
            sourceName: q.reason,
            issueWay: CertificateIssueWay.manual,
          },
        ],
        now,
      );
    }
  });
  return { granted };
}

/** Withdraws an award once, with the reason its holder and the verification page show. */
export async function revokeCertificate(
  db: Db,
  scope: MemberScope,
  q: { id: string; reason: string },
  now: Date,
): Promise<null> {
  const rows = await db
    .update(cu)
    .set({ revokeTime: now, revokeReason: q.reason })
    .where(and(ofCompany(scope), eq(cu.id, q.id), isNull(cu.revokeTime)))
    .returning({ id: cu.id });
  if (rows.length > 0) return null;
  const [exists] = await db
    .select({ one: sql`1` })
    .from(cu)
    .where(and(ofCompany(scope), eq(cu.id, q.id)));
  throw new BizError(exists ? 'certificate.alreadyRevoked' : 'certificate.notFound');
}

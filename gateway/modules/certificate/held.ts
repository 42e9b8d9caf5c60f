import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { CertificateStatus } from '../../../contract/certificate.routes';
import type { Db } from '../../db/client';
import { certificateUser } from '../../db/schema-certificate';
import type { MemberScope } from '../../shared/member-scope';

/*
 * How many certificates a member holds: awarded, not revoked, not expired by `at`. The header's count and the
 * certificate ranking read it live, so an expiry or a revocation shows at once, with no counter to keep.
 */

export interface MemberColumns {
  tenantId: SQL;
  enterpriseId: SQL;
  userId: SQL;
}

/** A correlated count for a member named by columns of the outer query. */
export function heldCountSql(m: MemberColumns, at: SQL): SQL<number> {
  return sql<number>`(select cast(count(*) as int) from certificate_user held
    where held.tenant_id = ${m.tenantId} and held.enterprise_id = ${m.enterpriseId} and held.user_id = ${m.userId}
      and held.revoke_time is null and (held.expire_time is null or held.expire_time > ${at}))`;
}

export async function heldCount(db: Db, scope: MemberScope, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`cast(count(*) as int)` })
    .from(certificateUser)
    .where(
      and(
        eq(certificateUser.tenantId, scope.tenantId),
        eq(certificateUser.enterpriseId, scope.enterpriseId),
        eq(certificateUser.userId, scope.userId),
        isNull(certificateUser.revokeTime),
        or(isNull(certificateUser.expireTime), gt(certificateUser.expireTime, now)),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Where an award stands at `now`: revoked, else expired once its time has come, else held. */
export function statusSql(now: Date): SQL<CertificateStatus> {
  const cu = certificateUser;
  return sql<CertificateStatus>`(case when ${cu.revokeTime} is not null then ${CertificateStatus.revoked}
    when ${cu.expireTime} is not null and ${cu.expireTime} <= cast(${now.toISOString()} as timestamptz)
      then ${CertificateStatus.expired}
    else ${CertificateStatus.held} end)`;
}

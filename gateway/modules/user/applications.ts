import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Page } from '../../../contract/envelope';
import { RegisterStatus } from '../../../contract/user';
import type { Db } from '../../db/client';
import { enterprise, enterpriseMember, userAccount } from '../../db/schema';
import type { Auth } from '../../http/context';
import type { Locale } from '../../i18n/locale';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import { enterpriseLabel } from './memberships';

export interface Application {
  id: string;
  name: string;
  phone: string;
  empNo: string;
  enterpriseName: string;
  status: 1 | 2 | 3;
  reason: string;
  gmtCreate: string;
}

function adminCompany(auth: Auth): string {
  // The route layer only lets administrators with a chosen company in; this keeps the type honest.
  if (!auth.enterpriseId) throw new BizError('auth.chooseCompany');
  return auth.enterpriseId;
}

/** The administrator's company's applications (memberships), newest first, optionally of one status. */
export async function applicationPage(
  db: Db,
  auth: Auth,
  locale: Locale,
  request: { pageCurrent: number; pageSize: number; status?: 1 | 2 | 3 | undefined },
): Promise<Page<Application>> {
  const enterpriseId = adminCompany(auth);
  const conditions = [
    eq(enterpriseMember.tenantId, auth.tenantId),
    eq(enterpriseMember.enterpriseId, enterpriseId),
  ];
  if (request.status !== undefined) conditions.push(eq(enterpriseMember.registerStatus, request.status));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(enterpriseMember).where(where);
  const totalCount = total?.n ?? 0;
  const rows = await db
    .select({
      id: enterpriseMember.id,
      name: userAccount.name,
      phone: userAccount.phone,
      empNo: enterpriseMember.empNo,
      reason: enterpriseMember.rejectReason,
      enterpriseName: enterprise.name,
      enterpriseNameEn: enterprise.nameEn,
      status: enterpriseMember.registerStatus,
      gmtCreate: enterpriseMember.gmtCreate,
    })
    .from(enterpriseMember)
    .innerJoin(
      userAccount,
      and(eq(userAccount.tenantId, enterpriseMember.tenantId), eq(userAccount.id, enterpriseMember.userId)),
    )
    .innerJoin(
      enterprise,
      and(
        eq(enterprise.tenantId, enterpriseMember.tenantId),
        eq(enterprise.id, enterpriseMember.enterpriseId),
      ),
    )
    .where(where)
    .orderBy(desc(enterpriseMember.gmtCreate), desc(enterpriseMember.id))
    .limit(request.pageSize)
    .offset((request.pageCurrent - 1) * request.pageSize);
  return {
    list: rows.map((r) => ({
      id: r.id,
      name: r.name,
      phone: r.phone,
      empNo: r.empNo,
      enterpriseName: enterpriseLabel(r.enterpriseName, r.enterpriseNameEn, locale),
      status: r.status === 1 || r.status === 3 ? r.status : RegisterStatus.approved,
      reason: r.status === RegisterStatus.rejected ? r.reason : '',
      gmtCreate: formatDateTime(r.gmtCreate),
    })),
    pageCurrent: request.pageCurrent,
    pageSize: request.pageSize,
    totalCount,
    totalPage: Math.ceil(totalCount / request.pageSize),
  };
}

/** Approves or rejects an application to the administrator's own company. */
export async function auditApplication(
  db: Db,
  auth: Auth,
  request: { id: string; status: 2 | 3; reason?: string | undefined },
  now: Date,
): Promise<void> {
  const enterpriseId = adminCompany(auth);
  const updated = await db
    .update(enterpriseMember)
    .set({
      registerStatus: request.status,
      rejectReason: request.status === RegisterStatus.rejected ? (request.reason ?? '') : '',
      gmtModified: now,
    })
    .where(
      and(
        eq(enterpriseMember.tenantId, auth.tenantId),
        eq(enterpriseMember.enterpriseId, enterpriseId),
        eq(enterpriseMember.id, request.id),
        // Administrators do not decide on their own membership.
        ne(enterpriseMember.userId, auth.userId),
      ),
    )
    .returning({ id: enterpriseMember.id });
  if (updated.length === 0) throw new BizError('user.audit.notFound');
}

/**
 * Approves, at once, those of the given applications to the administrator's company that still await approval;
 * ids already decided, of another company or unknown are passed over. Answers how many were approved.
 */
export async function approveApplications(
  db: Db,
  auth: Auth,
  ids: string[],
  now: Date,
): Promise<{ approved: number }> {
  const enterpriseId = adminCompany(auth);
  const updated = await db
    .update(enterpriseMember)
    .set({ registerStatus: RegisterStatus.approved, rejectReason: '', gmtModified: now })
    .where(
      and(
        eq(enterpriseMember.tenantId, auth.tenantId),
        eq(enterpriseMember.enterpriseId, enterpriseId),
        inArray(enterpriseMember.id, [...new Set(ids)]),
        eq(enterpriseMember.registerStatus, RegisterStatus.awaiting),
        ne(enterpriseMember.userId, auth.userId),
      ),
    )
    .returning({ id: enterpriseMember.id });
  return { approved: updated.length };
}

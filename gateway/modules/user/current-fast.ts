import { sql } from 'drizzle-orm';
import type { SessionUser } from '../../../contract/user';
import { RegisterStatus } from '../../../contract/user';
import type { Locale } from '../../i18n/locale';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../shared/prepared';
import { heldCountSql } from '../certificate/held';
import { maskPhone } from './accounts';
import { enterpriseLabel } from './memberships';

interface CurrentRow {
  id: string;
  name: string;
  phone: string;
  head_portrait: string;
  enterprise_id: string | null;
  emp_no: string | null;
  is_admin: number | null;
  user_type: number | null;
  credit_hour: string | number | null;
  certificate_count: number | null;
  enterprise_name: string | null;
  enterprise_name_en: string | null;
  enterprise_logo: string | null;
}

/*
 * The signed-in user in one statement: the token (live, unrevoked, of the site's tenant), the account and the
 * approved membership of the token's company. Nothing about the token is cached, so a sign-out or revocation
 * refuses the very next request. The token is found by its key; the account and membership by theirs.
 */
const currentStatement = preparedStatement<CurrentRow>(
  'user_current_view',
  sql`select a.id, a.name, a.phone, a.head_portrait, m.enterprise_id, m.emp_no, m.is_admin, m.user_type,
        m.credit_hour, ${heldCountSql(
          { tenantId: sql`m.tenant_id`, enterpriseId: sql`m.enterprise_id`, userId: sql`m.user_id` },
          sql`cast(${sql.placeholder('now')} as timestamptz)`,
        )} as certificate_count, e.name as enterprise_name, e.name_en as enterprise_name_en,
        e.logo as enterprise_logo
      from session_token s
      join user_account a on a.tenant_id = s.tenant_id and a.id = s.user_id
      left join enterprise_member m on m.tenant_id = s.tenant_id and m.enterprise_id = s.enterprise_id
        and m.user_id = s.user_id and m.register_status = ${RegisterStatus.approved}
      left join enterprise e on e.tenant_id = m.tenant_id and e.id = m.enterprise_id
      where s.token_hash = ${sql.placeholder('tokenHash')}
        and s.tenant_id = cast(${sql.placeholder('tenantId')} as bigint)
        and s.revoked_at is null and s.expires_at > cast(${sql.placeholder('now')} as timestamptz)
      limit 1`,
);

/** A GET with no query fields is plain; anything else takes the ordinary path (schema, messages). */
export function readEmptyQuery(input: unknown): Record<string, never> | null {
  if (typeof input !== 'object' || input === null) return null;
  for (const _ in input) return null;
  return {};
}

/**
 * `currentUser` for a live token, or null when the token does not hold (missing, revoked, expired, another
 * tenant's) or the account is gone: the ordinary path then answers with its own code and message.
 */
export async function currentUserFast(
  db: Db,
  tenantId: string,
  tokenHash: string,
  locale: Locale,
  now: Date,
): Promise<SessionUser | null> {
  const [row] = await currentStatement(db, { tokenHash, tenantId, now: now.toISOString() });
  if (!row) return null;
  const member = row.enterprise_id !== null;
  return {
    id: String(row.id),
    name: row.name,
    phone: maskPhone(row.phone),
    empNo: row.emp_no ?? '',
    headPortrait: row.head_portrait,
    isAdmin: Number(row.is_admin) === 1 ? 1 : 0,
    userType: member ? Number(row.user_type) : 1,
    creditHour: member ? Number(row.credit_hour) : 0,
    certificateCount: member ? Number(row.certificate_count) : 0,
    enterpriseId: member ? String(row.enterprise_id) : null,
    enterpriseName: member
      ? enterpriseLabel(row.enterprise_name ?? '', row.enterprise_name_en ?? '', locale)
      : '',
    enterpriseLogo: row.enterprise_logo ?? '',
  };
}

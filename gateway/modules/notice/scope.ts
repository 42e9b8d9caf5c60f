import type { Page } from '../../../contract/envelope';
import type { Auth } from '../../http/context';
import { BizError } from '../../http/errors';

/** Whose rows a call may touch: one member (user) of one company of one tenant. */
export interface MemberScope {
  tenantId: string;
  enterpriseId: string;
  userId: string;
}

/** `auth` endpoints always carry a caller with a chosen company (the route layer refuses them otherwise). */
export function memberScope(auth: Auth | null): MemberScope {
  if (auth === null) throw new BizError('auth.tokenMissing', {}, 301);
  if (auth.enterpriseId === null) throw new BizError('auth.chooseCompany');
  return { tenantId: auth.tenantId, enterpriseId: auth.enterpriseId, userId: auth.userId };
}

export function offsetOf(page: { pageCurrent: number; pageSize: number }): number {
  return (page.pageCurrent - 1) * page.pageSize;
}

export function pageResult<T>(
  list: T[],
  page: { pageCurrent: number; pageSize: number },
  totalCount: number,
): Page<T> {
  return {
    list,
    pageCurrent: page.pageCurrent,
    pageSize: page.pageSize,
    totalCount,
    totalPage: Math.ceil(totalCount / page.pageSize),
  };
}

import type { Auth } from '../http/context';
import { BizError } from '../http/errors';

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

import type { Route } from './route';

/**
 * Users: signing in and out, the caller and their companies (the calls the start-up and the session make;
 * the forms' own calls are in `user-forms.routes.ts`). Values the portal needs at run time live
 * here, free of schemas (see `route.ts`); `user.ts` holds the shapes.
 */

/** Why an SMS code is sent; a code is only good for the purpose it was sent for. */
export const SmsPurpose = { login: 1, register: 2, resetPassword: 3 } as const;

/** Registration states (spec: applied and awaiting approval, approved, not approved). */
export const RegisterStatus = { awaiting: 1, approved: 2, rejected: 3 } as const;

/** The longest reason an administrator may give for not approving an application. */
export const MAX_REJECT_REASON = 200;

/** QR sign-in ticket states. */
export const QrStatus = { waiting: 1, scanned: 2, confirmed: 3, expired: 4, cancelled: 5 } as const;

export const userRoutes = {
  loginByPassword: { method: 'POST', path: '/user/api/user/info/login/pwd' },
  loginByEmpNo: { method: 'POST', path: '/user/api/user/info/emp/no/pwd' },
  loginBySmsCode: { method: 'POST', path: '/user/api/user/login/verification/code' },
  currentUser: { method: 'GET', path: '/user/auth/user/current/view', noEnterprise: true },
  logout: { method: 'PUT', path: '/user/auth/user/logout', noEnterprise: true },
  enterpriseList: { method: 'POST', path: '/user/auth/user/enterprise/list', noEnterprise: true },
  /** Issues a new token for the chosen company and revokes the one used to ask. */
  chooseEnterprise: { method: 'POST', path: '/user/auth/user/choose/enterprise', noEnterprise: true },
  footerInfo: { method: 'POST', path: '/user/api/user/footer/info' },
} as const satisfies Record<string, Route>;

/** Back-office calls this slice needs so approvals can happen (administrators only). */
export const userAdminRoutes = {
  registerPage: { method: 'POST', path: '/user/admin/user/register/page' },
  registerAudit: { method: 'PUT', path: '/user/admin/user/register/audit' },
  /** Approves several applications awaiting approval at once. */
  registerApprove: { method: 'PUT', path: '/user/admin/user/register/approve' },
} as const satisfies Record<string, Route>;

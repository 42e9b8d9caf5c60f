import type { Route } from './route';

/**
 * Users: sign-in, sign-up, passwords and the caller's companies. Values the portal needs at run time live
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
  /** Image captcha (SVG); answer it with `captchaId` + `captchaCode` on the next sign-in. */
  imageCaptcha: { method: 'GET', path: '/user/api/user/image/verification/code' },
  sendSmsCode: { method: 'POST', path: '/user/api/user/send/verification/code' },
  checkSmsCode: { method: 'POST', path: '/user/api/user/check/verification/code' },
  checkPhoneExist: { method: 'GET', path: '/user/api/user/check/phone/exist' },
  loginByPassword: { method: 'POST', path: '/user/api/user/info/login/pwd' },
  loginByEmpNo: { method: 'POST', path: '/user/api/user/info/emp/no/pwd' },
  loginBySmsCode: { method: 'POST', path: '/user/api/user/login/verification/code' },
  /** Starts a QR sign-in; `qrContent` is what the QR code encodes (the provider's or the demo confirm page). */
  qrTicket: { method: 'POST', path: '/user/api/user/qr/ticket' },
  /** Polled by the portal; `signIn` is present once, when the phone has confirmed. */
  qrStatus: { method: 'GET', path: '/user/api/user/qr/status' },
  /** The phone app's part: mark the ticket scanned, then confirm (or cancel) as one of the site's users. */
  qrConfirm: { method: 'POST', path: '/user/api/user/qr/confirm' },
  /** Companies open for sign-up on this site. */
  registerEnterpriseList: { method: 'POST', path: '/user/api/user/register/enterprise/list' },
  register: { method: 'POST', path: '/user/api/user/register' },
  /** Where an application stands, proven by phone + password. */
  registerStatus: { method: 'POST', path: '/user/api/user/register/status' },
  resetPassword: { method: 'PUT', path: '/user/api/user/reset/password' },
  updatePassword: { method: 'PUT', path: '/user/auth/user/update/password', noEnterprise: true },
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

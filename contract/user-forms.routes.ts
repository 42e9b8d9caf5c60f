import type { Route } from './route';

/**
 * The user calls only the sign-in, sign-up, password and QR forms make. They are kept apart from
 * `user.routes.ts`, whose routes the start-up bundle carries, so that the forms' pages carry these.
 */
export const userFormRoutes = {
  /** Image captcha (SVG); answer it with `captchaId` + `captchaCode` on the next sign-in. */
  imageCaptcha: { method: 'GET', path: '/user/api/user/image/verification/code' },
  sendSmsCode: { method: 'POST', path: '/user/api/user/send/verification/code' },
  checkSmsCode: { method: 'POST', path: '/user/api/user/check/verification/code' },
  checkPhoneExist: { method: 'GET', path: '/user/api/user/check/phone/exist' },
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
} as const satisfies Record<string, Route>;

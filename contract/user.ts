import { z } from 'zod';
import { endpoint } from './endpoint';
import { dateTime, flag, id, pageOf, pageRequest } from './envelope';
import { captchaFields, empNo, password, passwordInput, personName, phone, smsCode } from './rules';

/** Why an SMS code is sent; a code is only good for the purpose it was sent for. */
export const SmsPurpose = { login: 1, register: 2, resetPassword: 3 } as const;
const smsPurpose = z.union([z.literal(1), z.literal(2), z.literal(3)], { message: 'smsPurpose.invalid' });

/** Registration states (spec: applied and awaiting approval, approved, not approved). */
export const RegisterStatus = { awaiting: 1, approved: 2, rejected: 3 } as const;
const registerStatus = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** QR sign-in ticket states. */
export const QrStatus = { waiting: 1, scanned: 2, confirmed: 3, expired: 4, cancelled: 5 } as const;
const qrStatus = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
export const qrProvider = z.enum(['wecom', 'dingtalk'], { message: 'qrProvider.invalid' });
export type QrProvider = z.infer<typeof qrProvider>;

/**
 * What every successful sign-in answers. `chooseEnterprise` is 1 when the user belongs to several companies
 * and the site is not bound to one: the token then only serves the company calls until one is chosen.
 */
export const signIn = z.object({ token: z.string(), chooseEnterprise: flag });
export type SignIn = z.infer<typeof signIn>;

export const sessionUser = z.object({
  id,
  name: z.string(),
  /** Masked, e.g. 138****0001. */
  phone: z.string(),
  empNo: z.string(),
  headPortrait: z.string(),
  isAdmin: flag,
  /** 1 learner, 2 lecturer, 3 institution user. */
  userType: z.number().int(),
  creditHour: z.number(),
  certificateCount: z.number().int(),
  /** The chosen company; null until one is chosen. */
  enterpriseId: id.nullable(),
  enterpriseName: z.string(),
  enterpriseLogo: z.string(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const enterprise = z.object({ id, name: z.string(), logo: z.string(), current: flag });
export type Enterprise = z.infer<typeof enterprise>;

const passwordPair = { password, confirmPassword: z.string({ message: 'password.required' }) };
const matching = <T extends { password: string; confirmPassword: string }>(v: T) =>
  v.password === v.confirmPassword;
const mismatch = { message: 'password.mismatch', path: ['confirmPassword'] };

export const userApi = {
  /** Image captcha (SVG); answer it with `captchaId` + `captchaCode` on the next sign-in. */
  imageCaptcha: endpoint({
    method: 'GET',
    path: '/user/api/user/image/verification/code',
    request: z.object({}),
    response: z.object({ captchaId: z.string(), image: z.string() }),
  }),
  sendSmsCode: endpoint({
    method: 'POST',
    path: '/user/api/user/send/verification/code',
    request: z.object({ phone, type: smsPurpose }),
    /** Seconds until another code may be sent. */
    response: z.object({ resendAfter: z.number().int() }),
  }),
  checkSmsCode: endpoint({
    method: 'POST',
    path: '/user/api/user/check/verification/code',
    request: z.object({ phone, code: smsCode, type: smsPurpose }),
    response: z.null(),
  }),
  checkPhoneExist: endpoint({
    method: 'GET',
    path: '/user/api/user/check/phone/exist',
    request: z.object({ phone }),
    response: z.object({ exist: flag }),
  }),
  loginByPassword: endpoint({
    method: 'POST',
    path: '/user/api/user/info/login/pwd',
    request: z.object({ phone, password: passwordInput, ...captchaFields }),
    response: signIn,
  }),
  loginByEmpNo: endpoint({
    method: 'POST',
    path: '/user/api/user/info/emp/no/pwd',
    request: z.object({ empNo, password: passwordInput, ...captchaFields }),
    response: signIn,
  }),
  loginBySmsCode: endpoint({
    method: 'POST',
    path: '/user/api/user/login/verification/code',
    request: z.object({ phone, code: smsCode }),
    response: signIn,
  }),
  /** Starts a QR sign-in; `qrContent` is what the QR code encodes (the provider's or the demo confirm page). */
  qrTicket: endpoint({
    method: 'POST',
    path: '/user/api/user/qr/ticket',
    request: z.object({ provider: qrProvider }),
    response: z.object({ ticket: z.string(), qrContent: z.string(), expiresIn: z.number().int() }),
  }),
  /** Polled by the portal; `signIn` is present once, when the phone has confirmed. */
  qrStatus: endpoint({
    method: 'GET',
    path: '/user/api/user/qr/status',
    request: z.object({ ticket: z.string().min(1).max(128) }),
    response: z.object({ status: qrStatus, expiresIn: z.number().int(), signIn: signIn.nullable() }),
  }),
  /** The phone app's part: mark the ticket scanned, then confirm (or cancel) as one of the site's users. */
  qrConfirm: endpoint({
    method: 'POST',
    path: '/user/api/user/qr/confirm',
    request: z.object({
      ticket: z.string().min(1).max(128),
      action: z.enum(['scan', 'confirm', 'cancel']),
      /** The account the phone app is signed in as (demo provider). */
      phone: phone.optional(),
    }),
    response: z.object({ status: qrStatus }),
  }),
  /** Companies open for sign-up on this site. */
  registerEnterpriseList: endpoint({
    method: 'POST',
    path: '/user/api/user/register/enterprise/list',
    request: z.object({}),
    response: z.array(z.object({ id, name: z.string(), approval: flag })),
  }),
  register: endpoint({
    method: 'POST',
    path: '/user/api/user/register',
    request: z
      .object({ phone, code: smsCode, name: personName, enterpriseId: id.optional(), ...passwordPair })
      .refine(matching, mismatch),
    response: z.object({ status: registerStatus }),
  }),
  /** Where an application stands, proven by phone + password. */
  registerStatus: endpoint({
    method: 'POST',
    path: '/user/api/user/register/status',
    request: z.object({ phone, password: passwordInput }),
    response: z.object({ status: registerStatus, enterpriseName: z.string(), reason: z.string() }),
  }),
  resetPassword: endpoint({
    method: 'PUT',
    path: '/user/api/user/reset/password',
    request: z.object({ phone, code: smsCode, ...passwordPair }).refine(matching, mismatch),
    response: z.null(),
  }),
  updatePassword: endpoint({
    method: 'PUT',
    path: '/user/auth/user/update/password',
    request: z.object({ oldPassword: passwordInput, ...passwordPair }).refine(matching, mismatch),
    response: z.null(),
    noEnterprise: true,
  }),
  currentUser: endpoint({
    method: 'GET',
    path: '/user/auth/user/current/view',
    request: z.object({}),
    response: sessionUser,
    noEnterprise: true,
  }),
  logout: endpoint({
    method: 'PUT',
    path: '/user/auth/user/logout',
    request: z.object({}),
    response: z.null(),
    noEnterprise: true,
  }),
  enterpriseList: endpoint({
    method: 'POST',
    path: '/user/auth/user/enterprise/list',
    request: z.object({}),
    response: z.array(enterprise),
    noEnterprise: true,
  }),
  /** Issues a new token for the chosen company and revokes the one used to ask. */
  chooseEnterprise: endpoint({
    method: 'POST',
    path: '/user/auth/user/choose/enterprise',
    request: z.object({ enterpriseId: id }),
    response: signIn,
    noEnterprise: true,
  }),
  footerInfo: endpoint({
    method: 'POST',
    path: '/user/api/user/footer/info',
    request: z.object({}),
    response: z.object({
      companyName: z.string(),
      copyright: z.string(),
      icp: z.string(),
      address: z.string(),
      phone: z.string(),
      email: z.string(),
      links: z.array(z.object({ name: z.string(), url: z.string() })),
    }),
  }),
};

/** Back-office calls this slice needs so approvals can happen (administrators only). */
export const userAdminApi = {
  registerPage: endpoint({
    method: 'POST',
    path: '/user/admin/user/register/page',
    request: pageRequest.extend({ status: registerStatus.optional() }),
    response: pageOf(
      z.object({
        id,
        name: z.string(),
        phone: z.string(),
        enterpriseName: z.string(),
        status: registerStatus,
        gmtCreate: dateTime,
      }),
    ),
  }),
  registerAudit: endpoint({
    method: 'PUT',
    path: '/user/admin/user/register/audit',
    request: z.object({
      id,
      status: z.union([z.literal(2), z.literal(3)]),
      reason: z.string().trim().max(200).optional(),
    }),
    response: z.null(),
  }),
};

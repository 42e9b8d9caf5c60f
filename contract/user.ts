import { z } from 'zod';
import { endpoint } from './endpoint';
import { dateTime, flag, id, MAX_PAGE_SIZE, pageOf, pageRequest } from './envelope';
import { captchaFields, empNo, passwordInput, personName, phone, smsCode } from './rules';
import { passwordMismatch, passwordPair, passwordsMatch } from './user-forms';
import { userFormRoutes } from './user-forms.routes';
import { MAX_REJECT_REASON, userAdminRoutes, userRoutes } from './user.routes';

export { MAX_REJECT_REASON, QrStatus, RegisterStatus, SmsPurpose } from './user.routes';

const smsPurpose = z.union([z.literal(1), z.literal(2), z.literal(3)], { message: 'smsPurpose.invalid' });

const registerStatus = z.union([z.literal(1), z.literal(2), z.literal(3)]);

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

export const userApi = {
  /** Image captcha (SVG); answer it with `captchaId` + `captchaCode` on the next sign-in. */
  imageCaptcha: endpoint({
    ...userFormRoutes.imageCaptcha,
    request: z.object({}),
    response: z.object({ captchaId: z.string(), image: z.string() }),
  }),
  sendSmsCode: endpoint({
    ...userFormRoutes.sendSmsCode,
    request: z.object({ phone, type: smsPurpose }),
    /** Seconds until another code may be sent. */
    response: z.object({ resendAfter: z.number().int() }),
  }),
  checkSmsCode: endpoint({
    ...userFormRoutes.checkSmsCode,
    request: z.object({ phone, code: smsCode, type: smsPurpose }),
    response: z.null(),
  }),
  checkPhoneExist: endpoint({
    ...userFormRoutes.checkPhoneExist,
    request: z.object({ phone }),
    response: z.object({ exist: flag }),
  }),
  loginByPassword: endpoint({
    ...userRoutes.loginByPassword,
    request: z.object({ phone, password: passwordInput, ...captchaFields }),
    response: signIn,
  }),
  loginByEmpNo: endpoint({
    ...userRoutes.loginByEmpNo,
    request: z.object({ empNo, password: passwordInput, ...captchaFields }),
    response: signIn,
  }),
  loginBySmsCode: endpoint({
    ...userRoutes.loginBySmsCode,
    request: z.object({ phone, code: smsCode }),
    response: signIn,
  }),
  /** Starts a QR sign-in; `qrContent` is what the QR code encodes (the provider's or the demo confirm page). */
  qrTicket: endpoint({
    ...userFormRoutes.qrTicket,
    request: z.object({ provider: qrProvider }),
    response: z.object({ ticket: z.string(), qrContent: z.string(), expiresIn: z.number().int() }),
  }),
  /** Polled by the portal; `signIn` is present once, when the phone has confirmed. */
  qrStatus: endpoint({
    ...userFormRoutes.qrStatus,
    request: z.object({ ticket: z.string().min(1).max(128) }),
    response: z.object({ status: qrStatus, expiresIn: z.number().int(), signIn: signIn.nullable() }),
  }),
  /** The phone app's part: mark the ticket scanned, then confirm (or cancel) as one of the site's users. */
  qrConfirm: endpoint({
    ...userFormRoutes.qrConfirm,
    request: z.object({
      ticket: z.string().min(1).max(128),
      action: z.enum(['scan', 'confirm', 'cancel']),
      /** The account the phone app is signed in as (demo provider). */
      phone: z.optional(phone),
    }),
    response: z.object({ status: qrStatus }),
  }),
  /** Companies open for sign-up on this site. */
  registerEnterpriseList: endpoint({
    ...userFormRoutes.registerEnterpriseList,
    request: z.object({}),
    response: z.array(z.object({ id, name: z.string(), approval: flag })),
  }),
  register: endpoint({
    ...userFormRoutes.register,
    request: z
      .object({ phone, code: smsCode, name: personName, enterpriseId: id.optional(), ...passwordPair })
      .refine(passwordsMatch, passwordMismatch),
    response: z.object({ status: registerStatus }),
  }),
  /** Where an application stands, proven by phone + password. */
  registerStatus: endpoint({
    ...userFormRoutes.registerStatus,
    request: z.object({ phone, password: passwordInput }),
    response: z.object({ status: registerStatus, enterpriseName: z.string(), reason: z.string() }),
  }),
  resetPassword: endpoint({
    ...userFormRoutes.resetPassword,
    request: z
      .object({ phone, code: smsCode, ...passwordPair, ...captchaFields })
      .refine(passwordsMatch, passwordMismatch),
    response: z.null(),
  }),
  updatePassword: endpoint({
    ...userFormRoutes.updatePassword,
    request: z
      .object({ oldPassword: passwordInput, ...passwordPair, ...captchaFields })
      .refine(passwordsMatch, passwordMismatch),
    response: z.null(),
  }),
  currentUser: endpoint({
    ...userRoutes.currentUser,
    request: z.object({}),
    response: sessionUser,
  }),
  logout: endpoint({
    ...userRoutes.logout,
    request: z.object({}),
    response: z.null(),
  }),
  enterpriseList: endpoint({
    ...userRoutes.enterpriseList,
    request: z.object({}),
    response: z.array(enterprise),
  }),
  /** Issues a new token for the chosen company and revokes the one used to ask. */
  chooseEnterprise: endpoint({
    ...userRoutes.chooseEnterprise,
    request: z.object({ enterpriseId: id }),
    response: signIn,
  }),
  footerInfo: endpoint({
    ...userRoutes.footerInfo,
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
    ...userAdminRoutes.registerPage,
    request: pageRequest.extend({ status: registerStatus.optional() }),
    response: pageOf(
      z.object({
        id,
        name: z.string(),
        phone: z.string(),
        /** The work number the company keeps for the member (empty when none). */
        empNo: z.string(),
        enterpriseName: z.string(),
        status: registerStatus,
        /** Why it was not approved, as the applicant sees it (empty otherwise). */
        reason: z.string(),
        gmtCreate: dateTime,
      }),
    ),
  }),
  registerAudit: endpoint({
    ...userAdminRoutes.registerAudit,
    request: z
      .object({
        id,
        status: z.union([z.literal(2), z.literal(3)]),
        reason: z.string().trim().max(MAX_REJECT_REASON).optional(),
      })
      // The applicant is told why, and may apply again knowing it.
      .refine((v) => v.status !== 3 || (v.reason ?? '') !== '', {
        message: 'user.audit.reasonRequired',
        path: ['reason'],
      }),
    response: z.null(),
  }),
  registerApprove: endpoint({
    ...userAdminRoutes.registerApprove,
    request: z.object({ ids: z.array(id).min(1).max(MAX_PAGE_SIZE) }),
    /** How many were awaiting approval and are now approved (the others were decided already). */
    response: z.object({ approved: z.number().int().min(0) }),
  }),
};

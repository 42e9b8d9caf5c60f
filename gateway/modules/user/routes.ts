import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { SmsPurpose, userAdminApi, userApi, type QrProvider } from '../../../contract/user';
import { website } from '../../db/schema';
import type { Site } from '../../http/context';
import type { Db } from '../../db/client';
import { BizError } from '../../http/errors';
import { demoHookAllowed } from '../../http/loopback';
import { route, type RouteDeps } from '../../http/route';
import { findAccountByPhone } from './accounts';
import { applicationPage, approveApplications, auditApplication } from './applications';
import { createCaptcha } from './captcha';
import { footerInfo } from './footer';
import { clearAccountFailures } from './login-guard';
import { completeSignIn } from './memberships';
import { resetPassword, updatePassword } from './password-change';
import { empNoPasswordSignIn, phonePasswordSignIn, signInScope } from './password-sign-in';
import { qrDriverFor } from './qr-providers';
import { registerQrPages } from './qr-pages';
import { actOnTicket, createTicket, ticketStatus } from './qr-tickets';
import { hitRateLimit } from './rate-limit';
import { applicationStatus, openEnterprises, register } from './registration';
import { currentUserFast, readEmptyQuery } from './current-fast';
import { chooseEnterprise, currentUser, enterpriseList, logout } from './session';
import { smsSenderFor } from './sms';
import { sendCode, verifyCode } from './sms-codes';
import { registerDemoCaptcha } from './demo-captcha';
import { registerSmsOutbox } from './sms-outbox';

const MINUTE_MS = 60_000;
/** Per-address allowances for the cheap public calls (they reveal or create something). */
const PHONE_EXIST_PER_MINUTE = 30;
const CAPTCHA_PER_MINUTE = 60;
const QR_TICKETS_PER_MINUTE = 30;

async function limitByIp(db: Db, tenantId: string, name: string, ip: string, perMinute: number, now: Date) {
  const verdict = await hitRateLimit(
    db,
    tenantId,
    { key: `${name}:ip:${ip}`, windowMs: MINUTE_MS, limit: perMinute },
    now,
  );
  if (!verdict.allowed) throw new BizError('user.tooManyRequests');
}

/** scheme://host[:port] the browser used (forwarded values only when the app trusts its proxy). */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

async function siteQrProviders(db: Db, site: Site): Promise<string[]> {
  const rows = await db
    .select({ qrProviders: website.qrProviders })
    .from(website)
    .where(and(eq(website.tenantId, site.tenantId), eq(website.id, site.id)))
    .limit(1);
  return rows[0]?.qrProviders ?? [];
}

export function registerUserRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const sms = smsSenderFor(deps.config);

  route(app, userApi.imageCaptcha, async ({ db, site, ip, now }) => {
    await limitByIp(db, site.tenantId, 'captcha', ip, CAPTCHA_PER_MINUTE, now());
    return createCaptcha(db, site.tenantId, now(), deps.config.demo);
  });

  route(app, userApi.sendSmsCode, ({ db, site, body, ip, now, t }) =>
    sendCode(db, {
      tenantId: site.tenantId,
      phone: body.phone,
      purpose: body.type,
      ip,
      now: now(),
      sender: sms,
      text: (code) => t('user.sms.text', { code }),
    }),
  );

  route(app, userApi.checkSmsCode, async ({ db, site, body, now }) => {
    await verifyCode(db, {
      tenantId: site.tenantId,
      phone: body.phone,
      purpose: body.type,
      code: body.code,
      now: now(),
      consume: false,
    });
    return null;
  });

  route(app, userApi.checkPhoneExist, async ({ db, site, body, ip, now }) => {
    await limitByIp(db, site.tenantId, 'phone-exist', ip, PHONE_EXIST_PER_MINUTE, now());
    return { exist: (await findAccountByPhone(db, site.tenantId, body.phone)) ? 1 : 0 };
  });

  route(app, userApi.loginByPassword, ({ db, site, body, ip, now, config }) =>
    phonePasswordSignIn({
      db,
      site,
      ip,
      now: now(),
      cost: config.passwordCost,
      subject: body.phone,
      password: body.password,
      captcha: { captchaId: body.captchaId, captchaCode: body.captchaCode },
    }),
  );

  route(app, userApi.loginByEmpNo, ({ db, site, body, ip, now, config }) =>
    empNoPasswordSignIn({
      db,
      site,
      ip,
      now: now(),
      cost: config.passwordCost,
      subject: body.empNo,
      password: body.password,
      captcha: { captchaId: body.captchaId, captchaCode: body.captchaCode },
    }),
  );

  route(app, userApi.loginBySmsCode, async ({ db, site, body, now }) => {
    const at = now();
    const account = await findAccountByPhone(db, site.tenantId, body.phone);
    if (!account) throw new BizError('user.phone.notRegistered');
    await verifyCode(db, {
      tenantId: site.tenantId,
      phone: body.phone,
      purpose: SmsPurpose.login,
      code: body.code,
      now: at,
      consume: true,
    });
    if (account.statusId !== 1) throw new BizError('user.signIn.disabled');
    // Holding the phone proves more than a password: it also lifts a lock left by password guesses.
    await clearAccountFailures(db, site.tenantId, account.id);
    return completeSignIn(db, signInScope(site), account.id, at);
  });

  route(app, userApi.qrTicket, async ({ db, site, body, ip, now, config, request }) => {
    await limitByIp(db, site.tenantId, 'qr-ticket', ip, QR_TICKETS_PER_MINUTE, now());
    if (!(await siteQrProviders(db, site)).includes(body.provider))
      throw new BizError('user.qr.providerUnavailable');
    const driver = qrDriverFor(body.provider, { demo: config.demo });
    if (!driver) throw new BizError('user.qr.notConfigured');
    return createTicket(db, site, driver, originOf(request), now());
  });

  route(app, userApi.qrStatus, ({ db, site, body, now }) => ticketStatus(db, site, body.ticket, now()));

  route(app, userApi.qrConfirm, ({ db, site, body, now, config, request }) => {
    // The demo confirm stands in for the phone app and names any account: only a client on this machine may
    // use it, and anyone else is answered as if the demo were off.
    const demo = demoHookAllowed(request, config);
    return actOnTicket(db, site.tenantId, body.ticket, body.action, body.phone, now(), (provider) => {
      // Real providers confirm through their callback; only demo tickets may be confirmed by a page we serve.
      if (qrDriverFor(provider as QrProvider, { demo })?.kind !== 'demo') {
        throw new BizError('user.qr.confirmNotAllowed');
      }
    });
  });

  route(app, userApi.registerEnterpriseList, ({ db, site, locale }) => openEnterprises(db, site, locale));

  route(app, userApi.register, ({ db, site, locale, body, now, config }) =>
    register(
      db,
      site,
      locale,
      {
        phone: body.phone,
        code: body.code,
        name: body.name,
        password: body.password,
        enterpriseId: body.enterpriseId,
      },
      now(),
      config.passwordCost,
    ),
  );

  route(app, userApi.registerStatus, ({ db, site, locale, body, ip, now, config }) =>
    applicationStatus(
      db,
      site,
      locale,
      { phone: body.phone, password: body.password, ip, cost: config.passwordCost },
      now(),
    ),
  );

  route(app, userApi.resetPassword, async ({ db, site, body, ip, now, config }) => {
    const captcha = { captchaId: body.captchaId, captchaCode: body.captchaCode };
    await resetPassword(
      db,
      site.tenantId,
      { phone: body.phone, code: body.code, password: body.password },
      { ip, captcha, now: now(), cost: config.passwordCost },
    );
    return null;
  });

  route(app, userApi.updatePassword, async ({ db, auth, body, ip, now, config }) => {
    const captcha = { captchaId: body.captchaId, captchaCode: body.captchaCode };
    await updatePassword(
      db,
      authOf(auth),
      { oldPassword: body.oldPassword, password: body.password },
      { ip, captcha, now: now(), cost: config.passwordCost },
    );
    return null;
  });

  route(
    app,
    userApi.currentUser,
    ({ db, auth, locale, now }) => currentUser(db, authOf(auth), locale, now()),
    {
      parse: readEmptyQuery,
      run: ({ db, site, tokenHash, locale, now }) =>
        currentUserFast(db, site.tenantId, tokenHash, locale, now),
    },
  );

  route(app, userApi.logout, async ({ db, auth, now }) => {
    await logout(db, authOf(auth), now());
    return null;
  });

  route(app, userApi.enterpriseList, ({ db, auth, site, locale }) =>
    enterpriseList(db, authOf(auth), site, locale),
  );

  route(app, userApi.chooseEnterprise, ({ db, auth, site, body, now }) =>
    chooseEnterprise(db, authOf(auth), site, body.enterpriseId, now()),
  );

  route(app, userApi.footerInfo, ({ db, site, locale }) => footerInfo(db, site, locale));

  route(app, userAdminApi.registerPage, ({ db, auth, locale, body }) =>
    applicationPage(db, authOf(auth), locale, body),
  );

  route(app, userAdminApi.registerAudit, async ({ db, auth, body, now }) => {
    await auditApplication(db, authOf(auth), body, now());
    return null;
  });

  route(app, userAdminApi.registerApprove, ({ db, auth, body, now }) =>
    approveApplications(db, authOf(auth), body.ids, now()),
  );

  registerSmsOutbox(app, deps);
  registerDemoCaptcha(app, deps);
  registerQrPages(app, deps);
}

/** `auth` endpoints always carry a caller (the route layer refuses them otherwise). */
function authOf<A>(auth: A | null): A {
  if (auth === null) throw new BizError('auth.tokenMissing', {}, 301);
  return auth;
}

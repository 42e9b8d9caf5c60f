import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { userApi, qrProvider, type QrProvider } from '../../../contract/user';
import { website } from '../../db/schema';
import type { Site } from '../../http/context';
import type { Locale } from '../../i18n/locale';
import { BizError } from '../../http/errors';
import { safeError } from '../../http/logging';
import { loopbackOnly } from '../../http/loopback';
import { GATEWAY_PREFIX, type RouteDeps } from '../../http/route';
import { localeFrom } from '../../i18n/locale';
import { t } from '../../i18n/t';
import { escapeHtml, scriptJson, sendPage } from './html';
import { QR_CALLBACK_PATH, QR_CONFIRM_PAGE_PATH, QrProviderError, qrDriverFor } from './qr-providers';
import { actOnTicket } from './qr-tickets';

/** The phone the demo page suggests: the seeded learner. */
const DEMO_PHONE = '13800000001';

const pageQuery = z.object({
  ticket: z.string().min(1).max(128),
  provider: qrProvider.optional(),
});

const callbackQuery = z.object({
  state: z.string().min(1).max(128),
  code: z.string().min(1).max(512).optional(),
  authCode: z.string().min(1).max(512).optional(),
});

async function siteTitle(deps: RouteDeps, site: Site): Promise<string> {
  const rows = await deps.db
    .select({ title: website.title, clientName: website.clientName })
    .from(website)
    .where(and(eq(website.tenantId, site.tenantId), eq(website.id, site.id)))
    .limit(1);
  return rows[0]?.title || rows[0]?.clientName || site.domain;
}

function providerName(locale: Locale, provider: QrProvider | undefined): string {
  return t(locale, provider === 'dingtalk' ? 'user.qrPage.dingtalk' : 'user.qrPage.wecom');
}

function notFound(reply: Parameters<typeof sendPage>[0], locale: Locale) {
  const title = t(locale, 'user.qrPage.title');
  return sendPage(
    reply,
    404,
    locale,
    title,
    `<h1>${escapeHtml(title)}</h1><p id="status" class="error">${escapeHtml(t(locale, 'user.qr.invalid'))}</p>`,
  );
}

function localeOf(request: FastifyRequest): Locale {
  return localeFrom(request.headers['accept-language']);
}

/**
 * The demo confirm page the QR code points at: it plays the phone app, marking the ticket scanned on load and
 * confirming (as the typed phone number) or cancelling through the qrConfirm call. Like that call, it answers
 * clients on this machine only: whoever may use it signs in as anyone.
 */
function registerConfirmPage(app: FastifyInstance): void {
  app.get(QR_CONFIRM_PAGE_PATH, { preHandler: loopbackOnly(app.deps.config) }, async (request, reply) => {
    const locale = localeOf(request);
    const parsed = pageQuery.safeParse(request.query);
    const site = request.site;
    if (!parsed.success || !site) return notFound(reply, locale);
    const { ticket, provider } = parsed.data;
    const title = t(locale, 'user.qrPage.title');
    const siteName = await siteTitle(app.deps, site);
    const body = `
<h1>${escapeHtml(title)}</h1>
<p class="site" id="site-name">${escapeHtml(siteName)}</p>
<p class="note">${escapeHtml(t(locale, 'user.qrPage.note', { provider: providerName(locale, provider) }))}</p>
<label for="phone">${escapeHtml(t(locale, 'user.qrPage.phone'))}</label>
<input id="phone" name="phone" inputmode="numeric" autocomplete="tel" maxlength="11" value="${DEMO_PHONE}">
<div class="actions">
<button id="confirm" type="button" disabled>${escapeHtml(t(locale, 'user.qrPage.confirm'))}</button>
<button id="cancel" type="button" disabled>${escapeHtml(t(locale, 'user.qrPage.cancel'))}</button>
</div>
<p id="status" role="status" aria-live="polite"></p>`;
    const data = {
      ticket,
      endpoint: GATEWAY_PREFIX + userApi.qrConfirm.path,
      text: {
        scanned: t(locale, 'user.qrPage.scanned'),
        confirmed: t(locale, 'user.qrPage.confirmed'),
        cancelled: t(locale, 'user.qrPage.cancelled'),
        failed: t(locale, 'user.qrPage.failed'),
      },
    };
    return sendPage(
      reply,
      200,
      locale,
      title,
      body,
      (nonce) => `
<script id="qr-data" type="application/json">${scriptJson(data)}</script>
<script nonce="${nonce}">
(function () {
  var data = JSON.parse(document.getElementById('qr-data').textContent);
  var status = document.getElementById('status');
  var buttons = [document.getElementById('confirm'), document.getElementById('cancel')];
  function show(text, kind) { status.textContent = text; status.className = kind; }
  function enable(on) { buttons.forEach(function (b) { b.disabled = !on; }); }
  function act(action) {
    var body = { ticket: data.ticket, action: action };
    if (action === 'confirm') body.phone = document.getElementById('phone').value.trim();
    enable(false);
    return fetch(data.endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (r) { return r.json(); })
      .then(function (env) {
        if (env.code !== 200) { show(env.msg || data.text.failed, 'error'); enable(action !== 'scan'); return; }
        if (action === 'scan') { show(data.text.scanned, 'ok'); enable(true); }
        else show(action === 'confirm' ? data.text.confirmed : data.text.cancelled, 'ok');
      })
      .catch(function () { show(data.text.failed, 'error'); enable(action !== 'scan'); });
  }
  buttons[0].addEventListener('click', function () { act('confirm'); });
  buttons[1].addEventListener('click', function () { act('cancel'); });
  act('scan');
})();
</script>`,
    );
  });
}

/**
 * Where a real provider sends the phone's browser after the person agreed: the code is exchanged for their
 * phone number and the ticket (carried as `state`) is confirmed as that account. Unconfigured providers 404.
 */
function registerProviderCallback(app: FastifyInstance): void {
  app.get<{ Params: { provider: string } }>(`${QR_CALLBACK_PATH}/:provider`, async (request, reply) => {
    const locale = localeOf(request);
    const provider = qrProvider.safeParse(request.params.provider);
    const driver = provider.success ? qrDriverFor(provider.data, { demo: false }) : null;
    const query = callbackQuery.safeParse(request.query);
    const site = request.site;
    if (!driver?.exchangeCode || !site || !query.success) return notFound(reply, locale);
    const title = t(locale, 'user.qrPage.title');
    const page = (status: number, text: string, ok: boolean) =>
      sendPage(
        reply,
        status,
        locale,
        title,
        `<h1>${escapeHtml(title)}</h1><p id="status" class="${ok ? 'ok' : 'error'}">${escapeHtml(text)}</p>`,
      );
    const code = query.data.code ?? query.data.authCode;
    const { db, config } = app.deps;
    const now = config.clock();
    const allowProvider = (stored: string) => {
      if (stored !== driver.provider) throw new BizError('user.qr.invalid');
    };
    try {
      if (!code) {
        // The person declined in the app.
        await actOnTicket(db, site.tenantId, query.data.state, 'cancel', undefined, now, allowProvider);
        return page(200, t(locale, 'user.qrPage.cancelled'), true);
      }
      const identity = await driver.exchangeCode(code);
      await actOnTicket(db, site.tenantId, query.data.state, 'confirm', identity.phone, now, allowProvider);
      return page(200, t(locale, 'user.qrPage.confirmed'), true);
    } catch (err) {
      if (err instanceof BizError) return page(200, t(locale, err.key, err.params), false);
      if (!(err instanceof QrProviderError)) request.log.error({ err: safeError(err) }, 'QR callback failed');
      else
        request.log.warn(
          { provider: driver.provider, reason: err.message },
          'QR provider refused the sign-in',
        );
      return page(502, t(locale, 'user.qr.providerFailed'), false);
    }
  });
}

export function registerQrPages(app: FastifyInstance, deps: RouteDeps): void {
  if (deps.config.demo) registerConfirmPage(app);
  registerProviderCallback(app);
}

import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '../../../contract/envelope';
import { phone } from '../../../contract/rules';
import { smsOutbox } from '../../db/schema';
import { loopbackOnly } from '../../http/loopback';
import { envelope, GATEWAY_PREFIX, sendEnvelope, type RouteDeps } from '../../http/route';
import { formatDateTime } from '../../http/time';
import { localeFrom } from '../../i18n/locale';
import { t } from '../../i18n/t';

export const SMS_OUTBOX_PATH = `${GATEWAY_PREFIX}/demo/sms/outbox`;
const OUTBOX_LIMIT = 20;

const query = z.object({ phone });

/**
 * Demo mode only: what the outbox sender "texted" to a phone on the request's tenant, newest first, with the
 * code picked out so scripts need not parse the text. Outside demo mode, and for any client not on this
 * machine, the route does not exist.
 */
export function registerSmsOutbox(app: FastifyInstance, deps: RouteDeps): void {
  if (!deps.config.demo) return;
  app.get(SMS_OUTBOX_PATH, { preHandler: loopbackOnly(deps.config) }, async (request, reply) => {
    const locale = localeFrom(request.headers['accept-language']);
    const site = request.site;
    if (!site) return sendEnvelope(reply, envelope(Code.error, t(locale, 'site.notFound'), null));
    const parsed = query.safeParse(request.query);
    if (!parsed.success) {
      const key = parsed.error.issues[0]?.message ?? 'phone.invalid';
      return sendEnvelope(
        reply,
        envelope(Code.error, t(locale, key, { field: t(locale, 'field.phone') }), null),
      );
    }
    const rows = await deps.db
      .select({
        id: smsOutbox.id,
        phone: smsOutbox.phone,
        body: smsOutbox.body,
        gmtCreate: smsOutbox.gmtCreate,
      })
      .from(smsOutbox)
      .where(and(eq(smsOutbox.tenantId, site.tenantId), eq(smsOutbox.phone, parsed.data.phone)))
      .orderBy(desc(smsOutbox.gmtCreate), desc(smsOutbox.id))
      .limit(OUTBOX_LIMIT);
    const list = rows.map((r) => ({
      id: r.id,
      phone: r.phone,
      body: r.body,
      code: /\b([0-9]{6})\b/.exec(r.body)?.[1] ?? '',
      gmtCreate: formatDateTime(r.gmtCreate),
    }));
    return sendEnvelope(reply, envelope(Code.ok, '', list));
  });
}

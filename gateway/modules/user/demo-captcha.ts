import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Code } from '../../../contract/envelope';
import { loopbackOnly } from '../../http/loopback';
import { envelope, GATEWAY_PREFIX, sendEnvelope, type RouteDeps } from '../../http/route';
import { localeFrom } from '../../i18n/locale';
import { t } from '../../i18n/t';
import { demoCaptchaAnswer } from './captcha';

export const DEMO_CAPTCHA_PATH = `${GATEWAY_PREFIX}/demo/captcha/answer`;

const query = z.object({ captchaId: z.string().min(1).max(64) });

/**
 * Demo mode only, like the SMS outbox: the answer of an image captcha, so scripted runs of the demo can pass
 * the captcha step, for clients on this machine only. Outside demo mode the route does not exist and answers
 * are never kept in clear.
 */
export function registerDemoCaptcha(app: FastifyInstance, deps: RouteDeps): void {
  if (!deps.config.demo) return;
  app.get(DEMO_CAPTCHA_PATH, { preHandler: loopbackOnly(deps.config) }, async (request, reply) => {
    const locale = localeFrom(request.headers['accept-language']);
    const site = request.site;
    if (!site) return sendEnvelope(reply, envelope(Code.error, t(locale, 'site.notFound'), null));
    const parsed = query.safeParse(request.query);
    if (!parsed.success) {
      return sendEnvelope(
        reply,
        envelope(Code.error, t(locale, 'validation.required', { field: 'captchaId' }), null),
      );
    }
    const answer = await demoCaptchaAnswer(
      deps.db,
      site.tenantId,
      parsed.data.captchaId,
      deps.config.clock(),
    );
    if (answer === null)
      return sendEnvelope(reply, envelope(Code.error, t(locale, 'user.captcha.wrong'), null));
    return sendEnvelope(reply, envelope(Code.ok, '', { answer }));
  });
}

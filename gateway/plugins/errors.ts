import type { FastifyError, FastifyInstance } from 'fastify';
import { Code } from '../../contract/envelope';
import { localeFrom } from '../i18n/locale';
import { t } from '../i18n/t';
import { safeError } from '../http/logging';
import { GATEWAY_PREFIX, envelope, sendEnvelope } from '../http/route';

export function isApi(url: string): boolean {
  return (
    url === GATEWAY_PREFIX || url.startsWith(GATEWAY_PREFIX + '/') || url.startsWith(GATEWAY_PREFIX + '?')
  );
}

/**
 * JSON bodies may be empty (several calls take no fields), and failures before a handler runs (bad JSON, too
 * large, wrong content type) still answer API callers with the envelope.
 */
export function registerErrorPlugin(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser('error', 'remove');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body !== 'string' || body.trim() === '') {
      done(null, undefined);
      return;
    }
    json(request, body, done);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: safeError(error) }, 'request failed');
    if (!isApi(request.url)) {
      return reply
        .code(status)
        .type('text/plain; charset=utf-8')
        .send(status >= 500 ? 'Internal Server Error' : error.message);
    }
    const locale = localeFrom(request.headers['accept-language']);
    let key = 'error.generic';
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
      key = 'validation.body';
    else if (status === 413) key = 'error.tooLarge';
    else if (status === 415) key = 'error.mediaType';
    return sendEnvelope(reply, envelope(Code.error, t(locale, key), null));
  });
}

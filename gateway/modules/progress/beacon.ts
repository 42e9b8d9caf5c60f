import type { FastifyInstance } from 'fastify';

/*
 * `navigator.sendBeacon` cannot set headers, and to stay a simple request (no preflight) it sends its body as
 * `text/plain;charset=UTF-8`. The beacon route therefore reads a text body as JSON and takes the token from
 * the body's `token` field. Both apply only to the plugin context the beacon route is registered in.
 */

/**
 * Prepares `instance` (an encapsulated plugin context) for beacon requests: a text body is parsed as JSON (a
 * failure is answered like bad JSON anywhere, a 999), and a `token` in the body becomes the `token` header
 * before the route's handler authenticates the call, so the token is checked exactly as on every other call.
 */
export function acceptBeacons(instance: FastifyInstance): void {
  const json = instance.getDefaultJsonParser('error', 'remove');
  instance.removeContentTypeParser('text/plain');
  instance.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body !== 'string' || body.trim() === '') {
      done(null, undefined);
      return;
    }
    json(request, body, done);
  });
  instance.addHook('preValidation', async (request) => {
    const body: unknown = request.body;
    if (body === null || typeof body !== 'object' || !('token' in body)) return;
    const token = body.token;
    if (typeof token === 'string' && token.trim() !== '') request.headers.token = token;
  });
}

import type { FastifyRequest } from 'fastify';

/*
 * What the gateway logs about requests and failures. URLs lose their query string (GET calls carry phone
 * numbers and QR tickets there); database errors lose their bound parameters and the server's message
 * (PostgreSQL quotes offending values there), keeping the SQL text, SQLSTATE and constraint.
 */

export function requestSerializer(req: FastifyRequest): Record<string, unknown> {
  const url = req.url;
  const q = url.indexOf('?');
  return {
    method: req.method,
    url: q === -1 ? url : url.slice(0, q),
    host: req.headers.host,
    remoteAddress: req.ip,
  };
}

function scrub(text: string): string {
  const cut = text.search(/\n\s*params:/);
  return cut === -1 ? text : text.slice(0, cut) + '\n[params removed]';
}

export function safeError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { type: typeof err };
  const out: Record<string, unknown> = {
    type: err.name,
    message: scrub(err.message),
    stack: err.stack ? scrub(err.stack) : undefined,
  };
  const cause = (err as { cause?: unknown }).cause;
  if (cause instanceof Error) {
    const c = cause as Error & { code?: unknown; constraint?: unknown; table?: unknown; column?: unknown };
    out.cause = { type: c.name, code: c.code, constraint: c.constraint, table: c.table, column: c.column };
  }
  return out;
}

export const REDACTED_PATHS = [
  'req.headers.token',
  'req.headers.cookie',
  'req.headers.authorization',
  'headers.token',
  'headers.cookie',
  'headers.authorization',
  // The progress beacon carries the token in its body (a beacon cannot set headers).
  'req.body.token',
  'body.token',
];

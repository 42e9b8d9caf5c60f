import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { accessOf, type Endpoint, type ParsedRequestOf } from '../../contract/endpoint';
import { Code, type Envelope } from '../../contract/envelope';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { enterpriseMember } from '../db/schema';
import { localeFrom, type Locale } from '../i18n/locale';
import { t, type MessageParams } from '../i18n/t';
import type { Auth, Handler, HandlerContext, Site } from './context';
import { BizError } from './errors';
import { safeError } from './logging';
import { checkToken, hashToken } from './tokens';
import { controlCharacterMessage, validationMessage } from './validation';

/** What route handlers and modules get from the app. */
export interface RouteDeps {
  config: Config;
  db: Db;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by buildApp before any module registers its routes. */
    deps: RouteDeps;
  }
  interface FastifyRequest {
    /** The site of the request host; resolved for /gateway requests, null when no site answers on it. */
    site: Site | null;
  }
}

export const GATEWAY_PREFIX = '/gateway';

export function envelope<T>(code: number, msg: string, data: T): Envelope<T> {
  return { code, msg, data };
}

/**
 * How an endpoint's answer is compressed (gateway/plugins/compression.ts): JSON over 1 kB, brotli at the
 * plugin's fast quality or gzip, whichever the browser takes. Smaller answers (saves, progress reports, the
 * sign-in's token) go as they are: compressing them saves no time. Signed-in calls carry their token in a header,
 * which another site's page cannot make a browser send, so no stranger can vary a request beside a learner's data
 * and read the compressed sizes (the BREACH attack).
 */
export const API_COMPRESSION = {
  threshold: 1024,
  encodings: ['br', 'gzip'],
  customTypes: /^application\/json\b/,
} as const;

/** Answers an API call: always HTTP 200 (the code lives in the envelope), never cached. */
export function sendEnvelope(reply: FastifyReply, body: Envelope<unknown>): FastifyReply {
  return reply.code(200).header('cache-control', 'no-store').send(body);
}

function tokenHeader(request: FastifyRequest): string | undefined {
  const value = request.headers.token;
  const token = Array.isArray(value) ? value[0] : value;
  return token && token.trim() !== '' ? token.trim() : undefined;
}

async function isAdmin(db: Db, auth: Auth): Promise<boolean> {
  if (!auth.enterpriseId) return false;
  const rows = await db
    .select({ isAdmin: enterpriseMember.isAdmin })
    .from(enterpriseMember)
    .where(
      and(
        eq(enterpriseMember.tenantId, auth.tenantId),
        eq(enterpriseMember.enterpriseId, auth.enterpriseId),
        eq(enterpriseMember.userId, auth.userId),
        eq(enterpriseMember.registerStatus, 2),
      ),
    )
    .limit(1);
  return rows[0]?.isAdmin === 1;
}

/**
 * Who is calling. Endpoints under `auth`/`admin` reject a missing or expired token (301), an unknown, revoked
 * or other tenant's token (302), a non-administrator on `admin` (306) and a token without a chosen company
 * unless the endpoint says `noEnterprise`. On `api` endpoints a bad token is ignored.
 */
async function authenticate(
  endpoint: Endpoint,
  request: FastifyRequest,
  site: Site,
  deps: RouteDeps,
  now: Date,
): Promise<Auth | null> {
  const access = accessOf(endpoint);
  const check = await checkToken(deps.db, tokenHeader(request), site.tenantId, now);
  if (!check.ok) {
    if (access === 'api') return null;
    if (check.reason === 'invalid') throw new BizError('auth.tokenInvalid', {}, Code.tokenInvalid);
    throw new BizError(
      check.reason === 'missing' ? 'auth.tokenMissing' : 'auth.tokenExpired',
      {},
      Code.tokenExpired,
    );
  }
  const auth: Auth = {
    tokenHash: check.row.tokenHash,
    tenantId: check.row.tenantId,
    userId: check.row.userId,
    enterpriseId: check.row.enterpriseId,
    websiteId: check.row.websiteId,
  };
  if (access === 'api') return auth;
  if (!endpoint.noEnterprise && auth.enterpriseId === null) throw new BizError('auth.chooseCompany');
  if (access === 'admin' && !(await isAdmin(deps.db, auth))) {
    throw new BizError('auth.noPermission', {}, Code.noPermission);
  }
  return auth;
}

/**
 * A hot route's shortcut, tried before the ordinary path. `parse` reads the request with a cheaper check than
 * the contract's schema and answers null when unsure; `run` gets the token's hash unchecked and must check it
 * in the statement that does its work (so a revoked token stops at once), answering null for anything but a
 * plain success. Null from either runs the ordinary path from the start (token, schema, handler): every
 * refusal keeps its own answer, and nothing was written.
 */
export interface FastPath<E extends Endpoint> {
  parse: (input: unknown) => ParsedRequestOf<E> | null;
  run: (ctx: FastContext<E>) => Promise<z.input<E['response']> | null>;
}

export interface FastContext<E extends Endpoint> {
  body: ParsedRequestOf<E>;
  site: Site;
  tokenHash: string;
  db: Db;
  now: Date;
  locale: Locale;
}

function rawInput(endpoint: Endpoint, request: FastifyRequest): unknown {
  const source = endpoint.method === 'GET' || endpoint.method === 'DELETE' ? request.query : request.body;
  // An absent or empty body is an empty request (several calls take no fields at all).
  return source === undefined || source === null || source === '' ? {} : source;
}

/**
 * Registers one contract endpoint at /gateway + path: site, auth, validation from the contract, the handler,
 * and the envelope around whatever it returns or throws.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  fast?: FastPath<E>,
): void {
  app.route({
    method: endpoint.method,
    url: GATEWAY_PREFIX + endpoint.path,
    // A route with a fast path answers under the threshold every time (saves, reports, the signed-in user):
    // it skips the compression hooks altogether.
    compress: fast ? false : { ...API_COMPRESSION, encodings: [...API_COMPRESSION.encodings] },
    handler: async (request, reply) => {
      const deps = app.deps;
      const locale: Locale = localeFrom(request.headers['accept-language']);
      const translate = (key: string, params?: MessageParams) => t(locale, key, params);
      try {
        const site = request.site;
        if (!site) throw new BizError('site.notFound');
        const now = deps.config.clock();
        const token = fast ? tokenHeader(request) : undefined;
        if (fast && token) {
          const body = fast.parse(rawInput(endpoint, request));
          const data =
            body && (await fast.run({ body, site, tokenHash: hashToken(token), db: deps.db, now, locale }));
          if (data) return sendEnvelope(reply, envelope(Code.ok, '', endpoint.response.parse(data)));
        }
        const auth = await authenticate(endpoint, request, site, deps, now);
        const input = rawInput(endpoint, request);
        const refused = controlCharacterMessage(input, locale);
        if (refused !== null) return sendEnvelope(reply, envelope(Code.error, refused, null));
        const parsed = await endpoint.request.safeParseAsync(input);
        if (!parsed.success) {
          return sendEnvelope(
            reply,
            envelope(Code.error, validationMessage(parsed.error, input, locale), null),
          );
        }
        const ctx: HandlerContext<E> = {
          body: parsed.data as HandlerContext<E>['body'],
          site,
          auth,
          db: deps.db,
          config: deps.config,
          locale,
          t: translate,
          ip: request.ip,
          now: deps.config.clock,
          request,
        };
        const result = await handler(ctx);
        // The contract's response schema strips anything a handler returned beyond it (no stray columns leak).
        const data = endpoint.response.parse(result === undefined ? null : result);
        return sendEnvelope(reply, envelope(Code.ok, '', data));
      } catch (err) {
        if (err instanceof BizError) {
          return sendEnvelope(reply, envelope(err.code, translate(err.key, err.params), null));
        }
        request.log.error({ err: safeError(err), endpoint: endpoint.path }, 'request failed');
        return sendEnvelope(reply, envelope(Code.error, translate('error.generic'), null));
      }
    },
  });
}

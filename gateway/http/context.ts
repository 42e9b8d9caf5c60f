import type { FastifyRequest } from 'fastify';
import type { Endpoint, ParsedRequestOf } from '../../contract/endpoint';
import type { Db } from '../db/client';
import type { Config } from '../config';
import type { Locale } from '../i18n/locale';

/** The site found by the request host (a row of `website`). */
export interface Site {
  id: string;
  tenantId: string;
  domain: string;
  /** Company id when the site is bound to one company. */
  eid: string | null;
}

/** Who is calling, from the `token` header. */
export interface Auth {
  tokenHash: string;
  tenantId: string;
  userId: string;
  /** Null until a company has been chosen (only `noEnterprise` endpoints accept that). */
  enterpriseId: string | null;
  websiteId: string;
}

export interface HandlerContext<E extends Endpoint> {
  body: ParsedRequestOf<E>;
  site: Site;
  /** Non-null for `auth` and `admin` endpoints; on `api` endpoints, set when a valid token came along. */
  auth: Auth | null;
  db: Db;
  config: Config;
  locale: Locale;
  t: (key: string, params?: Record<string, string | number>) => string;
  /** Client address (first X-Forwarded-For hop only when config.trustProxy). */
  ip: string;
  now: () => Date;
  request: FastifyRequest;
}

/** Handlers return the envelope's `data`, or throw BizError. */
export type Handler<E extends Endpoint> = (ctx: HandlerContext<E>) => Promise<unknown>;

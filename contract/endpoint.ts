import type { z } from 'zod';
import type { HttpMethod } from './route';

/**
 * One call of the gateway. `path` is relative to the gateway base (`/gateway`); its second segment says
 * whether a token is needed (`api` public, `auth` signed in, `admin` signed-in administrator).
 * GET and DELETE read the request from the query string, POST and PUT from the JSON body.
 */
export interface Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  path: string;
  request: Req;
  response: Res;
  /** Calls that need a signed-in user but no chosen company (choosing one, for instance). */
  noEnterprise?: boolean;
}

export type Access = 'api' | 'auth' | 'admin';

export function accessOf(e: Pick<Endpoint, 'path'>): Access {
  const segment = e.path.split('/')[2];
  if (segment === 'auth' || segment === 'admin') return segment;
  return 'api';
}

export function endpoint<Req extends z.ZodType, Res extends z.ZodType>(
  e: Endpoint<Req, Res>,
): Endpoint<Req, Res> {
  return e;
}

export type RequestOf<E> = E extends Endpoint<infer Req, z.ZodType> ? z.input<Req> : never;
export type ParsedRequestOf<E> = E extends Endpoint<infer Req, z.ZodType> ? z.output<Req> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodType, infer Res> ? z.output<Res> : never;

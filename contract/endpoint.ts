import type { z } from 'zod';
import type { Route } from './route';

/**
 * One call of the gateway. `path` is relative to the gateway base (`/gateway`); its second segment says
 * whether a token is needed (`api` public, `auth` signed in, `admin` signed-in administrator).
 * GET and DELETE read the request from the query string, POST and PUT from the JSON body.
 */
export interface Endpoint<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
> extends Route {
  request: Req;
  response: Res;
}

/**
 * The portal's side of an endpoint: where it goes, and its response schema loaded on demand, so the schema
 * library stays out of the start-up bundle. The request and response types ride along on `endpoint`, which
 * never exists at run time.
 */
export interface LazyEndpoint<E extends Endpoint = Endpoint> extends Route {
  response(): Promise<E['response']>;
  readonly endpoint?: E;
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

export type RequestOf<E> =
  E extends Endpoint<infer Req, z.ZodType>
    ? z.input<Req>
    : E extends LazyEndpoint<infer Full>
      ? RequestOf<Full>
      : never;
export type ParsedRequestOf<E> = E extends Endpoint<infer Req, z.ZodType> ? z.output<Req> : never;
export type ResponseOf<E> =
  E extends Endpoint<z.ZodType, infer Res>
    ? z.output<Res>
    : E extends LazyEndpoint<infer Full>
      ? ResponseOf<Full>
      : never;

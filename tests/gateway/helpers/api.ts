import type { FastifyInstance } from 'fastify';
import type { Endpoint, RequestOf, ResponseOf } from '../../../contract/endpoint';
import type { Envelope } from '../../../contract/envelope';
import { userApi } from '../../../contract/user';

export const DEMO_PASSWORD = 'Praxis@2026';

export interface CallOptions {
  /** Host header; the demo site `localhost` unless told. */
  host?: string;
  token?: string;
  lang?: 'zh' | 'en';
  headers?: Record<string, string>;
}

const ACCEPT_LANGUAGE = { zh: 'zh-CN,zh;q=0.9,en;q=0.8', en: 'en-US,en;q=0.9,zh;q=0.5' } as const;

function toQuery(body: Record<string, unknown>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) if (v !== undefined) query[k] = String(v);
  return query;
}

/**
 * Calls one contract endpoint the way the portal does (query for GET/DELETE, JSON body otherwise) and returns
 * the envelope. The body may carry anything (bad input tests); the response is typed by the contract.
 */
export async function callApi<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  body: RequestOf<E> | Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<Envelope<ResponseOf<E>> & { status: number }> {
  const headers: Record<string, string> = {
    host: options.host ?? 'localhost',
    'accept-language': ACCEPT_LANGUAGE[options.lang ?? 'zh'],
    ...options.headers,
  };
  if (options.token) headers.token = options.token;
  const url = `/gateway${endpoint.path}`;
  const readsQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
  const res = await app.inject({
    method: endpoint.method,
    url,
    headers,
    ...(readsQuery
      ? { query: toQuery(body as Record<string, unknown>) }
      : { payload: body as Record<string, unknown> }),
  });
  const parsed = res.json<Envelope<ResponseOf<E>>>();
  return { ...parsed, status: res.statusCode };
}

export interface SignedIn {
  token: string;
  /** The company chosen (when the sign-in asked for one). */
  enterpriseId: string | null;
}

/**
 * Signs in with phone + password; when the gateway asks for a company, chooses the first one (or the one
 * named) and returns the token for it.
 */
export async function signInAs(
  app: FastifyInstance,
  phone: string,
  host = 'localhost',
  options: { password?: string; enterpriseName?: string } = {},
): Promise<SignedIn> {
  const login = await callApi(
    app,
    userApi.loginByPassword,
    { phone, password: options.password ?? DEMO_PASSWORD },
    { host },
  );
  if (login.code !== 200)
    throw new Error(`sign-in of ${phone} on ${host} failed: ${login.code} ${login.msg}`);
  if (login.data.chooseEnterprise !== 1) return { token: login.data.token, enterpriseId: null };
  const list = await callApi(app, userApi.enterpriseList, {}, { host, token: login.data.token });
  if (list.code !== 200) throw new Error(`enterprise list failed: ${list.code} ${list.msg}`);
  const chosen = options.enterpriseName
    ? list.data.find((e) => e.name === options.enterpriseName)
    : list.data[0];
  if (!chosen) throw new Error(`no enterprise to choose for ${phone}`);
  const choice = await callApi(
    app,
    userApi.chooseEnterprise,
    { enterpriseId: chosen.id },
    { host, token: login.data.token },
  );
  if (choice.code !== 200) throw new Error(`choosing ${chosen.name} failed: ${choice.code} ${choice.msg}`);
  return { token: choice.data.token, enterpriseId: chosen.id };
}

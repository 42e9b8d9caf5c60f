import type { QrProvider } from '../../../contract/user';

/*
 * QR sign-in providers. The portal shows `qrContent` as a QR code; the phone opens it:
 * - demo: our own confirm page plays the phone app (demo mode only);
 * - wecom / dingtalk: the provider's in-app OAuth URL, which sends the phone's browser to our callback with a
 *   one-time code; `exchangeCode` turns that code into the person's phone number, which names the account.
 * Real providers are configuration only: without their environment variables they do not exist.
 */

export interface HttpRequest {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/** The HTTP call providers make, injectable so they can be exercised without the network. */
export type HttpJson = (request: HttpRequest) => Promise<unknown>;

export const fetchJson: HttpJson = async (request) => {
  const response = await fetch(request.url, {
    method: request.method,
    headers: {
      accept: 'application/json',
      ...(request.body ? { 'content-type': 'application/json' } : {}),
      ...request.headers,
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new QrProviderError(`HTTP ${response.status}`);
  return response.json();
};

export class QrProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'QrProviderError';
  }
}

export interface QrIdentity {
  /** Mainland mobile number as the provider knows it; the account is looked up by it. */
  phone: string;
  /** The provider's own user id (for the record; not used to match accounts). */
  providerUserId: string;
}

export interface QrDriver {
  readonly kind: 'demo' | 'oauth';
  readonly provider: QrProvider;
  /** What the QR code encodes for this ticket; `origin` is the portal's scheme://host[:port]. */
  qrContent(ticket: string, origin: string): string;
  /** Exchanges the callback's one-time code for who scanned (OAuth providers only). */
  exchangeCode?(code: string): Promise<QrIdentity>;
}

export const QR_CONFIRM_PAGE_PATH = '/gateway/user/api/user/qr/confirm/page';
export const QR_CALLBACK_PATH = '/gateway/user/callback/qr';

export function callbackUrl(origin: string, provider: QrProvider): string {
  return `${origin}${QR_CALLBACK_PATH}/${provider}`;
}

export function demoDriver(provider: QrProvider): QrDriver {
  return {
    kind: 'demo',
    provider,
    qrContent: (ticket, origin) =>
      `${origin}${QR_CONFIRM_PAGE_PATH}?${new URLSearchParams({ ticket, provider }).toString()}`,
  };
}

function field(value: unknown, name: string): unknown {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined;
}

function text(value: unknown, name: string): string {
  const v = field(value, name);
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

/** Mainland numbers may come back as "+86-138..." or "+86 138..." from either provider. */
function normalisePhone(raw: string): string {
  const digits = raw.replace(/[^0-9]/g, '');
  return digits.length === 13 && digits.startsWith('86') ? digits.slice(2) : digits;
}

export interface WecomConfig {
  corpId: string;
  agentId: string;
  secret: string;
}

/** WeCom (企业微信): in-app OAuth (snsapi_base), then gettoken → auth/getuserinfo → user/get for the mobile. */
export function wecomDriver(config: WecomConfig, http: HttpJson = fetchJson): QrDriver {
  const api = 'https://qyapi.weixin.qq.com/cgi-bin';
  const checked = (body: unknown, step: string) => {
    const code = field(body, 'errcode');
    if (code !== undefined && code !== 0)
      throw new QrProviderError(`WeCom ${step} failed: ${text(body, 'errcode')}`);
    return body;
  };
  return {
    kind: 'oauth',
    provider: 'wecom',
    qrContent: (ticket, origin) =>
      `https://open.weixin.qq.com/connect/oauth2/authorize?${new URLSearchParams({
        appid: config.corpId,
        redirect_uri: callbackUrl(origin, 'wecom'),
        response_type: 'code',
        scope: 'snsapi_base',
        state: ticket,
        agentid: config.agentId,
      }).toString()}#wechat_redirect`,
    async exchangeCode(code) {
      const tokenBody = checked(
        await http({
          method: 'GET',
          url: `${api}/gettoken?${new URLSearchParams({ corpid: config.corpId, corpsecret: config.secret }).toString()}`,
        }),
        'gettoken',
      );
      const accessToken = text(tokenBody, 'access_token');
      if (!accessToken) throw new QrProviderError('WeCom gettoken returned no access_token');
      const who = checked(
        await http({
          method: 'GET',
          url: `${api}/auth/getuserinfo?${new URLSearchParams({ access_token: accessToken, code }).toString()}`,
        }),
        'getuserinfo',
      );
      const userId = text(who, 'userid') || text(who, 'UserId');
      if (!userId) throw new QrProviderError('WeCom user is not a member of the company');
      const user = checked(
        await http({
          method: 'GET',
          url: `${api}/user/get?${new URLSearchParams({ access_token: accessToken, userid: userId }).toString()}`,
        }),
        'user/get',
      );
      const phone = normalisePhone(text(user, 'mobile'));
      // Apps created after mid-2022 no longer receive mobiles from user/get; then the sign-in cannot be matched.
      if (!phone) throw new QrProviderError('WeCom did not disclose the mobile number');
      return { phone, providerUserId: userId };
    },
  };
}

export interface DingtalkConfig {
  appKey: string;
  appSecret: string;
}

/** DingTalk (钉钉): OAuth 2 (login.dingtalk.com) → userAccessToken → contact/users/me for the mobile. */
export function dingtalkDriver(config: DingtalkConfig, http: HttpJson = fetchJson): QrDriver {
  return {
    kind: 'oauth',
    provider: 'dingtalk',
    qrContent: (ticket, origin) =>
      `https://login.dingtalk.com/oauth2/auth?${new URLSearchParams({
        redirect_uri: callbackUrl(origin, 'dingtalk'),
        response_type: 'code',
        client_id: config.appKey,
        scope: 'openid',
        state: ticket,
        prompt: 'consent',
      }).toString()}`,
    async exchangeCode(code) {
      const tokenBody = await http({
        method: 'POST',
        url: 'https://api.dingtalk.com/v1.0/oauth2/userAccessToken',
        body: {
          clientId: config.appKey,
          clientSecret: config.appSecret,
          code,
          grantType: 'authorization_code',
        },
      });
      const accessToken = text(tokenBody, 'accessToken');
      if (!accessToken) throw new QrProviderError('DingTalk returned no accessToken');
      const me = await http({
        method: 'GET',
        url: 'https://api.dingtalk.com/v1.0/contact/users/me',
        headers: { 'x-acs-dingtalk-access-token': accessToken },
      });
      const phone = normalisePhone(text(me, 'mobile'));
      if (!phone) throw new QrProviderError('DingTalk did not disclose the mobile number');
      return { phone, providerUserId: text(me, 'unionId') || text(me, 'openId') };
    },
  };
}

/**
 * The driver for a provider: the real one when its variables are set, the demo one in demo mode, else none.
 * Read per call so a deployment's environment is the only switch.
 */
export function qrDriverFor(
  provider: QrProvider,
  options: { demo: boolean; env?: Record<string, string | undefined>; http?: HttpJson },
): QrDriver | null {
  const env = options.env ?? process.env;
  const http = options.http ?? fetchJson;
  if (provider === 'wecom') {
    const corpId = env.QR_WECOM_CORP_ID;
    const agentId = env.QR_WECOM_AGENT_ID;
    const secret = env.QR_WECOM_SECRET;
    if (corpId && agentId && secret) return wecomDriver({ corpId, agentId, secret }, http);
  } else {
    const appKey = env.QR_DINGTALK_APP_KEY;
    const appSecret = env.QR_DINGTALK_APP_SECRET;
    if (appKey && appSecret) return dingtalkDriver({ appKey, appSecret }, http);
  }
  return options.demo ? demoDriver(provider) : null;
}

import axios, {
  type AxiosAdapter,
  type AxiosRequestConfig,
  type AxiosResponse,
  isAxiosError,
  isCancel,
} from 'axios';
import type { z } from 'zod';
import type { LazyEndpoint, RequestOf, ResponseOf } from '../../contract/endpoint';
import { Code, isAuthCode } from '../../contract/envelope.routes';
import { ApiError, ClientCode } from './api-error';
import type { ToastKind } from './toast-bus';

/** Spec §9: every call gives up after 10 s, uploads after 10 min. */
export const REQUEST_TIMEOUT_MS = 10_000;
export const UPLOAD_TIMEOUT_MS = 600_000;
/** Spec §9: the same error message is not toasted twice within this window. */
export const TOAST_DEDUPE_MS = 2_000;
export const DEFAULT_BASE_URL = '/gateway';

export type Locale = 'zh' | 'en';

/** Message keys the client itself needs from the catalogues. */
export type HttpMessageKey = 'http.networkError' | 'http.timeout' | 'http.offline' | 'http.unknownError';

/** What the client tells the session actor; it never navigates by itself. */
export type ServerReport =
  | { type: 'server.unauthorized'; code: number }
  | { type: 'server.forbidden' }
  | { type: 'server.captchaRequired' };

export interface HttpDeps {
  baseURL?: string;
  getToken(): string | undefined;
  getLocale(): Locale;
  report(event: ServerReport): void;
  toast: { show(kind: ToastKind, text: string): void };
  t(key: HttpMessageKey): string;
  /** The clock for toast de-duplication. */
  now(): number;
  /** Tells an offline browser apart from a failing server; defaults to `navigator.onLine`. */
  isOnline?(): boolean;
  /** Replaces the transport (tests); the browser's default is used when absent. */
  adapter?: AxiosAdapter;
}

export interface CallOptions {
  /** `false` keeps a failure silent: the caller shows it inline. Codes are still reported to the session. */
  isShowErrTip?: boolean;
  /** `true` resolves with the server's envelope as received, whatever its code. */
  _No_dispose?: boolean;
  signal?: AbortSignal;
}

export interface UploadOptions {
  isShowErrTip?: boolean;
  signal?: AbortSignal;
  /** Fraction sent so far, 0..1. */
  onProgress?(fraction: number): void;
  /** Multipart field of the file; `file` when absent. */
  fieldName?: string;
  fileName?: string;
  /** Extra multipart text fields. */
  fields?: Record<string, string>;
}

/**
 * Calls take the portal's lazy endpoints (`src/services/lazy-api.ts`): the response schema is fetched while
 * the request is out, and every successful answer is checked against it before the caller sees it.
 */
export interface HttpClient {
  call<E extends LazyEndpoint>(
    endpoint: E,
    payload: RequestOf<E>,
    opts: CallOptions & { _No_dispose: true },
  ): Promise<unknown>;
  call<E extends LazyEndpoint>(
    endpoint: E,
    payload: RequestOf<E>,
    opts?: CallOptions & { _No_dispose?: false },
  ): Promise<ResponseOf<E>>;
  upload<E extends LazyEndpoint>(endpoint: E, file: Blob, opts?: UploadOptions): Promise<ResponseOf<E>>;
  /** Any thrown value as an ApiError (unknown failures get the localised unknown-error text). */
  toApiError(error: unknown): ApiError;
}

/** Spec §8: a toast whose text says "success" is a success toast, anything else an error toast. */
export function toastKindOf(text: string): ToastKind {
  return /成功|success/i.test(text) ? 'success' : 'error';
}

/** Request fields that steer the client and must never reach the server. */
const CLIENT_FLAGS = ['isShowErrTip', '_No_dispose'] as const;

interface Flags {
  showErrTip: boolean;
  raw: boolean;
}

/** A response schema being loaded; it never rejects, so a request failing first leaves nothing unhandled. */
type SchemaLoad = Promise<{ schema: z.ZodType } | { error: unknown }>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The envelope `{code, msg, data}`: an integer code, a text or missing message, any data. */
function readEnvelope(value: unknown): { code: number; msg: string; data: unknown } | null {
  if (!isRecord(value)) return null;
  const { code, data } = value;
  const msg = value.msg ?? '';
  if (typeof code !== 'number' || !Number.isInteger(code) || typeof msg !== 'string') return null;
  return { code, msg, data };
}

function loadSchema(endpoint: LazyEndpoint): SchemaLoad {
  try {
    return endpoint.response().then(
      (schema) => ({ schema }),
      (error: unknown) => ({ error }),
    );
  } catch (error) {
    return Promise.resolve({ error });
  }
}

/** Splits the client-only flags off a payload; flags given in the options win. */
function splitPayload(payload: unknown, opts: CallOptions | undefined): { body: unknown; flags: Flags } {
  let body = payload;
  let fromPayload: Partial<Record<(typeof CLIENT_FLAGS)[number], unknown>> = {};
  if (isRecord(payload)) {
    const rest: Record<string, unknown> = { ...payload };
    for (const flag of CLIENT_FLAGS) {
      if (flag in rest) {
        fromPayload = { ...fromPayload, [flag]: rest[flag] };
        delete rest[flag];
      }
    }
    body = rest;
  }
  const showErrTip = opts?.isShowErrTip ?? fromPayload.isShowErrTip;
  const raw = opts?._No_dispose ?? fromPayload._No_dispose;
  return { body, flags: { showErrTip: showErrTip !== false, raw: raw === true } };
}

function defaultIsOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export function createHttpClient(deps: HttpDeps): HttpClient {
  const instance = axios.create({
    baseURL: deps.baseURL ?? DEFAULT_BASE_URL,
    timeout: REQUEST_TIMEOUT_MS,
    // Envelopes come with HTTP 200; anything else is judged by its body below, not thrown by axios.
    validateStatus: () => true,
    // XMLHttpRequest reports upload progress; the build leaves axios's fetch adapter out (vite.config.ts).
    adapter: deps.adapter ?? 'xhr',
  });
  const isOnline = deps.isOnline ?? defaultIsOnline;
  let lastToast: { text: string; at: number } | null = null;

  function toast(text: string, flags: Flags): void {
    if (!flags.showErrTip || text === '') return;
    const at = deps.now();
    if (lastToast && lastToast.text === text && at - lastToast.at < TOAST_DEDUPE_MS) return;
    lastToast = { text, at };
    deps.toast.show(toastKindOf(text), text);
  }

  function fail(code: number, msg: string, flags: Flags): never {
    toast(msg, flags);
    throw new ApiError(code, msg);
  }

  function headers(token: string | null | undefined): Record<string, string> {
    const h: Record<string, string> = { 'Accept-Language': deps.getLocale() === 'en' ? 'en' : 'zh-CN' };
    if (token) h.token = token;
    return h;
  }

  function transportFailure(error: unknown, flags: Flags): never {
    if (isCancel(error) || (isAxiosError(error) && error.code === 'ERR_CANCELED')) {
      throw new ApiError(ClientCode.aborted, '');
    }
    let key: HttpMessageKey = 'http.networkError';
    if (!isOnline()) key = 'http.offline';
    else if (isAxiosError(error) && (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT'))
      key = 'http.timeout';
    return fail(ClientCode.network, deps.t(key), flags);
  }

  /** Spec §8, applied to one answer. */
  async function settle(
    endpoint: LazyEndpoint,
    response: AxiosResponse<unknown>,
    flags: Flags,
    sentToken: string | null | undefined,
    schemaLoad: SchemaLoad | null,
  ): Promise<unknown> {
    if (flags.raw || schemaLoad === null) return response.data;

    const envelope = readEnvelope(response.data);
    if (!envelope) {
      if (response.status < 200 || response.status >= 300)
        return fail(ClientCode.network, deps.t('http.networkError'), flags);
      console.warn(`Malformed envelope from ${endpoint.path}`);
      return fail(ClientCode.malformed, deps.t('http.unknownError'), flags);
    }
    const { code, msg } = envelope;

    if (code === Code.ok) {
      const loaded = await schemaLoad;
      // The schema chunk did not arrive: to the reader that is the network failing, not the server.
      if ('error' in loaded) {
        console.warn(`Could not load the response schema of ${endpoint.path}`, loaded.error);
        return fail(ClientCode.network, deps.t(isOnline() ? 'http.networkError' : 'http.offline'), flags);
      }
      const parsed = loaded.schema.safeParse(envelope.data ?? null);
      if (!parsed.success) {
        console.warn(`Response of ${endpoint.path} does not match the contract`, parsed.error.issues);
        return fail(ClientCode.malformed, deps.t('http.unknownError'), flags);
      }
      return parsed.data;
    }
    if (isAuthCode(code)) {
      // A late answer to a call made with a token since replaced (a company chosen, signed in again) says
      // nothing about the current session, so it must not sign that one out.
      if ((sentToken ?? null) !== (deps.getToken() ?? null)) throw new ApiError(code, msg);
      if (code === Code.noPermission) deps.report({ type: 'server.forbidden' });
      else if (code === Code.captchaRequired) deps.report({ type: 'server.captchaRequired' });
      else deps.report({ type: 'server.unauthorized', code });
      throw new ApiError(code, msg);
    }
    if (code === Code.silent) throw new ApiError(code, msg);
    return fail(code, msg, flags);
  }

  async function send(endpoint: LazyEndpoint, config: AxiosRequestConfig, flags: Flags): Promise<unknown> {
    let response: AxiosResponse<unknown>;
    const token = deps.getToken();
    const request = instance.request<unknown>({ ...config, url: endpoint.path, headers: headers(token) });
    // Fetched while the request is out, so the first answer of an area waits for no second round trip.
    // A raw envelope is handed over unchecked and needs no schema.
    const schemaLoad = flags.raw ? null : loadSchema(endpoint);
    try {
      response = await request;
    } catch (error) {
      return transportFailure(error, flags);
    }
    return settle(endpoint, response, flags, token, schemaLoad);
  }

  function call<E extends LazyEndpoint>(
    endpoint: E,
    payload: RequestOf<E>,
    opts: CallOptions & { _No_dispose: true },
  ): Promise<unknown>;
  function call<E extends LazyEndpoint>(
    endpoint: E,
    payload: RequestOf<E>,
    opts?: CallOptions & { _No_dispose?: false },
  ): Promise<ResponseOf<E>>;
  function call<E extends LazyEndpoint>(
    endpoint: E,
    payload: RequestOf<E>,
    opts?: CallOptions,
  ): Promise<unknown> {
    const { body, flags } = splitPayload(payload, opts);
    const inQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
    const config: AxiosRequestConfig = {
      method: endpoint.method,
      ...(inQuery ? { params: body } : { data: body }),
      ...(opts?.signal ? { signal: opts.signal } : {}),
    };
    return send(endpoint, config, flags);
  }

  async function upload<E extends LazyEndpoint>(
    endpoint: E,
    file: Blob,
    opts?: UploadOptions,
  ): Promise<ResponseOf<E>> {
    const form = new FormData();
    for (const [name, value] of Object.entries(opts?.fields ?? {})) form.append(name, value);
    if (opts?.fileName !== undefined) form.append(opts.fieldName ?? 'file', file, opts.fileName);
    else form.append(opts?.fieldName ?? 'file', file);
    const onProgress = opts?.onProgress;
    const config: AxiosRequestConfig = {
      method: endpoint.method,
      data: form,
      timeout: UPLOAD_TIMEOUT_MS,
      ...(opts?.signal ? { signal: opts.signal } : {}),
      ...(onProgress
        ? {
            onUploadProgress: (e) => {
              const fraction = e.total ? e.loaded / e.total : (e.progress ?? 0);
              onProgress(Math.min(1, Math.max(0, fraction)));
            },
          }
        : {}),
    };
    const flags: Flags = { showErrTip: opts?.isShowErrTip !== false, raw: false };
    // `settle` answers the output of the endpoint's response schema, which is exactly ResponseOf<E>.
    return (await send(endpoint, config, flags)) as ResponseOf<E>;
  }

  function toApiError(error: unknown): ApiError {
    if (error instanceof ApiError) return error;
    return new ApiError(ClientCode.malformed, deps.t('http.unknownError'));
  }

  return { call, upload, toApiError };
}

/**
 * The envelope's plain values: codes and page sizes. Free of schemas (see `route.ts`), so the portal's http
 * client and session read them without loading zod; `envelope.ts` holds the shapes.
 */

/** Server codes. 300–400 are reserved for authentication: the portal signs the user out on them. */
export const Code = {
  ok: 200,
  tokenExpired: 301,
  tokenInvalid: 302,
  loginError: 303,
  signedInElsewhere: 304,
  noPermission: 306,
  captchaRequired: 321,
  silent: 601,
  error: 999,
} as const;
export type Code = (typeof Code)[keyof typeof Code];

export function isAuthCode(code: number): boolean {
  return code >= 300 && code <= 400;
}

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

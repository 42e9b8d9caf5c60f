/**
 * Codes the client uses for failures that never reached a server decision. Server codes are positive
 * (see contract/envelope.ts), so these cannot collide with them.
 */
export const ClientCode = {
  /** No answer: offline, refused, timed out, or an HTTP error page instead of an envelope. */
  network: -1,
  /** An answer that is not the contract's envelope or payload. */
  malformed: -2,
  /** The caller aborted the request. */
  aborted: -3,
} as const;

/**
 * Every failed call rejects with this. `msg` is display-ready text: the server's message (already in the
 * reader's language, as the gateway localises by Accept-Language) or the client's own localised message.
 */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;

  constructor(code: number, msg: string) {
    super(msg === '' ? `request failed with code ${code}` : msg);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

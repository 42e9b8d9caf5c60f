import { randomBytes } from 'node:crypto';

/**
 * A new offline session's code secret (decision 0058): whatever creates a session row writes one, so each
 * session's codes are signed with a key of its own and one session's codes say nothing about another's.
 */
export function newCodeSecret(): Buffer {
  return randomBytes(32);
}

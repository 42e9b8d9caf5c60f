import { Code } from '../../contract/envelope';

/**
 * A failure the caller should see: the envelope gets `code` and the message `key` translated into the
 * request's language (see gateway/i18n). Anything else thrown becomes a generic 999 without details.
 */
export class BizError extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
    readonly code: number = Code.error,
  ) {
    super(key);
    this.name = 'BizError';
  }
}

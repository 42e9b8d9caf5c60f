import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import { BizError } from '../../http/errors';

export interface SmsMessage {
  tenantId: string;
  phone: string;
  /** The full text, code included: it must never reach a log. */
  text: string;
  now: Date;
}

/** Delivers text messages. Implementations must not log the text. */
export interface SmsSender {
  readonly name: string;
  send(db: Db, message: SmsMessage): Promise<void>;
}

/** Demo delivery: the message lands in the tenant's outbox, readable at /gateway/demo/sms/outbox. */
export const outboxSmsSender: SmsSender = {
  name: 'outbox',
  async send(db, message) {
    await db.insert(smsOutbox).values({
      tenantId: message.tenantId,
      phone: message.phone,
      body: message.text,
      gmtCreate: message.now,
    });
  },
};

export type PostJson = (
  url: string,
  body: unknown,
  headers: Record<string, string>,
) => Promise<{ ok: boolean }>;

const defaultPostJson: PostJson = async (url, body, headers) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  return { ok: response.ok };
};

/**
 * Production delivery through an SMS service behind a webhook (SMS_WEBHOOK_URL, optional SMS_WEBHOOK_TOKEN
 * sent as a bearer token): it receives `{phone, text}` and answers 2xx once accepted.
 */
export function webhookSmsSender(
  url: string,
  token: string | undefined,
  post: PostJson = defaultPostJson,
): SmsSender {
  return {
    name: 'webhook',
    async send(_db, message) {
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      const result = await post(url, { phone: message.phone, text: message.text }, headers);
      if (!result.ok) throw new Error('SMS webhook refused the message');
    },
  };
}

/** Outside demo mode with nothing configured, sending fails with a message saying so (never a fake success). */
export const unconfiguredSmsSender: SmsSender = {
  name: 'unconfigured',
  async send() {
    throw new BizError('user.sms.notConfigured');
  },
};

export function smsSenderFor(
  config: Pick<Config, 'demo'>,
  env: Record<string, string | undefined> = process.env,
): SmsSender {
  const url = env.SMS_WEBHOOK_URL;
  if (url) return webhookSmsSender(url, env.SMS_WEBHOOK_TOKEN || undefined);
  return config.demo ? outboxSmsSender : unconfiguredSmsSender;
}

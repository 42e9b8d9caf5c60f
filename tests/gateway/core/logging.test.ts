import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../../contract/endpoint';
import { route } from '../../../gateway/http/route';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';

const secretApi = {
  signIn: endpoint({
    method: 'POST',
    path: '/test/api/secret',
    request: z.object({ phone: z.string(), password: z.string(), code: z.string() }),
    response: z.null(),
  }),
  lookup: endpoint({
    method: 'GET',
    path: '/test/api/lookup',
    request: z.object({ ticket: z.string() }),
    response: z.null(),
  }),
  failing: endpoint({
    method: 'POST',
    path: '/test/api/failing',
    request: z.object({ code: z.string() }),
    response: z.null(),
  }),
};

const SECRETS = ['Pw#Secret2026', '654321', 'tk_Z9yXwV', 'ticket-Q7Q7Q7', 'SECRETVALUE99', '13899990000'];

describe.each(dialects())('logs (%s)', (dialect) => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      dialect,
      config: { logLevel: 'info' },
      logStream: { write: (line) => void lines.push(line) },
      extend: (app) => {
        route(app, secretApi.signIn, async () => null);
        route(app, secretApi.lookup, async () => null);
        route(app, secretApi.failing, async ({ db, body }) => {
          // Fails in the database with the secret as a bound parameter.
          await db.execute(sql`select ${body.code}::int`);
          return null;
        });
      },
    });
  });
  afterAll(() => t.close());

  it('record requests without bodies, query strings, tokens, cookies or database values', async () => {
    const headers = {
      host: 'localhost',
      token: 'tk_Z9yXwV',
      cookie: 'ENT_WEB_TOKEN=tk_Z9yXwV',
      authorization: 'Bearer tk_Z9yXwV',
    };
    await t.app.inject({
      method: 'POST',
      url: '/gateway/test/api/secret',
      headers,
      payload: { phone: '13899990000', password: 'Pw#Secret2026', code: '654321' },
    });
    await t.app.inject({ method: 'GET', url: '/gateway/test/api/lookup?ticket=ticket-Q7Q7Q7', headers });
    const failed = await t.app.inject({
      method: 'POST',
      url: '/gateway/test/api/failing',
      headers,
      payload: { code: 'SECRETVALUE99' },
    });
    expect(failed.json()).toMatchObject({ code: 999 });

    const log = lines.join('');
    expect(log).toContain('/gateway/test/api/secret');
    expect(log).toContain('/gateway/test/api/lookup');
    expect(log).toContain('request failed');
    // Still useful for debugging: the SQLSTATE of the failure.
    expect(log).toContain('22P02');
    for (const secret of SECRETS) expect(log, secret).not.toContain(secret);
  });
});

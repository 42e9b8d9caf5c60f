import { constants, createPublicKey, generateKeyPairSync, publicEncrypt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { systemApi } from '../../../contract/system';
import { QrStatus, userApi } from '../../../contract/user';
import { qrTicket, serverKey } from '../../../gateway/db/schema';
import { prepareServerKey, useServerKeySecret } from '../../../gateway/http/crypto';
import { sha256Hex } from '../../../gateway/modules/user/digest';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { PASSWORD, call } from './support';

const SECRET = 'a-long-random-deployment-secret-for-tests';

async function storedKey(t: TestApp) {
  const [row] = await t.db.select().from(serverKey).where(eq(serverKey.id, 'rsa-oaep-256'));
  return row;
}

/** Signs in with the password encrypted under the site's public key, as the portal does. */
async function encryptedSignIn(t: TestApp, ip: string) {
  const key = await call(t.app, systemApi.publicKey, {});
  const publicKey = createPublicKey({
    key: Buffer.from(key.data.publicKey, 'base64'),
    format: 'der',
    type: 'spki',
  });
  const cipher = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(PASSWORD),
  );
  return call(
    t.app,
    userApi.loginByPassword,
    { phone: '13800000003', password: `rsa:${cipher.toString('base64')}` },
    { ip },
  );
}

describe.each(dialects())('QR sign-in tokens at rest (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
  });
  afterAll(() => t.close());

  it('keeps no usable token in the ticket row, and hands the sign-in over once', async () => {
    const created = await call(t.app, userApi.qrTicket, { provider: 'wecom' });
    const ticket = created.data.ticket;
    const confirmed = await call(
      t.app,
      userApi.qrConfirm,
      { ticket, action: 'confirm', phone: '13800000003' },
      { ip: '127.0.0.1' },
    );
    expect(confirmed.code).toBe(200);

    const [row] = await t.db
      .select()
      .from(qrTicket)
      .where(eq(qrTicket.ticketHash, sha256Hex(ticket)));
    const stored = row?.issuedToken ?? '';
    expect(stored).toMatch(/^praxis-sealed:v1:/);
    // What the row holds is no token the gateway accepts.
    expect((await call(t.app, userApi.currentUser, {}, { token: stored })).code).toBe(Code.tokenInvalid);

    const first = await call(t.app, userApi.qrStatus, { ticket });
    expect(first.data.status).toBe(QrStatus.confirmed);
    const token = first.data.signIn?.token ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(stored).not.toContain(token);
    expect((await call(t.app, userApi.currentUser, {}, { token })).code).toBe(200);

    const second = await call(t.app, userApi.qrStatus, { ticket });
    expect(second.data).toMatchObject({ status: QrStatus.confirmed, signIn: null });
    const [after] = await t.db
      .select()
      .from(qrTicket)
      .where(eq(qrTicket.ticketHash, sha256Hex(ticket)));
    expect(after?.issuedToken).toBeNull();
  });
});

describe.each(dialects())('server key at rest (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect, config: { secret: SECRET } });
  });
  afterAll(() => t.close());

  it('stores the private key encrypted when PRAXIS_SECRET is set, and still decrypts passwords with it', async () => {
    expect((await encryptedSignIn(t, '10.8.0.1')).code).toBe(200);
    const row = await storedKey(t);
    expect(row?.privateKey).toMatch(/^praxis-sealed:v1:/);
    expect(row?.privateKey).not.toContain('PRIVATE KEY');
  });

  it('encrypts a key stored in clear at the next start, and refuses a wrong or missing secret', async () => {
    const pem = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    }) as string;
    await t.db.update(serverKey).set({ privateKey: pem }).where(eq(serverKey.id, 'rsa-oaep-256'));
    // Each start is a new process: another handle on the same database stands for it here.
    const restart = Object.create(t.db) as typeof t.db;
    expect(await prepareServerKey(restart, { secret: SECRET, production: true })).toBeNull();
    const sealed = (await storedKey(t))?.privateKey ?? '';
    expect(sealed).toMatch(/^praxis-sealed:v1:/);

    await expect(
      prepareServerKey(Object.create(t.db) as typeof t.db, {
        secret: 'another-secret-of-enough-length',
        production: false,
      }),
    ).rejects.toThrow(/PRAXIS_SECRET does not decrypt the server key/);
    await expect(
      prepareServerKey(Object.create(t.db) as typeof t.db, { secret: undefined, production: false }),
    ).rejects.toThrow(/encrypted, but PRAXIS_SECRET is not set/);
    // Nothing was replaced by a failed start.
    expect((await storedKey(t))?.privateKey).toBe(sealed);
  });

  it('runs without a secret outside production (with a warning) and refuses to start without one in production', async () => {
    const demo = await createTestApp({ dialect });
    try {
      const warning = await prepareServerKey(demo.db, { secret: undefined, production: false });
      expect(warning).toMatch(/stored unencrypted/);
      expect((await storedKey(demo))?.privateKey).toContain('BEGIN PRIVATE KEY');
      useServerKeySecret(demo.db, undefined);
      await expect(prepareServerKey(demo.db, { secret: undefined, production: true })).rejects.toThrow(
        /PRAXIS_SECRET is not set/,
      );
    } finally {
      await demo.close();
    }
  });
});

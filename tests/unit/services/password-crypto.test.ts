import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENCRYPTED_PREFIX, encryptPassword } from '../../../src/services/password-crypto';

const subtle = globalThis.crypto.subtle;

function base64(buffer: ArrayBuffer): string {
  return Buffer.from(buffer).toString('base64');
}

describe('password crypto', () => {
  it('round-trips through RSA-OAEP/SHA-256 with a generated WebCrypto key pair', async () => {
    const pair = await subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    const spki = base64(await subtle.exportKey('spki', pair.publicKey));
    const sealed = await encryptPassword(spki, 'Praxis@2026', subtle);
    expect(sealed.startsWith(ENCRYPTED_PREFIX)).toBe(true);
    expect(sealed).not.toContain('Praxis@2026');

    const cipher = Buffer.from(sealed.slice(ENCRYPTED_PREFIX.length), 'base64');
    const plain = await subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, cipher);
    expect(new TextDecoder().decode(plain)).toBe('Praxis@2026');
  });

  it('is readable by a Node private key, as the gateway decrypts it (unicode included)', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'der' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const sealed = await encryptPassword(publicKey.toString('base64'), '密码Pass#1', subtle);
    const plain = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(sealed.slice(ENCRYPTED_PREFIX.length), 'base64'),
    );
    expect(plain.toString('utf8')).toBe('密码Pass#1');
  });

  it('returns the plain value where WebCrypto is missing', async () => {
    await expect(encryptPassword('AAAA', 'Praxis@2026', null)).resolves.toBe('Praxis@2026');
  });

  it('uses the global WebCrypto by default', async () => {
    const pair = await subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    const spki = base64(await subtle.exportKey('spki', pair.publicKey));
    expect((await encryptPassword(spki, 'x')).startsWith(ENCRYPTED_PREFIX)).toBe(true);
  });
});

/** Marks a field the gateway must decrypt with its private key before use. */
export const ENCRYPTED_PREFIX = 'rsa:';

function fromBase64(b64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(b64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toBase64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function defaultSubtle(): SubtleCrypto | null {
  // Absent outside secure contexts (plain http on a non-local host).
  return globalThis.crypto?.subtle ?? null;
}

/**
 * Encrypts a password with the site's RSA public key (SPKI, base64) using RSA-OAEP with SHA-256, as
 * `rsa:<base64>`. Without WebCrypto the plain value is returned: the transport's TLS still protects it and
 * the gateway accepts both forms.
 */
export async function encryptPassword(
  publicKeySpkiB64: string,
  plain: string,
  subtle: SubtleCrypto | null = defaultSubtle(),
): Promise<string> {
  if (!subtle) return plain;
  const key = await subtle.importKey(
    'spki',
    fromBase64(publicKeySpkiB64),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const cipher = await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(plain));
  return ENCRYPTED_PREFIX + toBase64(cipher);
}

/**
 * A certificate's credential as a file (VC data model 2.0, `EnvelopedVerifiableCredential`): the compact VC-JWT
 * carried in a `data:` address. The account centre saves it; the verification page reads it back.
 */
export const CREDENTIAL_DATA_PREFIX = 'data:application/vc+jwt,';

export function credentialFileOf(jwt: string): string {
  return JSON.stringify(
    {
      '@context': ['https://www.w3.org/ns/credentials/v2'],
      id: `${CREDENTIAL_DATA_PREFIX}${jwt}`,
      type: 'EnvelopedVerifiableCredential',
    },
    null,
    2,
  );
}

/** Saves text the page made as a file (the object address is released once the browser has it). */
export function saveTextFile(
  content: string,
  fileName: string,
  type: string,
  doc: Document = document,
): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const anchor = doc.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  doc.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

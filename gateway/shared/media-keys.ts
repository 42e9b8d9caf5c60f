/*
 * Media keys are paths under the media root ("demo/video/onboarding/onboarding.mp4"), the same on every
 * gateway and in every tenant's rows. A key from an address is only ever a name to look up: one that could
 * climb out of the root, or name something twice, is refused before the file system sees it.
 */

const MAX_KEY_LENGTH = 512;
// Control characters (NUL among them) never belong in a key.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A relative path of plain segments: no '..' or '.', no empty segment, no backslash, no control character. */
export function isSafeKey(key: string): boolean {
  if (key === '' || key.length > MAX_KEY_LENGTH) return false;
  if (key.startsWith('/') || key.includes('\\') || CONTROL.test(key)) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** The directory of a key, with its trailing '/' ("demo/live/loop/live.m3u8" → "demo/live/loop/"). */
export function dirOf(key: string): string {
  return key.slice(0, key.lastIndexOf('/') + 1);
}

/** The file name of a key (the last segment). */
export function baseName(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1);
}

interface MediaType {
  type: string;
  /** Files a browser cannot show itself are downloads, named after the file. */
  attachment: boolean;
}

const TYPES: Record<string, MediaType> = {
  mp4: { type: 'video/mp4', attachment: false },
  m3u8: { type: 'application/vnd.apple.mpegurl', attachment: false },
  ts: { type: 'video/mp2t', attachment: false },
  mp3: { type: 'audio/mpeg', attachment: false },
  m4a: { type: 'audio/mp4', attachment: false },
  pdf: { type: 'application/pdf', attachment: false },
  txt: { type: 'text/plain; charset=utf-8', attachment: false },
  jpg: { type: 'image/jpeg', attachment: false },
  jpeg: { type: 'image/jpeg', attachment: false },
  png: { type: 'image/png', attachment: false },
  svg: { type: 'image/svg+xml', attachment: false },
  json: { type: 'application/json; charset=utf-8', attachment: false },
  zip: { type: 'application/zip', attachment: true },
  doc: { type: 'application/msword', attachment: true },
  docx: { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', attachment: true },
  xls: { type: 'application/vnd.ms-excel', attachment: true },
  xlsx: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', attachment: true },
  ppt: { type: 'application/vnd.ms-powerpoint', attachment: true },
  pptx: {
    type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    attachment: true,
  },
};

const UNKNOWN: MediaType = { type: 'application/octet-stream', attachment: true };

/** How a file is answered, by its extension; anything unknown is an opaque download. */
export function mediaTypeOf(key: string): MediaType {
  const name = baseName(key);
  const dot = name.lastIndexOf('.');
  const ext = dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
  return Object.hasOwn(TYPES, ext) ? (TYPES[ext] ?? UNKNOWN) : UNKNOWN;
}

/** RFC 6266: an ASCII fallback name plus the real (UTF-8) one. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

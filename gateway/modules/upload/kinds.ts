import {
  UPLOAD_KINDS,
  UPLOAD_MAX_DOCUMENT_BYTES,
  UPLOAD_MAX_IMAGE_BYTES,
} from '../../../contract/upload.routes';

/*
 * What a file is, read from its first bytes: a name can say anything, so a file is taken only when its content
 * is a picture, a PDF or a Word document and its name's extension is one of that kind's.
 */

export type UploadKind = keyof typeof UPLOAD_KINDS;

interface Sniffed {
  kind: UploadKind;
  mimeType: string;
}

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** A .docx is a zip whose parts include the Word document; any other zip (or .xlsx, .pptx) is not one. */
function isDocx(buf: Buffer): boolean {
  if (!startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) return false;
  const names = buf.toString('latin1');
  return names.includes('[Content_Types].xml') && names.includes('word/');
}

/** The kind and type of a file from its content, or null for anything that is not allowed. */
export function sniff(buf: Buffer): Sniffed | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { kind: 'image', mimeType: 'image/jpeg' };
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: 'image', mimeType: 'image/png' };
  if (startsWith(buf, ascii('GIF87a')) || startsWith(buf, ascii('GIF89a')))
    return { kind: 'image', mimeType: 'image/gif' };
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8))
    return { kind: 'image', mimeType: 'image/webp' };
  if (startsWith(buf, ascii('%PDF-'))) return { kind: 'pdf', mimeType: 'application/pdf' };
  // The compound file of Word 97–2003 (also Excel and PowerPoint of that age: the extension settles it).
  if (startsWith(buf, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return { kind: 'word', mimeType: 'application/msword' };
  }
  if (isDocx(buf)) {
    return {
      kind: 'word',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    };
  }
  return null;
}

const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

/** Whether the name's extension belongs to the kind the content is. */
export function extensionFits(fileName: string, kind: UploadKind): boolean {
  return (UPLOAD_KINDS[kind] as readonly string[]).includes(extensionOf(fileName));
}

/** The most a file of the kind may weigh. */
export const maxBytes = (kind: UploadKind) =>
  kind === 'image' ? UPLOAD_MAX_IMAGE_BYTES : UPLOAD_MAX_DOCUMENT_BYTES;

/** The most any upload may weigh: the request is cut off past it. */
export const MAX_UPLOAD_BYTES = Math.max(UPLOAD_MAX_IMAGE_BYTES, UPLOAD_MAX_DOCUMENT_BYTES);

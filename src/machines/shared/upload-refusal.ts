import {
  UPLOAD_KINDS,
  UPLOAD_MAX_DOCUMENT_BYTES,
  UPLOAD_MAX_IMAGE_BYTES,
} from '../../../contract/upload.routes';

/** Why a picked file is not sent: not a picture, Word or PDF; too large (or empty) for its kind; one too many. */
export type FileRefusal = { reason: 'kind' | 'size' | 'count'; name: string } | null;

/**
 * What the name and size of a picked file already tell, before it is sent (the gateway reads its content too):
 * `attached` files are there and at most `max` may be.
 */
export function uploadRefusal(
  file: { name: string; size: number },
  attached: number,
  max: number,
): FileRefusal {
  if (attached >= max) return { reason: 'count', name: file.name };
  const dot = file.name.lastIndexOf('.');
  const ext = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  const isImage = (UPLOAD_KINDS.image as readonly string[]).includes(ext);
  const isDocument = ([...UPLOAD_KINDS.pdf, ...UPLOAD_KINDS.word] as readonly string[]).includes(ext);
  if (!isImage && !isDocument) return { reason: 'kind', name: file.name };
  const limit = isImage ? UPLOAD_MAX_IMAGE_BYTES : UPLOAD_MAX_DOCUMENT_BYTES;
  if (file.size > limit || file.size === 0) return { reason: 'size', name: file.name };
  return null;
}

import type { Route } from './route';

/**
 * Files a member uploads (spec System: image and document upload with progress; §5: pictures, Word and PDF
 * only). Free of schemas (see `route.ts`); `upload.ts` holds the shapes.
 */

/** What may be uploaded, by kind: the gateway reads the file's first bytes, not only its name. */
export const UPLOAD_KINDS = {
  image: ['jpg', 'jpeg', 'png', 'gif', 'webp'],
  pdf: ['pdf'],
  word: ['doc', 'docx'],
} as const;

/** The largest picture, and the largest Word or PDF document, in bytes. */
export const UPLOAD_MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** The file input's `accept`: the extensions above. */
export const UPLOAD_ACCEPT = Object.values(UPLOAD_KINDS)
  .flat()
  .map((ext) => `.${ext}`)
  .join(',');

export const uploadRoutes = {
  /** One file as `multipart/form-data` (field `file`); answers what was stored. */
  upload: { method: 'POST', path: '/system/auth/file/upload' },
  /** A short-lived address of a file: the uploader's own, or any of the company's for its administrators. */
  link: { method: 'POST', path: '/system/auth/file/link' },
} as const satisfies Record<string, Route>;

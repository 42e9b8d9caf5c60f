import { z } from 'zod';
import { endpoint } from './endpoint';
import { dateTime, id } from './envelope';
import { uploadRoutes } from './upload.routes';

export {
  UPLOAD_ACCEPT,
  UPLOAD_KINDS,
  UPLOAD_MAX_DOCUMENT_BYTES,
  UPLOAD_MAX_IMAGE_BYTES,
} from './upload.routes';

/** A stored upload as its uploader and the pages that show it see it. */
export const uploadedFile = z.object({
  id,
  fileName: z.string(),
  /** Bytes. */
  fileSize: z.number().int().min(0),
  /** What the gateway found the file to be, from its content. */
  mimeType: z.string(),
  gmtCreate: dateTime,
});
export type UploadedFile = z.infer<typeof uploadedFile>;

export const uploadApi = {
  /** The request is the form's `file`; nothing else is read. */
  upload: endpoint({ ...uploadRoutes.upload, request: z.object({}), response: uploadedFile }),
  link: endpoint({
    ...uploadRoutes.link,
    request: z.object({ id }),
    response: z.object({ url: z.string(), fileName: z.string(), expiresIn: z.number().int() }),
  }),
};

import { z } from 'zod';
import { endpoint } from './endpoint';
import { MAX_PAGE_SIZE, dateTime, id, pageOf } from './envelope';
import { EXPORT_PAGE_SIZE, exportRoutes } from './export.routes';

export { EXPORT_PAGE_SIZE, ExportStatus } from './export.routes';

const exportStatus = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const exportRecord = z.object({
  id,
  fileName: z.string(),
  /** Bytes (0 until ready). */
  fileSize: z.number().int(),
  gmtCreate: dateTime,
  exportStatus,
});
export type ExportRecord = z.infer<typeof exportRecord>;

export const exportApi = {
  page: endpoint({
    ...exportRoutes.page,
    request: z.object({
      pageCurrent: z.coerce.number().int().min(1).max(1_000_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(EXPORT_PAGE_SIZE),
    }),
    response: pageOf(exportRecord),
  }),
  delete: endpoint({
    ...exportRoutes.delete,
    request: z.object({ id }),
    response: z.null(),
  }),
  /** Every record of the caller. */
  deleteAll: endpoint({
    ...exportRoutes.deleteAll,
    request: z.object({}),
    response: z.object({ count: z.number().int() }),
  }),
  /**
   * Only for a ready record: an address on the gateway (with a short-lived token in it) that serves the file
   * as an attachment; it needs no token header, so the browser can simply open it.
   */
  downloadUrl: endpoint({
    ...exportRoutes.downloadUrl,
    request: z.object({ id }),
    response: z.object({ url: z.string(), expiresIn: z.number().int() }),
  }),
};

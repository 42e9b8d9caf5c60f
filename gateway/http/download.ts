import type { FastifyReply } from 'fastify';

/** Download tokens are 256-bit, base64url without padding. */
export const DOWNLOAD_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** RFC 6266: an ASCII fallback name plus the real (UTF-8) one. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Sends a stored file as a download: never cached, never sniffed, never rendered as a page of this site
 * (the sandbox keeps any script in it away from the portal's origin).
 */
export function sendDownload(
  reply: FastifyReply,
  file: { fileName: string; mimeType: string; content: Buffer },
): FastifyReply {
  return reply
    .code(200)
    .header('cache-control', 'no-store')
    .header('content-disposition', contentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', 'sandbox')
    .type(file.mimeType)
    .send(file.content);
}

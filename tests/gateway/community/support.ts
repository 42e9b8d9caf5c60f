import type { Envelope } from '../../../contract/envelope';
import { uploadApi, type UploadedFile } from '../../../contract/upload';
import type { TestApp } from '../helpers/app';

/** The site bound to 星河科技, whose visitors read its community. */
export const BOUND = '127.0.0.1';

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads one file as the portal does: multipart with the field `file`. */
export async function upload(
  t: TestApp,
  token: string,
  fileName: string,
  content: Buffer,
  host = 'localhost',
): Promise<UploadedFile> {
  const boundary = '----praxis-community-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const payload = Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/gateway${uploadApi.upload.path}`,
    headers: { host, token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  const body = res.json<Envelope<UploadedFile>>();
  if (body.code !== 200) throw new Error(`upload refused: ${body.msg}`);
  return body.data;
}

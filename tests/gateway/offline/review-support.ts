import { and, eq } from 'drizzle-orm';
import type { Envelope } from '../../../contract/envelope';
import { uploadApi, type UploadedFile } from '../../../contract/upload';
import { uploadFile } from '../../../gateway/db/schema-upload';
import type { TestApp } from '../helpers/app';

/** The demo's attachments and assessments of offline courses (offline-assess.json). */
export const SAFETY_ATTACHMENTS = ['班组安全管理讲义.pdf', '风险辨识检查表.pdf', '现场隐患分布图.png'];
export const LIU_YANG_FILE = '刘洋-隐患整改报告.pdf';
export const LEARNER_FILE = '林晓-数据分类分级练习.pdf';

export const TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads one file as the portal does (multipart, field `file`) and answers its id. */
export async function uploadAs(
  t: TestApp,
  token: string,
  fileName: string,
  content: Buffer,
  host = 'localhost',
): Promise<string> {
  const boundary = '----praxis-offline-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const res = await t.app.inject({
    method: 'POST',
    url: `/gateway${uploadApi.upload.path}`,
    headers: { host, token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  const body = res.json<Envelope<UploadedFile>>();
  if (!body.data) throw new Error(`upload of ${fileName} refused: ${body.msg}`);
  return body.data.id;
}

/** The id of a seeded upload of the tenant by its name. */
export async function seededFile(t: TestApp, tenantId: string, fileName: string): Promise<string> {
  const [row] = await t.db
    .select({ id: uploadFile.id })
    .from(uploadFile)
    .where(and(eq(uploadFile.tenantId, tenantId), eq(uploadFile.fileName, fileName)));
  if (!row) throw new Error(`no seeded upload ${fileName}`);
  return row.id;
}

/** Opens a link the gateway handed out, as the browser would. */
export function openLink(t: TestApp, url: string, host = 'localhost') {
  return t.app.inject({ method: 'GET', url, headers: { host } });
}

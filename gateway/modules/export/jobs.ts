import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ExportStatus, type ExportRecord } from '../../../contract/export';
import type { Db } from '../../db/client';
import { exportRecord } from '../../db/schema';
import type { Locale } from '../../i18n/locale';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';

/*
 * An export is a job (decision 0032): the request files a generating record with what to produce, and the
 * export runner (runner.ts) produces the file and ends the record ready or failed. The job is stored in the
 * record as JSON: the kind of export, the reader's language and the filter the request gave.
 */

export const exportJob = z.object({
  kind: z.string().min(1),
  lang: z.enum(['zh', 'en']),
  filter: z.unknown(),
});
export type ExportJob = z.infer<typeof exportJob>;

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** Makes the rows of one kind of export for the member; throws when it cannot (the runner retries). */
export type ExportProducer = (
  db: Db,
  scope: MemberScope,
  filter: unknown,
  t: Translate,
  now: Date,
) => Promise<string[][]>;

/** Files a generating export of the member; the runner produces it. */
export async function queueExport(
  db: Db,
  scope: MemberScope,
  fileName: string,
  job: { kind: string; lang: Locale; filter: unknown },
  now: Date,
): Promise<ExportRecord> {
  const [row] = await db
    .insert(exportRecord)
    .values({
      ...scope,
      fileName,
      exportStatus: ExportStatus.generating,
      job,
      gmtCreate: now,
      gmtModified: now,
    })
    .returning({ id: exportRecord.id });
  if (!row) throw new Error('export record not created');
  return { id: row.id, fileName, fileSize: 0, gmtCreate: formatDateTime(now), exportStatus: 1 };
}

/** One export record of the member as the download list shows it. */
export async function exportRecordOf(db: Db, scope: MemberScope, id: string): Promise<ExportRecord | null> {
  const [row] = await db
    .select({
      id: exportRecord.id,
      fileName: exportRecord.fileName,
      fileSize: exportRecord.fileSize,
      gmtCreate: exportRecord.gmtCreate,
      exportStatus: exportRecord.exportStatus,
    })
    .from(exportRecord)
    .where(
      and(
        eq(exportRecord.tenantId, scope.tenantId),
        eq(exportRecord.enterpriseId, scope.enterpriseId),
        eq(exportRecord.userId, scope.userId),
        eq(exportRecord.id, id),
      ),
    )
    .limit(1);
  return row
    ? {
        ...row,
        gmtCreate: formatDateTime(row.gmtCreate),
        exportStatus: row.exportStatus as ExportRecord['exportStatus'],
      }
    : null;
}

import { and, count, desc, eq } from 'drizzle-orm';
import { ExportStatus, type ExportRecord } from '../../../contract/export';
import type { Page } from '../../../contract/envelope';
import type { Db } from '../../db/client';
import { exportRecord } from '../../db/schema';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import { newToken } from '../../http/tokens';
import type { MemberScope } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';

/** A download link works for five minutes: long enough to click, short enough not to be shared around. */
export const DOWNLOAD_TTL_SECONDS = 300;
export const EXPORT_FILES_PATH = '/gateway/files/exports';

const mine = (scope: MemberScope) =>
  and(
    eq(exportRecord.tenantId, scope.tenantId),
    eq(exportRecord.enterpriseId, scope.enterpriseId),
    eq(exportRecord.userId, scope.userId),
  );

export async function exportPage(
  db: Db,
  scope: MemberScope,
  q: { pageCurrent: number; pageSize: number },
): Promise<Page<ExportRecord>> {
  const [total] = await db.select({ n: count() }).from(exportRecord).where(mine(scope));
  const rows = await db
    .select({
      id: exportRecord.id,
      fileName: exportRecord.fileName,
      fileSize: exportRecord.fileSize,
      gmtCreate: exportRecord.gmtCreate,
      exportStatus: exportRecord.exportStatus,
    })
    .from(exportRecord)
    .where(mine(scope))
    .orderBy(desc(exportRecord.gmtCreate), desc(exportRecord.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return pageResult(
    rows.map((r) => ({
      id: r.id,
      fileName: r.fileName,
      fileSize: r.fileSize,
      gmtCreate: formatDateTime(r.gmtCreate),
      exportStatus: r.exportStatus as ExportRecord['exportStatus'],
    })),
    q,
    total?.n ?? 0,
  );
}

export async function deleteExport(db: Db, scope: MemberScope, id: string): Promise<void> {
  const rows = await db
    .delete(exportRecord)
    .where(and(mine(scope), eq(exportRecord.id, id)))
    .returning({ id: exportRecord.id });
  if (rows.length === 0) throw new BizError('export.notFound');
}

export async function deleteAllExports(db: Db, scope: MemberScope): Promise<number> {
  const rows = await db.delete(exportRecord).where(mine(scope)).returning({ id: exportRecord.id });
  return rows.length;
}

/** A fresh short-lived link for a ready file (a new link replaces the previous one). */
export async function downloadUrl(
  db: Db,
  scope: MemberScope,
  id: string,
  now: Date,
): Promise<{ url: string; expiresIn: number }> {
  const [row] = await db
    .select({ exportStatus: exportRecord.exportStatus })
    .from(exportRecord)
    .where(and(mine(scope), eq(exportRecord.id, id)))
    .limit(1);
  if (!row) throw new BizError('export.notFound');
  if (row.exportStatus !== ExportStatus.ready) throw new BizError('export.notReady');
  const { token, hash } = newToken();
  await db
    .update(exportRecord)
    .set({
      downloadTokenHash: hash,
      downloadExpiresAt: new Date(now.getTime() + DOWNLOAD_TTL_SECONDS * 1000),
    })
    .where(and(mine(scope), eq(exportRecord.id, id)));
  return { url: `${EXPORT_FILES_PATH}/${token}`, expiresIn: DOWNLOAD_TTL_SECONDS };
}

/** The file behind a download token of this tenant, if the token is current and the file ready. */
export async function fileByToken(
  db: Db,
  tenantId: string,
  tokenHash: string,
  now: Date,
): Promise<{ fileName: string; content: string } | null> {
  const [row] = await db
    .select({
      fileName: exportRecord.fileName,
      content: exportRecord.content,
      exportStatus: exportRecord.exportStatus,
      expiresAt: exportRecord.downloadExpiresAt,
    })
    .from(exportRecord)
    .where(and(eq(exportRecord.tenantId, tenantId), eq(exportRecord.downloadTokenHash, tokenHash)))
    .limit(1);
  if (!row || row.content === null || row.exportStatus !== ExportStatus.ready) return null;
  if (!row.expiresAt || row.expiresAt.getTime() <= now.getTime()) return null;
  return { fileName: row.fileName, content: row.content };
}

import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { libraryDownload, libraryFile } from '../../db/schema';
import { BizError } from '../../http/errors';
import { issueFileLink } from '../../http/download';
import type { MemberScope } from '../../shared/member-scope';

/** A link works for five minutes: long enough to click, short enough not to be passed around. */
export const LIBRARY_LINK_TTL_SECONDS = 300;
export const LIBRARY_FILES_PATH = '/gateway/files/library';

/** A fresh link to a file of the caller's company. */
export async function libraryDownloadUrl(
  db: Db,
  scope: MemberScope,
  id: string,
  now: Date,
): Promise<{ url: string; fileName: string; expiresIn: number }> {
  const [file] = await db
    .select({ id: libraryFile.id, fileName: libraryFile.fileName })
    .from(libraryFile)
    .where(
      and(
        eq(libraryFile.tenantId, scope.tenantId),
        eq(libraryFile.enterpriseId, scope.enterpriseId),
        eq(libraryFile.id, id),
        eq(libraryFile.statusId, 1),
      ),
    )
    .limit(1);
  if (!file) throw new BizError('library.notFound');
  const token = await issueFileLink(
    db,
    libraryDownload,
    { tenantId: scope.tenantId, fileId: file.id, userId: scope.userId },
    now,
    LIBRARY_LINK_TTL_SECONDS,
  );
  return {
    url: `${LIBRARY_FILES_PATH}/${token}`,
    fileName: file.fileName,
    expiresIn: LIBRARY_LINK_TTL_SECONDS,
  };
}

/** The file behind a current link of this tenant, or null. */
export async function libraryFileByToken(
  db: Db,
  tenantId: string,
  tokenHash: string,
  now: Date,
): Promise<{ fileName: string; mimeType: string; content: Buffer } | null> {
  const [row] = await db
    .select({ fileName: libraryFile.fileName, mimeType: libraryFile.mimeType, content: libraryFile.content })
    .from(libraryDownload)
    .innerJoin(
      libraryFile,
      and(eq(libraryFile.tenantId, libraryDownload.tenantId), eq(libraryFile.id, libraryDownload.fileId)),
    )
    .where(
      and(
        eq(libraryDownload.tenantId, tenantId),
        eq(libraryDownload.tokenHash, tokenHash),
        gt(libraryDownload.expiresAt, now),
        eq(libraryFile.statusId, 1),
      ),
    )
    .limit(1);
  return row ?? null;
}

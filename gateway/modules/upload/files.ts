import { and, eq, gt, inArray } from 'drizzle-orm';
import type { UploadedFile } from '../../../contract/upload';
import type { Db } from '../../db/client';
import { enterpriseMember } from '../../db/schema';
import { uploadFile, uploadLink } from '../../db/schema-upload';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import { issueFileLink } from '../../http/download';
import type { MemberScope } from '../../shared/member-scope';
import { extensionFits, maxBytes, sniff } from './kinds';

/** A link works for five minutes: long enough to open, short enough not to be passed around. */
export const UPLOAD_LINK_TTL_SECONDS = 300;
export const UPLOAD_FILES_PATH = '/gateway/files/upload';

/** The longest file name kept (longer names are cut, keeping the extension). */
const MAX_NAME = 120;

/** A file name as kept: no path, no control characters, not too long. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (clean.length <= MAX_NAME) return clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 && clean.length - dot <= 8 ? clean.slice(dot) : '';
  return clean.slice(0, MAX_NAME - ext.length) + ext;
}

/** Stores a member's upload once its content is known to be an allowed kind of the size that kind allows. */
export async function saveUpload(
  db: Db,
  scope: MemberScope,
  file: { fileName: string; content: Buffer },
  now: Date,
): Promise<UploadedFile> {
  const fileName = cleanFileName(file.fileName);
  if (fileName === '' || file.content.length === 0) throw new BizError('upload.empty');
  const found = sniff(file.content);
  if (!found || !extensionFits(fileName, found.kind))
    throw new BizError('upload.badType', { name: fileName });
  const max = maxBytes(found.kind);
  if (file.content.length > max) {
    throw new BizError('upload.tooLarge', { name: fileName, max: `${Math.round(max / 1024 / 1024)} MB` });
  }
  const [row] = await db
    .insert(uploadFile)
    .values({
      tenantId: scope.tenantId,
      enterpriseId: scope.enterpriseId,
      userId: scope.userId,
      fileName,
      mimeType: found.mimeType,
      fileSize: file.content.length,
      content: file.content,
      gmtCreate: now,
    })
    .returning({ id: uploadFile.id });
  if (!row) throw new BizError('error.generic');
  return {
    id: row.id,
    fileName,
    fileSize: file.content.length,
    mimeType: found.mimeType,
    gmtCreate: formatDateTime(now),
  };
}

/**
 * Uploads of the company among `ids`, in that order, without their content: the member's own (`mine`), or
 * anyone's (an administrator reading an answer). Ids that are not found are left out.
 */
export async function uploadsById(
  db: Db,
  scope: MemberScope,
  ids: readonly string[],
  whose: 'mine' | 'company',
): Promise<UploadedFile[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: uploadFile.id,
      fileName: uploadFile.fileName,
      fileSize: uploadFile.fileSize,
      mimeType: uploadFile.mimeType,
      gmtCreate: uploadFile.gmtCreate,
    })
    .from(uploadFile)
    .where(
      and(
        eq(uploadFile.tenantId, scope.tenantId),
        eq(uploadFile.enterpriseId, scope.enterpriseId),
        whose === 'mine' ? eq(uploadFile.userId, scope.userId) : undefined,
        inArray(uploadFile.id, [...new Set(ids)]),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, { ...r, gmtCreate: formatDateTime(r.gmtCreate) }]));
  return ids.flatMap((id) => {
    const found = byId.get(id);
    return found ? [found] : [];
  });
}

async function isCompanyAdmin(db: Db, scope: MemberScope): Promise<boolean> {
  const [row] = await db
    .select({ isAdmin: enterpriseMember.isAdmin })
    .from(enterpriseMember)
    .where(
      and(
        eq(enterpriseMember.tenantId, scope.tenantId),
        eq(enterpriseMember.enterpriseId, scope.enterpriseId),
        eq(enterpriseMember.userId, scope.userId),
      ),
    )
    .limit(1);
  return row?.isAdmin === 1;
}

interface UploadLink {
  url: string;
  fileName: string;
  expiresIn: number;
}

async function companyUpload(db: Db, scope: MemberScope, id: string) {
  const [file] = await db
    .select({ id: uploadFile.id, fileName: uploadFile.fileName, userId: uploadFile.userId })
    .from(uploadFile)
    .where(
      and(
        eq(uploadFile.tenantId, scope.tenantId),
        eq(uploadFile.enterpriseId, scope.enterpriseId),
        eq(uploadFile.id, id),
      ),
    )
    .limit(1);
  return file;
}

/**
 * A fresh link to an upload: the uploader's own, or any of the company's for its administrators (who mark
 * answers). Anyone else, another company's and another tenant's member alike, finds nothing.
 */
export async function uploadUrl(db: Db, scope: MemberScope, id: string, now: Date): Promise<UploadLink> {
  const file = await companyUpload(db, scope, id);
  if (!file || (file.userId !== scope.userId && !(await isCompanyAdmin(db, scope)))) {
    throw new BizError('upload.notFound');
  }
  return linkTo(db, scope, file, now);
}

/**
 * A fresh link to any upload of the caller's company, for a module that has already decided the caller may read
 * it (a course's attachment, an assessment's file). Another company's or tenant's file is still not found.
 */
export async function companyUploadUrl(
  db: Db,
  scope: MemberScope,
  id: string,
  now: Date,
): Promise<UploadLink> {
  const file = await companyUpload(db, scope, id);
  if (!file) throw new BizError('upload.notFound');
  return linkTo(db, scope, file, now);
}

async function linkTo(
  db: Db,
  scope: MemberScope,
  file: { id: string; fileName: string },
  now: Date,
): Promise<UploadLink> {
  const token = await issueFileLink(
    db,
    uploadLink,
    { tenantId: scope.tenantId, fileId: file.id, userId: scope.userId },
    now,
    UPLOAD_LINK_TTL_SECONDS,
  );
  return {
    url: `${UPLOAD_FILES_PATH}/${token}`,
    fileName: file.fileName,
    expiresIn: UPLOAD_LINK_TTL_SECONDS,
  };
}

/** The file behind a current link of this tenant, or null. */
export async function uploadByToken(
  db: Db,
  tenantId: string,
  tokenHash: string,
  now: Date,
): Promise<{ fileName: string; mimeType: string; content: Buffer } | null> {
  const [row] = await db
    .select({ fileName: uploadFile.fileName, mimeType: uploadFile.mimeType, content: uploadFile.content })
    .from(uploadLink)
    .innerJoin(
      uploadFile,
      and(eq(uploadFile.tenantId, uploadLink.tenantId), eq(uploadFile.id, uploadLink.fileId)),
    )
    .where(
      and(
        eq(uploadLink.tenantId, tenantId),
        eq(uploadLink.tokenHash, tokenHash),
        gt(uploadLink.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

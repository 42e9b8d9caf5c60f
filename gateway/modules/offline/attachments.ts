import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OfflineFile, attachmentLink } from '../../../contract/offline-review';
import type { UploadedFile } from '../../../contract/upload';
import type { Db } from '../../db/client';
import { offlineAssessment, offlineAttachment, offlineCourse } from '../../db/schema-offline';
import { BizError } from '../../http/errors';
import type { MemberScope } from '../../shared/member-scope';
import { companyUploadUrl, uploadsById } from '../upload/files';
import { taughtCourse, teachesCourseById, visibleCourse } from './course-access';

/*
 * A course's attachments and the links to them and to assessments' files (decision 0060). The rows name
 * `upload_file` ids; the files stay the uploads' own, read through short-lived links.
 */

export const toOfflineFile = (f: UploadedFile): OfflineFile => ({
  fileId: f.id,
  fileName: f.fileName,
  fileSize: f.fileSize,
  mimeType: f.mimeType,
  gmtCreate: f.gmtCreate,
});

/** The company's uploads among `ids`, in that order (a file no longer there is left out). */
export async function filesOf(db: Db, scope: MemberScope, ids: readonly string[]): Promise<OfflineFile[]> {
  return (await uploadsById(db, scope, ids, 'company')).map(toOfflineFile);
}

/**
 * Refuses ids that are neither the caller's own uploads nor among `kept` (files already there, which a second
 * lecturer of the course may keep though someone else uploaded them).
 */
export async function requireOwnUploads(
  db: Db,
  scope: MemberScope,
  ids: readonly string[],
  kept: readonly string[],
): Promise<void> {
  const added = ids.filter((id) => !kept.includes(id));
  const mine = await uploadsById(db, scope, added, 'mine');
  if (mine.length !== added.length) throw new BizError('offline.fileNotYours');
}

async function attachedIds(db: Db, scope: MemberScope, courseId: string): Promise<string[]> {
  const rows = await db
    .select({ fileId: offlineAttachment.fileId })
    .from(offlineAttachment)
    .where(
      and(
        eq(offlineAttachment.tenantId, scope.tenantId),
        eq(offlineAttachment.enterpriseId, scope.enterpriseId),
        eq(offlineAttachment.courseId, courseId),
      ),
    )
    .orderBy(asc(offlineAttachment.sort), asc(offlineAttachment.fileId));
  return rows.map((r) => r.fileId);
}

/** The attachments of an enabled course of the caller's company, in the lecturer's order. */
export async function attachmentList(db: Db, scope: MemberScope, courseId: string): Promise<OfflineFile[]> {
  const course = await visibleCourse(db, scope, courseId);
  return filesOf(db, scope, await attachedIds(db, scope, course.id));
}

/** The lecturer sets the course's attachments to exactly these files, in this order. */
export async function attachmentSave(
  db: Db,
  scope: MemberScope,
  body: { courseId: string; fileIds: string[] },
  now: Date,
): Promise<OfflineFile[]> {
  const course = await taughtCourse(db, scope, body.courseId);
  await requireOwnUploads(db, scope, body.fileIds, await attachedIds(db, scope, course.id));
  await db.transaction(async (tx) => {
    // Two saves of one course at once take turns, so the later one's list is what stays.
    await tx
      .select({ one: sql<number>`1` })
      .from(offlineCourse)
      .where(and(eq(offlineCourse.tenantId, scope.tenantId), eq(offlineCourse.id, course.id)))
      .for('update');
    await tx
      .delete(offlineAttachment)
      .where(
        and(
          eq(offlineAttachment.tenantId, scope.tenantId),
          eq(offlineAttachment.enterpriseId, scope.enterpriseId),
          eq(offlineAttachment.courseId, course.id),
        ),
      );
    if (body.fileIds.length === 0) return;
    await tx.insert(offlineAttachment).values(
      body.fileIds.map((fileId, sort) => ({
        tenantId: scope.tenantId,
        courseId: course.id,
        fileId,
        enterpriseId: scope.enterpriseId,
        sort,
        gmtCreate: now,
      })),
    );
  });
  return filesOf(db, scope, await attachedIds(db, scope, course.id));
}

/** The assessment's file ids of a learner in a course, or null when there is none. */
export async function assessmentFileIds(
  db: Db,
  scope: MemberScope,
  courseId: string,
  userId: string,
): Promise<string[] | null> {
  const [row] = await db
    .select({ fileIds: offlineAssessment.fileIds })
    .from(offlineAssessment)
    .where(
      and(
        eq(offlineAssessment.tenantId, scope.tenantId),
        eq(offlineAssessment.courseId, courseId),
        eq(offlineAssessment.enterpriseId, scope.enterpriseId),
        eq(offlineAssessment.userId, userId),
      ),
    )
    .limit(1);
  return row ? row.fileIds : null;
}

/**
 * A link to a course's attachment for anyone who sees the course, or to a file of a learner's assessment for
 * that learner and the course's lecturers. Whatever the caller may not read is "not found".
 */
export async function attachmentLinkOf(
  db: Db,
  scope: MemberScope,
  body: { courseId: string; fileId: string; userId?: string | undefined },
  now: Date,
): Promise<z.output<typeof attachmentLink>> {
  const course = await visibleCourse(db, scope, body.courseId);
  const learner = body.userId;
  let readable: boolean;
  if (learner === undefined) {
    readable = (await attachedIds(db, scope, course.id)).includes(body.fileId);
  } else {
    const allowed = learner === scope.userId || (await teachesCourseById(db, scope, course.id));
    readable =
      allowed && ((await assessmentFileIds(db, scope, course.id, learner)) ?? []).includes(body.fileId);
  }
  if (!readable) throw new BizError('offline.fileNotFound');
  return companyUploadUrl(db, scope, body.fileId, now);
}

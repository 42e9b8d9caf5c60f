import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import { CertificateIssueWay, CertificateSource } from '../../../contract/certificate.routes';
import { ContentStatus, PhaseContentType } from '../../../contract/study-task.routes';
import type { Db } from '../../db/client';
import { course, courseUserProgress, studyTask, studyTaskUser } from '../../db/schema';
import { studyTaskContent } from '../../db/schema-task';
import { certificate, certificateUser } from '../../db/schema-certificate';
import type { MemberScope } from '../../shared/member-scope';
import { memberContents } from '../../shared/task-contents';

/*
 * Automatic awards (decision 0055). Whatever completes a course or a task calls these inside its own
 * transaction, after its write, so the award commits or rolls back with the progress that earned it. The
 * unique key on (member, source) makes the award happen once however many completions race: the later insert
 * waits for the first to commit and then does nothing.
 */

const BASE32 = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const pad = (n: number) => String(n).padStart(2, '0');

/** A certificate number: the award's day and eight random characters (unique per tenant by index). */
export function certificateNumber(now: Date): string {
  let tail = '';
  for (const b of randomBytes(8)) tail += BASE32[b % BASE32.length];
  return `PX${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}-${tail}`;
}

/** When an award made `now` for a certificate valid `months` ends (null: never). */
export function expiryOf(now: Date, months: number | null): Date | null {
  if (months === null) return null;
  const end = new Date(now);
  end.setMonth(end.getMonth() + months);
  return end;
}

interface Earned {
  certificateId: string;
  validMonths: number | null;
  sourceType: CertificateSource;
  sourceId: string | null;
  sourceName: string;
  issueWay: CertificateIssueWay;
}

/** Inserts awards; those already made for their source are left as they are. Answers how many were new. */
export async function insertAwards(tx: Db, scope: MemberScope, earned: Earned[], now: Date): Promise<number> {
  if (earned.length === 0) return 0;
  const rows = await tx
    .insert(certificateUser)
    .values(
      earned.map((e) => ({
        ...scope,
        certificateId: e.certificateId,
        certificateNo: certificateNumber(now),
        publicId: randomUUID(),
        sourceType: e.sourceType,
        sourceId: e.sourceId,
        sourceName: e.sourceName,
        issueWay: e.issueWay,
        acquireTime: now,
        expireTime: expiryOf(now, e.validMonths),
        gmtCreate: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: certificateUser.id });
  return rows.length;
}

/** Not yet awarded to the member for this source. */
const notAwarded = (tx: Db, scope: MemberScope, sourceType: CertificateSource, sourceId: unknown) =>
  notExists(
    tx
      .select({ one: sql`1` })
      .from(certificateUser)
      .where(
        and(
          eq(certificateUser.tenantId, scope.tenantId),
          eq(certificateUser.enterpriseId, scope.enterpriseId),
          eq(certificateUser.userId, scope.userId),
          eq(certificateUser.sourceType, sourceType),
          sql`${certificateUser.sourceId} = ${sourceId}`,
        ),
      ),
  );

/** The course's certificate, when it has one, the member has learned it and has not been awarded it yet. */
export async function awardCourseCertificate(
  tx: Db,
  scope: MemberScope,
  courseId: string,
  now: Date,
): Promise<number> {
  const rows = await tx
    .select({
      certificateId: certificate.id,
      validMonths: certificate.validMonths,
      sourceName: course.courseName,
    })
    .from(course)
    .innerJoin(
      certificate,
      and(
        eq(certificate.tenantId, course.tenantId),
        eq(certificate.id, course.certificateId),
        eq(certificate.enterpriseId, course.enterpriseId),
      ),
    )
    .innerJoin(
      courseUserProgress,
      and(
        eq(courseUserProgress.tenantId, course.tenantId),
        eq(courseUserProgress.courseId, course.id),
        eq(courseUserProgress.enterpriseId, scope.enterpriseId),
        eq(courseUserProgress.userId, scope.userId),
      ),
    )
    .where(
      and(
        eq(course.tenantId, scope.tenantId),
        eq(course.enterpriseId, scope.enterpriseId),
        eq(course.id, courseId),
        sql`${courseUserProgress.studyProgress} >= 100`,
        notAwarded(tx, scope, CertificateSource.course, course.id),
      ),
    );
  return insertAwards(
    tx,
    scope,
    rows.map((r) => ({
      ...r,
      sourceType: CertificateSource.course,
      sourceId: courseId,
      issueWay: CertificateIssueWay.automatic,
    })),
    now,
  );
}

/**
 * The certificates of the member's published tasks whose every content is now done, not yet awarded. Reads
 * each task's contents as the task page does (`memberContents`), so "learned" means the same everywhere.
 */
export async function awardTaskCertificates(tx: Db, scope: MemberScope, now: Date): Promise<number> {
  const contents = memberContents(tx, scope, sql`cast(${now.toISOString()} as timestamptz)`).as('contents');
  const rows = await tx
    .select({
      taskId: studyTask.id,
      sourceName: studyTask.taskName,
      certificateId: certificate.id,
      validMonths: certificate.validMonths,
    })
    .from(contents)
    .innerJoin(
      studyTask,
      and(
        eq(studyTask.tenantId, scope.tenantId),
        eq(studyTask.id, contents.taskId),
        eq(studyTask.enterpriseId, scope.enterpriseId),
        eq(studyTask.statusId, 1),
        isNotNull(studyTask.certificateId),
      ),
    )
    .innerJoin(
      certificate,
      and(
        eq(certificate.tenantId, studyTask.tenantId),
        eq(certificate.id, studyTask.certificateId),
        eq(certificate.enterpriseId, studyTask.enterpriseId),
      ),
    )
    .where(notAwarded(tx, scope, CertificateSource.studyTask, studyTask.id))
    .groupBy(studyTask.id, studyTask.taskName, certificate.id, certificate.validMonths)
    .having(sql`bool_and(${contents.status} = ${ContentStatus.done})`);
  return insertAwards(
    tx,
    scope,
    rows.map((r) => ({
      certificateId: r.certificateId,
      validMonths: r.validMonths,
      sourceType: CertificateSource.studyTask,
      sourceId: r.taskId,
      sourceName: r.sourceName,
      issueWay: CertificateIssueWay.automatic,
    })),
    now,
  );
}

/** Whether the course is a content of one of the member's tasks that earns a certificate not yet awarded. */
async function inTaskWithCertificate(tx: Db, scope: MemberScope, courseId: string): Promise<boolean> {
  const rows = await tx
    .select({ one: sql`1` })
    .from(studyTaskContent)
    .innerJoin(
      studyTask,
      and(
        eq(studyTask.tenantId, studyTaskContent.tenantId),
        eq(studyTask.id, studyTaskContent.taskId),
        eq(studyTask.enterpriseId, scope.enterpriseId),
        isNotNull(studyTask.certificateId),
      ),
    )
    .innerJoin(
      studyTaskUser,
      and(
        eq(studyTaskUser.tenantId, studyTask.tenantId),
        eq(studyTaskUser.taskId, studyTask.id),
        eq(studyTaskUser.enterpriseId, scope.enterpriseId),
        eq(studyTaskUser.userId, scope.userId),
      ),
    )
    .where(
      and(
        eq(studyTaskContent.tenantId, scope.tenantId),
        eq(studyTaskContent.contentType, PhaseContentType.course),
        eq(studyTaskContent.refId, courseId),
        notAwarded(tx, scope, CertificateSource.studyTask, studyTask.id),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * After a report that leaves the course learned: its own certificate, and those of the tasks it may have
 * completed (only looked for when it is a content of such a task).
 */
export async function awardOnCourseLearned(
  tx: Db,
  scope: MemberScope,
  courseId: string,
  now: Date,
): Promise<void> {
  await awardCourseCertificate(tx, scope, courseId, now);
  if (await inTaskWithCertificate(tx, scope, courseId)) await awardTaskCertificates(tx, scope, now);
}

import { and, asc, eq } from 'drizzle-orm';
import type { Courseware } from '../../../contract/course';
import type { Db } from '../../db/client';
import { course } from '../../db/schema';
import { courseware } from '../../db/schema-course';
import { BizError } from '../../http/errors';
import type { MemberScope } from '../../shared/member-scope';
import { grantMedia } from '../media/grant';
import { memberReader } from '../../shared/member-scope';
import { visibleCourse } from './scope';
import { findCourse } from './view';
import { mediaDir } from './watch';

/** Files that go with a course, in their order. */
export async function coursewareList(db: Db, scope: MemberScope, courseId: string): Promise<Courseware[]> {
  const found = await findCourse(db, memberReader(scope), courseId);
  const rows = await db
    .select({
      id: courseware.id,
      coursewareName: courseware.coursewareName,
      fileType: courseware.fileType,
      fileSize: courseware.fileSize,
    })
    .from(courseware)
    .where(and(eq(courseware.tenantId, found.tenantId), eq(courseware.courseId, found.id)))
    .orderBy(asc(courseware.sort), asc(courseware.id));
  return rows.map((r) => ({ ...r, fileType: r.fileType.toLowerCase(), fileSize: Math.max(0, r.fileSize) }));
}

/** The name a downloaded file gets: the courseware's name with its extension. */
function fileNameOf(name: string, fileType: string): string {
  const ext = fileType.toLowerCase();
  return ext === '' || name.toLowerCase().endsWith(`.${ext}`) ? name : `${name}.${ext}`;
}

/** A short-lived address of a courseware file of a course the caller may see. */
export async function coursewareDownload(
  db: Db,
  scope: MemberScope,
  coursewareId: string,
  now: Date,
): Promise<{ url: string; fileName: string; expiresIn: number }> {
  const [row] = await db
    .select({
      coursewareName: courseware.coursewareName,
      fileKey: courseware.fileKey,
      fileType: courseware.fileType,
    })
    .from(courseware)
    .innerJoin(course, and(eq(course.tenantId, courseware.tenantId), eq(course.id, courseware.courseId)))
    .where(
      and(
        eq(courseware.tenantId, scope.tenantId),
        eq(courseware.id, coursewareId),
        visibleCourse(memberReader(scope)),
      ),
    )
    .limit(1);
  if (!row) throw new BizError('course.coursewareNotFound');
  const grant = await grantMedia(
    db,
    { tenantId: scope.tenantId, userId: scope.userId },
    mediaDir([row.fileKey]),
    now,
  );
  return {
    url: grant.urlOf(row.fileKey),
    fileName: fileNameOf(row.coursewareName, row.fileType),
    expiresIn: grant.expiresIn,
  };
}

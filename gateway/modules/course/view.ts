import { and, eq, sql } from 'drizzle-orm';
import type { ContentNode, CourseView } from '../../../contract/course';
import type { Db } from '../../db/client';
import { course, courseUserProgress } from '../../db/schema';
import {
  courseCategory,
  courseComment,
  courseMark,
  courseReaction,
  courseware,
  lecturer,
} from '../../db/schema-course';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import { sanitizeHtml } from '../../shared/sanitize';
import { num } from '../../shared/sql';
import { cardColumns, categoryJoin, lecturerJoin, progressJoin, toCard } from './catalogue';
import { REACTION_BOOKMARK, REACTION_LIKE, reactionCountSql } from './figures';
import { visibleCourse, type CourseReader } from './scope';
import { loadTree, resumeNode, toContentNodes, type CourseRef } from './tree';

/** A course the reader may see, or the same 999 for an unknown, another company's or a disabled one. */
export async function findCourse(
  db: Db,
  reader: CourseReader,
  courseId: string,
): Promise<CourseRef & { dragFlag: number }> {
  const [row] = await db
    .select({
      id: course.id,
      tenantId: course.tenantId,
      enterpriseId: course.enterpriseId,
      dragFlag: course.dragFlag,
    })
    .from(course)
    .where(and(visibleCourse(reader), eq(course.id, courseId)))
    .limit(1);
  if (!row) throw new BizError('course.notFound');
  return row;
}

function reactedSql(reader: CourseReader, kind: number) {
  if (reader.userId === null) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${courseReaction} r where r.tenant_id = ${course.tenantId}
    and r.course_id = ${course.id} and r.kind = ${kind} and r.user_id = ${reader.userId})`;
}

function myMarkSql(reader: CourseReader) {
  if (reader.userId === null) return sql<number | null>`null`;
  return sql<number | null>`(select m.score from ${courseMark} m where m.tenant_id = ${course.tenantId}
    and m.course_id = ${course.id} and m.user_id = ${reader.userId})`;
}

/** The course page: the card, its sanitised introduction, lecturer, counts and the reader's own state. */
export async function viewCourse(db: Db, reader: CourseReader | null, courseId: string): Promise<CourseView> {
  if (reader === null) throw new BizError('course.notFound');
  const [row] = await db
    .select({
      ...cardColumns(),
      tenantId: course.tenantId,
      enterpriseId: course.enterpriseId,
      introduce: course.introduce,
      dragFlag: course.dragFlag,
      headImg: lecturer.headImg,
      position: lecturer.position,
      lecturerIntroduce: lecturer.introduce,
      lastStudyTime: courseUserProgress.lastStudyTime,
      admired: reactedSql(reader, REACTION_LIKE),
      collected: reactedSql(reader, REACTION_BOOKMARK),
      collectCount: reactionCountSql(REACTION_BOOKMARK),
      myMark: myMarkSql(reader),
      commentCount: sql<number>`(select cast(count(*) as int) from ${courseComment} c
        where c.tenant_id = ${course.tenantId} and c.course_id = ${course.id}
        and c.enterprise_id = ${course.enterpriseId})`,
      coursewareCount: sql<number>`(select cast(count(*) as int) from ${courseware} w
        where w.tenant_id = ${course.tenantId} and w.course_id = ${course.id})`,
    })
    .from(course)
    .leftJoin(lecturer, lecturerJoin)
    .leftJoin(courseCategory, categoryJoin)
    .leftJoin(courseUserProgress, progressJoin(reader))
    .where(and(visibleCourse(reader), eq(course.id, courseId)))
    .limit(1);
  if (!row) throw new BizError('course.notFound');
  const member = reader.userId !== null;
  const resume = member ? resumeNode(await loadTree(db, reader, row)) : null;
  const myMark = row.myMark === null ? null : num(row.myMark);
  return {
    ...toCard(row, reader),
    introduce: sanitizeHtml(row.introduce),
    lecturer:
      row.lecturerId === null
        ? null
        : {
            id: row.lecturerId,
            lecturerName: row.lecturerName,
            headImg: row.headImg ?? '',
            position: row.position ?? '',
            introduce: row.lecturerIntroduce ?? '',
          },
    dragFlag: row.dragFlag === 0 ? 0 : 1,
    admired: member && row.admired ? 1 : 0,
    collected: member && row.collected ? 1 : 0,
    collectCount: num(row.collectCount),
    myMark: member && myMark !== null && myMark >= 1 && myMark <= 5 ? myMark : null,
    lastStudyTime: member && row.lastStudyTime ? formatDateTime(new Date(row.lastStudyTime)) : null,
    resumeSubResourceId: resume,
    commentCount: num(row.commentCount),
    coursewareCount: num(row.coursewareCount),
  };
}

/** The content tree with the reader's progress per node. */
export async function chapterPeriodList(
  db: Db,
  reader: CourseReader | null,
  courseId: string,
): Promise<ContentNode[]> {
  if (reader === null) throw new BizError('course.notFound');
  const found = await findCourse(db, reader, courseId);
  return toContentNodes(await loadTree(db, reader, found));
}

import { and, eq, sql } from 'drizzle-orm';
import { progressApi } from '../../../contract/progress';
import type { StudyStatus } from '../../../contract/study';
import type { Db } from '../../db/client';
import { course, courseUserProgress } from '../../db/schema';
import { courseCategory, lecturer } from '../../db/schema-course';
import type { Locale } from '../../i18n/locale';
import { formatDateTime } from '../../http/time';
import {
  courseStudyStatus,
  memberProgressRows,
  progressCourseIsEnabled,
  progressOrder,
} from '../../shared/course-progress';
import type { MemberScope } from '../../shared/member-scope';
import { queueExport, type ExportProducer } from '../export/jobs';

const COLUMNS = ['course', 'category', 'lecturer', 'progress', 'status', 'minutes', 'lastStudy'] as const;

/** Minutes with one decimal: a spreadsheet can still add them up, and short sessions do not read as 0. */
const minutes = (seconds: number) => (Math.round(seconds / 6) / 10).toFixed(1);

export const COURSE_PROGRESS_EXPORT = 'courseProgress';

/**
 * Files the caller's course progress (the courses of "my courses", in the same order and with the same status
 * filter) as an export job in the download records; the export runner writes it in the reader's language.
 */
export async function exportCourseProgress(
  db: Db,
  scope: MemberScope,
  filter: { studyStatusList?: StudyStatus[] | undefined },
  lang: Locale,
  t: (key: string, params?: Record<string, string | number>) => string,
  now: Date,
): Promise<{ id: string }> {
  const stamp = formatDateTime(now).replace(/\D/g, '');
  const job = { kind: COURSE_PROGRESS_EXPORT, lang, filter };
  const record = await queueExport(db, scope, t('progress.export.fileName', { stamp }), job, now);
  return { id: record.id };
}

/** The rows of a course progress export (the filter as the request gave it). */
export const courseProgressRows: ExportProducer = async (db, scope, rawFilter, t) => {
  const filter = progressApi.progressExport.request.parse(rawFilter);
  const status = courseStudyStatus(sql`${courseUserProgress.studyProgress}`);
  const rows = await db
    .select({
      courseName: course.courseName,
      categoryName: courseCategory.categoryName,
      // The name the course shows; the linked lecturer's when the course names none.
      lecturerName: sql<string>`coalesce(nullif(${course.lecturerName}, ''), ${lecturer.lecturerName}, '')`,
      studyProgress: courseUserProgress.studyProgress,
      studyDuration: courseUserProgress.studyDuration,
      lastStudyTime: courseUserProgress.lastStudyTime,
      studyStatus: status,
    })
    .from(courseUserProgress)
    .innerJoin(course, progressCourseIsEnabled)
    .leftJoin(
      courseCategory,
      and(
        eq(courseCategory.tenantId, course.tenantId),
        eq(courseCategory.id, course.categoryId),
        eq(courseCategory.enterpriseId, course.enterpriseId),
      ),
    )
    .leftJoin(
      lecturer,
      and(
        eq(lecturer.tenantId, course.tenantId),
        eq(lecturer.id, course.lecturerId),
        eq(lecturer.enterpriseId, course.enterpriseId),
      ),
    )
    .where(memberProgressRows(scope, status, filter.studyStatusList))
    .orderBy(...progressOrder(status));

  return [
    COLUMNS.map((c) => t(`progress.export.${c}`)),
    ...rows.map((r) => [
      r.courseName,
      r.categoryName ?? '',
      r.lecturerName,
      String(Math.min(100, Math.max(0, r.studyProgress))),
      t(`enum.LearningStatus.${Number(r.studyStatus) as StudyStatus}`),
      minutes(r.studyDuration),
      r.lastStudyTime ? formatDateTime(r.lastStudyTime) : '',
    ]),
  ];
};

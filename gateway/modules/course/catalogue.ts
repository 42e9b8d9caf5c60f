import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CatalogueCount, Category, CourseCard } from '../../../contract/course';
import { ContentType, CourseSort, type ResourceType } from '../../../contract/course.routes';
import type { Page } from '../../../contract/envelope';
import type { StudyStatus } from '../../../contract/study';
import type { Db } from '../../db/client';
import { course, courseUserProgress } from '../../db/schema';
import { courseCategory, courseNode, lecturer, resource } from '../../db/schema-course';
import { formatDateTime } from '../../http/time';
import { offsetOf, pageResult } from '../../shared/paging';
import { containsPattern, num } from '../../shared/sql';
import { statusCounts, studyStatusOf } from '../../shared/study-status';
import {
  REACTION_LIKE,
  markCountSql,
  markScoreSql,
  periodCountSql,
  reactionCountSql,
  studyCountSql,
} from './figures';
import { visibleCourse, type CourseReader } from './scope';

export interface CatalogueFilter {
  categoryId?: string | undefined;
  keyword?: string | undefined;
  lecturerId?: string | undefined;
  resourceType?: ResourceType | undefined;
  sort?: CourseSort | undefined;
}

type CategoryRow = { id: string; parentId: string; categoryName: string };

/** The company's enabled categories in their order: by sort, then id. */
async function categoryRows(db: Db, reader: CourseReader): Promise<CategoryRow[]> {
  return db
    .select({
      id: courseCategory.id,
      parentId: courseCategory.parentId,
      categoryName: courseCategory.categoryName,
    })
    .from(courseCategory)
    .where(
      and(
        eq(courseCategory.tenantId, reader.tenantId),
        eq(courseCategory.enterpriseId, reader.enterpriseId),
        eq(courseCategory.statusId, 1),
      ),
    )
    .orderBy(asc(courseCategory.sort), asc(courseCategory.id));
}

/** The category and every category below it (categories are few per company, so this walks them in memory). */
function withDescendants(rows: CategoryRow[], rootId: string): string[] {
  if (!rows.some((r) => r.id === rootId)) return [];
  const children = new Map<string, string[]>();
  for (const r of rows) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.id]);
  const found: string[] = [];
  const queue = [rootId];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const id = queue.shift() ?? '';
    // A cycle in bad data must not loop forever.
    if (seen.has(id)) continue;
    seen.add(id);
    found.push(id);
    queue.push(...(children.get(id) ?? []));
  }
  return found;
}

/**
 * The categories as a flat list in order, parents before their children, each with the courses the reader may
 * see in it and below it.
 */
export async function categoryList(db: Db, reader: CourseReader | null): Promise<Category[]> {
  if (reader === null) return [];
  const rows = await categoryRows(db, reader);
  const counts = await db
    .select({ categoryId: course.categoryId, n: sql<number>`cast(count(*) as int)` })
    .from(course)
    .where(visibleCourse(reader))
    .groupBy(course.categoryId);
  const own = new Map(counts.map((c) => [c.categoryId ?? '0', num(c.n)]));
  // Depth first from the top, so a child follows its parent; an orphan (disabled parent) is left out.
  const byParent = new Map<string, CategoryRow[]>();
  for (const r of rows) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
  const list: Category[] = [];
  const visit = (parentId: string, seen: Set<string>) => {
    for (const r of byParent.get(parentId) ?? []) {
      if (seen.has(r.id)) continue;
      const courseCount = withDescendants(rows, r.id).reduce((sum, id) => sum + (own.get(id) ?? 0), 0);
      list.push({ id: r.id, parentId: r.parentId, categoryName: r.categoryName, courseCount });
      visit(r.id, new Set([...seen, r.id]));
    }
  };
  visit('0', new Set());
  return list;
}

/** The course's lecturer when enabled (its name wins over the name kept on the course). */
export const lecturerJoin = and(
  eq(lecturer.tenantId, course.tenantId),
  eq(lecturer.id, course.lecturerId),
  eq(lecturer.enterpriseId, course.enterpriseId),
  eq(lecturer.statusId, 1),
);
export const categoryJoin = and(
  eq(courseCategory.tenantId, course.tenantId),
  eq(courseCategory.id, course.categoryId),
  eq(courseCategory.enterpriseId, course.enterpriseId),
);
/** The reader's progress row; a visitor has none. */
export function progressJoin(reader: CourseReader): SQL {
  if (reader.userId === null) return sql`false`;
  return and(
    eq(courseUserProgress.tenantId, course.tenantId),
    eq(courseUserProgress.courseId, course.id),
    eq(courseUserProgress.userId, reader.userId),
  ) as SQL;
}

export const lecturerNameSql = sql<string>`coalesce(${lecturer.lecturerName}, ${course.lecturerName})`;

/** The learning status from the reader's progress row, as shared/study-status.ts derives it everywhere. */
export const courseStatusSql = studyStatusOf(
  sql`(coalesce(${courseUserProgress.studyProgress}, 0) >= 100)`,
  sql`(coalesce(${courseUserProgress.studyProgress}, 0) > 0 or ${courseUserProgress.lastStudyTime} is not null)`,
);

export function cardColumns() {
  return {
    id: course.id,
    courseName: course.courseName,
    cover: course.cover,
    categoryId: courseCategory.id,
    categoryName: courseCategory.categoryName,
    lecturerId: lecturer.id,
    lecturerName: lecturerNameSql,
    totalDuration: course.totalDuration,
    periodCount: periodCountSql,
    studyCount: studyCountSql.as('study_count'),
    markScore: markScoreSql.as('mark_score'),
    markCount: markCountSql.as('mark_count'),
    admireCount: reactionCountSql(REACTION_LIKE),
    studyProgress: courseUserProgress.studyProgress,
    studyStatus: courseStatusSql,
    gmtCreate: course.gmtCreate,
  };
}

export type CardRow = {
  id: string;
  courseName: string;
  cover: string;
  categoryId: string | null;
  categoryName: string | null;
  lecturerId: string | null;
  lecturerName: string;
  totalDuration: number;
  periodCount: number;
  studyCount: number;
  markScore: number;
  markCount: number;
  admireCount: number;
  studyProgress: number | null;
  studyStatus: StudyStatus;
  gmtCreate: Date;
};

export function toCard(r: CardRow, reader: CourseReader): CourseCard {
  const member = reader.userId !== null;
  return {
    id: r.id,
    courseName: r.courseName,
    cover: r.cover,
    categoryId: r.categoryId,
    categoryName: r.categoryName ?? '',
    lecturerId: r.lecturerId,
    lecturerName: r.lecturerName ?? '',
    totalDuration: Math.max(0, r.totalDuration),
    periodCount: num(r.periodCount),
    studyCount: num(r.studyCount),
    markScore: num(r.markScore),
    markCount: num(r.markCount),
    admireCount: num(r.admireCount),
    studyProgress: member ? Math.min(100, Math.max(0, num(r.studyProgress))) : null,
    studyStatus: member ? (Number(r.studyStatus) as StudyStatus) : null,
    gmtCreate: formatDateTime(new Date(r.gmtCreate)),
  };
}

/**
 * The filters as one condition. Null when nothing can match (an unknown category, or one of another company),
 * so the caller answers an empty page without asking the database.
 */
async function filterCondition(db: Db, reader: CourseReader, f: CatalogueFilter): Promise<SQL | null> {
  let categoryIds: string[] | undefined;
  if (f.categoryId !== undefined) {
    categoryIds = withDescendants(await categoryRows(db, reader), f.categoryId);
    if (categoryIds.length === 0) return null;
  }
  const pattern = f.keyword === undefined ? undefined : containsPattern(f.keyword);
  return and(
    visibleCourse(reader),
    categoryIds ? inArray(course.categoryId, categoryIds) : undefined,
    pattern === undefined
      ? undefined
      : sql`(${course.courseName} ilike ${pattern} or ${lecturerNameSql} ilike ${pattern})`,
    f.lecturerId === undefined ? undefined : eq(course.lecturerId, f.lecturerId),
    f.resourceType === undefined
      ? undefined
      : sql`exists (select 1 from ${courseNode} n
          join ${resource} r on r.tenant_id = n.tenant_id and r.id = n.resource_id
            and r.enterprise_id = ${course.enterpriseId} and r.status_id = 1
          where n.tenant_id = ${course.tenantId} and n.course_id = ${course.id} and n.status_id = 1
            and n.content_type = ${ContentType.resource} and r.resource_type = ${f.resourceType})`,
  ) as SQL;
}

function orderOf(sort: CourseSort | undefined): SQL[] {
  const latest = [desc(course.gmtCreate), desc(course.id)];
  switch (sort) {
    case CourseSort.popular:
      return [sql`study_count desc`, ...latest];
    case CourseSort.rating:
      return [sql`mark_score desc`, sql`mark_count desc`, ...latest];
    default:
      return latest;
  }
}

export async function cataloguePage(
  db: Db,
  reader: CourseReader | null,
  q: CatalogueFilter & { pageCurrent: number; pageSize: number; studyStatusList?: StudyStatus[] | undefined },
): Promise<Page<CourseCard>> {
  const where = reader === null ? null : await filterCondition(db, reader, q);
  if (reader === null || where === null) return pageResult([], q, 0);
  const status =
    reader.userId !== null && q.studyStatusList ? inArray(courseStatusSql, q.studyStatusList) : undefined;
  const [total] = await db
    .select({ n: sql<number>`cast(count(*) as int)` })
    .from(course)
    .leftJoin(lecturer, lecturerJoin)
    .leftJoin(courseUserProgress, progressJoin(reader))
    .where(and(where, status));
  const rows = await db
    .select(cardColumns())
    .from(course)
    .leftJoin(lecturer, lecturerJoin)
    .leftJoin(courseCategory, categoryJoin)
    .leftJoin(courseUserProgress, progressJoin(reader))
    .where(and(where, status))
    .orderBy(...orderOf(q.sort))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return pageResult(
    rows.map((r) => toCard(r, reader)),
    q,
    num(total?.n),
  );
}

/** How many courses the filters find, in all and per learning status of the reader (0 for a visitor). */
export async function catalogueCount(
  db: Db,
  reader: CourseReader | null,
  f: CatalogueFilter,
): Promise<CatalogueCount> {
  const none = { totalCount: 0, notStartedCount: 0, learningCount: 0, learnedCount: 0 };
  const where = reader === null ? null : await filterCondition(db, reader, f);
  if (reader === null || where === null) return none;
  const [row] = await db
    .select(statusCounts(courseStatusSql))
    .from(course)
    .leftJoin(lecturer, lecturerJoin)
    .leftJoin(courseUserProgress, progressJoin(reader))
    .where(where);
  const totalCount = num(row?.totalCount);
  if (reader.userId === null) return { ...none, totalCount };
  return {
    totalCount,
    notStartedCount: num(row?.notStartedCount),
    learningCount: num(row?.learningCount),
    learnedCount: num(row?.learnedCount),
  };
}

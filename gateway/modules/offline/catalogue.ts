import { and, asc, desc, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Page } from '../../../contract/envelope';
import {
  SessionPhase,
  type OfflineCourseCard,
  type offlineCataloguePageRequest,
} from '../../../contract/offline';
import type { Db } from '../../db/client';
import { courseCategory, lecturer } from '../../db/schema-course';
import { offlineCourse, offlineSession } from '../../db/schema-offline';
import { formatDateTime } from '../../http/time';
import { lecturerIdsOf } from '../../shared/lecturer-rows';
import { offsetOf, pageResult } from '../../shared/paging';
import { containsPattern, num, qualified } from '../../shared/sql';
import { hasSessionIn } from './courses';
import { courseLearners, learnerCountSql } from './learners';
import { COURSE_CATEGORY, COURSE_LECTURER, memberOf, readableCourse, type OfflineReader } from './reader';
import { at, phaseOf, sessionsWithAttendance, toOfflineSession } from './sessions';

/*
 * The catalogue's classroom courses (decision 0058): a member sees the company's enabled courses with their own
 * enrolment; a visitor of a site bound to the company its public ones, with nothing personal.
 */

// The course's columns as correlated subqueries name them (see `qualified`).
const courseRef = qualified(offlineCourse.id);
const courseTenant = qualified(offlineCourse.tenantId);

/** An aggregate over the course's sessions, optionally of some only, as a correlated subquery. */
const sessionsOf = (what: string, filter?: SQL) =>
  sql`(select ${sql.raw(what)} from ${offlineSession} s where s.tenant_id = ${courseTenant}
    and s.course_id = ${courseRef}${filter === undefined ? sql`` : sql` and ${filter}`})`;

/**
 * The category and every enabled category below it, of the reader's company. A walk with `union` (not
 * `union all`) stops at a category already found, so a cycle in bad data ends too.
 */
function inCategoryTree(reader: OfflineReader, categoryId: string): SQL {
  return sql`${offlineCourse.categoryId} in (with recursive tree(id) as (
      select c.id from ${courseCategory} c
      where c.tenant_id = ${reader.tenantId} and c.enterprise_id = ${reader.enterpriseId}
        and c.status_id = 1 and c.id = ${categoryId}
      union
      select c.id from ${courseCategory} c join tree on c.parent_id = tree.id
      where c.tenant_id = ${reader.tenantId} and c.enterprise_id = ${reader.enterpriseId} and c.status_id = 1
    ) select id from tree)`;
}

/** The user is a learner of the course (enrolled, or through a study task), as SQL over `offline_course`. */
function learnerIs(reader: OfflineReader, userId: string): SQL {
  return sql`exists (select 1 from (${courseLearners(reader, courseRef)}) l where l.user_id = ${userId})`;
}

/**
 * The catalogue's schedule filter: in class now, a session still to begin, or finished (every session over; a
 * course still running is not finished because one of its sessions is).
 */
function inPhase(phase: SessionPhase, now: Date): SQL {
  if (phase !== SessionPhase.over) return hasSessionIn(phase, now);
  return and(
    hasSessionIn(SessionPhase.over, now),
    not(hasSessionIn(SessionPhase.upcoming, now)),
    not(hasSessionIn(SessionPhase.live, now)),
  ) as SQL;
}

export async function offlineCataloguePage(
  db: Db,
  reader: OfflineReader | null,
  q: z.output<typeof offlineCataloguePageRequest>,
  now: Date,
): Promise<Page<OfflineCourseCard>> {
  // A site not bound to one company has no catalogue for its visitors.
  if (reader === null) return pageResult([], q, 0);
  const member = memberOf(reader);
  const where = and(
    readableCourse(reader),
    q.keyword === undefined || q.keyword === ''
      ? undefined
      : sql`${offlineCourse.courseName} ilike ${containsPattern(q.keyword)}`,
    q.categoryId === undefined ? undefined : inCategoryTree(reader, q.categoryId),
    q.phase === undefined ? undefined : inPhase(q.phase, now),
    // "Mine" means nothing to a visitor, who is a learner of nothing.
    q.mine === 1 && member !== null ? learnerIs(reader, member.userId) : undefined,
  ) as SQL;
  // The session under way, else the next to begin: the earliest of those not over.
  const nextStart = sessionsOf('min(s.start_time)', sql`s.end_time > ${at(now)}`);
  const lastEnd = sessionsOf('max(s.end_time)');
  const [[total], rows, ids] = await Promise.all([
    db
      .select({ n: sql<number>`cast(count(*) as int)` })
      .from(offlineCourse)
      .where(where),
    db
      .select({
        id: offlineCourse.id,
        courseName: offlineCourse.courseName,
        cover: offlineCourse.cover,
        categoryName: courseCategory.categoryName,
        lecturerName: lecturer.lecturerName,
        lecturerId: offlineCourse.lecturerId,
        place: offlineCourse.place,
        creditHour: offlineCourse.creditHour,
        sessionCount: sql<number>`${sessionsOf('cast(count(*) as int)')}`,
        learnerCount: learnerCountSql(reader, courseRef),
        firstStart: sql<Date | null>`${sessionsOf('min(s.start_time)')}`,
        lastStart: sql<Date | null>`${sessionsOf('max(s.start_time)')}`,
        lastEnd: sql<Date | null>`${lastEnd}`,
        learner: member === null ? sql<boolean>`false` : sql<boolean>`${learnerIs(reader, member.userId)}`,
      })
      .from(offlineCourse)
      .leftJoin(courseCategory, COURSE_CATEGORY)
      .leftJoin(lecturer, COURSE_LECTURER)
      .where(where)
      // Courses under way or to come first, by that session's start; then the rest, latest ended first (a
      // course without sessions last).
      .orderBy(
        sql`(case when ${nextStart} is null then 1 else 0 end)`,
        asc(nextStart),
        sql`${lastEnd} desc nulls last`,
        desc(offlineCourse.id),
      )
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    member === null ? Promise.resolve([]) : lecturerIdsOf(db, member),
  ]);
  // Every session of the page's courses in one query, with the caller's attendance (none for a visitor).
  const sessions =
    rows.length === 0
      ? []
      : await sessionsWithAttendance(
          db,
          reader,
          ids,
          inArray(
            offlineSession.courseId,
            rows.map((r) => r.id),
          ),
        );
  const list = rows.map((r): OfflineCourseCard => {
    const own = sessions.filter((s) => s.courseId === r.id);
    const next =
      own.find((s) => phaseOf(s.startTime, s.endTime, now) === SessionPhase.live) ??
      own.find((s) => phaseOf(s.startTime, s.endTime, now) === SessionPhase.upcoming);
    const learner = r.learner === true;
    // Its lecturers teach it rather than enrol in it.
    const teaching = (r.lecturerId !== null && ids.includes(r.lecturerId)) || own.some((s) => s.teaching);
    return {
      courseId: r.id,
      courseName: r.courseName,
      cover: r.cover,
      categoryName: r.categoryName ?? '',
      lecturerName: r.lecturerName ?? '',
      place: r.place,
      creditHour: Math.max(0, Number(r.creditHour)),
      sessionCount: num(r.sessionCount),
      learnerCount: num(r.learnerCount),
      firstStart: r.firstStart === null ? null : formatDateTime(new Date(r.firstStart)),
      lastEnd: r.lastEnd === null ? null : formatDateTime(new Date(r.lastEnd)),
      nextSession: next ? toOfflineSession(next, now) : null,
      enrolled: learner ? 1 : 0,
      // As on the course's page: open until the last session begins (always, without sessions).
      canEnrol:
        !learner && !teaching && (r.lastStart === null || new Date(r.lastStart).getTime() > now.getTime())
          ? 1
          : 0,
    };
  });
  return pageResult(list, q, num(total?.n));
}

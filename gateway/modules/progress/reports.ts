import { sql, type SQL } from 'drizzle-orm';
import type { ProgressAnswer, ProgressReport } from '../../../contract/progress';
import type { StudyStatus } from '../../../contract/study';
import type { Db } from '../../db/client';
import { studyHangUp } from '../../db/schema-course';
import { BizError } from '../../http/errors';
import { awardOnCourseLearned } from '../certificate/award';
import { awardCourseLearnedPoints } from './points';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { studyStatusOf } from '../../shared/study-status';
import { findStudyNode, type StudyNode } from './nodes';
import { applyReport, positionCount, positionFits, type NodeState } from './rules';

/*
 * A report is two statements in one transaction after the node lookup: the first locks the member's course row
 * and node record (creating them when missing), the second writes the node, the day and the course. Reports are
 * the gateway's steady load (every learner, every few seconds), so they are written in raw SQL, as few round
 * trips as the row locks allow.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Rows of a raw statement (the node-postgres and PGlite drivers both answer with `rows`). */
async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A time parameter for raw SQL (both drivers take ISO text; Date objects they serialise differently). */
const at = (date: Date): SQL => sql`cast(${date.toISOString()} as timestamptz)`;

/** A timestamp as a driver reads it back (PGlite: Date; node-postgres: Date, or text in some set-ups). */
const dateOf = (value: Date | string | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);

/** The day a moment falls on in the gateway's zone, as `study_day` keys it. */
export function dayOf(date: Date): string {
  return formatDateTime(date).slice(0, 10);
}

interface NodeRow {
  position: number;
  max_position: number;
  seen_pages: number[];
  study_seconds: number;
  study_progress: number;
  finished: number;
  last_seq: number | string;
  last_study_time: Date | string | null;
}

/**
 * Locks the member's progress row of the course, then the member's record of the node, creating either when
 * missing (the first report enrols the member), and answers the record. The course row is taken first: it
 * queues every report of one member in one course, so each reads the records the previous one committed and
 * the course mean never misses a concurrent report of another node. (`on conflict do update` locks the row and
 * returns its latest version, also when it was committed after the statement began.)
 */
async function lockRows(tx: Tx, scope: MemberScope, node: StudyNode, now: Date): Promise<NodeState> {
  const { tenantId, enterpriseId, userId } = scope;
  const [row] = await rowsOf<NodeRow>(
    tx,
    sql`with enrolled as (
          insert into course_user_progress as p (tenant_id, enterprise_id, course_id, user_id, gmt_create, gmt_modified)
          values (${tenantId}, ${enterpriseId}, ${node.courseId}, ${userId}, ${at(now)}, ${at(now)})
          on conflict (tenant_id, course_id, user_id) do update set gmt_modified = excluded.gmt_modified
          returning p.tenant_id
        )
        insert into course_node_user as n (tenant_id, enterprise_id, user_id, course_id, node_id, gmt_create, gmt_modified)
        select enrolled.tenant_id, ${enterpriseId}, ${userId}, ${node.courseId}, ${node.nodeId}, ${at(now)}, ${at(now)}
        from enrolled
        on conflict (tenant_id, user_id, course_id, node_id) do update set gmt_modified = excluded.gmt_modified
        returning n.position, n.max_position, n.seen_pages, n.study_seconds, n.study_progress, n.finished,
          n.last_seq, n.last_study_time`,
  );
  if (!row) throw new Error('course_node_user row not written');
  return {
    position: Number(row.position),
    maxPosition: Number(row.max_position),
    seenPages: row.seen_pages,
    studySeconds: Number(row.study_seconds),
    studyProgress: Number(row.study_progress),
    finished: Number(row.finished) === 1 ? 1 : 0,
    lastSeq: Number(row.last_seq),
    lastStudyTime: dateOf(row.last_study_time),
  };
}

/** What a report's write returns: the node's figures and the course's after it. */
export interface WrittenRow {
  study_progress: number;
  finished: number;
  max_position: number;
  course_progress: number;
  course_status: number;
}

/**
 * Writes the node's record, adds the counted seconds to the day and the course, and raises the course's
 * progress to the mean over its studyable nodes — this node at its new figure (the statement cannot see its
 * own update), the others as stored — never below what it was.
 */
async function writeRows(
  tx: Tx,
  scope: MemberScope,
  node: StudyNode,
  state: NodeState,
  counted: number,
  now: Date,
): Promise<WrittenRow> {
  const { tenantId, enterpriseId, userId } = scope;
  const others = node.courseNodeIds.filter((id) => id !== node.nodeId);
  const othersTotal =
    others.length === 0
      ? sql`0`
      : sql`(select coalesce(sum(o.study_progress), 0) from course_node_user o
            where o.tenant_id = ${tenantId} and o.user_id = ${userId} and o.course_id = ${node.courseId}
              and o.node_id in (${sql.join(
                others.map((id) => sql`${id}`),
                sql`, `,
              )}))`;
  // Counts of nodes and whole percentages, never input: written into the statement as they are.
  const mean = sql`cast((${othersTotal} + ${sql.raw(String(state.studyProgress))}) / ${sql.raw(
    String(node.courseNodeIds.length),
  )} as int)`;
  const day =
    counted > 0
      ? sql`, day as (
          insert into study_day as d (tenant_id, enterprise_id, user_id, day, study_seconds)
          values (${tenantId}, ${enterpriseId}, ${userId}, ${dayOf(now)}, ${counted})
          on conflict (tenant_id, enterprise_id, user_id, day)
            do update set study_seconds = d.study_seconds + excluded.study_seconds
          returning 1
        )`
      : sql``;
  const status = studyStatusOf(
    sql`(c.study_progress >= 100)`,
    sql`(c.study_progress > 0 or c.last_study_time is not null)`,
  );
  const [row] = await rowsOf<WrittenRow>(
    tx,
    sql`with node as (
          update course_node_user set position = ${state.position}, max_position = ${state.maxPosition},
            seen_pages = cast(${JSON.stringify(state.seenPages)} as jsonb), study_seconds = ${state.studySeconds},
            study_progress = ${state.studyProgress}, finished = ${state.finished}, last_seq = ${state.lastSeq},
            last_study_time = ${state.lastStudyTime ? at(state.lastStudyTime) : sql`null`},
            gmt_modified = ${at(now)}
          where tenant_id = ${tenantId} and user_id = ${userId} and course_id = ${node.courseId}
            and node_id = ${node.nodeId}
          returning study_progress, finished, max_position
        )${day}, course as (
          update course_user_progress c set study_progress = greatest(c.study_progress, ${mean}),
            study_duration = c.study_duration + ${counted}, last_study_time = ${at(now)}, gmt_modified = ${at(now)}
          where c.tenant_id = ${tenantId} and c.course_id = ${node.courseId} and c.user_id = ${userId}
          returning c.study_progress, ${status} as course_status
        )
        select node.study_progress, node.finished, node.max_position, course.study_progress as course_progress,
          course.course_status
        from node cross join course`,
  );
  if (!row) throw new Error('progress rows lost under their locks');
  return row;
}

/**
 * Applies one progress report (decision 0027): the node's record, then the course's progress, time studied
 * and the day's total, in one transaction under row locks, so concurrent reports neither lose seconds nor
 * lower anything.
 */
export async function logReport(
  db: Db,
  scope: MemberScope,
  body: ProgressReport,
  now: Date,
): Promise<ProgressAnswer> {
  const node = await findStudyNode(db, scope, body.courseId, body.subResourceId);
  if (!positionFits(node.rule, body.position)) {
    throw new BizError('progress.pageOutOfRange', { max: positionCount(node.rule) });
  }
  const written = await db.transaction(async (tx) => {
    const before = await lockRows(tx, scope, node, now);
    const { state, counted } = applyReport(node.rule, before, body, now, node.skipAllowed);
    const rows = await writeRows(tx, scope, node, state, counted, now);
    // A learned course may earn a certificate (its own, or its task's): awarded with this very write.
    if (Number(rows.course_progress) >= 100) {
      await awardOnCourseLearned(tx, scope, node.courseId, now);
      await awardCourseLearnedPoints(tx, scope, node.courseId, now);
    }
    return rows;
  });
  return {
    studyProgress: Number(written.study_progress),
    finished: Number(written.finished) === 1 ? 1 : 0,
    maxPosition: Number(written.max_position),
    courseProgress: Math.min(100, Number(written.course_progress)),
    courseStudyStatus: Number(written.course_status) as StudyStatus,
  };
}

/** Notes that the member went idle in a node (the player stopped its clock; no study time is counted for it). */
export async function hangUp(
  db: Db,
  scope: MemberScope,
  body: { courseId: string; subResourceId: string; idleSeconds: number },
  now: Date,
): Promise<null> {
  const node = await findStudyNode(db, scope, body.courseId, body.subResourceId);
  await db.insert(studyHangUp).values({
    ...scope,
    courseId: node.courseId,
    nodeId: node.nodeId,
    idleSeconds: body.idleSeconds,
    gmtCreate: now,
  });
  return null;
}

import { sql } from 'drizzle-orm';
import { ContentType } from '../../../contract/course.routes';
import { PhaseContentType } from '../../../contract/study-task.routes';
import type { ProgressAnswer, ProgressReport } from '../../../contract/progress';
import type { StudyStatus } from '../../../contract/study';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../shared/prepared';
import { queuePerDatabase } from '../../shared/statement-queue';
import { studyStatusOf } from '../../shared/study-status';
import { studyNodeOf, type EnabledNodeRow } from './nodes';
import { dayOf, type WrittenRow } from './reports';
import { applyReport, positionFits, type NodeState } from './rules';

/*
 * The progress report's fast path (decision 0047): reports that wait share two prepared statements
 * instead of six round trips each. The first checks each report's token and reads its course's enabled nodes
 * with the member's records; the second writes each report only if neither its course row nor its node record
 * changed since (their `xmin`), so it applies the rules of `applyReport` to exactly the state it read, as the
 * locked path does. Anything else — a first report (no rows yet), a concurrent report, a refused token, an
 * unknown node, a position that does not fit, a course not yet learned whose learning earns a certificate, a report
 * that finishes a lesson of a course not yet learned (it may earn points) —
 * answers null for that report alone and the ordinary path runs for it from the start with its own locks and
 * messages.
 */

/** Most reports in one statement. */
const MAX_BATCH = 128;

/** A report waiting for its statement: its own site's tenant, token and clock. */
interface ReportRequest {
  tenantId: string;
  tokenHash: string;
  body: ProgressReport;
  now: Date;
}

interface ReadRow {
  i: number;
  userId: string;
  enterpriseId: string;
  /** The course's enabled nodes, on the first row of each course (and company) only. */
  nodes: EnabledNodeRow[] | null;
  course_xmin: string | null;
  node_xmin: string | null;
  position: number | null;
  max_position: number | null;
  seen_pages: number[] | null;
  study_seconds: number | null;
  study_progress: number | null;
  finished: number | null;
  last_seq: number | string | null;
  last_study_time: Date | string | null;
  /** The course's progress before this report. */
  course_before: number | null;
  /** The course is not learned yet and learning it may earn a certificate (its own or a task's). */
  may_award: boolean | null;
}

const bigint = (name: string) => sql`cast(${sql.placeholder(name)} as bigint)`;
const bigints = (name: string) => sql`cast(${sql.placeholder(name)} as bigint[])`;

/**
 * One row per report whose token holds, by the report's own clock: live, unrevoked, of the site's tenant, with
 * a company (checked here, nothing cached, so a revocation refuses the very next report). Each course's node
 * list is read once however many reports name it (the same columns as `findStudyNode`, through the same
 * `studyNodeOf`), each report's course row and node record by their keys, with their `xmin`.
 */
const readStatement = preparedStatement<ReadRow>(
  'progress_report_read',
  sql`with req as (
        select * from jsonb_to_recordset(cast(${sql.placeholder('reports')} as jsonb)) as r(
          i int, token_hash text, now timestamptz, course_id bigint, node_id bigint)
      ), tok as materialized (
        select r.i, r.course_id, r.node_id, held.user_id, held.enterprise_id
        from req r
        cross join lateral (
          select s.user_id, s.enterprise_id from session_token s
          where s.token_hash = r.token_hash and s.tenant_id = ${bigint('tenantId')}
            and s.revoked_at is null and s.expires_at > r.now and s.enterprise_id is not null
          limit 1) as held
      ), courses as materialized (
        select c.id, c.enterprise_id, c.drag_flag from course c
        where c.tenant_id = ${bigint('tenantId')} and c.id = any(${bigints('courseIds')}) and c.status_id = 1
          and exists (select 1 from tok where tok.course_id = c.id and tok.enterprise_id = c.enterprise_id)
      ), nodes as (
        select c.id as course_id, c.enterprise_id, jsonb_agg(jsonb_build_object(
            'id', cast(n.id as text), 'parentId', cast(n.parent_id as text), 'contentType', n.content_type,
            'resource', (select jsonb_build_object('resourceType', r.resource_type, 'docType', r.doc_type,
                'duration', r.duration, 'pageCount', r.page_count, 'pdfKey', r.pdf_key,
                'images', jsonb_array_length(r.images), 'dwellSeconds', r.dwell_seconds)
              from resource r
              where n.content_type = ${ContentType.resource} and r.tenant_id = n.tenant_id
                and r.id = n.resource_id and r.enterprise_id = c.enterprise_id and r.status_id = 1),
            'dragFlag', c.drag_flag,
            'imageTextDwell', (select it.dwell_seconds from image_text it
              where n.content_type = ${ContentType.imageText} and it.tenant_id = n.tenant_id
                and it.id = n.image_text_id and it.enterprise_id = c.enterprise_id))) as nodes
        from courses c
        join course_node n on n.tenant_id = ${bigint('tenantId')} and n.course_id = c.id and n.status_id = 1
        group by c.id, c.enterprise_id
      )
      select tok.i, cast(tok.user_id as text) as "userId", cast(tok.enterprise_id as text) as "enterpriseId",
        case when row_number() over (partition by tok.course_id, tok.enterprise_id order by tok.i) = 1
          then nodes.nodes end as nodes,
        p.study_progress as course_before, cast(p.xmin as text) as course_xmin, cast(u.xmin as text) as node_xmin, u.position, u.max_position,
        u.seen_pages, u.study_seconds, u.study_progress, u.finished, u.last_seq, u.last_study_time,
        (p.study_progress < 100 and (
          exists (select 1 from course cc where cc.tenant_id = ${bigint('tenantId')} and cc.id = tok.course_id
            and cc.certificate_id is not null)
          or exists (select 1 from study_task_content stc
            join study_task st on st.tenant_id = stc.tenant_id and st.id = stc.task_id
            where stc.tenant_id = ${bigint('tenantId')} and stc.content_type = ${PhaseContentType.course}
              and stc.ref_id = tok.course_id and st.certificate_id is not null))) as may_award
      from tok
      left join nodes on nodes.course_id = tok.course_id and nodes.enterprise_id = tok.enterprise_id
      left join course_user_progress p on p.tenant_id = ${bigint('tenantId')} and p.course_id = tok.course_id
        and p.user_id = tok.user_id
      left join course_node_user u on u.tenant_id = ${bigint('tenantId')} and u.user_id = tok.user_id
        and u.course_id = tok.course_id and u.node_id = tok.node_id`,
);

/** What the write answers per report it wrote. */
interface WriteRow extends WrittenRow {
  i: number;
}

/*
 * Each report's course row is updated first (its lock, as on the ordinary path, queues the member's reports of
 * the course), and only when it and the node record are the versions read; the node record and the day follow
 * from its row, so a stale read writes nothing at all for that report. The mean is as in `writeRows`. No two
 * reports of one member and course are here together, so each row is met once; the days are summed per member
 * and taken in key order, so two statements never lock them in opposite orders.
 */
const writeStatement = preparedStatement<WriteRow>(
  'progress_report_write',
  sql`with req as (
        select * from jsonb_to_recordset(cast(${sql.placeholder('writes')} as jsonb)) as r(
          i int, enterprise_id bigint, user_id bigint, course_id bigint, node_id bigint, others text,
          node_count int, course_xmin text, node_xmin text, position double precision,
          max_position double precision, seen_pages jsonb, study_seconds int, progress int, finished smallint,
          last_seq bigint, last_study_time timestamptz, counted int, day text, now timestamptz)
      ), course as (
        update course_user_progress c set study_progress = greatest(c.study_progress, cast((
            (select coalesce(sum(o.study_progress), 0) from course_node_user o
              where o.tenant_id = ${bigint('tenantId')} and o.user_id = r.user_id and o.course_id = r.course_id
                and o.node_id = any(cast(r.others as bigint[])))
            + r.progress) / r.node_count as int)),
          study_duration = c.study_duration + r.counted, last_study_time = r.now, gmt_modified = r.now
        from req r
        where c.tenant_id = ${bigint('tenantId')} and c.course_id = any(${bigints('courseIds')})
          and c.user_id = any(${bigints('userIds')})
          and c.course_id = r.course_id and c.user_id = r.user_id and c.xmin = cast(r.course_xmin as xid)
          and exists (select 1 from course_node_user k
            where k.tenant_id = ${bigint('tenantId')} and k.user_id = r.user_id and k.course_id = r.course_id
              and k.node_id = r.node_id and k.xmin = cast(r.node_xmin as xid))
        returning r.i, c.study_progress, ${studyStatusOf(
          sql`(c.study_progress >= 100)`,
          sql`(c.study_progress > 0 or c.last_study_time is not null)`,
        )} as course_status
      ), node as (
        update course_node_user n set position = r.position, max_position = r.max_position,
          seen_pages = r.seen_pages, study_seconds = r.study_seconds, study_progress = r.progress,
          finished = r.finished, last_seq = r.last_seq, last_study_time = r.last_study_time, gmt_modified = r.now
        from course join req r on r.i = course.i
        where n.tenant_id = ${bigint('tenantId')} and n.user_id = r.user_id and n.course_id = r.course_id
          and n.node_id = r.node_id
        returning course.i, n.study_progress, n.finished, n.max_position
      ), day as (
        insert into study_day as d (tenant_id, enterprise_id, user_id, day, study_seconds)
        select ${bigint('tenantId')}, r.enterprise_id, r.user_id, r.day, sum(r.counted)
        from course join req r on r.i = course.i
        where r.counted > 0
        group by r.enterprise_id, r.user_id, r.day
        order by r.enterprise_id, r.user_id, r.day
        on conflict (tenant_id, enterprise_id, user_id, day)
          do update set study_seconds = d.study_seconds + excluded.study_seconds
        returning 1
      )
      select node.i, node.study_progress, node.finished, node.max_position,
        course.study_progress as course_progress, course.course_status
      from node join course on course.i = node.i`,
);

/** Ids the fast path's casts take without fail (the contract allows 19 digits, beyond bigint's range). */
const SAFE_ID = /^[1-9][0-9]{0,17}$/;
const KEYS = ['courseId', 'subResourceId', 'studyProgress', 'position', 'studySeconds', 'seq'];

const within = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;
const wholeWithin = (v: unknown, min: number, max: number): v is number =>
  within(v, min, max) && Number.isInteger(v);

/** A report exactly as the contract has it and nothing else, or null (the schema then decides). */
export function readReportBody(input: unknown): ProgressReport | null {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return null;
  const o = input as Record<string, unknown>;
  const keys = Object.keys(o);
  if (keys.length !== KEYS.length || !KEYS.every((k) => Object.hasOwn(o, k))) return null;
  const { courseId, subResourceId, studyProgress, position, studySeconds, seq } = o;
  if (typeof courseId !== 'string' || !SAFE_ID.test(courseId)) return null;
  if (typeof subResourceId !== 'string' || !SAFE_ID.test(subResourceId)) return null;
  if (!within(studyProgress, 0, 100) || !within(position, 0, 1_000_000)) return null;
  if (!wholeWithin(studySeconds, 0, 86_400) || !wholeWithin(seq, 0, Number.MAX_SAFE_INTEGER)) return null;
  return { courseId, subResourceId, studyProgress, position, studySeconds, seq };
}

const dateOf = (value: Date | string | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);

/** Contract ids are digits only, so an array literal of them needs no quoting. */
const idArray = (ids: Iterable<string>): string => `{${[...new Set(ids)].join(',')}}`;

/** The state a report's read found, in `applyReport`'s terms. */
function stateOf(row: ReadRow): NodeState {
  return {
    position: Number(row.position),
    maxPosition: Number(row.max_position),
    seenPages: row.seen_pages ?? [],
    studySeconds: Number(row.study_seconds),
    studyProgress: Number(row.study_progress),
    finished: Number(row.finished) === 1 ? 1 : 0,
    lastSeq: Number(row.last_seq),
    lastStudyTime: dateOf(row.last_study_time),
  };
}

/**
 * Reports of one tenant in one read and at most one write: an answer per report, or null for a report the
 * ordinary path must take. Nothing is written before the write statement, and it writes all or nothing, so a
 * failure anywhere leaves every report of the batch unwritten (the queue then runs each alone).
 */
async function runReports(db: Db, reports: ReportRequest[]): Promise<(ProgressAnswer | null)[]> {
  const tenantId = reports[0]?.tenantId;
  const rows = await readStatement(db, {
    tenantId,
    courseIds: idArray(reports.map((r) => r.body.courseId)),
    reports: JSON.stringify(
      reports.map((r, i) => ({
        i,
        token_hash: r.tokenHash,
        now: r.now.toISOString(),
        course_id: r.body.courseId,
        node_id: r.body.subResourceId,
      })),
    ),
  });
  rows.sort((a, b) => a.i - b.i);
  const nodeLists = new Map<string, EnabledNodeRow[]>();
  for (const row of rows) {
    const report = reports[row.i];
    if (report && row.nodes) nodeLists.set(`${report.body.courseId}:${row.enterpriseId}`, row.nodes);
  }
  const answers: (ProgressAnswer | null)[] = reports.map(() => null);
  const writes: Record<string, unknown>[] = [];
  const members = new Set<string>();
  for (const row of rows) {
    const report = reports[row.i];
    if (!report) continue;
    const { body, now } = report;
    const nodes = nodeLists.get(`${body.courseId}:${row.enterpriseId}`);
    const node = nodes && studyNodeOf(nodes, body.courseId, body.subResourceId);
    if (!node || row.course_xmin === null || row.node_xmin === null) continue;
    // A report that may complete a course earning a certificate takes the ordinary path, which awards it in
    // the same transaction as the write.
    if (row.may_award === true) continue;
    if (!positionFits(node.rule, body.position)) continue;
    // Another device of the same member on the same course: the later report takes the ordinary path, which
    // locks the rows after this statement's write.
    const member = `${row.userId}:${node.courseId}`;
    if (members.has(member)) continue;
    members.add(member);
    const before = stateOf(row);
    const { state, counted } = applyReport(node.rule, before, body, now, node.skipAllowed);
    // A course's progress is its lessons' mean: it is learned only by a report that finishes a lesson. Such a
    // report takes the ordinary path, which awards the course's points in the same transaction.
    if (Number(row.course_before) < 100 && state.studyProgress >= 100 && before.studyProgress < 100) continue;
    writes.push({
      i: row.i,
      enterprise_id: row.enterpriseId,
      user_id: row.userId,
      course_id: node.courseId,
      node_id: node.nodeId,
      others: idArray(node.courseNodeIds.filter((id) => id !== node.nodeId)),
      node_count: node.courseNodeIds.length,
      course_xmin: row.course_xmin,
      node_xmin: row.node_xmin,
      position: state.position,
      max_position: state.maxPosition,
      seen_pages: state.seenPages,
      study_seconds: state.studySeconds,
      progress: state.studyProgress,
      finished: state.finished,
      last_seq: state.lastSeq,
      last_study_time: state.lastStudyTime ? state.lastStudyTime.toISOString() : null,
      counted,
      day: dayOf(now),
      now: now.toISOString(),
    });
  }
  if (writes.length === 0) return answers;
  const written = await writeStatement(db, {
    tenantId,
    courseIds: idArray(writes.map((w) => String(w.course_id))),
    userIds: idArray(writes.map((w) => String(w.user_id))),
    writes: JSON.stringify(writes),
  });
  for (const w of written) {
    answers[Number(w.i)] = {
      studyProgress: Number(w.study_progress),
      finished: Number(w.finished) === 1 ? 1 : 0,
      maxPosition: Number(w.max_position),
      courseProgress: Math.min(100, Number(w.course_progress)),
      courseStudyStatus: Number(w.course_status) as StudyStatus,
    };
  }
  return answers;
}

const queueOf = queuePerDatabase<ReportRequest, ProgressAnswer | null>((db) => ({
  maxBatch: MAX_BATCH,
  groupOf: (r) => r.tenantId,
  // One device's reports of a course never share a statement: the later one reads what the earlier wrote.
  keyOf: (r) => `${r.tenantId}:${r.tokenHash}:${r.body.courseId}`,
  run: (reports) => runReports(db, reports),
}));

/**
 * `logReport` for a plain report on records that exist, through the database's queue of waiting reports; null
 * sends it to the ordinary path (see above). Answered once its statement has committed.
 */
export function logReportFast(
  db: Db,
  tenantId: string,
  tokenHash: string,
  body: ProgressReport,
  now: Date,
): Promise<ProgressAnswer | null> {
  return queueOf(db).submit({ tenantId, tokenHash, body, now });
}

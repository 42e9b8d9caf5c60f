import { sql } from 'drizzle-orm';
import { ContentType } from '../../../contract/course.routes';
import type { ProgressAnswer, ProgressReport } from '../../../contract/progress';
import type { StudyStatus } from '../../../contract/study';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../shared/prepared';
import { studyStatusOf } from '../../shared/study-status';
import { studyNodeOf, type EnabledNodeRow } from './nodes';
import { dayOf, type WrittenRow } from './reports';
import { applyReport, positionFits, type NodeState } from './rules';

/*
 * The progress report's fast path (decision 0047): two prepared statements instead of six round trips. The
 * first checks the token and reads the course's enabled nodes with the member's records; the second writes
 * only if neither the course row nor the node record changed since (their `xmin`), so it applies the rules of
 * `applyReport` to exactly the state it read, as the locked path does. Anything else — a first report (no rows
 * yet), a concurrent report, a refused token, an unknown node, a position that does not fit — answers null and
 * the ordinary path runs from the start with its own locks and messages.
 */

interface ReadRow extends EnabledNodeRow {
  userId: string;
  enterpriseId: string;
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
}

const readStatement = preparedStatement<ReadRow>(
  'progress_report_read',
  sql`with tok as (
        select s.user_id, s.enterprise_id from session_token s
        where s.token_hash = ${sql.placeholder('tokenHash')}
          and s.tenant_id = cast(${sql.placeholder('tenantId')} as bigint)
          and s.revoked_at is null and s.expires_at > cast(${sql.placeholder('now')} as timestamptz)
          and s.enterprise_id is not null
        limit 1
      )
      select cast(tok.user_id as text) as "userId", cast(tok.enterprise_id as text) as "enterpriseId",
        cast(n.id as text) as id, cast(n.parent_id as text) as "parentId", n.content_type as "contentType",
        (select jsonb_build_object('resourceType', r.resource_type, 'docType', r.doc_type, 'duration', r.duration,
            'pageCount', r.page_count, 'pdfKey', r.pdf_key, 'images', jsonb_array_length(r.images),
            'dwellSeconds', r.dwell_seconds)
          from resource r
          where n.content_type = ${ContentType.resource} and r.tenant_id = n.tenant_id and r.id = n.resource_id
            and r.enterprise_id = tok.enterprise_id and r.status_id = 1) as resource,
        c.drag_flag as "dragFlag",
        (select it.dwell_seconds from image_text it
          where n.content_type = ${ContentType.imageText} and it.tenant_id = n.tenant_id
            and it.id = n.image_text_id and it.enterprise_id = tok.enterprise_id) as "imageTextDwell",
        cast(p.xmin as text) as course_xmin, cast(u.xmin as text) as node_xmin, u.position, u.max_position,
        u.seen_pages, u.study_seconds, u.study_progress, u.finished, u.last_seq, u.last_study_time
      from tok
      join course c on c.tenant_id = cast(${sql.placeholder('tenantId')} as bigint)
        and c.id = cast(${sql.placeholder('courseId')} as bigint) and c.enterprise_id = tok.enterprise_id
        and c.status_id = 1
      join course_node n on n.tenant_id = c.tenant_id and n.course_id = c.id and n.status_id = 1
      left join course_user_progress p on n.id = cast(${sql.placeholder('nodeId')} as bigint)
        and p.tenant_id = c.tenant_id and p.course_id = c.id and p.user_id = tok.user_id
      left join course_node_user u on n.id = cast(${sql.placeholder('nodeId')} as bigint)
        and u.tenant_id = c.tenant_id and u.user_id = tok.user_id and u.course_id = c.id and u.node_id = n.id`,
);

const bigint = (name: string) => sql`cast(${sql.placeholder(name)} as bigint)`;
const at = (name: string) => sql`cast(${sql.placeholder(name)} as timestamptz)`;

/*
 * The course row is updated first (its lock, as on the ordinary path, queues the member's reports of the
 * course), and only when it and the node record are the versions read; the node record and the day follow
 * from its row, so a stale read writes nothing at all. The mean is as in `writeRows`.
 */
const writeStatement = preparedStatement<WrittenRow>(
  'progress_report_write',
  sql`with course as (
        update course_user_progress c set study_progress = greatest(c.study_progress, cast((
            (select coalesce(sum(o.study_progress), 0) from course_node_user o
              where o.tenant_id = ${bigint('tenantId')} and o.user_id = ${bigint('userId')}
                and o.course_id = ${bigint('courseId')}
                and o.node_id = any(cast(${sql.placeholder('others')} as bigint[])))
            + cast(${sql.placeholder('progress')} as int)) / cast(${sql.placeholder('nodeCount')} as int) as int)),
          study_duration = c.study_duration + cast(${sql.placeholder('counted')} as int),
          last_study_time = ${at('now')}, gmt_modified = ${at('now')}
        where c.tenant_id = ${bigint('tenantId')} and c.course_id = ${bigint('courseId')}
          and c.user_id = ${bigint('userId')} and c.xmin = cast(${sql.placeholder('courseXmin')} as xid)
          and exists (select 1 from course_node_user k
            where k.tenant_id = ${bigint('tenantId')} and k.user_id = ${bigint('userId')}
              and k.course_id = ${bigint('courseId')} and k.node_id = ${bigint('nodeId')}
              and k.xmin = cast(${sql.placeholder('nodeXmin')} as xid))
        returning c.study_progress, ${studyStatusOf(
          sql`(c.study_progress >= 100)`,
          sql`(c.study_progress > 0 or c.last_study_time is not null)`,
        )} as course_status
      ), node as (
        update course_node_user n set position = cast(${sql.placeholder('position')} as double precision),
          max_position = cast(${sql.placeholder('maxPosition')} as double precision),
          seen_pages = cast(${sql.placeholder('seenPages')} as jsonb),
          study_seconds = cast(${sql.placeholder('studySeconds')} as int),
          study_progress = cast(${sql.placeholder('progress')} as int),
          finished = cast(${sql.placeholder('finished')} as smallint),
          last_seq = ${bigint('lastSeq')}, last_study_time = cast(${sql.placeholder('lastStudyTime')} as timestamptz),
          gmt_modified = ${at('now')}
        from course
        where n.tenant_id = ${bigint('tenantId')} and n.user_id = ${bigint('userId')}
          and n.course_id = ${bigint('courseId')} and n.node_id = ${bigint('nodeId')}
        returning n.study_progress, n.finished, n.max_position
      ), day as (
        insert into study_day as d (tenant_id, enterprise_id, user_id, day, study_seconds)
        select ${bigint('tenantId')}, ${bigint('enterpriseId')}, ${bigint('userId')},
          cast(${sql.placeholder('day')} as text), cast(${sql.placeholder('counted')} as int)
        from course where cast(${sql.placeholder('counted')} as int) > 0
        on conflict (tenant_id, enterprise_id, user_id, day)
          do update set study_seconds = d.study_seconds + excluded.study_seconds
        returning 1
      )
      select node.study_progress, node.finished, node.max_position, course.study_progress as course_progress,
        course.course_status
      from node cross join course`,
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

/** `logReport` for a plain report on records that exist, or null (see above). */
export async function logReportFast(
  db: Db,
  tenantId: string,
  tokenHash: string,
  body: ProgressReport,
  now: Date,
): Promise<ProgressAnswer | null> {
  const rows = await readStatement(db, {
    tokenHash,
    tenantId,
    now: now.toISOString(),
    courseId: body.courseId,
    nodeId: body.subResourceId,
  });
  const first = rows[0];
  if (!first) return null;
  const node = studyNodeOf(rows, body.courseId, body.subResourceId);
  const row = rows.find((r) => r.id === body.subResourceId);
  if (!node || !row || row.course_xmin === null || row.node_xmin === null) return null;
  if (!positionFits(node.rule, body.position)) return null;
  const before: NodeState = {
    position: Number(row.position),
    maxPosition: Number(row.max_position),
    seenPages: row.seen_pages ?? [],
    studySeconds: Number(row.study_seconds),
    studyProgress: Number(row.study_progress),
    finished: Number(row.finished) === 1 ? 1 : 0,
    lastSeq: Number(row.last_seq),
    lastStudyTime: dateOf(row.last_study_time),
  };
  const { state, counted } = applyReport(node.rule, before, body, now, node.skipAllowed);
  const [written] = await writeStatement(db, {
    tenantId,
    enterpriseId: first.enterpriseId,
    userId: first.userId,
    courseId: node.courseId,
    nodeId: node.nodeId,
    others: `{${node.courseNodeIds.filter((id) => id !== node.nodeId).join(',')}}`,
    nodeCount: node.courseNodeIds.length,
    courseXmin: row.course_xmin,
    nodeXmin: row.node_xmin,
    position: state.position,
    maxPosition: state.maxPosition,
    seenPages: JSON.stringify(state.seenPages),
    studySeconds: state.studySeconds,
    progress: state.studyProgress,
    finished: state.finished,
    lastSeq: state.lastSeq,
    lastStudyTime: state.lastStudyTime ? state.lastStudyTime.toISOString() : null,
    counted,
    day: dayOf(now),
    now: now.toISOString(),
  });
  if (!written) return null;
  return {
    studyProgress: Number(written.study_progress),
    finished: Number(written.finished) === 1 ? 1 : 0,
    maxPosition: Number(written.max_position),
    courseProgress: Math.min(100, Number(written.course_progress)),
    courseStudyStatus: Number(written.course_status) as StudyStatus,
  };
}

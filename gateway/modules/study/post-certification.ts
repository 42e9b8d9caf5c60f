import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../../contract/envelope';
import type { PostCertCount, PostCertification } from '../../../contract/study-task';
import { PostCertStatus } from '../../../contract/study-task.routes';
import type { Db } from '../../db/client';
import { formatDateTime } from '../../http/time';
import type { Locale } from '../../i18n/locale';
import type { MemberScope } from '../../shared/member-scope';
import { myTasks } from '../../shared/my-tasks';
import { offsetOf, pageResult } from '../../shared/paging';
import { fromEpoch } from '../../shared/task-time';
import { queueExport, type ExportProducer } from '../export/jobs';

/*
 * Post certification (spec Study tasks): a task may certify the post (job) it trains for (`study_task.post_name`);
 * the member is certified once the task is learned, the moment its last content was done. Read from the member's
 * tasks as "my tasks" reads them, so the two never disagree; nothing is stored twice.
 */

export const POST_CERT_EXPORT = 'postCertifications';
const MAX_ROWS = 5000;

type MyTasks = ReturnType<typeof myTasks>;

/** Where the member stands, as SQL (`PostCertStatus`): learned is certified whatever the window. */
function statusOf(tasks: MyTasks, now: Date): SQL<number> {
  const n = (s: PostCertStatus) => sql.raw(String(s));
  return sql<number>`(case when ${tasks.studyStatus} = 3 then ${n(PostCertStatus.certified)}
    when ${tasks.endTime} < cast(${now.toISOString()} as timestamptz) then ${n(PostCertStatus.notCertified)}
    when ${tasks.studyStatus} = 2 then ${n(PostCertStatus.inProgress)}
    else ${n(PostCertStatus.notStarted)} end)`;
}

const certifying = (tasks: MyTasks) => sql`${tasks.postName} <> ''`;

export async function postCertPage(
  db: Db,
  scope: MemberScope,
  q: { pageCurrent: number; pageSize: number; status?: PostCertStatus | undefined },
  now: Date,
): Promise<Page<PostCertification>> {
  const tasks = myTasks(db, scope);
  const status = statusOf(tasks, now);
  const where = and(
    certifying(tasks),
    q.status === undefined ? undefined : sql`${status} = ${sql.raw(String(q.status))}`,
  );
  const [total] = await db
    .select({ n: sql<number>`cast(count(*) as int)` })
    .from(tasks)
    .where(where);
  const rows = await db
    .select({
      id: tasks.id,
      postName: tasks.postName,
      taskName: tasks.taskName,
      requiredFlag: tasks.requiredFlag,
      startTime: tasks.startTime,
      endTime: tasks.endTime,
      studyProgress: tasks.studyProgress,
      lastStudy: tasks.lastStudy,
      status: status.as('status'),
    })
    .from(tasks)
    .where(where)
    // Certified first, newest first; then what is under way, ending soonest first.
    .orderBy(
      sql`(case when ${status} = ${sql.raw(String(PostCertStatus.certified))} then 0 else 1 end)`,
      sql`(case when ${status} = ${sql.raw(String(PostCertStatus.certified))} then ${tasks.lastStudy} end) desc nulls last`,
      asc(tasks.endTime),
      desc(tasks.id),
    )
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const list = rows.map((r): PostCertification => {
    const s = Number(r.status) as PostCertStatus;
    const last = fromEpoch(r.lastStudy);
    return {
      taskId: r.id,
      postName: r.postName,
      taskName: r.taskName,
      requiredFlag: Number(r.requiredFlag) === 1 ? 1 : 0,
      startTime: formatDateTime(r.startTime),
      endTime: formatDateTime(r.endTime),
      status: s,
      studyProgress: Number(r.studyProgress),
      certifiedTime: s === PostCertStatus.certified && last ? formatDateTime(last) : null,
    };
  });
  return pageResult(list, q, Number(total?.n ?? 0));
}

export async function postCertCount(db: Db, scope: MemberScope, now: Date): Promise<PostCertCount> {
  const tasks = myTasks(db, scope);
  const status = statusOf(tasks, now);
  const of = (s: PostCertStatus) =>
    sql<number>`cast(count(*) filter (where ${status} = ${sql.raw(String(s))}) as int)`;
  const [row] = await db
    .select({
      total: sql<number>`cast(count(*) as int)`,
      notStarted: of(PostCertStatus.notStarted),
      inProgress: of(PostCertStatus.inProgress),
      certified: of(PostCertStatus.certified),
      notCertified: of(PostCertStatus.notCertified),
    })
    .from(tasks)
    .where(certifying(tasks));
  return {
    totalCount: Number(row?.total ?? 0),
    notStarted: Number(row?.notStarted ?? 0),
    inProgress: Number(row?.inProgress ?? 0),
    certified: Number(row?.certified ?? 0),
    notCertified: Number(row?.notCertified ?? 0),
  };
}

export async function exportPostCerts(
  db: Db,
  scope: MemberScope,
  filter: { status?: PostCertStatus | undefined },
  lang: Locale,
  t: (key: string, params?: Record<string, string | number>) => string,
  now: Date,
): Promise<{ id: string }> {
  const stamp = formatDateTime(now).replace(/\D/g, '');
  const job = { kind: POST_CERT_EXPORT, lang, filter };
  const record = await queueExport(db, scope, t('study.postCert.fileName', { stamp }), job, now);
  return { id: record.id };
}

const COLUMNS = ['post', 'task', 'kind', 'start', 'end', 'status', 'progress', 'certified'] as const;

/** The rows of a post certification export, judged by the clock it is written at. */
export const postCertRows: ExportProducer = async (db, scope, rawFilter, t, now) => {
  const raw = (rawFilter ?? {}) as { status?: unknown };
  const status = Object.values(PostCertStatus).find((s) => s === raw.status);
  const page = await postCertPage(db, scope, { pageCurrent: 1, pageSize: MAX_ROWS, status }, now);
  return [
    COLUMNS.map((c) => t(`study.postCert.${c}`)),
    ...page.list.map((r) => [
      r.postName,
      r.taskName,
      t(r.requiredFlag === 1 ? 'study.export.required' : 'study.export.elective'),
      r.startTime,
      r.endTime,
      t(`study.postCert.status.${r.status}`),
      String(r.studyProgress),
      r.certifiedTime ?? '',
    ]),
  ];
};

import { sql, type SQL } from 'drizzle-orm';
import type { StudyStatus } from '../../../contract/study';
import { TaskWindow } from '../../../contract/study-task.routes';

/**
 * The learning status: learned when `learned` holds, learning once `started` holds (a course opened counts
 * even at 0 %), not started otherwise. Kept in SQL so filters, counts and ordering follow the same rule as
 * the answer.
 */
export function studyStatusOf(learned: SQL, started: SQL): SQL<StudyStatus> {
  return sql<StudyStatus>`(case when ${learned} then 3 when ${started} then 2 else 1 end)`;
}

/** Learning first, then not started, then learned. */
export function studyStatusRank(status: SQL): SQL<number> {
  return sql<number>`(case ${status} when 2 then 0 when 1 then 1 else 2 end)`;
}

/** Per-status counts in one row (no GROUP BY on an expression, which PostgreSQL matches by text). */
export function statusCounts(status: SQL) {
  return {
    totalCount: sql<number>`cast(count(*) as int)`,
    notStartedCount: sql<number>`cast(count(*) filter (where ${status} = 1) as int)`,
    learningCount: sql<number>`cast(count(*) filter (where ${status} = 2) as int)`,
    learnedCount: sql<number>`cast(count(*) filter (where ${status} = 3) as int)`,
  };
}

/** A timestamp from seconds since the epoch, as aggregated times are read back (drivers differ on them). */
export function fromEpoch(seconds: number | string | null): Date | null {
  return seconds === null ? null : new Date(Number(seconds) * 1000);
}

/** Study inside a task is offered from its start to its end, both included. */
export function windowOf(task: { startTime: Date; endTime: Date }, now: Date): TaskWindow {
  if (now.getTime() < task.startTime.getTime()) return TaskWindow.notStarted;
  if (now.getTime() > task.endTime.getTime()) return TaskWindow.ended;
  return TaskWindow.open;
}

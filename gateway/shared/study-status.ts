import { sql, type SQL } from 'drizzle-orm';
import type { StudyStatus } from '../../contract/study';

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

/**
 * A member has started a course once its progress is above 0 or a study time exists, as raw SQL over the
 * progress row aliased `p` (for correlated counts such as a course's or a lecturer's learners).
 */
export const startedProgress = (p: string) =>
  sql.raw(`(${p}.study_progress > 0 or ${p}.last_study_time is not null)`);

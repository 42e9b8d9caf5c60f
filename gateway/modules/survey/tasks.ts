import { and, eq, sql } from 'drizzle-orm';
import type { Page } from '../../../contract/envelope';
import type { SurveyCounts, SurveyTask } from '../../../contract/survey';
import type { Db } from '../../db/client';
import { survey, surveyQuestion, surveyResponse, surveyUser } from '../../db/schema-survey';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';
import { assignedJoin, visibleSurvey } from './surveys';

/** The caller's surveys with whether each was answered (and when) and whether it has closed. */
function mySurveys(db: Db, scope: MemberScope, now: Date) {
  const at = sql`cast(${now.toISOString()} as timestamptz)`;
  const questionCount = db
    .select({
      surveyId: surveyQuestion.surveyId,
      n: sql<number>`cast(count(*) as int)`.as('n'),
    })
    .from(surveyQuestion)
    .where(eq(surveyQuestion.tenantId, scope.tenantId))
    .groupBy(surveyQuestion.surveyId)
    .as('question_count');
  return db
    .select({
      id: survey.id,
      title: survey.title,
      description: survey.description,
      anonymous: survey.anonymous,
      startTime: survey.startTime,
      endTime: survey.endTime,
      closed: sql<boolean>`(${at} >= ${survey.endTime})`.as('closed'),
      submitTime: surveyResponse.submitTime,
      questionCount: sql<number>`coalesce(${questionCount.n}, 0)`.as('question_total'),
    })
    .from(survey)
    .innerJoin(surveyUser, assignedJoin)
    .leftJoin(
      surveyResponse,
      and(
        eq(surveyResponse.tenantId, survey.tenantId),
        eq(surveyResponse.surveyId, survey.id),
        eq(surveyResponse.userId, scope.userId),
      ),
    )
    .leftJoin(questionCount, eq(questionCount.surveyId, survey.id))
    .where(visibleSurvey(scope, now))
    .as('my_surveys');
}

export async function surveyTaskPage(
  db: Db,
  scope: MemberScope,
  q: { pageCurrent: number; pageSize: number; answered?: 0 | 1 | undefined },
  now: Date,
): Promise<Page<SurveyTask>> {
  const mine = mySurveys(db, scope, now);
  const answered = sql`(${mine.submitTime} is not null)`;
  const filter =
    q.answered === undefined ? undefined : q.answered === 1 ? answered : sql`(${mine.submitTime} is null)`;
  const [total] = await db
    .select({ n: sql<number>`cast(count(*) as int)` })
    .from(mine)
    .where(filter);
  const rows = await db
    .select()
    .from(mine)
    .where(filter)
    .orderBy(
      sql`(case when ${answered} then 2 when ${mine.closed} then 1 else 0 end)`,
      sql`(case when not ${answered} and not ${mine.closed} then ${mine.endTime} end) asc`,
      sql`(case when not ${answered} and ${mine.closed} then ${mine.endTime} end) desc`,
      sql`${mine.submitTime} desc nulls last`,
      sql`${mine.id} desc`,
    )
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return pageResult(
    rows.map((r) => ({
      id: r.id,
      title: r.title,
      description: r.description,
      anonymous: r.anonymous === 1 ? 1 : 0,
      startTime: formatDateTime(r.startTime),
      endTime: formatDateTime(r.endTime),
      closed: r.closed ? 1 : 0,
      answered: r.submitTime ? 1 : 0,
      submitTime: r.submitTime ? formatDateTime(r.submitTime) : null,
      questionCount: Number(r.questionCount),
    })),
    q,
    Number(total?.n ?? 0),
  );
}

export async function surveyTaskCount(db: Db, scope: MemberScope, now: Date): Promise<SurveyCounts> {
  const mine = mySurveys(db, scope, now);
  const [row] = await db
    .select({
      total: sql<number>`cast(count(*) as int)`,
      answered: sql<number>`cast(count(*) filter (where ${mine.submitTime} is not null) as int)`,
    })
    .from(mine);
  const totalCount = Number(row?.total ?? 0);
  const answeredCount = Number(row?.answered ?? 0);
  return { totalCount, answeredCount, unansweredCount: totalCount - answeredCount };
}

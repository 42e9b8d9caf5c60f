import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { SurveyQuestion } from '../../../contract/survey';
import { QuestionType, type RatingScale } from '../../../contract/survey.routes';
import type { Db } from '../../db/client';
import { survey, surveyQuestion, surveyResponse, surveyUser } from '../../db/schema-survey';
import { BizError } from '../../http/errors';
import type { MemberScope } from '../../shared/member-scope';

export type SurveyRow = typeof survey.$inferSelect;
export type QuestionRow = typeof surveyQuestion.$inferSelect;

/**
 * Published surveys of the caller's company given to the caller and already started: the only ones any call
 * may touch. Joined on the member's assignment, so another member's or company's survey is simply absent.
 */
export function visibleSurvey(scope: MemberScope, now: Date) {
  return and(
    eq(survey.tenantId, scope.tenantId),
    eq(survey.enterpriseId, scope.enterpriseId),
    eq(survey.statusId, 1),
    lte(survey.startTime, now),
    eq(surveyUser.userId, scope.userId),
  );
}

export const assignedJoin = and(
  eq(surveyUser.tenantId, survey.tenantId),
  eq(surveyUser.surveyId, survey.id),
  eq(surveyUser.enterpriseId, survey.enterpriseId),
);

/** The caller's survey with the caller's submission, or the same 999 whether it is missing or someone else's. */
export async function findSurvey(
  db: Db,
  scope: MemberScope,
  surveyId: string,
  now: Date,
): Promise<{ row: SurveyRow; responseId: string | null; submitTime: Date | null }> {
  const [found] = await db
    .select({ row: survey, responseId: surveyResponse.id, submitTime: surveyResponse.submitTime })
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
    .where(and(visibleSurvey(scope, now), eq(survey.id, surveyId)))
    .limit(1);
  if (!found) throw new BizError('survey.notFound');
  return found;
}

export function isClosed(row: SurveyRow, now: Date): boolean {
  return now.getTime() >= row.endTime.getTime();
}

export async function questionRows(db: Db, tenantId: string, surveyId: string): Promise<QuestionRow[]> {
  return db
    .select()
    .from(surveyQuestion)
    .where(and(eq(surveyQuestion.tenantId, tenantId), eq(surveyQuestion.surveyId, surveyId)))
    .orderBy(asc(surveyQuestion.sort), asc(sql`${surveyQuestion.id}`));
}

const scaleOf = (value: number): RatingScale => (value === 10 ? 10 : 5);

/** A stored question as respondents see it. */
export function toQuestion(q: QuestionRow): SurveyQuestion {
  const base = { id: q.id, title: q.title, required: q.required === 1 ? 1 : 0 } as const;
  switch (q.questionType) {
    case QuestionType.single:
      return { ...base, questionType: QuestionType.single, options: q.options };
    case QuestionType.multiple: {
      const max = q.maxChoices > 0 ? Math.min(q.maxChoices, q.options.length) : q.options.length;
      return {
        ...base,
        questionType: QuestionType.multiple,
        options: q.options,
        minChoices: Math.max(1, Math.min(q.minChoices, max)),
        maxChoices: Math.max(1, max),
      };
    }
    case QuestionType.text:
      return { ...base, questionType: QuestionType.text, maxLength: q.maxLength };
    default:
      return {
        ...base,
        questionType: QuestionType.rating,
        scaleMax: scaleOf(q.scaleMax),
        lowLabel: q.lowLabel,
        highLabel: q.highLabel,
      };
  }
}

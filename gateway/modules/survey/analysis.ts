import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { QuestionResult, SurveyAnalysis, SurveyQuestion } from '../../../contract/survey';
import { ANALYSIS_TEXT_LIMIT, QuestionType } from '../../../contract/survey.routes';
import type { Db } from '../../db/client';
import { userAccount } from '../../db/schema';
import { surveyAnswer, surveyResponse, surveyUser } from '../../db/schema-survey';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { findSurvey, isClosed, questionRows, toQuestion } from './surveys';

/** Count over respondents who answered, to four decimals (0 when nobody did). */
const shareOf = (count: number, of: number) => (of === 0 ? 0 : Math.round((count / of) * 10_000) / 10_000);

interface TextRow {
  text: string;
  userName: string | null;
  submitTime: string | null;
}

/**
 * Text answers of one question. Named surveys show the latest with who wrote them and when. Anonymous ones show
 * neither, and in an order drawn from a hash of the row id: the latest-first order would let anyone who
 * knows when a colleague submitted pick out that colleague's text.
 */
async function textAnswers(
  db: Db,
  tenantId: string,
  surveyId: string,
  questionId: string,
  anonymous: boolean,
): Promise<TextRow[]> {
  const ofQuestion = and(
    eq(surveyAnswer.tenantId, tenantId),
    eq(surveyAnswer.surveyId, surveyId),
    eq(surveyAnswer.questionId, questionId),
    isNotNull(surveyAnswer.answerText),
  );
  if (anonymous) {
    const rows = await db
      .select({ text: surveyAnswer.answerText })
      .from(surveyAnswer)
      .where(ofQuestion)
      .orderBy(sql`md5(cast(${surveyAnswer.id} as text))`)
      .limit(ANALYSIS_TEXT_LIMIT);
    return rows.map((r) => ({ text: r.text ?? '', userName: null, submitTime: null }));
  }
  const rows = await db
    .select({
      text: surveyAnswer.answerText,
      userName: userAccount.name,
      submitTime: surveyResponse.submitTime,
    })
    .from(surveyAnswer)
    .innerJoin(
      surveyResponse,
      and(eq(surveyResponse.tenantId, surveyAnswer.tenantId), eq(surveyResponse.id, surveyAnswer.responseId)),
    )
    .innerJoin(
      userAccount,
      and(eq(userAccount.tenantId, surveyResponse.tenantId), eq(userAccount.id, surveyResponse.userId)),
    )
    .where(ofQuestion)
    .orderBy(desc(surveyResponse.submitTime), desc(sql`${surveyAnswer.id}`))
    .limit(ANALYSIS_TEXT_LIMIT);
  return rows.map((r) => ({
    text: r.text ?? '',
    userName: r.userName,
    submitTime: formatDateTime(r.submitTime),
  }));
}

/**
 * The results of a survey, for members who have submitted their own answers (before that, seeing how others
 * answered would steer theirs). Every count comes from the stored rows at the time of the call.
 */
export async function analyzeSurvey(
  db: Db,
  scope: MemberScope,
  surveyId: string,
  now: Date,
): Promise<SurveyAnalysis> {
  const { row, responseId } = await findSurvey(db, scope, surveyId, now);
  if (responseId === null) throw new BizError('survey.analysisAfterSubmit');
  const tenantId = scope.tenantId;
  const anonymous = row.anonymous === 1;
  const questions = (await questionRows(db, tenantId, row.id)).map(toQuestion);

  const [responses] = await db
    .select({ n: sql<number>`cast(count(*) as int)` })
    .from(surveyResponse)
    .where(
      and(
        eq(surveyResponse.tenantId, tenantId),
        eq(surveyResponse.enterpriseId, row.enterpriseId),
        eq(surveyResponse.surveyId, row.id),
      ),
    );
  const [assigned] = await db
    .select({ n: sql<number>`cast(count(*) as int)` })
    .from(surveyUser)
    .where(
      and(
        eq(surveyUser.tenantId, tenantId),
        eq(surveyUser.enterpriseId, row.enterpriseId),
        eq(surveyUser.surveyId, row.id),
      ),
    );

  const ofSurvey = and(eq(surveyAnswer.tenantId, tenantId), eq(surveyAnswer.surveyId, row.id));
  const answered = await db
    .select({
      questionId: surveyAnswer.questionId,
      n: sql<number>`cast(count(distinct ${surveyAnswer.responseId}) as int)`,
    })
    .from(surveyAnswer)
    .where(ofSurvey)
    .groupBy(surveyAnswer.questionId);
  const values = await db
    .select({
      questionId: surveyAnswer.questionId,
      optionKey: surveyAnswer.optionKey,
      rating: surveyAnswer.rating,
      n: sql<number>`cast(count(*) as int)`,
    })
    .from(surveyAnswer)
    .where(and(ofSurvey, sql`${surveyAnswer.answerText} is null`))
    .groupBy(surveyAnswer.questionId, surveyAnswer.optionKey, surveyAnswer.rating);

  const answeredOf = new Map(answered.map((a) => [a.questionId, Number(a.n)]));
  const countOf = (questionId: string, match: (v: (typeof values)[number]) => boolean) =>
    Number(values.find((v) => v.questionId === questionId && match(v))?.n ?? 0);

  const results: QuestionResult[] = [];
  for (const q of questions) {
    const answeredCount = answeredOf.get(q.id) ?? 0;
    const base = { questionId: q.id, title: q.title, required: q.required, answeredCount };
    results.push(await resultOf(q, base, countOf, () => textAnswers(db, tenantId, row.id, q.id, anonymous)));
  }
  return {
    id: row.id,
    title: row.title,
    anonymous: anonymous ? 1 : 0,
    closed: isClosed(row, now) ? 1 : 0,
    responseCount: Number(responses?.n ?? 0),
    assignedCount: Number(assigned?.n ?? 0),
    questions: results,
  };
}

async function resultOf(
  q: SurveyQuestion,
  base: { questionId: string; title: string; required: 0 | 1; answeredCount: number },
  countOf: (
    questionId: string,
    match: (v: { optionKey: string | null; rating: number | null }) => boolean,
  ) => number,
  texts: () => Promise<TextRow[]>,
): Promise<QuestionResult> {
  const of = base.answeredCount;
  switch (q.questionType) {
    case QuestionType.single:
    case QuestionType.multiple:
      return {
        ...base,
        questionType: q.questionType,
        options: q.options.map((o) => {
          const count = countOf(q.id, (v) => v.optionKey === o.optionKey);
          return { ...o, count, share: shareOf(count, of) };
        }),
      };
    case QuestionType.text:
      return { ...base, questionType: QuestionType.text, texts: await texts() };
    case QuestionType.rating: {
      const distribution = Array.from({ length: q.scaleMax }, (_, i) => {
        const count = countOf(q.id, (v) => v.rating === i + 1);
        return { score: i + 1, count, share: shareOf(count, of) };
      });
      const sum = distribution.reduce((s, d) => s + d.score * d.count, 0);
      return {
        ...base,
        questionType: QuestionType.rating,
        scaleMax: q.scaleMax,
        lowLabel: q.lowLabel,
        highLabel: q.highLabel,
        distribution,
        mean: of === 0 ? null : Math.round((sum / of) * 100) / 100,
      };
    }
  }
}

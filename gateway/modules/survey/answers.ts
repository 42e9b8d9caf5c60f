import { and, asc, eq } from 'drizzle-orm';
import type { SurveyAnswer, SurveyQuestion, SurveyView } from '../../../contract/survey';
import { QuestionType } from '../../../contract/survey.routes';
import type { Db } from '../../db/client';
import { surveyAnswer, surveyResponse } from '../../db/schema-survey';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { findSurvey, isClosed, questionRows, toQuestion } from './surveys';
import { awardTaskCertificates } from '../certificate/award';

/** A value to store for one question: option keys, or a trimmed text, or a score. */
type AnswerValue = { optionKeys: string[] } | { text: string } | { rating: number };

function problem(key: string, no: number, q: SurveyQuestion, params: Record<string, string | number> = {}) {
  return new BizError(key, { no, title: q.title, ...params });
}

/**
 * Checks one answer against its question. Returns the value to store, or null when the question was left
 * unanswered (nothing chosen, an empty text). Every failure names the question by number and title.
 */
function checkAnswer(q: SurveyQuestion, no: number, a: SurveyAnswer): AnswerValue | null {
  const keys = a.optionKeys ?? [];
  const text = a.text?.trim() ?? '';
  const isChoice = q.questionType === QuestionType.single || q.questionType === QuestionType.multiple;
  // A value of another question type is a client bug or a forged call; say so instead of dropping it.
  if (
    (!isChoice && keys.length > 0) ||
    (q.questionType !== QuestionType.text && text !== '') ||
    (q.questionType !== QuestionType.rating && a.rating !== undefined)
  ) {
    throw problem('survey.answer.wrongType', no, q);
  }
  switch (q.questionType) {
    case QuestionType.single:
    case QuestionType.multiple: {
      if (keys.length === 0) return null;
      const known = new Set(q.options.map((o) => o.optionKey));
      const unknown = keys.find((k) => !known.has(k));
      if (unknown !== undefined) throw problem('survey.answer.unknownOption', no, q, { key: unknown });
      if (new Set(keys).size !== keys.length) throw problem('survey.answer.repeatedOption', no, q);
      if (q.questionType === QuestionType.single) {
        if (keys.length !== 1) throw problem('survey.answer.oneOption', no, q);
      } else {
        if (keys.length < q.minChoices)
          throw problem('survey.answer.minChoices', no, q, { min: q.minChoices });
        if (keys.length > q.maxChoices)
          throw problem('survey.answer.maxChoices', no, q, { max: q.maxChoices });
      }
      return { optionKeys: [...keys].sort() };
    }
    case QuestionType.text:
      if (text === '') return null;
      if ([...text].length > q.maxLength)
        throw problem('survey.answer.textTooLong', no, q, { max: q.maxLength });
      return { text };
    case QuestionType.rating:
      if (a.rating === undefined) return null;
      if (a.rating > q.scaleMax) throw problem('survey.answer.ratingRange', no, q, { max: q.scaleMax });
      return { rating: a.rating };
  }
}

/** Every answer checked, one per question at most, required questions answered. */
export function checkAnswers(questions: SurveyQuestion[], answers: SurveyAnswer[]): Map<string, AnswerValue> {
  const byId = new Map(questions.map((q, i) => [q.id, { q, no: i + 1 }]));
  const values = new Map<string, AnswerValue>();
  const seen = new Set<string>();
  for (const a of answers) {
    const found = byId.get(a.questionId);
    if (!found) throw new BizError('survey.answer.unknownQuestion');
    if (seen.has(a.questionId)) throw problem('survey.answer.repeated', found.no, found.q);
    seen.add(a.questionId);
    const value = checkAnswer(found.q, found.no, a);
    if (value) values.set(a.questionId, value);
  }
  for (const [i, q] of questions.entries()) {
    if (q.required === 1 && !values.has(q.id)) throw problem('survey.answer.required', i + 1, q);
  }
  return values;
}

/** The caller's stored answers, in question order. */
async function ownAnswers(
  db: Db,
  tenantId: string,
  responseId: string,
  questions: SurveyQuestion[],
): Promise<SurveyAnswer[]> {
  const rows = await db
    .select({
      questionId: surveyAnswer.questionId,
      optionKey: surveyAnswer.optionKey,
      answerText: surveyAnswer.answerText,
      rating: surveyAnswer.rating,
    })
    .from(surveyAnswer)
    .where(and(eq(surveyAnswer.tenantId, tenantId), eq(surveyAnswer.responseId, responseId)))
    .orderBy(asc(surveyAnswer.optionKey));
  const result: SurveyAnswer[] = [];
  for (const q of questions) {
    const mine = rows.filter((r) => r.questionId === q.id);
    if (mine.length === 0) continue;
    const keys = mine.flatMap((r) => (r.optionKey === null ? [] : [r.optionKey]));
    const first = mine[0];
    if (keys.length > 0) result.push({ questionId: q.id, optionKeys: keys });
    else if (first?.answerText != null) result.push({ questionId: q.id, text: first.answerText });
    else if (first?.rating != null) result.push({ questionId: q.id, rating: first.rating });
  }
  return result;
}

export async function viewSurvey(
  db: Db,
  scope: MemberScope,
  surveyId: string,
  now: Date,
): Promise<SurveyView> {
  const { row, responseId, submitTime } = await findSurvey(db, scope, surveyId, now);
  const questions = (await questionRows(db, scope.tenantId, row.id)).map(toQuestion);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    anonymous: row.anonymous === 1 ? 1 : 0,
    startTime: formatDateTime(row.startTime),
    endTime: formatDateTime(row.endTime),
    closed: isClosed(row, now) ? 1 : 0,
    answered: submitTime ? 1 : 0,
    submitTime: submitTime ? formatDateTime(submitTime) : null,
    questions,
    answers: responseId ? await ownAnswers(db, scope.tenantId, responseId, questions) : [],
  };
}

/**
 * Stores the caller's answers once. A second submit — also one racing the first on another connection or
 * gateway process — meets the response's unique key and is refused with "already submitted".
 */
export async function submitSurvey(
  db: Db,
  scope: MemberScope,
  body: { id: string; answers: SurveyAnswer[] },
  now: Date,
): Promise<{ submitTime: string }> {
  const { row, responseId } = await findSurvey(db, scope, body.id, now);
  if (responseId !== null) throw new BizError('survey.alreadySubmitted');
  if (isClosed(row, now)) throw new BizError('survey.closed');
  const questions = (await questionRows(db, scope.tenantId, row.id)).map(toQuestion);
  const values = checkAnswers(questions, body.answers);

  await db.transaction(async (tx) => {
    const [response] = await tx
      .insert(surveyResponse)
      .values({ ...scope, surveyId: row.id, submitTime: now })
      .onConflictDoNothing({
        target: [surveyResponse.tenantId, surveyResponse.surveyId, surveyResponse.userId],
      })
      .returning({ id: surveyResponse.id });
    if (!response) throw new BizError('survey.alreadySubmitted');
    const base = { tenantId: scope.tenantId, surveyId: row.id, responseId: response.id };
    const rows = [...values].flatMap(([questionId, value]): (typeof surveyAnswer.$inferInsert)[] =>
      'optionKeys' in value
        ? value.optionKeys.map((optionKey) => ({ ...base, questionId, optionKey }))
        : 'text' in value
          ? [{ ...base, questionId, answerText: value.text }]
          : [{ ...base, questionId, rating: value.rating }],
    );
    if (rows.length > 0) await tx.insert(surveyAnswer).values(rows);
    // The survey may be the last content of the member's task: its certificate comes with this response.
    await awardTaskCertificates(tx, scope, now);
  });
  return { submitTime: formatDateTime(now) };
}

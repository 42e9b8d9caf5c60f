import { and, asc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { ratingScale } from '../../../contract/survey';
import { enterpriseMember } from '../schema';
import { survey, surveyAnswer, surveyQuestion, surveyResponse, surveyUser } from '../schema-survey';
import { DAY_MS, HOUR_MS, type Named, type SeedContext } from './context';
import { bit, entry, readSeedData, seedDataError } from './seed-data';

/*
 * Each company's surveys (surveys.json), given to every approved member. The members other than the learner
 * answer in member order with the `colleagues` answers; the learner answers only where `learner` is given.
 */

const FILE = 'surveys.json';

const asked = { title: z.string(), required: bit.default(1) };
const question = z.discriminatedUnion('type', [
  entry({ type: z.literal('single'), ...asked, options: z.array(z.string()).min(2) }),
  entry({
    type: z.literal('multiple'),
    ...asked,
    options: z.array(z.string()).min(2),
    min: z.number().int().min(0).default(1),
    /** 0: no limit. */
    max: z.number().int().min(0).default(0),
  }),
  entry({ type: z.literal('text'), ...asked, maxLength: z.number().int().positive() }),
  entry({
    type: z.literal('rating'),
    ...asked,
    scaleMax: ratingScale,
    low: z.string(),
    high: z.string(),
  }),
]);
type Question = z.output<typeof question>;
const TYPE = { single: 1, multiple: 2, text: 3, rating: 4 } as const;

/** One respondent's answers in question order: option letters ('AC'), a text, a score, or null for none. */
const response = z.array(z.union([z.string(), z.number(), z.null()]));
type Response = z.output<typeof response>;

const surveysFile = z.record(
  z.string(),
  z.array(
    entry({
      title: z.string(),
      description: z.string(),
      anonymous: bit,
      /** Window relative to the seed time, in days. */
      startDays: z.number(),
      endDays: z.number(),
      questions: z.array(question).min(1),
      /** Answers of the company's other members, one per member in member order. */
      colleagues: z.array(response).default([]),
      /** The learner's own submission, if any. */
      learner: response.optional(),
    }),
  ),
);

const optionKey = (i: number) => String.fromCharCode(65 + i);

/** Whether an answer fits its question; a wrong one names the survey and the question. */
function checkAnswer(q: Question, value: string | number | null, where: string): void {
  if (value === null) return;
  const fits =
    q.type === 'single' || q.type === 'multiple'
      ? typeof value === 'string' &&
        value.length > 0 &&
        (q.type === 'multiple' || value.length === 1) &&
        [...value].every((k) => k.charCodeAt(0) - 65 < q.options.length && k >= 'A')
      : q.type === 'text'
        ? typeof value === 'string' && value.length <= q.maxLength
        : typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= q.scaleMax;
  if (!fits) throw seedDataError(FILE, `${where}: ${JSON.stringify(value)} does not answer "${q.title}"`);
}

/** The answer rows of one response for the seeded questions. */
function answerRows(
  base: { tenantId: string; surveyId: string; responseId: string },
  questions: { id: string; seed: Question }[],
  answers: Response,
): (typeof surveyAnswer.$inferInsert)[] {
  return questions.flatMap(({ id, seed }, i): (typeof surveyAnswer.$inferInsert)[] => {
    const value = answers[i] ?? null;
    if (value === null) return [];
    const row = { ...base, questionId: id };
    if (seed.type === 'single' || seed.type === 'multiple')
      return [...String(value)].map((k) => ({ ...row, optionKey: k }));
    if (seed.type === 'text') return [{ ...row, answerText: String(value) }];
    return [{ ...row, rating: Number(value) }];
  });
}

/** Every company's surveys; answers them by company, for the course nodes that open them. */
export async function seedSurveys({ tx, refs, now }: SeedContext): Promise<Map<string, Named[]>> {
  const data = readSeedData(FILE, surveysFile);
  const at = (ms: number) => new Date(now.getTime() + ms);
  const seeded = new Map<string, Named[]>();
  for (const [key, surveys] of Object.entries(data)) {
    const company = refs.company(key, FILE);
    const { tenantId, enterpriseId } = company;
    const userId = refs.learnerOf(company, FILE);
    const others = (
      await tx
        .select({ userId: enterpriseMember.userId })
        .from(enterpriseMember)
        .where(
          and(
            eq(enterpriseMember.tenantId, tenantId),
            eq(enterpriseMember.enterpriseId, enterpriseId),
            eq(enterpriseMember.registerStatus, 2),
            ne(enterpriseMember.userId, userId),
          ),
        )
        .orderBy(asc(enterpriseMember.sort), asc(enterpriseMember.id))
    ).map((m) => m.userId);

    const ids: Named[] = [];
    seeded.set(key, ids);
    for (const s of surveys) {
      const startTime = at(s.startDays * DAY_MS);
      const endTime = at(s.endDays * DAY_MS);
      const [row] = await tx
        .insert(survey)
        .values({
          tenantId,
          enterpriseId,
          title: s.title,
          description: s.description,
          anonymous: s.anonymous,
          startTime,
          endTime,
        })
        .returning({ id: survey.id });
      if (!row) throw new Error(`seed: survey ${s.title} not created`);
      ids.push({ name: s.title, id: row.id });
      const questions: { id: string; seed: Question }[] = [];
      for (const [sort, q] of s.questions.entries()) {
        const options =
          'options' in q ? q.options.map((content, i) => ({ optionKey: optionKey(i), content })) : [];
        const [created] = await tx
          .insert(surveyQuestion)
          .values({
            tenantId,
            surveyId: row.id,
            sort,
            questionType: TYPE[q.type],
            title: q.title,
            required: q.required,
            options,
            ...(q.type === 'multiple' ? { minChoices: q.min, maxChoices: q.max } : {}),
            ...(q.type === 'text' ? { maxLength: q.maxLength } : {}),
            ...(q.type === 'rating' ? { scaleMax: q.scaleMax, lowLabel: q.low, highLabel: q.high } : {}),
          })
          .returning({ id: surveyQuestion.id });
        if (!created) throw new Error(`seed: question ${q.title} not created`);
        questions.push({ id: created.id, seed: q });
      }
      await tx
        .insert(surveyUser)
        .values(
          [userId, ...others].map((member) => ({ tenantId, enterpriseId, surveyId: row.id, userId: member })),
        );

      if (s.colleagues.length > others.length) {
        throw seedDataError(
          FILE,
          `"${s.title}" has more colleagues' answers than ${company.name} has members`,
        );
      }
      const respondents = s.colleagues.map((answers, i) => ({
        userId: others[i] ?? '',
        answers,
        who: `colleague ${i + 1}`,
      }));
      if (s.learner) respondents.push({ userId, answers: s.learner, who: 'the learner' });
      for (const r of respondents) {
        if (r.answers.length > questions.length)
          throw seedDataError(FILE, `"${s.title}", ${r.who}: too many answers`);
        questions.forEach((q, i) => checkAnswer(q.seed, r.answers[i] ?? null, `"${s.title}", ${r.who}`));
      }
      // Spread over the window so far, oldest first, so "latest" has a meaning in the results.
      const opened = startTime.getTime();
      const lastDay = Math.min(endTime.getTime(), now.getTime()) - HOUR_MS;
      for (const [i, r] of respondents.entries()) {
        const submitTime = new Date(opened + ((lastDay - opened) * (i + 1)) / (respondents.length + 1));
        const [answered] = await tx
          .insert(surveyResponse)
          .values({ tenantId, enterpriseId, surveyId: row.id, userId: r.userId, submitTime })
          .returning({ id: surveyResponse.id });
        if (!answered) throw new Error(`seed: response to ${s.title} not created`);
        const rows = answerRows(
          { tenantId, surveyId: row.id, responseId: answered.id },
          questions,
          r.answers,
        );
        if (rows.length > 0) await tx.insert(surveyAnswer).values(rows);
      }
    }
  }
  return seeded;
}

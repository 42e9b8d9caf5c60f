import { z } from 'zod';
import { endpoint } from './endpoint';
import { dateTime, flag, id, pageOf, pageRequest } from './envelope';
import {
  MAX_OPTIONS,
  MAX_QUESTIONS,
  MAX_TEXT_LENGTH,
  OPTION_KEY_PATTERN,
  QuestionType,
  surveyRoutes,
} from './survey.routes';

export const questionType = z.union([
  z.literal(QuestionType.single),
  z.literal(QuestionType.multiple),
  z.literal(QuestionType.text),
  z.literal(QuestionType.rating),
]);
export const ratingScale = z.union([z.literal(5), z.literal(10)]);

export const surveyOption = z.object({
  /** 'A', 'B'… in the order shown. */
  optionKey: z.string(),
  content: z.string(),
});
export type SurveyOption = z.infer<typeof surveyOption>;

const questionBase = z.object({
  id,
  title: z.string(),
  /** 1 when the question must be answered. */
  required: flag,
});

export const singleQuestion = questionBase.extend({
  questionType: z.literal(QuestionType.single),
  options: z.array(surveyOption),
});
export const multipleQuestion = questionBase.extend({
  questionType: z.literal(QuestionType.multiple),
  options: z.array(surveyOption),
  /** When answered, at least this many and at most that many choices (1 and the option count without limits). */
  minChoices: z.number().int().min(1),
  maxChoices: z.number().int().min(1),
});
export const textQuestion = questionBase.extend({
  questionType: z.literal(QuestionType.text),
  /** Characters allowed after trimming. */
  maxLength: z.number().int().min(1).max(MAX_TEXT_LENGTH),
});
export const ratingQuestion = questionBase.extend({
  questionType: z.literal(QuestionType.rating),
  /** Scores run from 1 to this. */
  scaleMax: ratingScale,
  /** What 1 and the top mean ("very dissatisfied" … "very satisfied"). */
  lowLabel: z.string(),
  highLabel: z.string(),
});

/** A question as a respondent sees it, in the survey's order. */
export const surveyQuestion = z.discriminatedUnion('questionType', [
  singleQuestion,
  multipleQuestion,
  textQuestion,
  ratingQuestion,
]);
export type SurveyQuestion = z.infer<typeof surveyQuestion>;

/**
 * One answer. Choice questions carry `optionKeys` (one key for a single choice), text questions `text`, rating
 * questions `rating`; a question left out is unanswered. Submissions are checked against the questions: a
 * field of another type, an unknown key or a rule broken is a 999 naming the question.
 */
export const surveyAnswer = z.object({
  questionId: id,
  optionKeys: z
    .array(z.string().regex(OPTION_KEY_PATTERN, { message: 'survey.optionKey' }))
    .max(MAX_OPTIONS)
    .optional(),
  text: z.string().max(MAX_TEXT_LENGTH).optional(),
  rating: z.number().int().min(1).max(10).optional(),
});
export type SurveyAnswer = z.infer<typeof surveyAnswer>;

const surveySummary = z.object({
  id,
  title: z.string(),
  /** Plain text. */
  description: z.string(),
  /** 1: the results never tie an answer to a person. */
  anonymous: flag,
  startTime: dateTime,
  endTime: dateTime,
  /** 1 once the end time has passed: nothing more can be submitted. */
  closed: flag,
  /** 1 once the caller has submitted. */
  answered: flag,
  submitTime: dateTime.nullable(),
});

/** A row of the caller's surveys. */
export const surveyTask = surveySummary.extend({
  questionCount: z.number().int(),
});
export type SurveyTask = z.infer<typeof surveyTask>;

export const surveyCounts = z.object({
  totalCount: z.number().int(),
  /** Not answered, open or closed. */
  unansweredCount: z.number().int(),
  answeredCount: z.number().int(),
});
export type SurveyCounts = z.infer<typeof surveyCounts>;

export const surveyView = surveySummary.extend({
  questions: z.array(surveyQuestion),
  /** The caller's answers once submitted (empty before), in question order. */
  answers: z.array(surveyAnswer),
});
export type SurveyView = z.infer<typeof surveyView>;

/** How often something was chosen: `share` is the count over the respondents who answered the question (0–1). */
const tally = z.object({ count: z.number().int(), share: z.number() });

const resultBase = z.object({
  questionId: id,
  title: z.string(),
  required: flag,
  /** Respondents who answered this question. */
  answeredCount: z.number().int(),
});

export const choiceResult = resultBase.extend({
  questionType: z.union([z.literal(QuestionType.single), z.literal(QuestionType.multiple)]),
  /** Every option in order, chosen or not. Shares of a multiple choice may add up to more than 1. */
  options: z.array(surveyOption.extend(tally.shape)),
});
export const textResult = resultBase.extend({
  questionType: z.literal(QuestionType.text),
  /**
   * At most ANALYSIS_TEXT_LIMIT answers: the latest first, with the respondent's name and time; for an
   * anonymous survey in an order unrelated to when they came, without name or time.
   */
  texts: z.array(
    z.object({ text: z.string(), userName: z.string().nullable(), submitTime: dateTime.nullable() }),
  ),
});
export const ratingResult = resultBase.extend({
  questionType: z.literal(QuestionType.rating),
  scaleMax: ratingScale,
  lowLabel: z.string(),
  highLabel: z.string(),
  /** One entry per score from 1 to the top. */
  distribution: z.array(tally.extend({ score: z.number().int() })),
  /** Mean score to two decimals; null without answers. */
  mean: z.number().nullable(),
});

export const questionResult = z.union([choiceResult, textResult, ratingResult]);
export type QuestionResult = z.infer<typeof questionResult>;

export const surveyAnalysis = z.object({
  id,
  title: z.string(),
  anonymous: flag,
  closed: flag,
  /** Members who have submitted. */
  responseCount: z.number().int(),
  /** Members the survey was given to. */
  assignedCount: z.number().int(),
  questions: z.array(questionResult),
});
export type SurveyAnalysis = z.infer<typeof surveyAnalysis>;

export const surveyApi = {
  taskPage: endpoint({
    ...surveyRoutes.taskPage,
    request: pageRequest.extend({
      /** 0 not answered yet, 1 answered; both when absent. */
      answered: flag.optional(),
    }),
    response: pageOf(surveyTask),
  }),
  taskCount: endpoint({
    ...surveyRoutes.taskCount,
    request: z.object({}),
    response: surveyCounts,
  }),
  view: endpoint({
    ...surveyRoutes.view,
    request: z.object({ id }),
    response: surveyView,
  }),
  submit: endpoint({
    ...surveyRoutes.submit,
    request: z.object({
      id,
      answers: z.array(surveyAnswer).max(MAX_QUESTIONS),
    }),
    response: z.object({ submitTime: dateTime }),
  }),
  analyze: endpoint({
    ...surveyRoutes.analyze,
    request: z.object({ id }),
    response: surveyAnalysis,
  }),
};

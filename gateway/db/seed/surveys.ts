import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../client';
import { enterpriseMember } from '../schema';
import { survey, surveyAnswer, surveyQuestion, surveyResponse, surveyUser } from '../schema-survey';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

type QuestionSeed =
  | { type: 1; title: string; required?: 0 | 1; options: string[] }
  | { type: 2; title: string; required?: 0 | 1; options: string[]; min?: number; max?: number }
  | { type: 3; title: string; required?: 0 | 1; maxLength: number }
  | { type: 4; title: string; required?: 0 | 1; scaleMax: 5 | 10; low: string; high: string };

/** One respondent's answers in question order: option letters ('AC'), a text, a score, or null for none. */
type ResponseSeed = (string | number | null)[];

export interface SurveySeed {
  title: string;
  description: string;
  anonymous: 0 | 1;
  /** Window relative to the seed time, in days. */
  startDays: number;
  endDays: number;
  questions: QuestionSeed[];
  /** Answers of the company's other members, one per member in member order. */
  colleagues: ResponseSeed[];
  /** The demo learner's own submission, if any. */
  learner?: ResponseSeed;
}

/** 星河科技: two open surveys the demo learner has not answered, and an earlier one they have. */
export const xingheSurveys: SurveySeed[] = [
  {
    title: '2026 年度培训满意度调查',
    description:
      '感谢你参加今年的培训。这份问卷为匿名填写，结果只按题目汇总，用于改进明年的培训安排，大约需要 3 分钟。',
    anonymous: 1,
    startDays: -10,
    endDays: 20,
    questions: [
      {
        type: 1,
        title: '今年你主要参加了哪一类培训？',
        options: ['信息安全必修', '新员工入职培训', '产品知识进阶', '安全生产专题'],
      },
      {
        type: 4,
        title: '整体而言，你对今年的培训满意吗？',
        scaleMax: 5,
        low: '非常不满意',
        high: '非常满意',
      },
      {
        type: 2,
        title: '你认为哪些方面最需要改进？',
        options: [
          '课程内容的实用性',
          '讲师的讲解方式',
          '培训时间安排',
          '学习平台的使用体验',
          '考核方式',
          '学习资料',
        ],
        min: 1,
        max: 3,
      },
      {
        type: 4,
        title: '你有多大可能向同事推荐这些培训？',
        scaleMax: 10,
        low: '完全不可能',
        high: '非常可能',
      },
      {
        type: 1,
        title: '你更喜欢哪种培训形式？',
        required: 0,
        options: ['线上自学', '线下集中授课', '线上线下结合'],
      },
      { type: 3, title: '对明年的培训安排，你还有哪些建议？', required: 0, maxLength: 500 },
    ],
    colleagues: [
      ['A', 4, 'AC', 8, 'C', '希望多一些结合实际案例的课程，最好能按部门分开讲。'],
      ['B', 5, 'D', 9, 'C', '入职培训安排得很紧凑，讲师也很耐心。'],
      ['A', 3, 'ACE', 6, 'B', '考试窗口太短，出差的同事经常赶不上。'],
      ['C', 4, 'AB', 7, 'C', null],
      ['D', 5, 'F', 10, 'B', '消防演练很实用，建议每季度安排一次。'],
      ['A', 2, 'ABC', 4, 'A', '课程太长，希望拆成 10 分钟左右的小节，方便碎片时间学习。'],
      ['C', 4, 'D', 8, null, null],
      ['B', 4, 'CE', 7, 'C', '学习平台在手机上看视频有时会卡顿。'],
      ['A', 5, 'A', 9, 'C', '讲师分享的钓鱼邮件案例印象很深，希望继续。'],
    ],
  },
  {
    title: '食堂与办公环境意见征集',
    description:
      '行政部正在规划明年的食堂菜单和办公区改造，请留下你的真实想法。本问卷实名填写，方便我们跟进具体问题。',
    anonymous: 0,
    startDays: -3,
    endDays: 10,
    questions: [
      {
        type: 1,
        title: '工作日你通常在哪里吃午餐？',
        options: ['公司食堂', '点外卖', '自带午餐', '附近餐馆'],
      },
      { type: 4, title: '你对食堂菜品的口味满意吗？', scaleMax: 5, low: '很不满意', high: '很满意' },
      {
        type: 2,
        title: '希望食堂增加哪些餐品？',
        required: 0,
        options: ['轻食沙拉', '面食', '粤式点心', '清真窗口', '时令水果', '加班夜宵'],
        min: 2,
        max: 4,
      },
      {
        type: 4,
        title: '你给办公区的环境（温度、噪音、照明）打几分？',
        required: 0,
        scaleMax: 10,
        low: '很差',
        high: '很好',
      },
      { type: 3, title: '关于食堂或办公环境，你最希望改进的一件事是什么？', maxLength: 200 },
    ],
    colleagues: [
      ['A', 3, 'AE', 6, '午餐高峰排队太久，希望增加一个取餐窗口。'],
      ['B', 2, 'BCF', 7, '希望食堂晚上也提供简餐，加班时不用再点外卖。'],
      ['A', 4, null, 8, '三楼会议室的空调温度太低，希望能调一下。'],
    ],
  },
  {
    title: '新员工入职体验回访',
    description: '入职一个月后的回访问卷，了解你在入职流程中的感受。',
    anonymous: 0,
    startDays: -40,
    endDays: -25,
    questions: [
      {
        type: 1,
        title: '入职第一天，你是否按时拿到了电脑和工牌？',
        options: ['是', '否，晚了一两天', '否，晚了一周以上'],
      },
      { type: 4, title: '你对入职引导人的帮助满意吗？', scaleMax: 5, low: '很不满意', high: '很满意' },
      { type: 3, title: '你希望入职流程中增加什么内容？', required: 0, maxLength: 300 },
    ],
    colleagues: [
      ['A', 5, '希望第一周能安排和各部门的简短交流。'],
      ['B', 3, null],
    ],
    learner: ['A', 4, '希望提前拿到办公系统的操作手册。'],
  },
];

/** 远山制造 (the learner's other company) and 北辰物流 (another tenant): one survey each, to prove isolation. */
export const yuanshanSurveys: SurveySeed[] = [
  {
    title: '设备安全操作培训反馈',
    description: '请对本月的设备安全操作培训做出评价。',
    anonymous: 0,
    startDays: -2,
    endDays: 12,
    questions: [
      { type: 4, title: '培训内容对你的日常操作有帮助吗？', scaleMax: 5, low: '没有帮助', high: '很有帮助' },
      { type: 3, title: '还有哪些设备希望安排专项培训？', required: 0, maxLength: 200 },
    ],
    colleagues: [],
  },
];

export const beichenSurveys: SurveySeed[] = [
  {
    title: '仓储作业安全意见调查',
    description: '请对仓储区的安全措施提出意见。',
    anonymous: 1,
    startDays: -1,
    endDays: 14,
    questions: [{ type: 1, title: '你所在的仓储区是否配齐了防护用品？', options: ['是', '否'] }],
    colleagues: [],
  },
];

const optionKey = (i: number) => String.fromCharCode(65 + i);

/** The answer rows of one response for the seeded questions. */
function answerRows(
  base: { tenantId: string; surveyId: string; responseId: string },
  questions: { id: string; seed: QuestionSeed }[],
  answers: ResponseSeed,
): (typeof surveyAnswer.$inferInsert)[] {
  return questions.flatMap(({ id, seed }, i): (typeof surveyAnswer.$inferInsert)[] => {
    const value = answers[i] ?? null;
    if (value === null) return [];
    const row = { ...base, questionId: id };
    if (seed.type === 1 || seed.type === 2) return [...String(value)].map((k) => ({ ...row, optionKey: k }));
    if (seed.type === 3) return [{ ...row, answerText: String(value) }];
    return [{ ...row, rating: Number(value) }];
  });
}

/**
 * Surveys of one company, given to every approved member. The members other than `userId` answer in member
 * order with the `colleagues` answers; `userId` answers only where `learner` is given.
 */
export async function seedSurveys(
  tx: Tx,
  scope: { tenantId: string; enterpriseId: string; userId: string },
  surveys: SurveySeed[],
  now: Date,
): Promise<string[]> {
  const { tenantId, enterpriseId, userId } = scope;
  const at = (ms: number) => new Date(now.getTime() + ms);
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

  const ids: string[] = [];
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
    ids.push(row.id);
    const questions: { id: string; seed: QuestionSeed }[] = [];
    for (const [sort, q] of s.questions.entries()) {
      const options =
        'options' in q ? q.options.map((content, i) => ({ optionKey: optionKey(i), content })) : [];
      const [question] = await tx
        .insert(surveyQuestion)
        .values({
          tenantId,
          surveyId: row.id,
          sort,
          questionType: q.type,
          title: q.title,
          required: q.required ?? 1,
          options,
          ...(q.type === 2 ? { minChoices: q.min ?? 1, maxChoices: q.max ?? 0 } : {}),
          ...(q.type === 3 ? { maxLength: q.maxLength } : {}),
          ...(q.type === 4 ? { scaleMax: q.scaleMax, lowLabel: q.low, highLabel: q.high } : {}),
        })
        .returning({ id: surveyQuestion.id });
      if (!question) throw new Error(`seed: question ${q.title} not created`);
      questions.push({ id: question.id, seed: q });
    }
    await tx
      .insert(surveyUser)
      .values(
        [userId, ...others].map((member) => ({ tenantId, enterpriseId, surveyId: row.id, userId: member })),
      );

    const respondents: { userId: string; answers: ResponseSeed }[] = s.colleagues.flatMap((answers, i) => {
      const member = others[i];
      return member ? [{ userId: member, answers }] : [];
    });
    if (s.learner) respondents.push({ userId, answers: s.learner });
    // Spread over the window so far, oldest first, so "latest" has a meaning in the results.
    const opened = startTime.getTime();
    const lastDay = Math.min(endTime.getTime(), now.getTime()) - HOUR_MS;
    for (const [i, r] of respondents.entries()) {
      const submitTime = new Date(opened + ((lastDay - opened) * (i + 1)) / (respondents.length + 1));
      const [response] = await tx
        .insert(surveyResponse)
        .values({ tenantId, enterpriseId, surveyId: row.id, userId: r.userId, submitTime })
        .returning({ id: surveyResponse.id });
      if (!response) throw new Error(`seed: response to ${s.title} not created`);
      const rows = answerRows({ tenantId, surveyId: row.id, responseId: response.id }, questions, r.answers);
      if (rows.length > 0) await tx.insert(surveyAnswer).values(rows);
    }
  }
  return ids;
}

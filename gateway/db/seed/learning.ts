import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import {
  compliancePaper,
  equipmentPaper,
  fireQuickPaper,
  infosecPaper,
  logisticsPaper,
  onboardingPaper,
  productPaper,
  qualityPaper,
  safetyPaper,
  secrecyPaper,
  servicePaper,
  type SectionSeed,
} from './exam-papers';
import { seedAttempt, seedPaper, type AttemptSeed } from './exams';
import {
  course,
  courseUserProgress,
  exam,
  examUser,
  studyTask,
  studyTaskCourse,
  studyTaskUser,
} from '../schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface CourseSeed {
  courseName: string;
  lecturerName: string;
  /**
   * Minutes of media. The first figures of a course; courses.ts replaces them with the content it seeds (the
   * seconds of the course's media, and the learner's seconds from the node records).
   */
  minutes: number;
  /** The learner's progress; absent: not enrolled. */
  progress?: number;
  /** Hours since the learner last studied it; absent: never. */
  studiedHoursAgo?: number;
}

export interface TaskSeed {
  taskName: string;
  /** Indexes into the company's courses. */
  courses: number[];
  startDays: number;
  endDays: number;
  requiredFlag?: 0 | 1;
  /** 0 for a draft, which learners never see. */
  statusId?: 0 | 1;
}

export interface ExamSeed {
  examName: string;
  description?: string;
  /** Window relative to now, in days (negative: past). */
  startDays: number;
  endDays: number;
  /** Minutes per attempt. */
  duration: number;
  passScore?: number;
  attemptLimit?: number;
  /** Screen switches allowed (0: not watched). */
  switchLimit?: number;
  showAnswer?: 0 | 1;
  /** The paper; the exam's total score is its points. */
  paper: SectionSeed[];
  /** The member's handed-in attempts, oldest first. */
  attempts?: AttemptSeed[];
}

export interface LearningSeed {
  courses: CourseSeed[];
  tasks: TaskSeed[];
  exams: ExamSeed[];
}

/**
 * 星河科技: the learner's full dashboard: tasks in every state (under way with a course learned, not started,
 * learned, a window not yet open, a window ended part-way), courses in every state, and the exams.
 */
export const xingheLearning: LearningSeed = {
  courses: [
    { courseName: '信息安全意识基础', lecturerName: '陈立', minutes: 40, progress: 100, studiedHoursAgo: 50 },
    {
      courseName: '数据分类分级与保密要求',
      lecturerName: '陈立',
      minutes: 30,
      progress: 45,
      studiedHoursAgo: 2,
    },
    { courseName: '钓鱼邮件识别实战', lecturerName: '吴昊', minutes: 25, progress: 0 },
    {
      courseName: '新员工入职：企业文化与规章制度',
      lecturerName: '郑佳',
      minutes: 60,
      progress: 100,
      studiedHoursAgo: 40,
    },
    {
      courseName: '新员工入职：办公系统与报销流程',
      lecturerName: '郑佳',
      minutes: 50,
      progress: 70,
      studiedHoursAgo: 26,
    },
    {
      courseName: '星河云平台产品知识',
      lecturerName: '吴昊',
      minutes: 70,
      progress: 20,
      studiedHoursAgo: 75,
    },
    { courseName: '产品知识：客户常见问题解答', lecturerName: '何静', minutes: 45, progress: 0 },
    { courseName: '产品知识：解决方案与报价', lecturerName: '刘洋', minutes: 55, progress: 0 },
    {
      courseName: '安全生产与消防常识',
      lecturerName: '邓峰',
      minutes: 20,
      progress: 100,
      studiedHoursAgo: 300,
    },
    {
      courseName: '应急疏散与现场急救',
      lecturerName: '邓峰',
      minutes: 35,
      progress: 100,
      studiedHoursAgo: 290,
    },
    { courseName: '高效沟通与跨部门协作', lecturerName: '陈立', minutes: 40 },
  ],
  tasks: [
    { taskName: '2026 年度信息安全必修', courses: [0, 1, 2], startDays: -20, endDays: 10 },
    { taskName: '新员工入职培训', courses: [3, 4], startDays: -30, endDays: 30 },
    { taskName: '产品知识进阶', courses: [6, 7], startDays: -5, endDays: 60, requiredFlag: 0 },
    { taskName: '安全生产月专题学习', courses: [8, 9], startDays: -60, endDays: -5 },
    { taskName: '管理者领导力提升（筹备中）', courses: [10], startDays: 10, endDays: 40, statusId: 0 },
    // Its window opens in three days: the task player refuses until then.
    {
      taskName: '沟通协作训练营',
      courses: [10],
      startDays: 3,
      endDays: 30,
      requiredFlag: 0,
    },
    // Ended with a course part-way: the task player refuses; the course itself stays open in the catalogue.
    { taskName: '星河云平台上线冲刺', courses: [5], startDays: -40, endDays: -3 },
  ],
  exams: [
    {
      examName: '信息安全知识考试',
      description: '覆盖密码安全、钓鱼邮件识别和数据分级，共 15 题，满分 100 分，60 分及格，可考 2 次。',
      startDays: 3,
      endDays: 5,
      duration: 60,
      attemptLimit: 2,
      paper: infosecPaper,
    },
    {
      examName: '新员工入职考核',
      description: '考查规章制度、报销流程和办公系统，入职一个月内完成，仅有 1 次考试机会。',
      startDays: -2,
      endDays: 4,
      duration: 45,
      paper: onboardingPaper,
    },
    {
      examName: '产品知识月度测验',
      description: '星河云平台产品知识月度测验，60 分及格；未通过可在窗口期内补考，共 3 次机会。',
      startDays: -3,
      endDays: 7,
      duration: 30,
      attemptLimit: 3,
      paper: productPaper,
      attempts: [{ startedHours: 1, wrong: [0, 1, 6, 7, 8, 10, 11, 12, 13], score: 52 }],
    },
    {
      examName: '安全生产知识考试',
      description: '安全生产月专题考试，交卷后可查看答案与解析。',
      startDays: -20,
      endDays: -15,
      duration: 60,
      showAnswer: 1,
      paper: safetyPaper,
      attempts: [{ startedHours: 1, wrong: [1, 3], score: 88 }],
    },
    {
      examName: '保密制度专项考试',
      description: '保密制度专项考试，考试窗口仅开放两天。',
      startDays: -12,
      endDays: -10,
      duration: 40,
      paper: secrecyPaper,
    },
    {
      examName: '2026 年度合规与安全综合测评',
      description:
        '包含单选、多选、判断、填空、简答和综合题六种题型。简答题由合规部阅卷，阅卷完成后公布成绩；交卷后可查看答案与解析。',
      startDays: -1,
      endDays: 6,
      duration: 40,
      attemptLimit: 2,
      showAnswer: 1,
      paper: compliancePaper,
    },
    {
      examName: '消防安全一分钟快测',
      description: '限时 1 分钟的随堂快测，时间到将自动交卷。',
      startDays: -0.8,
      endDays: 6,
      duration: 1,
      passScore: 6,
      attemptLimit: 3,
      showAnswer: 1,
      paper: fireQuickPaper,
    },
    {
      examName: '信息安全在线监考模拟',
      description: '在线监考模拟：考试期间切换页面或离开考试窗口超过 2 次，系统将自动交卷。',
      startDays: -0.7,
      endDays: 6,
      duration: 20,
      attemptLimit: 2,
      switchLimit: 2,
      paper: infosecPaper,
    },
    {
      examName: '客户服务规范考核',
      description: '客户服务规范考核，简答题由客户服务部人工阅卷。',
      startDays: -5,
      endDays: 2,
      duration: 30,
      paper: servicePaper,
      attempts: [
        {
          startedHours: 2,
          wrong: [2],
          essays: [
            '<p>先耐心倾听并记录客户的问题，表达歉意和理解；然后核实情况，提出解决方案并征得客户同意；' +
              '落实后在 3 天内回访，确认客户满意并总结改进。</p>',
            '<p>如实说明当前版本暂不支持，了解客户真正想解决的问题，先提供可行的替代做法；' +
              '同时按流程提交需求，并告知客户预计的跟进时间。</p>',
          ],
          score: null,
        },
      ],
    },
  ],
};

/** 远山制造: a smaller set for the same learner. */
export const yuanshanLearning: LearningSeed = {
  courses: [
    { courseName: '设备安全操作规程', lecturerName: '杜凯', minutes: 45, progress: 60, studiedHoursAgo: 5 },
    { courseName: '质量管理体系基础', lecturerName: '田甜', minutes: 50, progress: 0 },
  ],
  tasks: [{ taskName: '新员工三级安全教育', courses: [0, 1], startDays: -10, endDays: 20 }],
  exams: [
    { examName: '设备安全操作考试', startDays: -1, endDays: 6, duration: 50, paper: equipmentPaper },
    {
      examName: '质量体系认证考试',
      startDays: -30,
      endDays: -25,
      duration: 90,
      paper: qualityPaper,
      attempts: [{ startedHours: 1, wrong: [0, 1, 2, 4], score: 45 }],
    },
  ],
};

/** 北辰物流 (tenant 2): one task and one exam. */
export const beichenLearning: LearningSeed = {
  courses: [
    { courseName: '仓储作业安全规范', lecturerName: '韩东', minutes: 30, progress: 30, studiedHoursAgo: 8 },
  ],
  tasks: [{ taskName: '仓储安全月度学习', courses: [0], startDays: -7, endDays: 21 }],
  exams: [{ examName: '物流安全考试', startDays: 2, endDays: 4, duration: 60, paper: logisticsPaper }],
};

/**
 * Courses, tasks and exams of one company, with one member's progress, assignments and attempts. Returns the
 * ids it created, so other members can be given rows on the same content.
 */
export async function seedLearning(
  tx: Tx,
  scope: { tenantId: string; enterpriseId: string; userId: string },
  data: LearningSeed,
  now: Date,
): Promise<{ courses: string[]; tasks: string[]; exams: string[] }> {
  const { tenantId, enterpriseId, userId } = scope;
  const at = (ms: number) => new Date(now.getTime() + ms);

  const courses = await tx
    .insert(course)
    .values(
      data.courses.map((c, i) => ({
        tenantId,
        enterpriseId,
        courseName: c.courseName,
        lecturerName: c.lecturerName,
        totalDuration: c.minutes * 60,
        sort: i,
      })),
    )
    .returning({ id: course.id });
  const courseIds = courses.map((c) => c.id);
  const enrolled = data.courses.flatMap((c, i) =>
    c.progress === undefined
      ? []
      : [
          {
            tenantId,
            enterpriseId,
            userId,
            courseId: courseIds[i] ?? '',
            studyProgress: c.progress,
            studyDuration: Math.round((c.minutes * 60 * c.progress) / 100),
            lastStudyTime: c.studiedHoursAgo === undefined ? null : at(-c.studiedHoursAgo * HOUR_MS),
          },
        ],
  );
  if (enrolled.length > 0) await tx.insert(courseUserProgress).values(enrolled);

  const taskIds: string[] = [];
  for (const task of data.tasks) {
    const [row] = await tx
      .insert(studyTask)
      .values({
        tenantId,
        enterpriseId,
        taskName: task.taskName,
        startTime: at(task.startDays * DAY_MS),
        endTime: at(task.endDays * DAY_MS),
        requiredFlag: task.requiredFlag ?? 1,
        statusId: task.statusId ?? 1,
      })
      .returning({ id: studyTask.id });
    if (!row) throw new Error(`seed: task ${task.taskName} not created`);
    taskIds.push(row.id);
    await tx
      .insert(studyTaskCourse)
      .values(
        task.courses.map((i, sort) => ({ tenantId, taskId: row.id, courseId: courseIds[i] ?? '', sort })),
      );
    await tx.insert(studyTaskUser).values({ tenantId, enterpriseId, taskId: row.id, userId });
  }

  const examIds: string[] = [];
  for (const e of data.exams) {
    const [row] = await tx
      .insert(exam)
      .values({
        tenantId,
        enterpriseId,
        examName: e.examName,
        description: e.description ?? '',
        startTime: at(e.startDays * DAY_MS),
        endTime: at(e.endDays * DAY_MS),
        duration: e.duration,
        passScore: e.passScore ?? 60,
        attemptLimit: e.attemptLimit ?? 1,
        switchLimit: e.switchLimit ?? 0,
        showAnswer: e.showAnswer ?? 0,
      })
      .returning({ id: exam.id });
    if (!row) throw new Error(`seed: exam ${e.examName} not created`);
    examIds.push(row.id);
    const totalScore = await seedPaper(tx, { tenantId, examId: row.id }, e.paper);
    await tx
      .update(exam)
      .set({ totalScore })
      .where(and(eq(exam.tenantId, tenantId), eq(exam.id, row.id)));
    await tx.insert(examUser).values({ tenantId, enterpriseId, examId: row.id, userId });
    for (const attempt of e.attempts ?? []) {
      await seedAttempt(tx, { ...scope, examId: row.id }, attempt);
    }
  }
  return { courses: courseIds, tasks: taskIds, exams: examIds };
}

/** Rows of another member on content seeded for the learner (so tests can tell members apart). */
export async function seedColleagueLearning(
  tx: Tx,
  scope: { tenantId: string; enterpriseId: string; userId: string },
  rows: { courseId: string; progress: number; taskId?: string; examId?: string; attempt?: AttemptSeed },
  now: Date,
): Promise<void> {
  await tx.insert(courseUserProgress).values({
    ...scope,
    courseId: rows.courseId,
    studyProgress: rows.progress,
    lastStudyTime: new Date(now.getTime() - HOUR_MS),
  });
  if (rows.taskId) await tx.insert(studyTaskUser).values({ ...scope, taskId: rows.taskId });
  if (rows.examId) {
    await tx.insert(examUser).values({ ...scope, examId: rows.examId });
    if (rows.attempt) await seedAttempt(tx, { ...scope, examId: rows.examId }, rows.attempt);
  }
}

import type { Db } from '../client';
import {
  beichenAnnouncements,
  seedAnnouncementStates,
  seedAnnouncements,
  seedComments,
  xingheAnnouncements,
  yuanshanAnnouncements,
} from './announcements';
import { beichenCourses, seedCourses, xingheCourses, yuanshanCourses } from './courses';
import { seedLibrary, xingheLibrary } from './library';
import { seedLiveRooms, xingheLiveRooms, yuanshanLiveRooms } from './live';
import { seedExamTakers, xingheTakers } from './exams';
import { learnerExports, seedExports, simpleExport } from './exports';
import {
  beichenLearning,
  seedColleagueLearning,
  seedLearning,
  xingheLearning,
  yuanshanLearning,
} from './learning';
import { seedMessages } from './messages';
import { seedColleagues, seedPoints, xingheColleagues, yuanshanColleagues } from './ranking';
import { beichenSurveys, seedSurveys, xingheSurveys, yuanshanSurveys } from './surveys';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Rows of the demo seed the portal shell's data hangs on. */
export interface PortalRefs {
  tenant1: string;
  tenant2: string;
  xinghe: string;
  yuanshan: string;
  beichen: string;
  learner: string;
  admin: string;
  lecturer: string;
  institution: string;
  otherUser: string;
  passwordHash: string;
}

/**
 * Messages, announcements with comments, export records and ranking data for the demo: the learner
 * (13800000001) has 125 unread messages in 星河科技 (the badge shows 99+) and sits mid-table on every board.
 */
export async function seedPortal(tx: Tx, r: PortalRefs, now: Date): Promise<void> {
  const xinghe = { tenantId: r.tenant1, enterpriseId: r.xinghe };
  const yuanshan = { tenantId: r.tenant1, enterpriseId: r.yuanshan };
  const beichen = { tenantId: r.tenant2, enterpriseId: r.beichen };

  await seedMessages(tx, { ...xinghe, userId: r.learner }, { unread: 125, read: 15 }, now);
  await seedMessages(tx, { ...yuanshan, userId: r.learner }, { unread: 3, read: 3 }, now, 3);
  await seedMessages(tx, { ...xinghe, userId: r.admin }, { unread: 6, read: 2 }, now, 5);
  await seedMessages(tx, { ...beichen, userId: r.otherUser }, { unread: 4, read: 0 }, now, 2);

  const xingheFiles = await seedLibrary(tx, xinghe, xingheLibrary, now);
  const xa = await seedAnnouncements(tx, xinghe, xingheAnnouncements, now, xingheFiles);
  await seedAnnouncements(tx, yuanshan, yuanshanAnnouncements, now);
  await seedAnnouncements(tx, beichen, beichenAnnouncements, now);
  await seedComments(
    tx,
    r.tenant1,
    xa,
    [
      {
        announcement: 0,
        userId: r.admin,
        content: '请各部门负责人督促本部门同事在 12 月 15 日前完成课程学习，考试窗口只开放三天。',
        replies: [
          { userId: r.learner, content: '收到，本周内完成。' },
          { userId: r.lecturer, content: '研发中心已安排周四下午集中学习。' },
        ],
      },
      {
        announcement: 0,
        userId: r.institution,
        content: '考试是否允许补考？出差的同事可能赶不上。',
        replies: [{ userId: r.admin, content: '可以，考试结束后一周内开放一次补考。' }],
      },
      {
        announcement: 1,
        userId: r.lecturer,
        content: '新版的下载记录很方便，导出报表不用再等邮件了。',
        replies: [{ userId: r.admin, content: '感谢反馈，后续还会支持更多报表。' }],
      },
      {
        announcement: 1,
        userId: r.learner,
        content: '消息中心能不能按类型筛选？',
        replies: [{ userId: r.institution, content: '已经支持了，在消息列表上方切换类型即可。' }],
      },
    ],
    now,
  );
  const state = (i: number, userId: string, isRead: number, isAdmire: number) => ({
    announcementId: xa[i] ?? '',
    userId,
    isRead,
    isAdmire,
  });
  await seedAnnouncementStates(tx, r.tenant1, [
    ...[3, 4, 5, 6, 7].map((i) => state(i, r.learner, 1, i === 4 ? 1 : 0)),
    state(2, r.learner, 0, 1),
    state(0, r.admin, 1, 1),
    state(2, r.admin, 1, 1),
    state(2, r.lecturer, 1, 1),
    state(0, r.lecturer, 1, 1),
  ]);

  await seedExports(tx, { ...xinghe, userId: r.learner }, learnerExports, now);
  await seedExports(tx, { ...yuanshan, userId: r.learner }, [simpleExport('远山学习记录.csv', 30)], now);
  await seedExports(tx, { ...xinghe, userId: r.admin }, [simpleExport('部门学习统计.csv', 4)], now);
  await seedExports(tx, { ...beichen, userId: r.otherUser }, [simpleExport('北辰学习记录.csv', 6)], now);

  await seedPoints(tx, xinghe, [
    { userId: r.learner, integral: 1350, department: '产品部' },
    { userId: r.admin, integral: 2300, department: '人力资源部' },
    { userId: r.lecturer, integral: 3120, department: '研发中心' },
    { userId: r.institution, integral: 700, department: '培训中心' },
  ]);
  await seedPoints(tx, yuanshan, [{ userId: r.learner, integral: 920, department: '工艺部' }]);
  await seedPoints(tx, beichen, [{ userId: r.otherUser, integral: 480, department: '运营中心' }]);
  await seedColleagues(tx, xinghe, xingheColleagues, r.passwordHash);
  await seedColleagues(tx, yuanshan, yuanshanColleagues, r.passwordHash);

  const xl = await seedLearning(tx, { ...xinghe, userId: r.learner }, xingheLearning, now);
  const yl = await seedLearning(tx, { ...yuanshan, userId: r.learner }, yuanshanLearning, now);
  const bl = await seedLearning(tx, { ...beichen, userId: r.otherUser }, beichenLearning, now);
  // The administrator studies the learner's security task further and has passed the open exam: none of it may
  // show up in the learner's lists.
  await seedColleagueLearning(
    tx,
    { ...xinghe, userId: r.admin },
    {
      courseId: xl.courses[1] ?? '',
      progress: 90,
      taskId: xl.tasks[0],
      examId: xl.exams[1],
      attempt: { startedHours: 3, wrong: [13], score: 95 },
    },
    now,
  );
  await seedExamTakers(tx, xinghe, xl.exams, xingheTakers);

  const xs = await seedSurveys(tx, { ...xinghe, userId: r.learner }, xingheSurveys, now);
  const ys = await seedSurveys(tx, { ...yuanshan, userId: r.learner }, yuanshanSurveys, now);
  const bs = await seedSurveys(tx, { ...beichen, userId: r.otherUser }, beichenSurveys, now);

  // Course content on the courses above, with exam and survey nodes pointing at the company's own.
  await seedCourses(
    tx,
    { ...xinghe, learner: r.learner, admin: r.admin, courses: xl.courses, exams: xl.exams, surveys: xs },
    xingheCourses,
    now,
  );
  await seedCourses(
    tx,
    { ...yuanshan, learner: r.learner, courses: yl.courses, exams: yl.exams, surveys: ys },
    yuanshanCourses,
    now,
  );
  await seedCourses(
    tx,
    { ...beichen, learner: r.otherUser, courses: bl.courses, exams: bl.exams, surveys: bs },
    beichenCourses,
    now,
  );

  await seedLiveRooms(tx, { ...xinghe, userId: r.learner }, xingheLiveRooms, now);
  await seedLiveRooms(tx, { ...yuanshan, userId: r.learner }, yuanshanLiveRooms, now);
}

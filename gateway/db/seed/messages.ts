import type { Db } from '../client';
import { msgNotice } from '../schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface MessageOwner {
  tenantId: string;
  enterpriseId: string;
  userId: string;
}

const HOUR_MS = 3_600_000;

const COURSES = [
  '新员工入职必修：信息安全基础',
  '高效沟通与跨部门协作',
  'Python 数据分析入门',
  '项目管理实战（PMP 思路）',
  '客户服务礼仪与投诉处理',
  '财务报销制度解读',
  '生产现场 5S 管理',
  '领导力进阶：如何带好新团队',
  '产品经理的需求分析方法',
  '数据隐私与合规要点',
  '时间管理与个人效能',
  'Excel 函数与透视表',
];
const EXAMS = [
  '信息安全年度考试',
  '消防安全知识测评',
  '质量管理体系内审员考试',
  '新员工转正考核',
  '销售产品知识测验',
  '职业道德与合规考试',
];
const TASKS = [
  '2026 年第四季度全员安全培训',
  '新员工 30 天成长计划',
  '管理者赋能训练营',
  '研发部门代码规范学习',
  '客服中心服务提升专项',
];
const ACTIVITIES = [
  '读书月打卡活动',
  '年度学习之星评选',
  '“周五微课堂”直播',
  '线下沙龙：AI 助力办公',
  '知识竞赛',
];

/** Realistic message texts, cycling through the four kinds so a long list reads like a real inbox. */
function messageText(i: number): { msgType: number; title: string; content: string } {
  const course = COURSES[i % COURSES.length] ?? '';
  const exam = EXAMS[i % EXAMS.length] ?? '';
  const task = TASKS[i % TASKS.length] ?? '';
  const activity = ACTIVITIES[i % ACTIVITIES.length] ?? '';
  const day = (i % 27) + 1;
  switch (i % 8) {
    case 0:
      return {
        msgType: 2,
        title: '新的学习任务',
        content: `您有一项新的学习任务「${task}」，请在 12 月 ${day} 日前完成全部必修内容。`,
      };
    case 1:
      return {
        msgType: 2,
        title: '课程即将到期',
        content: `课程「${course}」将于 3 天后到期，您当前的学习进度为 ${(i * 7) % 90}%，请尽快完成。`,
      };
    case 2:
      return {
        msgType: 3,
        title: '考试提醒',
        content: `「${exam}」将于 12 月 ${day} 日 14:00 开考，考试时长 60 分钟，请提前 10 分钟进入考场。`,
      };
    case 3:
      return {
        msgType: 3,
        title: '考试成绩已发布',
        content: `您参加的「${exam}」成绩已发布：${70 + (i % 30)} 分，可在“我的考试”中查看答卷与解析。`,
      };
    case 4:
      return {
        msgType: 1,
        title: '学分到账通知',
        content: `您已完成课程「${course}」，获得 ${(i % 4) + 1} 学分，当前学分已同步到个人档案。`,
      };
    case 5:
      return {
        msgType: 4,
        title: '活动邀请',
        content: `诚邀您参加「${activity}」，报名通道已开启，名额有限，先到先得。`,
      };
    case 6:
      return {
        msgType: 1,
        title: '证书发放通知',
        content: `恭喜！您已通过「${exam}」，电子证书已发放，可在“我的证书”中下载。`,
      };
    default:
      return {
        msgType: 2,
        title: '讲师回复了您的提问',
        content: `讲师在课程「${course}」的问答区回复了您：“这个问题在第 ${(i % 6) + 2} 章有详细讲解，建议结合课后练习再看一遍。”`,
      };
  }
}

/** `unread` unread and `read` read messages, newest first in time, spaced a few hours apart. */
export async function seedMessages(
  tx: Tx,
  owner: MessageOwner,
  counts: { unread: number; read: number },
  now: Date,
  offset = 0,
): Promise<void> {
  const total = counts.unread + counts.read;
  const rows = Array.from({ length: total }, (_, i) => {
    const at = new Date(now.getTime() - (i * 3 + 1) * HOUR_MS);
    // Unread ones are the newest, as in a real inbox.
    const isRead = i >= counts.unread ? 1 : 0;
    return {
      ...owner,
      ...messageText(i + offset),
      isRead,
      readTime: isRead ? new Date(at.getTime() + HOUR_MS) : null,
      gmtCreate: at,
      gmtModified: at,
    };
  });
  for (let i = 0; i < rows.length; i += 100) await tx.insert(msgNotice).values(rows.slice(i, i + 100));
}

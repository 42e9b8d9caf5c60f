import type { Db } from '../client';
import { announcement, announcementComment, announcementUser } from '../schema';
import { withFileIds } from './library';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY_MS = 86_400_000;

export interface AnnouncementSeed {
  title: string;
  publisher: string;
  /** Safe HTML: p, h3, ul, li, strong, a only. */
  content: string;
  daysAgo: number;
  /** Readable by visitors of the company's site. */
  isPublic?: 1;
}

export const xingheAnnouncements: AnnouncementSeed[] = [
  {
    title: '关于 2026 年度信息安全全员培训的通知',
    publisher: '信息安全部',
    daysAgo: 1,
    content:
      '<p>各位同事：</p><p>为提升全员信息安全意识，公司将于 <strong>12 月 1 日至 12 月 20 日</strong>开展年度信息安全培训，所有在职员工均须参加。</p>' +
      '<h3>培训安排</h3><ul><li>线上课程：《信息安全基础》共 6 节，约 90 分钟</li><li>结业考试：12 月 18 日至 20 日，80 分及格</li><li>通过考试者获得 2 学分及电子证书</li></ul>' +
      '<p>请登录学习平台，在“我的任务”中完成学习。培训要点见<a data-id="{{file:securityHandbook}}">《信息安全培训手册》</a>。如有疑问请联系信息安全部（分机 8021）。</p>',
  },
  {
    title: '学习平台新版上线说明',
    publisher: '培训中心',
    daysAgo: 3,
    isPublic: 1,
    content:
      '<p>学习平台新版已于本周上线，主要变化如下：</p><ul><li><strong>首页</strong>：集中展示进行中的任务、近期考试和排行榜</li><li><strong>消息中心</strong>：支持批量已读和删除</li><li><strong>下载记录</strong>：导出的报表可在右上角统一下载</li></ul>' +
      '<p>操作方法请下载<a data-id="{{file:platformGuide}}">《学习平台使用指南》</a>；使用中遇到问题，可向培训中心反馈。</p>',
  },
  {
    title: '第四季度“学习之星”评选结果公示',
    publisher: '培训中心',
    daysAgo: 6,
    content:
      '<p>经积分统计与部门推荐，第四季度“学习之星”评选结果如下：</p><ul><li>研发中心：陈立</li><li>市场部：刘洋</li><li>客户服务部：何静</li></ul>' +
      '<p>公示期为 7 天，如有异议请于公示期内向培训中心反映。获奖同事将获得 <strong>500 积分</strong>奖励。</p>',
  },
  {
    title: '元旦假期安排及值班通知',
    publisher: '行政部',
    daysAgo: 9,
    content:
      '<p>根据国家规定，元旦放假时间为 <strong>1 月 1 日至 1 月 3 日</strong>，共 3 天。</p><h3>注意事项</h3><ul><li>各部门请于 12 月 28 日前提交值班表</li><li>离开办公室前请关闭电源、门窗</li><li>假期内学习平台正常开放，学习记录照常计入</li></ul><p>值班安排见<a data-id="{{file:holidayRota}}">元旦值班表</a>。祝大家节日快乐！</p>',
  },
  {
    title: '新版差旅报销制度培训课程已发布',
    publisher: '财务部',
    daysAgo: 14,
    content:
      '<p>新版《差旅费用报销管理办法》将于下月起执行。为帮助大家了解变化，财务部录制了专题课程，时长约 25 分钟。</p><ul><li>住宿标准按城市分级调整</li><li>电子发票全面替代纸质发票</li><li>报销时限由 60 天缩短为 30 天</li></ul><p>请需要出差的同事务必学习。</p>',
  },
  {
    title: '消防演练通知',
    publisher: '行政部',
    daysAgo: 20,
    content:
      '<p>公司定于本月 25 日下午 3 点在 A 栋开展消防疏散演练，届时警报响起请按疏散指示有序撤离至东侧广场集合。</p><p>演练结束后，请在平台完成<strong>《消防安全知识测评》</strong>。</p>',
  },
  {
    title: '内部讲师招募启动',
    publisher: '培训中心',
    daysAgo: 27,
    content:
      '<p>为沉淀组织经验，培训中心现面向全公司招募内部讲师。</p><h3>报名条件</h3><ul><li>入职满一年，在专业领域有实践经验</li><li>乐于分享，有一定表达能力</li></ul><h3>讲师权益</h3><ul><li>授课课酬与积分奖励</li><li>参加讲师训练营的机会</li></ul><p>报名请填写<a href="https://example.com/lecturer-apply">讲师报名表</a>。</p>',
  },
  {
    title: '关于规范使用办公电脑的提醒',
    publisher: '信息安全部',
    daysAgo: 35,
    content:
      '<p>近期发现部分电脑安装了未经授权的软件，存在安全隐患。请大家注意：</p><ul><li>不得安装来源不明的软件</li><li>离开座位时锁定屏幕</li><li>定期修改密码，不与他人共享账号</li></ul><p>信息安全部将不定期抽查，感谢配合。</p>',
  },
];

export const yuanshanAnnouncements: AnnouncementSeed[] = [
  {
    title: '安全生产月活动启动',
    publisher: '安环部',
    daysAgo: 2,
    content:
      '<p>本月为安全生产月，各车间请组织员工学习<strong>《安全操作规程》</strong>并完成线上测评。</p><ul><li>班组长负责本组学习进度</li><li>测评 90 分以上为合格</li></ul>',
  },
  {
    title: '设备点检培训安排',
    publisher: '设备部',
    daysAgo: 8,
    content: '<p>设备部将于下周三在二号车间开展设备点检实操培训，请各班组派两名骨干参加。</p>',
  },
];

export const beichenAnnouncements: AnnouncementSeed[] = [
  {
    title: '仓储安全规范培训',
    publisher: '运营中心',
    daysAgo: 4,
    content: '<p>请各仓库管理员在本周内完成《仓储安全规范》课程学习。</p>',
  },
];

export interface CommentSeed {
  /** Index into the announcements of the company. */
  announcement: number;
  userId: string;
  content: string;
  replies: { userId: string; content: string }[];
}

export async function seedAnnouncements(
  tx: Tx,
  scope: { tenantId: string; enterpriseId: string },
  items: AnnouncementSeed[],
  now: Date,
  fileIds: Record<string, string> = {},
): Promise<string[]> {
  const rows = await tx
    .insert(announcement)
    .values(
      items.map((a) => {
        const at = new Date(now.getTime() - a.daysAgo * DAY_MS);
        const content = withFileIds(a.content, fileIds);
        return { ...scope, ...a, content, publishTime: at, gmtCreate: at, gmtModified: at };
      }),
    )
    .returning({ id: announcement.id });
  return rows.map((r) => r.id);
}

/** Comments with their replies (replies answer the comment's author), a few minutes apart. */
export async function seedComments(
  tx: Tx,
  tenantId: string,
  announcementIds: string[],
  comments: CommentSeed[],
  now: Date,
): Promise<void> {
  let minute = comments.length * 10;
  for (const c of comments) {
    const announcementId = announcementIds[c.announcement];
    if (!announcementId) throw new Error('seed: comment on a missing announcement');
    const at = new Date(now.getTime() - minute-- * 60_000);
    const [comment] = await tx
      .insert(announcementComment)
      .values({
        tenantId,
        announcementId,
        userId: c.userId,
        content: c.content,
        gmtCreate: at,
        gmtModified: at,
      })
      .returning({ id: announcementComment.id });
    if (!comment) throw new Error('seed: comment not created');
    for (const r of c.replies) {
      const replyAt = new Date(now.getTime() - minute-- * 60_000);
      await tx.insert(announcementComment).values({
        tenantId,
        announcementId,
        userId: r.userId,
        parentId: comment.id,
        replyUserId: c.userId,
        content: r.content,
        gmtCreate: replyAt,
        gmtModified: replyAt,
      });
    }
  }
}

/** Per-user states: which announcements a user has read or liked. */
export async function seedAnnouncementStates(
  tx: Tx,
  tenantId: string,
  states: { announcementId: string; userId: string; isRead: number; isAdmire: number }[],
): Promise<void> {
  if (states.length > 0) await tx.insert(announcementUser).values(states.map((s) => ({ tenantId, ...s })));
}

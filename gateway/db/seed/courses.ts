import { and, eq, inArray } from 'drizzle-orm';
import { ContentType, ResourceType } from '../../../contract/course.routes';
import { mediaInfo } from '../../media/manifest';
import type { Db } from '../client';
import { course, courseUserProgress, userAccount } from '../schema';
import {
  courseCategory,
  courseComment,
  courseMark,
  courseNode,
  courseNodeUser,
  courseReaction,
  courseware,
  imageText,
  lecturer,
  resource,
  type PlayKey,
} from '../schema-course';
import { FILES } from './sites';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/*
 * Course content of the demo: categories, lecturers, a media library per company (files under
 * gateway/media/demo, measured in its manifest), the content tree of every course, and what members did in it.
 * The learner's node records add up to the course progress seeded in learning.ts (course progress is the mean
 * of the resource and image-text nodes, rounded down), and the seed stops when they do not.
 */

/** The demo files a resource may stand on. */
type MediaName =
  | 'onboarding'
  | 'security'
  | 'briefing'
  | 'handbook'
  | 'policy'
  | 'budget'
  | 'deck'
  | 'notes'
  | 'legacy'
  | 'gallery'
  | 'toolkit';

interface MediaSeed {
  type: ResourceType;
  docType?: 'pdf' | 'doc' | 'docx' | 'xls' | 'xlsx' | 'ppt' | 'pptx' | 'txt';
  file: string;
  /** A PDF rendition of an office file. */
  pdf?: string;
  play?: PlayKey[];
  /** Pictures of an image set, with their names. */
  images?: [key: string, name: string][];
  /** Seconds a picture set, a text or an archive must stay open (0: the default). */
  dwell?: number;
}

const MEDIA: Record<MediaName, MediaSeed> = {
  onboarding: {
    type: ResourceType.video,
    file: 'demo/video/onboarding/onboarding.mp4',
    play: [
      { definition: 'auto', format: 'hls', key: 'demo/video/onboarding/hls/index.m3u8' },
      { definition: 'sd', format: 'mp4', key: 'demo/video/onboarding/onboarding.mp4' },
    ],
  },
  security: {
    type: ResourceType.video,
    file: 'demo/video/security/security.mp4',
    play: [
      { definition: 'auto', format: 'hls', key: 'demo/video/security/hls/index.m3u8' },
      { definition: 'sd', format: 'mp4', key: 'demo/video/security/security.mp4' },
    ],
  },
  briefing: {
    type: ResourceType.audio,
    file: 'demo/audio/briefing/briefing.mp3',
    play: [
      { definition: 'standard', format: 'mp3', key: 'demo/audio/briefing/briefing.mp3' },
      { definition: 'standard', format: 'm4a', key: 'demo/audio/briefing/briefing.m4a' },
    ],
  },
  handbook: { type: ResourceType.document, docType: 'pdf', file: 'demo/doc/handbook/handbook.pdf' },
  policy: {
    type: ResourceType.document,
    docType: 'docx',
    file: 'demo/doc/policy/policy.docx',
    pdf: 'demo/doc/policy/policy.pdf',
  },
  budget: {
    type: ResourceType.document,
    docType: 'xlsx',
    file: 'demo/doc/budget/budget.xlsx',
    pdf: 'demo/doc/budget/budget.pdf',
  },
  deck: {
    type: ResourceType.document,
    docType: 'pptx',
    file: 'demo/doc/deck/deck.pptx',
    pdf: 'demo/doc/deck/deck.pdf',
  },
  notes: { type: ResourceType.document, docType: 'txt', file: 'demo/doc/notes/notes.txt', dwell: 20 },
  legacy: { type: ResourceType.document, docType: 'doc', file: 'demo/doc/legacy/legacy.doc', dwell: 20 },
  gallery: {
    type: ResourceType.image,
    file: 'demo/image/gallery/01.jpg',
    images: [
      ['demo/image/gallery/01.jpg', '安全出口'],
      ['demo/image/gallery/02.jpg', '必须戴安全帽'],
      ['demo/image/gallery/03.jpg', '禁止吸烟'],
      ['demo/image/gallery/04.jpg', '办公区平面图（三层）'],
      ['demo/image/gallery/05.jpg', '灭火器位置'],
    ],
    dwell: 30,
  },
  toolkit: { type: ResourceType.archive, file: 'demo/archive/toolkit/toolkit.zip', dwell: 10 },
};

/** Names of the library entries (each company keeps its own rows on the same files). */
const RESOURCE_NAMES: Record<MediaName, string> = {
  onboarding: '星河科技新员工入职培训（视频）',
  security: '信息安全必修课（视频）',
  briefing: '学习简报（音频）',
  handbook: '星河科技员工手册（节选）',
  policy: '星河科技信息安全管理制度',
  budget: '2025 培训预算表',
  deck: '星河学习平台介绍',
  notes: '新员工学习笔记',
  legacy: '差旅费用报销办法（2009 年版）',
  gallery: '安全标识图集',
  toolkit: '培训工具包',
};

/** The facts the player and the progress rules need of a demo file, from the media manifest. */
function resourceRow(name: MediaName) {
  const m = MEDIA[name];
  const file = mediaInfo(m.file);
  const images = (m.images ?? []).map(([key, title]) => {
    const info = mediaInfo(key);
    return { key, name: title, width: info.width ?? 0, height: info.height ?? 0 };
  });
  const pageCount =
    m.type === ResourceType.image
      ? images.length
      : m.type === ResourceType.document
        ? ((m.pdf ? mediaInfo(m.pdf).pageCount : file.pageCount) ?? 0)
        : 0;
  return {
    resourceName: RESOURCE_NAMES[name],
    resourceType: m.type,
    docType: m.docType ?? null,
    fileKey: m.file,
    fileSize: file.size,
    duration: m.type === ResourceType.video || m.type === ResourceType.audio ? (file.duration ?? 0) : 0,
    pageCount,
    pdfKey: m.pdf ?? null,
    playKeys: m.play ?? [],
    images,
    archiveEntries: (file.entries ?? []).map((e) => ({
      name: e.name,
      size: e.size,
      directory: e.directory ? (1 as const) : (0 as const),
    })),
    dwellSeconds: m.dwell ?? 0,
  };
}
type ResourceFacts = ReturnType<typeof resourceRow>;

interface LessonSeed {
  title: string;
  /** Rich text within the sanitiser's tags (p, h3, h4, ul, ol, li, strong, em, br, a). */
  content: string;
  /** Seconds it must stay open. */
  dwell: number;
}

type PeriodSeed =
  | { name: string; media: MediaName }
  | { name: string; lesson: LessonSeed }
  | { name: string; exam: number }
  | { name: string; survey: number };

interface ChapterSeed {
  name: string;
  periods: PeriodSeed[];
}

interface PersonRef {
  /** A member by phone; 'learner' for the demo learner. */
  who: string;
}

export interface CourseContentSeed {
  /** A course seeded by learning.ts (its index), or a new one. */
  course: number | { courseName: string; statusId?: 0 | 1 };
  category: string;
  lecturer: string;
  cover: number;
  introduce: string;
  createdDaysAgo: number;
  isPublic?: 0 | 1;
  dragFlag?: 0 | 1;
  chapters: ChapterSeed[];
  /**
   * Progress of the learner's resource and image-text nodes in tree order (omitted: none studied). Their mean,
   * rounded down, must be the course progress learning.ts gives the learner.
   */
  learner?: number[];
  /** The same for the company administrator (13800000002), whose course progress learning.ts also sets. */
  admin?: number[];
  /** Colleagues who studied the course: the first `done` of its resource and image-text nodes, finished. */
  colleagues?: { who: string; done: number; hoursAgo: number }[];
  coursewares?: { name: string; file: string }[];
  comments?: (PersonRef & { content: string; hoursAgo: number })[];
  marks?: (PersonRef & { score: number; remark?: string })[];
  likes?: string[];
  bookmarks?: string[];
}

export interface CompanyCourseSeed {
  /** Top-level categories with their children. */
  categories: { name: string; children?: string[] }[];
  lecturers: { name: string; position: string; introduce: string; avatar: number; phone?: string }[];
  courses: CourseContentSeed[];
}

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');
const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const intro = (lead: string, points: string[], audience: string) =>
  `${p(lead)}<h3>你将学到</h3>${ul(...points)}<h3>适合谁</h3>${p(audience)}`;

/** 星河科技: every course of learning.ts with content, plus the courses that show every kind of material. */
export const xingheCourses: CompanyCourseSeed = {
  categories: [
    { name: '通用能力', children: ['沟通协作', '办公技能'] },
    { name: '专业技术', children: ['信息安全', '产品知识'] },
    { name: '安全生产' },
    { name: '新员工' },
  ],
  lecturers: [
    {
      name: '陈立',
      position: '信息安全负责人',
      introduce:
        '负责公司信息安全体系建设十余年，主导过 ISO 27001 认证，擅长把安全要求讲成每个人都能做到的日常习惯。',
      avatar: 1,
      phone: '13800000003',
    },
    {
      name: '吴昊',
      position: '研发中心高级工程师',
      introduce: '星河云平台核心开发者，长期负责客户现场交付，讲课以演示和实战案例为主。',
      avatar: 2,
    },
    {
      name: '郑佳',
      position: '人力资源部培训经理',
      introduce: '负责新员工入职培训与公司制度宣导，设计了现行的入职第一周学习路径。',
      avatar: 3,
    },
    {
      name: '何静',
      position: '客户服务部主管',
      introduce: '带领客服团队处理过上万个客户问题，总结了公司常见问题知识库。',
      avatar: 4,
    },
    {
      name: '刘洋',
      position: '市场部解决方案经理',
      introduce: '负责行业解决方案与报价策略，熟悉制造、物流和零售客户的典型需求。',
      avatar: 5,
    },
    {
      name: '邓峰',
      position: '生产部安全主任',
      introduce: '注册安全工程师，负责园区消防与安全生产管理，组织每年的应急疏散演练。',
      avatar: 6,
    },
  ],
  courses: [
    {
      course: 0,
      category: '信息安全',
      lecturer: '陈立',
      cover: 1,
      createdDaysAgo: 120,
      isPublic: 1,
      introduce: intro(
        '信息安全从每个人的日常习惯开始。本课程用一段短视频和一份制度，讲清公司对账号、设备和数据的基本要求。',
        ['信息安全的三个基本要求', '账号、密码与锁屏的规范', '公司信息安全管理制度的要点'],
        '全体员工（必修）。',
      ),
      chapters: [
        {
          name: '第一章 认识信息安全',
          periods: [
            { name: '信息安全必修课', media: 'security' },
            {
              name: '信息安全的三个基本要求',
              lesson: {
                title: '信息安全的三个基本要求',
                content:
                  '<h3>保密性、完整性、可用性</h3>' +
                  p(
                    '信息安全常被概括为三个要求：只有该看的人能看到（保密性），内容不被篡改（完整性），需要时能用（可用性）。',
                  ) +
                  ul(
                    '<strong>保密性</strong>：文件按分级标记，对外发送前确认收件人。',
                    '<strong>完整性</strong>：重要文件只在公司系统中修改，保留修改记录。',
                    '<strong>可用性</strong>：按要求备份，不在个人设备上保存唯一副本。',
                  ),
                dwell: 30,
              },
            },
          ],
        },
        {
          name: '第二章 制度与规范',
          periods: [{ name: '信息安全管理制度', media: 'policy' }],
        },
      ],
      learner: [100, 100, 100],
      colleagues: [
        { who: '13800000101', done: 3, hoursAgo: 200 },
        { who: '13800000102', done: 3, hoursAgo: 180 },
        { who: '13800000103', done: 2, hoursAgo: 30 },
        { who: '13800000105', done: 1, hoursAgo: 12 },
      ],
      comments: [
        { who: '13800000103', content: '视频很短，但要点都讲到了，制度文档建议收藏。', hoursAgo: 28 },
        { who: '13800000002', content: '请还没学完的同事在月底前完成，考试会用到。', hoursAgo: 20 },
      ],
      marks: [
        { who: '13800000101', score: 5 },
        { who: '13800000102', score: 4, remark: '制度部分可以再配些案例。' },
        { who: '13800000103', score: 5 },
        { who: 'learner', score: 4 },
      ],
      likes: ['13800000101', '13800000102', 'learner'],
    },
    {
      course: 1,
      category: '信息安全',
      lecturer: '陈立',
      cover: 2,
      createdDaysAgo: 100,
      introduce: intro(
        '数据按敏感程度分级管理，是保密工作的基础。本课程介绍公司的数据分级标准和不同级别数据的处理要求。',
        ['公开、内部、秘密、机密四个级别的划分', '保密信息的标记、存放与传递', '离职与转岗时的数据交接'],
        '接触客户数据或内部资料的员工。',
      ),
      chapters: [
        {
          name: '第一章 数据分级',
          periods: [
            { name: '数据分级的意义', media: 'security' },
            { name: '员工手册：信息安全相关条款', media: 'handbook' },
          ],
        },
        {
          name: '第二章 保密要求',
          periods: [
            { name: '信息安全管理制度全文', media: 'policy' },
            {
              name: '保密信息的标记与传递',
              lesson: {
                title: '保密信息的标记与传递',
                content:
                  p('秘密及以上级别的文件，须在页眉标注密级，并只通过公司加密邮件或文件柜传递。') +
                  '<h3>三个不要</h3>' +
                  ul(
                    '不要用个人网盘保存公司文件。',
                    '不要在公共场合讨论客户信息。',
                    '不要把打印件留在打印机上。',
                  ),
                dwell: 60,
              },
            },
          ],
        },
      ],
      learner: [100, 80, 0, 0],
      admin: [100, 100, 100, 60],
      marks: [{ who: '13800000002', score: 4 }],
      comments: [{ who: '13800000107', content: '分级标准那一页建议打印出来贴在工位上。', hoursAgo: 50 }],
    },
    {
      course: 2,
      category: '信息安全',
      lecturer: '吴昊',
      cover: 3,
      createdDaysAgo: 90,
      introduce: intro(
        '钓鱼邮件是最常见的攻击方式。本课程通过真实案例教你在几秒钟内识别可疑邮件，并完成一次在线测验。',
        ['钓鱼邮件的五个破绽', '收到可疑邮件后的正确处理', '在线测验检验学习效果'],
        '全体员工。',
      ),
      chapters: [
        {
          name: '第一章 识别钓鱼邮件',
          periods: [
            { name: '从一封钓鱼邮件说起', media: 'security' },
            {
              name: '钓鱼邮件的五个破绽',
              lesson: {
                title: '钓鱼邮件的五个破绽',
                content:
                  ul(
                    '发件人地址与显示名称不一致。',
                    '制造紧迫感：“账号将在 24 小时内停用”。',
                    '链接指向的域名与公司域名不同。',
                    '要求输入密码或验证码。',
                    '附件是压缩包或带宏的文档。',
                  ) +
                  p(
                    '发现可疑邮件，请直接转发给 <strong>security@xinghe.example</strong>，不要点击其中的链接。',
                  ),
                dwell: 30,
              },
            },
          ],
        },
        {
          name: '第二章 随堂测验',
          periods: [{ name: '信息安全在线监考模拟', exam: 7 }],
        },
      ],
    },
    {
      course: 3,
      category: '新员工',
      lecturer: '郑佳',
      cover: 4,
      createdDaysAgo: 200,
      introduce: intro(
        '欢迎加入星河科技！本课程带你了解公司的发展历程、价值观和日常工作中需要遵守的规章制度。',
        ['公司发展历程与价值观', '员工手册要点', '考勤与请假规定'],
        '入职一个月内的新员工（必修）。',
      ),
      chapters: [
        {
          name: '第一章 走进星河',
          periods: [
            { name: '新员工入职培训', media: 'onboarding' },
            { name: '员工手册（节选）', media: 'handbook' },
          ],
        },
        {
          name: '第二章 规章制度',
          periods: [
            {
              name: '考勤与请假',
              lesson: {
                title: '考勤与请假',
                content:
                  ul(
                    '核心工作时间 10:00–16:00，弹性上班 8:00–10:00。',
                    '请假至少提前一个工作日在系统中申请。',
                    '经主管同意，每周最多远程办公两天。',
                  ) + p('有疑问可联系人力资源部郑佳。'),
                dwell: 30,
              },
            },
            { name: '新员工入职体验回访', survey: 2 },
          ],
        },
      ],
      learner: [100, 100, 100],
      coursewares: [{ name: '新员工第一周清单', file: 'demo/courseware/checklist.pdf' }],
      marks: [{ who: '13800000113', score: 5, remark: '入职第一周很有帮助。' }],
    },
    {
      course: 4,
      category: '新员工',
      lecturer: '郑佳',
      cover: 5,
      createdDaysAgo: 190,
      // Compulsory onboarding: the video is watched in order, without seeking past the furthest point.
      dragFlag: 0,
      introduce: intro(
        '入职后第一周就会用到的办公系统和报销流程。视频需按顺序观看，不能拖动到未看过的位置。',
        ['办公系统的登录与常用功能', '部门预算表的填写', '报销的提交与审批流程'],
        '入职一个月内的新员工（必修）。',
      ),
      chapters: [
        {
          name: '第一章 办公系统',
          periods: [{ name: '办公系统上手演示', media: 'onboarding' }],
        },
        {
          name: '第二章 预算与报销',
          periods: [
            { name: '部门预算表', media: 'budget' },
            { name: '入职第一周学习笔记', media: 'notes' },
          ],
        },
      ],
      learner: [10, 100, 100],
    },
    {
      course: 5,
      category: '产品知识',
      lecturer: '吴昊',
      cover: 6,
      createdDaysAgo: 60,
      introduce: intro(
        '星河云平台是公司的核心产品。本课程从平台定位讲起，介绍主要用户、核心功能和典型使用场景。',
        ['平台定位与三类用户', '核心功能演示', '产品经理讲解'],
        '销售、售前、客服和新入职的研发同事。',
      ),
      chapters: [
        {
          name: '第一章 平台概览',
          periods: [
            { name: '星河学习平台介绍', media: 'deck' },
            {
              name: '平台的三类用户',
              lesson: {
                title: '平台的三类用户',
                content: ul(
                  '<strong>学员</strong>：学习课程、参加考试和调查。',
                  '<strong>讲师</strong>：维护自己的课程，查看学员的学习情况。',
                  '<strong>管理员</strong>：在管理后台配置组织、任务和考试。',
                ),
                dwell: 30,
              },
            },
          ],
        },
        {
          name: '第二章 产品讲解',
          periods: [{ name: '产品经理讲解（音频）', media: 'briefing' }],
        },
      ],
      learner: [0, 0, 60],
    },
    {
      course: 6,
      category: '产品知识',
      lecturer: '何静',
      cover: 7,
      createdDaysAgo: 45,
      introduce: intro(
        '客户最常问的问题和标准答复，帮助你在第一次接触客户时就能给出准确的回答。',
        ['账号与登录类问题', '学习与考试类问题', '平台功能介绍材料'],
        '客服、售前和客户成功团队。',
      ),
      chapters: [
        {
          name: '第一章 账号与登录',
          periods: [
            {
              name: '常见问题：账号与登录',
              lesson: {
                title: '常见问题：账号与登录',
                content:
                  '<h3>忘记密码怎么办？</h3>' +
                  p('在登录页点击“忘记密码”，用手机验证码重置。') +
                  '<h3>为什么要选择企业？</h3>' +
                  p('一个账号可以属于多家企业，选择后才能看到该企业的课程和考试。'),
                dwell: 30,
              },
            },
          ],
        },
        {
          name: '第二章 学习与考试',
          periods: [
            {
              name: '常见问题：学习与考试',
              lesson: {
                title: '常见问题：学习与考试',
                content:
                  '<h3>视频看到一半退出了怎么办？</h3>' +
                  p('再次打开课程会从上次的位置继续播放。') +
                  '<h3>考试时间到了会怎样？</h3>' +
                  p('系统会自动交卷，已作答的题目都会保存。'),
                dwell: 30,
              },
            },
            { name: '平台功能介绍', media: 'deck' },
          ],
        },
      ],
    },
    {
      course: 7,
      category: '产品知识',
      lecturer: '刘洋',
      cover: 8,
      createdDaysAgo: 30,
      introduce: intro(
        '面向行业客户的解决方案与报价方法，从需求梳理到报价单，一步一步讲清楚。',
        ['解决方案的结构', '预算表与报价的关系', '报价的基本原则'],
        '销售与售前团队。',
      ),
      chapters: [
        {
          name: '第一章 解决方案',
          periods: [{ name: '解决方案介绍材料', media: 'deck' }],
        },
        {
          name: '第二章 报价',
          periods: [
            { name: '预算表示例', media: 'budget' },
            {
              name: '报价的基本原则',
              lesson: {
                title: '报价的基本原则',
                content: ul(
                  '先确认范围，再报价格。',
                  '折扣须经审批，不口头承诺。',
                  '报价单注明有效期和付款方式。',
                ),
                dwell: 30,
              },
            },
          ],
        },
      ],
    },
    {
      course: 8,
      category: '安全生产',
      lecturer: '邓峰',
      cover: 9,
      createdDaysAgo: 150,
      isPublic: 1,
      introduce: intro(
        '认识园区里的安全标识，掌握火灾发生时的正确做法，并通过安全生产知识考试。',
        ['常见安全标识', '每周安全广播', '火灾时的处置步骤', '安全生产知识考试'],
        '全体员工，生产与仓储岗位必修。',
      ),
      chapters: [
        {
          name: '第一章 安全标识',
          periods: [
            { name: '安全标识图集', media: 'gallery' },
            { name: '安全广播（音频）', media: 'briefing' },
          ],
        },
        {
          name: '第二章 消防常识',
          periods: [
            {
              name: '火灾发生时怎么做',
              lesson: {
                title: '火灾发生时怎么做',
                content:
                  '<ol><li>发现火情立即按下最近的报警按钮，并拨打 119。</li><li>初起火灾用灭火器扑救：提、拔、握、压。</li><li>火势无法控制时，用湿毛巾捂住口鼻，沿安全出口指示撤离。</li><li>不要乘坐电梯，到集合点报到。</li></ol>' +
                  p('预防胜于扑救：厂区、仓库和楼梯间一律禁止吸烟。') +
                  `<p><img src="${FILES}/lessons/no-smoking.jpg" alt="禁止吸烟标识"></p>`,
                dwell: 30,
              },
            },
            { name: '安全生产知识考试', exam: 3 },
          ],
        },
      ],
      learner: [100, 100, 100],
      colleagues: [
        { who: '13800000108', done: 3, hoursAgo: 400 },
        { who: '13800000112', done: 3, hoursAgo: 380 },
        { who: '13800000104', done: 2, hoursAgo: 100 },
      ],
      marks: [
        { who: '13800000108', score: 5 },
        { who: '13800000112', score: 4 },
        { who: '13800000104', score: 4 },
      ],
      likes: ['13800000108'],
    },
    {
      course: 9,
      category: '安全生产',
      lecturer: '邓峰',
      cover: 10,
      createdDaysAgo: 140,
      introduce: intro(
        '发生紧急情况时，几分钟的正确行动就能保护自己和同事。本课程讲解疏散路线和常用急救方法。',
        ['疏散标识与平面图', '疏散的四个要点', '心肺复苏的步骤'],
        '全体员工。',
      ),
      chapters: [
        {
          name: '第一章 应急疏散',
          periods: [
            { name: '疏散标识与平面图', media: 'gallery' },
            {
              name: '疏散的四个要点',
              lesson: {
                title: '疏散的四个要点',
                content:
                  ul('听从疏散引导员指挥。', '走楼梯，不乘电梯。', '低姿前进，捂住口鼻。', '到集合点报到。') +
                  p('沿绿色的“安全出口”标识撤离：') +
                  `<p><img src="${FILES}/lessons/emergency-exit.jpg" alt="安全出口标识"></p>`,
                dwell: 30,
              },
            },
          ],
        },
        {
          name: '第二章 现场急救',
          periods: [
            {
              name: '心肺复苏步骤',
              lesson: {
                title: '心肺复苏步骤',
                content:
                  '<ol><li>确认现场安全，拍打双肩呼叫伤者。</li><li>拨打 120，请人取来 AED。</li><li>胸外按压：两乳头连线中点，每分钟 100–120 次，深度 5–6 厘米。</li><li>AED 到达后按语音提示操作。</li></ol>',
                dwell: 30,
              },
            },
          ],
        },
      ],
      learner: [100, 100, 100],
    },
    {
      course: 10,
      category: '沟通协作',
      lecturer: '陈立',
      cover: 11,
      createdDaysAgo: 20,
      introduce: intro(
        '跨部门协作的难点往往不在技术，而在沟通。本课程介绍倾听、结构化表达和高效会议的方法。',
        ['倾听练习', '结构化表达', '会议纪要的写法', '会议工具包'],
        '需要与其他部门协作的员工和管理者。',
      ),
      chapters: [
        {
          name: '第一章 倾听与表达',
          periods: [
            { name: '倾听练习（音频）', media: 'briefing' },
            {
              name: '结构化表达',
              lesson: {
                title: '结构化表达',
                content:
                  p('先说结论，再说理由，最后说下一步。') +
                  ul(
                    '结论：一句话讲清你要什么。',
                    '理由：最多三条，按重要性排列。',
                    '下一步：谁、在什么时候、做什么。',
                  ),
                dwell: 30,
              },
            },
          ],
        },
        {
          name: '第二章 高效会议',
          periods: [
            { name: '会议纪要范例', media: 'notes' },
            { name: '会议工具包', media: 'toolkit' },
          ],
        },
      ],
      marks: [
        { who: '13800000107', score: 3 },
        { who: '13800000109', score: 4 },
      ],
    },
    {
      course: { courseName: '多媒体学习示例' },
      category: '通用能力',
      lecturer: '陈立',
      cover: 12,
      createdDaysAgo: 1,
      isPublic: 1,
      introduce:
        p('这门课把平台支持的每一种学习内容各放了一个，方便你熟悉播放器：') +
        ul(
          '视频（HLS 与 MP4）和音频（MP3 与 M4A）',
          'PDF、Word、Excel、PowerPoint、文本和旧版 Word 文档',
          '图片集、压缩包和图文课时',
          '随堂考试和问卷调查',
        ) +
        p('<em>Every kind of material</em>: one lesson of each type the player supports.'),
      chapters: [
        {
          name: '第一章 视频与音频',
          periods: [
            { name: '视频：新员工入职培训', media: 'onboarding' },
            { name: '音频：学习简报', media: 'briefing' },
          ],
        },
        {
          name: '第二章 文档',
          periods: [
            { name: 'PDF：员工手册（节选）', media: 'handbook' },
            { name: 'Word：信息安全管理制度', media: 'policy' },
            { name: 'Excel：培训预算表', media: 'budget' },
            { name: 'PowerPoint：学习平台介绍', media: 'deck' },
            { name: '文本：学习笔记', media: 'notes' },
            { name: '旧版 Word：差旅费用报销办法', media: 'legacy' },
          ],
        },
        {
          name: '第三章 图片、压缩包与图文',
          periods: [
            { name: '图片：安全标识图集', media: 'gallery' },
            { name: '压缩包：培训工具包', media: 'toolkit' },
            {
              name: '图文：如何使用播放器',
              lesson: {
                title: '如何使用播放器',
                content:
                  '<h3>进度会自动保存</h3>' +
                  p('视频、音频记录播放位置，文档记录看过的页，下次打开从上次的位置继续。') +
                  '<h3>什么时候算学完</h3>' +
                  ul(
                    '视频和音频：播放到接近结尾。',
                    '文档：每一页都看过（文本文件停留满规定时间）。',
                    '图片集和图文：停留满规定时间。',
                  ) +
                  `<p><img src="${FILES}/lessons/emergency-exit.jpg" alt="图文课时中的图片示例"></p>` +
                  p('更多说明见<a href="https://www.example.com/help">帮助中心</a>。'),
                dwell: 20,
              },
            },
          ],
        },
        {
          name: '第四章 测验与问卷',
          periods: [
            { name: '随堂测验：消防安全一分钟快测', exam: 6 },
            { name: '问卷：2026 年度培训满意度调查', survey: 0 },
          ],
        },
      ],
      colleagues: [
        { who: '13800000101', done: 11, hoursAgo: 20 },
        { who: '13800000102', done: 11, hoursAgo: 18 },
        { who: '13800000103', done: 6, hoursAgo: 10 },
        { who: '13800000104', done: 3, hoursAgo: 8 },
        { who: '13800000106', done: 2, hoursAgo: 6 },
        { who: '13800000110', done: 1, hoursAgo: 4 },
      ],
      coursewares: [
        { name: '新员工第一周清单', file: 'demo/courseware/checklist.pdf' },
        { name: '培训记录模板', file: 'demo/courseware/template.xlsx' },
      ],
      comments: [
        { who: '13800000101', content: '视频和文档都能直接在页面里看，很方便。', hoursAgo: 19 },
        { who: '13800000102', content: '图文课时排版清晰，手机上看也不错。', hoursAgo: 17 },
        { who: 'learner', content: '压缩包里的签到表模板正好用得上，谢谢！', hoursAgo: 3 },
      ],
      marks: [
        { who: '13800000101', score: 5 },
        { who: '13800000102', score: 5 },
        { who: '13800000103', score: 4, remark: '旧版 Word 文档只能下载，希望以后也能在线看。' },
        { who: '13800000104', score: 4 },
        { who: '13800000106', score: 5 },
      ],
      likes: ['13800000101', '13800000102', '13800000103', '13800000106'],
      bookmarks: ['13800000101', '13800000104'],
    },
    {
      course: { courseName: '办公软件实用技巧' },
      category: '办公技能',
      lecturer: '何静',
      cover: 13,
      createdDaysAgo: 3,
      isPublic: 1,
      introduce: intro(
        '表格和演示文稿是每天都要用的工具。本课程用两个实际文件讲解常用技巧。',
        ['预算表里的公式', '一页讲清一件事的演示文稿', '文件命名与共享的约定'],
        '全体员工。',
      ),
      chapters: [
        {
          name: '第一章 表格与演示',
          periods: [
            { name: 'Excel：预算表里的公式', media: 'budget' },
            { name: 'PPT：一页讲清一件事', media: 'deck' },
          ],
        },
        {
          name: '第二章 文件管理',
          periods: [
            {
              name: '文件命名与共享的约定',
              lesson: {
                title: '文件命名与共享的约定',
                content:
                  p('文件名按“日期_项目_内容_版本”命名，例如 <strong>20260105_星河云_报价单_v2</strong>。') +
                  ul('共享前确认文件密级。', '共享链接设置有效期。', '定稿后删除过程版本。'),
                dwell: 30,
              },
            },
          ],
        },
      ],
      coursewares: [{ name: '培训记录模板', file: 'demo/courseware/template.xlsx' }],
      marks: [{ who: '13800000111', score: 5 }],
    },
    {
      course: { courseName: '旧版差旅报销办法（已下架）', statusId: 0 },
      category: '新员工',
      lecturer: '陈立',
      cover: 14,
      createdDaysAgo: 400,
      introduce: p('2009 年版差旅费用报销办法，已停止使用，仅供查阅。'),
      chapters: [{ name: '第一章 原文', periods: [{ name: '差旅费用报销办法', media: 'legacy' }] }],
    },
  ],
};

/** 远山制造: its two courses (the learner is part-way through the first), for isolation checks too. */
export const yuanshanCourses: CompanyCourseSeed = {
  categories: [{ name: '设备与工艺' }, { name: '质量管理' }],
  lecturers: [
    {
      name: '杜凯',
      position: '一号车间主任',
      introduce: '在设备管理岗位工作十五年，编写了车间的设备操作规程。',
      avatar: 2,
    },
    {
      name: '田甜',
      position: '质检部质量工程师',
      introduce: '负责质量管理体系的内审与培训。',
      avatar: 4,
    },
  ],
  courses: [
    {
      course: 0,
      category: '设备与工艺',
      lecturer: '杜凯',
      cover: 3,
      createdDaysAgo: 50,
      introduce: intro(
        '设备操作前后的安全检查和操作要点。',
        ['安全标识', '设备启停演示', '上岗前的五项检查'],
        '一线操作岗位员工（必修）。',
      ),
      chapters: [
        { name: '第一章 安全标识', periods: [{ name: '车间安全标识', media: 'gallery' }] },
        {
          name: '第二章 操作要点',
          periods: [
            { name: '设备启停演示', media: 'security' },
            {
              name: '上岗前的五项检查',
              lesson: {
                title: '上岗前的五项检查',
                content: ul('劳保用品', '设备防护罩', '急停按钮', '润滑与油位', '周边通道'),
                dwell: 60,
              },
            },
          ],
        },
      ],
      learner: [100, 80, 0],
      coursewares: [{ name: '设备点检表', file: 'demo/courseware/checklist.pdf' }],
      comments: [{ who: '13800000201', content: '上岗前请大家对照点检表逐项检查。', hoursAgo: 30 }],
      marks: [{ who: '13800000201', score: 5 }],
    },
    {
      course: 1,
      category: '质量管理',
      lecturer: '田甜',
      cover: 8,
      createdDaysAgo: 80,
      introduce: intro('质量管理体系的基本概念。', ['体系文件', '内审流程'], '质检与生产岗位。'),
      chapters: [
        {
          name: '第一章 体系概览',
          periods: [
            { name: '体系介绍', media: 'deck' },
            {
              name: '内审流程',
              lesson: {
                title: '内审流程',
                content: ul('制定计划', '现场审核', '不符合项整改', '验证关闭'),
                dwell: 30,
              },
            },
          ],
        },
      ],
    },
  ],
};

/** 北辰物流 (tenant 2): its one course. */
export const beichenCourses: CompanyCourseSeed = {
  categories: [{ name: '仓储安全' }],
  lecturers: [
    {
      name: '韩东',
      position: '仓储运营经理',
      introduce: '负责仓储作业规范与安全管理。',
      avatar: 5,
      phone: '13900000001',
    },
  ],
  courses: [
    {
      course: 0,
      category: '仓储安全',
      lecturer: '韩东',
      cover: 6,
      createdDaysAgo: 40,
      isPublic: 1,
      introduce: intro('仓储作业中的安全规范。', ['仓库安全标识', '叉车作业安全'], '仓储岗位员工。'),
      chapters: [
        { name: '第一章 安全标识', periods: [{ name: '仓库安全标识', media: 'gallery' }] },
        {
          name: '第二章 叉车作业',
          periods: [
            {
              name: '叉车作业安全',
              lesson: {
                title: '叉车作业安全',
                content: ul('持证上岗', '限速行驶', '货叉降到最低再离开'),
                dwell: 30,
              },
            },
          ],
        },
      ],
      learner: [60, 0],
    },
  ],
};

/** A node record with the given progress, shaped as the progress rules would have left it. */
interface NodeRecord {
  position: number;
  maxPosition: number;
  seenPages: number[];
  studySeconds: number;
  studyProgress: number;
  finished: 0 | 1;
}

/** How a studyable node is measured (mirrors the gateway's progress rules, decision 0027). */
type Measure =
  | { kind: 'media'; duration: number }
  | { kind: 'pages'; pages: number }
  | { kind: 'dwell'; dwell: number; images: number };

function measureOf(facts: ResourceFacts | null, lessonDwell: number): Measure {
  if (facts === null) return { kind: 'dwell', dwell: lessonDwell, images: 0 };
  const dwell = facts.dwellSeconds > 0 ? facts.dwellSeconds : 30;
  if (facts.resourceType === ResourceType.video || facts.resourceType === ResourceType.audio) {
    return { kind: 'media', duration: facts.duration };
  }
  if (facts.resourceType === ResourceType.document) {
    const paged = facts.docType === 'pdf' || facts.pdfKey !== null;
    return paged && facts.pageCount > 0
      ? { kind: 'pages', pages: facts.pageCount }
      : { kind: 'dwell', dwell, images: 0 };
  }
  return { kind: 'dwell', dwell, images: facts.resourceType === ResourceType.image ? facts.pageCount : 0 };
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** The record a member has after studying a node up to `progress`; throws when no record gives exactly that. */
function recordFor(m: Measure, progress: number, what: string): NodeRecord {
  const finished: 0 | 1 = progress >= 100 ? 1 : 0;
  const fail = () => new Error(`seed: ${what} cannot be at ${progress} %`);
  switch (m.kind) {
    case 'media': {
      const max = finished ? m.duration : (m.duration * progress) / 100;
      if (!finished && (max >= m.duration * 0.95 || max >= m.duration - 5)) throw fail();
      return {
        position: max,
        maxPosition: max,
        seenPages: [],
        studySeconds: Math.ceil(max),
        studyProgress: progress,
        finished,
      };
    }
    case 'pages': {
      const seen = Math.ceil((m.pages * progress) / 100);
      if (Math.floor((100 * seen) / m.pages) !== progress) throw fail();
      return {
        position: seen,
        maxPosition: seen,
        seenPages: range(seen),
        studySeconds: seen * 20,
        studyProgress: progress,
        finished,
      };
    }
    case 'dwell': {
      const seconds = Math.ceil((m.dwell * progress) / 100);
      if (Math.min(100, Math.floor((100 * seconds) / m.dwell)) !== progress) throw fail();
      const shown = m.images === 0 ? 0 : Math.max(1, Math.ceil((m.images * progress) / 100));
      return {
        position: shown,
        maxPosition: shown,
        seenPages: range(shown),
        studySeconds: seconds,
        studyProgress: progress,
        finished,
      };
    }
  }
}

export interface CourseSeedRefs {
  tenantId: string;
  enterpriseId: string;
  learner: string;
  admin?: string;
  /** Courses, exams and surveys seeded for the company, by index. */
  courses: string[];
  exams: string[];
  surveys: string[];
}

/** Seeds one company's categories, lecturers, resources, course trees and members' records. */
export async function seedCourses(
  tx: Tx,
  refs: CourseSeedRefs,
  data: CompanyCourseSeed,
  now: Date,
): Promise<string[]> {
  const { tenantId, enterpriseId } = refs;
  const at = (ms: number) => new Date(now.getTime() + ms);
  const scope = { tenantId, enterpriseId };

  // Members by phone, in one query.
  const phones = new Set<string>();
  for (const l of data.lecturers) if (l.phone) phones.add(l.phone);
  for (const c of data.courses) {
    for (const x of [...(c.colleagues ?? []), ...(c.comments ?? []), ...(c.marks ?? [])]) phones.add(x.who);
    for (const who of [...(c.likes ?? []), ...(c.bookmarks ?? [])]) phones.add(who);
  }
  phones.delete('learner');
  const people =
    phones.size === 0
      ? []
      : await tx
          .select({ id: userAccount.id, phone: userAccount.phone })
          .from(userAccount)
          .where(and(eq(userAccount.tenantId, tenantId), inArray(userAccount.phone, [...phones])));
  const byPhone = new Map(people.map((u) => [u.phone, u.id]));
  const userOf = (who: string): string => {
    const id = who === 'learner' ? refs.learner : byPhone.get(who);
    if (!id) throw new Error(`seed: no member ${who}`);
    return id;
  };

  // Categories: the top level, then the children of each.
  const tops = await tx
    .insert(courseCategory)
    .values(data.categories.map((c, i) => ({ ...scope, categoryName: c.name, sort: (i + 1) * 10 })))
    .returning({ id: courseCategory.id });
  const categoryIds = new Map(data.categories.map((c, i) => [c.name, tops[i]?.id ?? '']));
  const children = data.categories.flatMap((c, i) =>
    (c.children ?? []).map((name, j) => ({
      ...scope,
      parentId: tops[i]?.id ?? '0',
      categoryName: name,
      sort: (j + 1) * 10,
    })),
  );
  if (children.length > 0) {
    const rows = await tx.insert(courseCategory).values(children).returning({ id: courseCategory.id });
    children.forEach((c, i) => categoryIds.set(c.categoryName, rows[i]?.id ?? ''));
  }

  const lecturers = await tx
    .insert(lecturer)
    .values(
      data.lecturers.map((l, i) => ({
        ...scope,
        userId: l.phone ? userOf(l.phone) : null,
        lecturerName: l.name,
        headImg: `${FILES}/lecturers/lecturer-${l.avatar}.svg`,
        position: l.position,
        introduce: l.introduce,
        sort: (i + 1) * 10,
      })),
    )
    .returning({ id: lecturer.id });
  const lecturerIds = new Map(data.lecturers.map((l, i) => [l.name, lecturers[i]?.id ?? '']));

  // The library: one row per demo file the company's courses use.
  const used = [
    ...new Set(
      data.courses.flatMap((c) =>
        c.chapters.flatMap((ch) => ch.periods.flatMap((pd) => ('media' in pd ? [pd.media] : []))),
      ),
    ),
  ];
  const facts = new Map(used.map((name) => [name, resourceRow(name)]));
  const resources = await tx
    .insert(resource)
    .values(used.map((name) => ({ ...scope, ...(facts.get(name) as ResourceFacts) })))
    .returning({ id: resource.id });
  const resourceIds = new Map(used.map((name, i) => [name, resources[i]?.id ?? '']));

  const lessons = data.courses.flatMap((c) =>
    c.chapters.flatMap((ch) => ch.periods.flatMap((pd) => ('lesson' in pd ? [pd.lesson] : []))),
  );
  const lessonRows =
    lessons.length === 0
      ? []
      : await tx
          .insert(imageText)
          .values(
            lessons.map((l) => ({ ...scope, title: l.title, content: l.content, dwellSeconds: l.dwell })),
          )
          .returning({ id: imageText.id });
  const lessonIds = new Map(lessons.map((l, i) => [l, lessonRows[i]?.id ?? '']));

  // New courses, then the details of every course.
  const fresh = data.courses.flatMap((c) => (typeof c.course === 'number' ? [] : [c]));
  const freshRows =
    fresh.length === 0
      ? []
      : await tx
          .insert(course)
          .values(
            fresh.map((c, i) => ({
              ...scope,
              courseName: typeof c.course === 'number' ? '' : c.course.courseName,
              statusId: typeof c.course === 'number' ? 1 : (c.course.statusId ?? 1),
              sort: refs.courses.length + i,
            })),
          )
          .returning({ id: course.id });
  const courseIds = data.courses.map((c) =>
    typeof c.course === 'number' ? (refs.courses[c.course] ?? '') : (freshRows[fresh.indexOf(c)]?.id ?? ''),
  );
  if (courseIds.some((id) => id === '')) throw new Error('seed: a course of the content seed is missing');

  // Directories first (their ids are the periods' parents), all courses in one statement each.
  const dirs = data.courses.flatMap((c, ci) =>
    c.chapters.map((ch, i) => ({
      tenantId,
      courseId: courseIds[ci] ?? '',
      nodeName: ch.name,
      contentType: ContentType.directory,
      sort: (i + 1) * 10,
    })),
  );
  const dirRows = await tx.insert(courseNode).values(dirs).returning({ id: courseNode.id });
  let d = 0;
  const periods: (typeof courseNode.$inferInsert & { seed: PeriodSeed; course: number })[] = [];
  data.courses.forEach((c, ci) =>
    c.chapters.forEach((ch) => {
      const parentId = dirRows[d++]?.id ?? '0';
      ch.periods.forEach((pd, i) => {
        const base = {
          tenantId,
          courseId: courseIds[ci] ?? '',
          parentId,
          nodeName: pd.name,
          sort: (i + 1) * 10,
        };
        const targetId = 'exam' in pd ? refs.exams[pd.exam] : 'survey' in pd ? refs.surveys[pd.survey] : null;
        if (targetId === undefined) throw new Error(`seed: ${pd.name} has no exam or survey`);
        const node =
          'media' in pd
            ? { ...base, contentType: ContentType.resource, resourceId: resourceIds.get(pd.media) ?? null }
            : 'lesson' in pd
              ? { ...base, contentType: ContentType.imageText, imageTextId: lessonIds.get(pd.lesson) ?? null }
              : { ...base, contentType: 'exam' in pd ? ContentType.exam : ContentType.survey, targetId };
        periods.push({ ...node, seed: pd, course: ci });
      });
    }),
  );
  const periodRows = await tx
    .insert(courseNode)
    .values(periods.map(({ seed: _seed, course: _course, ...n }) => n))
    .returning({ id: courseNode.id });

  // What members did: node records, and course progress rows made of them.
  const nodeUsers: (typeof courseNodeUser.$inferInsert)[] = [];
  const progressRows: (typeof courseUserProgress.$inferInsert)[] = [];
  const learnerTotals: { courseId: string; seconds: number; progress: number }[] = [];
  // The learner's and the administrator's progress rows learning.ts wrote, in one query.
  const seeded = new Map(
    (
      await tx
        .select({
          userId: courseUserProgress.userId,
          courseId: courseUserProgress.courseId,
          progress: courseUserProgress.studyProgress,
          last: courseUserProgress.lastStudyTime,
        })
        .from(courseUserProgress)
        .where(
          and(
            eq(courseUserProgress.tenantId, tenantId),
            inArray(courseUserProgress.userId, refs.admin ? [refs.learner, refs.admin] : [refs.learner]),
            inArray(courseUserProgress.courseId, courseIds),
          ),
        )
    ).map((r) => [`${r.userId}:${r.courseId}`, r]),
  );
  for (const [ci, c] of data.courses.entries()) {
    const courseId = courseIds[ci] ?? '';
    const studyable = periods
      .map((n, i) => ({ n, id: periodRows[i]?.id ?? '' }))
      .filter(({ n }) => n.course === ci && ('media' in n.seed || 'lesson' in n.seed));
    const measures = studyable.map(({ n }) =>
      'media' in n.seed
        ? measureOf(facts.get(n.seed.media) ?? null, 0)
        : measureOf(null, 'lesson' in n.seed ? n.seed.lesson.dwell : 0),
    );
    const records = (userId: string, progress: number[], lastStudy: Date, who: string) => {
      if (progress.length !== studyable.length)
        throw new Error(`seed: ${who} needs ${studyable.length} figures`);
      // Finished nodes first, part-way ones last: the one studied last is where the member resumes.
      const order = progress
        .map((pct, i) => ({ pct, i }))
        .filter((x) => x.pct > 0)
        .sort((a, b) => Number(a.pct < 100) - Number(b.pct < 100) || a.i - b.i);
      let seconds = 0;
      order.forEach(({ pct, i }, k) => {
        const r = recordFor(measures[i] as Measure, pct, `${who} in ${studyable[i]?.n.nodeName}`);
        seconds += r.studySeconds;
        nodeUsers.push({
          tenantId,
          enterpriseId,
          userId,
          courseId,
          nodeId: studyable[i]?.id ?? '',
          ...r,
          lastStudyTime: new Date(lastStudy.getTime() - (order.length - 1 - k) * HOUR_MS),
        });
      });
      const total = progress.reduce((s, x) => s + x, 0);
      return { seconds, progress: studyable.length === 0 ? 0 : Math.floor(total / studyable.length) };
    };
    const enrolled = seeded.get(`${refs.learner}:${courseId}`);
    if (c.learner) {
      if (!enrolled?.last) throw new Error(`seed: the learner has not studied course ${ci}`);
      const got = records(refs.learner, c.learner, enrolled.last, 'the learner');
      if (got.progress !== enrolled.progress) {
        throw new Error(
          `seed: the learner's nodes of course ${ci} give ${got.progress} %, not ${enrolled.progress} %`,
        );
      }
      learnerTotals.push({ courseId, seconds: got.seconds, progress: got.progress });
    } else if (enrolled && enrolled.progress > 0) {
      throw new Error(`seed: course ${ci} needs the learner's node figures`);
    }
    if (c.admin && refs.admin) {
      const row = seeded.get(`${refs.admin}:${courseId}`);
      const got = records(refs.admin, c.admin, row?.last ?? now, 'the administrator');
      if (!row || got.progress !== row.progress)
        throw new Error(`seed: the administrator's nodes of course ${ci} disagree`);
    }
    for (const col of c.colleagues ?? []) {
      const last = at(-col.hoursAgo * HOUR_MS);
      const got = records(
        userOf(col.who),
        studyable.map((_, i) => (i < col.done ? 100 : 0)),
        last,
        col.who,
      );
      progressRows.push({
        ...scope,
        courseId,
        userId: userOf(col.who),
        studyProgress: got.progress,
        studyDuration: got.seconds,
        lastStudyTime: last,
      });
    }
  }
  if (nodeUsers.length > 0) await tx.insert(courseNodeUser).values(nodeUsers);
  if (progressRows.length > 0) await tx.insert(courseUserProgress).values(progressRows);
  // The learner's seconds studied follow from the node records.
  for (const t of learnerTotals) {
    await tx
      .update(courseUserProgress)
      .set({ studyDuration: t.seconds })
      .where(
        and(
          eq(courseUserProgress.tenantId, tenantId),
          eq(courseUserProgress.courseId, t.courseId),
          eq(courseUserProgress.userId, refs.learner),
        ),
      );
  }

  // Course details; media seconds are the sum of the course's video and audio.
  for (const [ci, c] of data.courses.entries()) {
    const seconds = periods
      .filter((n) => n.course === ci && 'media' in n.seed)
      .reduce((sum, n) => sum + ('media' in n.seed ? (facts.get(n.seed.media)?.duration ?? 0) : 0), 0);
    const lecturerId = lecturerIds.get(c.lecturer);
    const categoryId = categoryIds.get(c.category);
    if (!lecturerId || !categoryId) throw new Error(`seed: course ${ci} has no lecturer or category`);
    await tx
      .update(course)
      .set({
        lecturerId,
        lecturerName: c.lecturer,
        categoryId,
        cover: `${FILES}/covers/course-${String(c.cover).padStart(2, '0')}.jpg`,
        introduce: c.introduce,
        dragFlag: c.dragFlag ?? 1,
        isPublic: c.isPublic ?? 0,
        totalDuration: seconds,
        gmtCreate: at(-c.createdDaysAgo * DAY_MS),
        gmtModified: at(-c.createdDaysAgo * DAY_MS),
      })
      .where(and(eq(course.tenantId, tenantId), eq(course.id, courseIds[ci] ?? '')));
  }

  const wares = data.courses.flatMap((c, ci) =>
    (c.coursewares ?? []).map((w, i) => {
      const info = mediaInfo(w.file);
      return {
        tenantId,
        courseId: courseIds[ci] ?? '',
        coursewareName: w.name,
        fileKey: w.file,
        fileType: w.file.slice(w.file.lastIndexOf('.') + 1).toLowerCase(),
        fileSize: info.size,
        sort: (i + 1) * 10,
      };
    }),
  );
  if (wares.length > 0) await tx.insert(courseware).values(wares);

  const comments = data.courses.flatMap((c, ci) =>
    (c.comments ?? []).map((m) => ({
      ...scope,
      courseId: courseIds[ci] ?? '',
      userId: userOf(m.who),
      content: m.content,
      gmtCreate: at(-m.hoursAgo * HOUR_MS),
    })),
  );
  if (comments.length > 0) await tx.insert(courseComment).values(comments);

  const marks = data.courses.flatMap((c, ci) =>
    (c.marks ?? []).map((m) => ({
      tenantId,
      courseId: courseIds[ci] ?? '',
      userId: userOf(m.who),
      score: m.score,
      remark: m.remark ?? '',
    })),
  );
  if (marks.length > 0) await tx.insert(courseMark).values(marks);

  const reactions = data.courses.flatMap((c, ci) => [
    ...(c.likes ?? []).map((who) => ({
      tenantId,
      courseId: courseIds[ci] ?? '',
      userId: userOf(who),
      kind: 1,
    })),
    ...(c.bookmarks ?? []).map((who) => ({
      tenantId,
      courseId: courseIds[ci] ?? '',
      userId: userOf(who),
      kind: 2,
    })),
  ]);
  if (reactions.length > 0) await tx.insert(courseReaction).values(reactions);

  return courseIds;
}

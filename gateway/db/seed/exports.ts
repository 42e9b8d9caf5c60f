import type { Db } from '../client';
import { exportFileBytes } from '../../modules/export/file';
import { exportRecord } from '../schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const HOUR_MS = 3_600_000;

export interface ExportSeed {
  fileName: string;
  /** Ready (with its file) or failed: the seed holds no job for the runner. */
  exportStatus: 2 | 3;
  hoursAgo: number;
  /** CSV rows of a ready file. */
  rows?: string[][];
}

function csv(rows: string[][]): string {
  const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}

export const learnerExports: ExportSeed[] = [
  {
    fileName: '我的学习记录-2026年11月.csv',
    exportStatus: 2,
    hoursAgo: 2,
    rows: [
      ['课程名称', '学习进度', '学习时长(分钟)', '最近学习时间'],
      ['新员工入职必修：信息安全基础', '100%', '92', '2026-11-18 20:14:03'],
      ['高效沟通与跨部门协作', '65%', '41', '2026-11-17 12:30:55'],
      ['Python 数据分析入门', '30%', '58', '2026-11-12 21:02:10'],
      ['Excel 函数与透视表', '100%', '75', '2026-11-05 19:45:31'],
    ],
  },
  {
    fileName: '考试成绩单-信息安全年度考试.csv',
    exportStatus: 2,
    hoursAgo: 26,
    rows: [
      ['考试名称', '得分', '是否通过', '交卷时间'],
      ['信息安全年度考试', '92', '是', '2026-11-10 15:21:40'],
      ['消防安全知识测评', '85', '是', '2026-10-26 10:05:12'],
    ],
  },
  {
    fileName: '学分明细-2026年度.csv',
    exportStatus: 2,
    hoursAgo: 72,
    rows: [
      ['来源', '名称', '学分', '获得时间'],
      ['课程', '新员工入职必修：信息安全基础', '2', '2026-03-02 09:30:00'],
      ['考试', '信息安全年度考试', '1.5', '2026-11-10 15:21:40'],
      ['学习任务', '新员工 30 天成长计划', '3', '2026-04-01 18:00:00'],
    ],
  },
  {
    fileName: '学习任务完成情况-第四季度.csv',
    exportStatus: 2,
    hoursAgo: 0.1,
    rows: [
      ['学习任务', '完成课程', '任务进度', '状态'],
      ['2026 年度信息安全必修', '1/3', '33%', '学习中'],
      ['安全生产月专题学习', '2/2', '100%', '已完成'],
    ],
  },
  {
    fileName: '证书清单.csv',
    exportStatus: 2,
    hoursAgo: 0.3,
    rows: [
      ['证书名称', '获得时间', '有效期至'],
      ['信息安全合格证书', '2026-11-10 15:21:40', '2027-11-10'],
    ],
  },
  // A job that failed after its last attempt (the runner never leaves one generating).
  { fileName: '课程评价汇总.csv', exportStatus: 3, hoursAgo: 5 },
];

export const simpleExport = (fileName: string, hoursAgo: number): ExportSeed => ({
  fileName,
  exportStatus: 2,
  hoursAgo,
  rows: [
    ['课程名称', '学习进度'],
    ['安全操作规程', '100%'],
  ],
});

export async function seedExports(
  tx: Tx,
  owner: { tenantId: string; enterpriseId: string; userId: string },
  items: ExportSeed[],
  now: Date,
): Promise<void> {
  await tx.insert(exportRecord).values(
    items.map((e) => {
      const content = e.exportStatus === 2 && e.rows ? csv(e.rows) : null;
      const at = new Date(now.getTime() - e.hoursAgo * HOUR_MS);
      return {
        ...owner,
        fileName: e.fileName,
        exportStatus: e.exportStatus,
        content,
        fileSize: content === null ? 0 : exportFileBytes(content).length,
        gmtCreate: at,
        gmtModified: at,
      };
    }),
  );
}

import type { Db } from '../client';
import { enterpriseMember, memberPoints, userAccount } from '../schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Colleagues who fill the ranking boards (all can sign in with the demo password). */
export interface ColleagueSeed {
  phone: string;
  name: string;
  empNo: string;
  department: string;
  integral: number;
  creditHour: number;
  certificateCount: number;
}

export const xingheColleagues: ColleagueSeed[] = [
  {
    phone: '13800000101',
    name: '刘洋',
    empNo: 'E0101',
    department: '市场部',
    integral: 2860,
    creditHour: 96,
    certificateCount: 11,
  },
  {
    phone: '13800000102',
    name: '何静',
    empNo: 'E0102',
    department: '客户服务部',
    integral: 2410,
    creditHour: 74.5,
    certificateCount: 8,
  },
  {
    phone: '13800000103',
    name: '吴昊',
    empNo: 'E0103',
    department: '研发中心',
    integral: 2155,
    creditHour: 68,
    certificateCount: 7,
  },
  {
    phone: '13800000104',
    name: '郑佳',
    empNo: 'E0104',
    department: '人力资源部',
    integral: 1980,
    creditHour: 61,
    certificateCount: 7,
  },
  {
    phone: '13800000105',
    name: '马超',
    empNo: 'E0105',
    department: '研发中心',
    integral: 1720,
    creditHour: 55.5,
    certificateCount: 5,
  },
  {
    phone: '13800000106',
    name: '黄蕾',
    empNo: 'E0106',
    department: '财务部',
    integral: 1590,
    creditHour: 47,
    certificateCount: 5,
  },
  {
    phone: '13800000107',
    name: '许诺',
    empNo: 'E0107',
    department: '市场部',
    integral: 1240,
    creditHour: 33,
    certificateCount: 3,
  },
  {
    phone: '13800000108',
    name: '邓峰',
    empNo: 'E0108',
    department: '生产部',
    integral: 1105,
    creditHour: 30.5,
    certificateCount: 3,
  },
  {
    phone: '13800000109',
    name: '冯雪',
    empNo: 'E0109',
    department: '客户服务部',
    integral: 960,
    creditHour: 26,
    certificateCount: 2,
  },
  {
    phone: '13800000110',
    name: '曹阳',
    empNo: 'E0110',
    department: '研发中心',
    integral: 820,
    creditHour: 18,
    certificateCount: 2,
  },
  {
    phone: '13800000111',
    name: '彭丽',
    empNo: 'E0111',
    department: '行政部',
    integral: 640,
    creditHour: 14.5,
    certificateCount: 1,
  },
  {
    phone: '13800000112',
    name: '蒋涛',
    empNo: 'E0112',
    department: '生产部',
    integral: 455,
    creditHour: 9,
    certificateCount: 1,
  },
  {
    phone: '13800000113',
    name: '沈悦',
    empNo: 'E0113',
    department: '人力资源部',
    integral: 310,
    creditHour: 6,
    certificateCount: 0,
  },
  {
    phone: '13800000114',
    name: '韦杰',
    empNo: 'E0114',
    department: '财务部',
    integral: 120,
    creditHour: 2,
    certificateCount: 0,
  },
  {
    phone: '13800000115',
    name: '罗兰',
    empNo: 'E0115',
    department: '市场部',
    integral: 60,
    creditHour: 0,
    certificateCount: 0,
  },
];

export const yuanshanColleagues: ColleagueSeed[] = [
  {
    phone: '13800000201',
    name: '杜凯',
    empNo: 'Y0201',
    department: '一号车间',
    integral: 1520,
    creditHour: 40,
    certificateCount: 4,
  },
  {
    phone: '13800000202',
    name: '田甜',
    empNo: 'Y0202',
    department: '质检部',
    integral: 880,
    creditHour: 22.5,
    certificateCount: 2,
  },
  {
    phone: '13800000203',
    name: '方正',
    empNo: 'Y0203',
    department: '设备部',
    integral: 300,
    creditHour: 8,
    certificateCount: 1,
  },
];

/** Adds the colleagues as approved members (one password hash shared: seeding stays fast). */
export async function seedColleagues(
  tx: Tx,
  scope: { tenantId: string; enterpriseId: string },
  people: ColleagueSeed[],
  passwordHash: string,
): Promise<void> {
  for (const [i, p] of people.entries()) {
    const [user] = await tx
      .insert(userAccount)
      .values({ tenantId: scope.tenantId, phone: p.phone, name: p.name, passwordHash })
      .returning({ id: userAccount.id });
    if (!user) throw new Error(`seed: colleague ${p.phone} not created`);
    await tx.insert(enterpriseMember).values({
      ...scope,
      userId: user.id,
      empNo: p.empNo,
      creditHour: p.creditHour,
      certificateCount: p.certificateCount,
      sort: 100 + i,
    });
    await tx
      .insert(memberPoints)
      .values({ ...scope, userId: user.id, integral: p.integral, department: p.department });
  }
}

/** Points and department of members created elsewhere in the seed. */
export async function seedPoints(
  tx: Tx,
  scope: { tenantId: string; enterpriseId: string },
  points: { userId: string; integral: number; department: string }[],
): Promise<void> {
  await tx.insert(memberPoints).values(points.map((p) => ({ ...scope, ...p })));
}

import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Endpoint } from '../../../contract/endpoint';
import { Code } from '../../../contract/envelope';
import { course } from '../../../gateway/db/schema';
import { callApi, type CallOptions } from '../helpers/api';
import type { TestApp } from '../helpers/app';
import { tokenFor } from '../helpers/demo';
import { userId, type Callers } from '../notice/support';

/** The demo courses the course tests read, by name. */
export const COURSES = {
  basics: '信息安全意识基础',
  grading: '数据分类分级与保密要求',
  phishing: '钓鱼邮件识别实战',
  culture: '新员工入职：企业文化与规章制度',
  office: '新员工入职：办公系统与报销流程',
  product: '星河云平台产品知识',
  faq: '产品知识：客户常见问题解答',
  pricing: '产品知识：解决方案与报价',
  fire: '安全生产与消防常识',
  evacuation: '应急疏散与现场急救',
  teamwork: '高效沟通与跨部门协作',
  media: '多媒体学习示例',
  tools: '办公软件实用技巧',
  withdrawn: '旧版差旅报销办法（已下架）',
  equipment: '设备安全操作规程',
  warehouse: '仓储作业安全规范',
} as const;

/** A course's id by name, read straight from the database. */
export async function courseId(t: TestApp, tenantId: string, name: string): Promise<string> {
  const [row] = await t.db
    .select({ id: course.id })
    .from(course)
    .where(and(eq(course.tenantId, tenantId), eq(course.courseName, name)))
    .limit(1);
  if (!row) throw new Error(`no course ${name}`);
  return row.id;
}

/** A token of a 星河科技 colleague on localhost. */
export async function colleagueToken(t: TestApp, c: Callers, phone: string): Promise<string> {
  return tokenFor(t, {
    tenantId: c.refs.tenant1,
    userId: await userId(t.db, c.refs.tenant1, phone),
    enterpriseId: c.refs.xinghe.id,
    websiteId: c.refs.localhost.id,
  });
}

/** Calls an endpoint and expects success; answers the data. */
export async function ok<E extends Endpoint>(
  t: TestApp,
  endpoint: E,
  body: Record<string, unknown>,
  options: CallOptions = {},
) {
  const res = await callApi(t.app, endpoint, body, options);
  expect(res.code, `${endpoint.path}: ${res.msg}`).toBe(Code.ok);
  return res.data;
}

export const NOT_FOUND = {
  zh: '课程不存在或已下架',
  en: 'The course does not exist or is no longer available',
};

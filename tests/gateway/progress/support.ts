import { and, eq } from 'drizzle-orm';
import { ContentType, ResourceType, type DocType } from '../../../contract/course.routes';
import { course, courseUserProgress, enterprise, enterpriseMember } from '../../../gateway/db/schema';
import {
  courseCategory,
  courseNode,
  courseNodeUser,
  imageText,
  lecturer,
  resource,
  studyDay,
} from '../../../gateway/db/schema-course';
import type { TestApp } from '../helpers/app';
import { demoRefs, tokenFor, type DemoRefs } from '../helpers/demo';

/*
 * Progress tests build their own courses in a company of their own ("进度测试公司", tenant 1), so the figures
 * they check depend on nothing the demo seed holds. The demo learner is a member of it; demo companies and the
 * second tenant serve for isolation.
 */

export const TEST_COMPANY = '进度测试公司';

/** What a node of a test course is. */
export type NodeSpec =
  | { kind: 'video' | 'audio'; duration: number }
  | { kind: 'pdf'; pages: number }
  | { kind: 'office'; docType: DocType; pages: number; rendition: boolean; dwell?: number }
  | { kind: 'txt'; dwell?: number }
  | { kind: 'images'; count: number; dwell?: number }
  | { kind: 'archive'; dwell?: number }
  | { kind: 'imageText'; dwell?: number }
  | { kind: 'chapter' | 'disabledChapter' | 'exam' }
  /** A node whose resource is disabled, and a disabled node. */
  | { kind: 'disabledResource' | 'disabledNode' };

export interface CourseSpec {
  name?: string;
  tenantId: string;
  enterpriseId: string;
  statusId?: number;
  categoryId?: string | null;
  lecturerId?: string | null;
  lecturerName?: string;
  /** 0: the learner may not skip ahead of what was watched. */
  dragFlag?: 0 | 1;
  nodes: NodeSpec[];
}

export interface TestCourse {
  id: string;
  /** Node ids, in the order of the spec. */
  nodes: string[];
}

let made = 0;

function resourceOf(spec: NodeSpec): Omit<typeof resource.$inferInsert, 'tenantId' | 'enterpriseId'> | null {
  const base = { resourceName: `资源 ${spec.kind}`, fileKey: `test/${spec.kind}` };
  switch (spec.kind) {
    case 'video':
      return { ...base, resourceType: ResourceType.video, duration: spec.duration };
    case 'audio':
      return { ...base, resourceType: ResourceType.audio, duration: spec.duration };
    case 'pdf':
      return { ...base, resourceType: ResourceType.document, docType: 'pdf', pageCount: spec.pages };
    case 'office':
      return {
        ...base,
        resourceType: ResourceType.document,
        docType: spec.docType,
        pageCount: spec.pages,
        pdfKey: spec.rendition ? 'test/rendition.pdf' : null,
        dwellSeconds: spec.dwell ?? 0,
      };
    case 'txt':
      return {
        ...base,
        resourceType: ResourceType.document,
        docType: 'txt',
        pageCount: 1,
        dwellSeconds: spec.dwell ?? 0,
      };
    case 'images':
      return {
        ...base,
        resourceType: ResourceType.image,
        pageCount: spec.count,
        dwellSeconds: spec.dwell ?? 0,
      };
    case 'archive':
      return { ...base, resourceType: ResourceType.archive, dwellSeconds: spec.dwell ?? 0 };
    case 'disabledResource':
      return { ...base, resourceType: ResourceType.video, duration: 100, statusId: 0 };
    default:
      return null;
  }
}

/** Adds a node (with its resource or image-text lesson) to a course; answers its id. */
export async function addNode(
  t: TestApp,
  scope: { tenantId: string; enterpriseId: string },
  courseId: string,
  n: NodeSpec,
  sort = 0,
  parentId = '0',
): Promise<string> {
  const res = resourceOf(n);
  let resourceId: string | null = null;
  let imageTextId: string | null = null;
  if (res) {
    const [r] = await t.db
      .insert(resource)
      .values({ ...scope, ...res })
      .returning({ id: resource.id });
    resourceId = r?.id ?? null;
  }
  if (n.kind === 'imageText') {
    const [it] = await t.db
      .insert(imageText)
      .values({ ...scope, title: '图文', content: '<p>图文内容</p>', dwellSeconds: n.dwell ?? 0 })
      .returning({ id: imageText.id });
    imageTextId = it?.id ?? null;
  }
  const contentType =
    n.kind === 'chapter' || n.kind === 'disabledChapter'
      ? ContentType.directory
      : n.kind === 'exam'
        ? ContentType.exam
        : n.kind === 'imageText'
          ? ContentType.imageText
          : ContentType.resource;
  const [node] = await t.db
    .insert(courseNode)
    .values({
      tenantId: scope.tenantId,
      courseId,
      parentId,
      nodeName: `节点 ${sort + 1}`,
      contentType,
      resourceId,
      imageTextId,
      targetId: n.kind === 'exam' ? '1' : null,
      statusId: n.kind === 'disabledNode' || n.kind === 'disabledChapter' ? 0 : 1,
      sort,
    })
    .returning({ id: courseNode.id });
  if (!node) throw new Error('node not inserted');
  return node.id;
}

/** Inserts a course with one node per spec. */
export async function makeCourse(t: TestApp, spec: CourseSpec): Promise<TestCourse> {
  made += 1;
  const scope = { tenantId: spec.tenantId, enterpriseId: spec.enterpriseId };
  const [c] = await t.db
    .insert(course)
    .values({
      ...scope,
      courseName: spec.name ?? `进度测试课程 ${made}`,
      statusId: spec.statusId ?? 1,
      categoryId: spec.categoryId ?? null,
      lecturerId: spec.lecturerId ?? null,
      lecturerName: spec.lecturerName ?? '',
      dragFlag: spec.dragFlag ?? 1,
      sort: made,
    })
    .returning({ id: course.id });
  if (!c) throw new Error('course not inserted');
  const nodes: string[] = [];
  for (const [i, n] of spec.nodes.entries()) nodes.push(await addNode(t, scope, c.id, n, i));
  return { id: c.id, nodes };
}

export interface TestCompany {
  id: string;
  categoryId: string;
  lecturerId: string;
}

/** A company of tenant 1 with the demo learner and the demo administrator as members, a category and a lecturer. */
export async function makeCompany(t: TestApp, refs: DemoRefs, name: string): Promise<TestCompany> {
  const [company] = await t.db
    .insert(enterprise)
    .values({ tenantId: refs.tenant1, name })
    .returning({ id: enterprise.id });
  if (!company) throw new Error('company not inserted');
  for (const userId of [refs.learner.id, refs.admin.id]) {
    await t.db.insert(enterpriseMember).values({ tenantId: refs.tenant1, enterpriseId: company.id, userId });
  }
  const [category] = await t.db
    .insert(courseCategory)
    .values({ tenantId: refs.tenant1, enterpriseId: company.id, categoryName: '安全合规' })
    .returning({ id: courseCategory.id });
  const [teacher] = await t.db
    .insert(lecturer)
    .values({ tenantId: refs.tenant1, enterpriseId: company.id, lecturerName: '周老师' })
    .returning({ id: lecturer.id });
  if (!category || !teacher) throw new Error('category or lecturer not inserted');
  return { id: company.id, categoryId: category.id, lecturerId: teacher.id };
}

/** A token of a tenant-1 user in a company, on the demo site `localhost`, issued at the test clock's now. */
export function tokenIn(t: TestApp, refs: DemoRefs, userId: string, enterpriseId: string): Promise<string> {
  return tokenFor(t, { tenantId: refs.tenant1, userId, enterpriseId, websiteId: refs.localhost.id });
}

export interface ProgressWorld {
  refs: DemoRefs;
  company: TestCompany;
  /** The demo learner in the test company. */
  learner: string;
  /** A colleague (13800000002) in the test company. */
  colleague: string;
  /** The demo learner in 星河科技. */
  learnerXinghe: string;
  /** Tenant 2's user in 北辰物流, on other.localhost. */
  other: string;
}

/** The test company, its members and their tokens. */
export async function progressWorld(t: TestApp): Promise<ProgressWorld> {
  const refs = await demoRefs(t.db);
  const company = await makeCompany(t, refs, TEST_COMPANY);
  return {
    refs,
    company,
    learner: await tokenIn(t, refs, refs.learner.id, company.id),
    colleague: await tokenIn(t, refs, refs.admin.id, company.id),
    learnerXinghe: await tokenIn(t, refs, refs.learner.id, refs.xinghe.id),
    other: await tokenFor(t, {
      tenantId: refs.tenant2,
      userId: refs.otherUser.id,
      enterpriseId: refs.beichen.id,
      websiteId: refs.other.id,
    }),
  };
}

/** The stored record of a member's node. */
export async function nodeRecord(t: TestApp, tenantId: string, userId: string, nodeId: string) {
  const [row] = await t.db
    .select()
    .from(courseNodeUser)
    .where(
      and(
        eq(courseNodeUser.tenantId, tenantId),
        eq(courseNodeUser.userId, userId),
        eq(courseNodeUser.nodeId, nodeId),
      ),
    );
  return row ?? null;
}

/** The stored course progress row of a member. */
export async function courseRecord(t: TestApp, tenantId: string, userId: string, courseId: string) {
  const [row] = await t.db
    .select()
    .from(courseUserProgress)
    .where(
      and(
        eq(courseUserProgress.tenantId, tenantId),
        eq(courseUserProgress.userId, userId),
        eq(courseUserProgress.courseId, courseId),
      ),
    );
  return row ?? null;
}

/** Seconds a member studied per day in a company. */
export async function studyDays(t: TestApp, tenantId: string, enterpriseId: string, userId: string) {
  const rows = await t.db
    .select({ day: studyDay.day, seconds: studyDay.studySeconds })
    .from(studyDay)
    .where(
      and(
        eq(studyDay.tenantId, tenantId),
        eq(studyDay.enterpriseId, enterpriseId),
        eq(studyDay.userId, userId),
      ),
    );
  return Object.fromEntries(rows.map((r) => [r.day, r.seconds]));
}

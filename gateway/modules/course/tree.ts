import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ContentNode } from '../../../contract/course';
import {
  ContentType,
  DOC_TYPES,
  ResourceType,
  type DocType,
  type ContentType as ContentTypeValue,
  type ResourceType as ResourceTypeValue,
} from '../../../contract/course.routes';
import type { Db } from '../../db/client';
import { exam, examAttempt } from '../../db/schema';
import { courseNode, courseNodeUser, resource } from '../../db/schema-course';
import { surveyResponse } from '../../db/schema-survey';
import { num } from '../../shared/sql';
import type { CourseReader } from './scope';

/** The course a tree belongs to, already found visible to the reader. */
export interface CourseRef {
  id: string;
  tenantId: string;
  enterpriseId: string;
}

interface NodeRow {
  id: string;
  parentId: string;
  nodeName: string;
  contentType: number;
  sort: number;
  targetId: string | null;
  resourceType: number | null;
  docType: string | null;
  duration: number | null;
  studyProgress: number | null;
  finished: number | null;
  lastStudyTime: Date | null;
  targetDone: boolean | null;
}

/** A node as the calls answer it, with what resume needs. */
export interface TreeNode extends ContentNode {
  subTrainingProgress: TreeNode[];
  lastStudyTime: Date | null;
}

/** Nodes whose progress makes up a course's (and a directory's): resources and image-text lessons. */
export function isStudyable(contentType: number): boolean {
  return contentType === ContentType.resource || contentType === ContentType.imageText;
}

/**
 * Whether the reader is done with an exam or survey node: passed the exam (a marked attempt at or above the pass
 * score, as the exam records derive "passed") or submitted the survey. Always false for a visitor.
 */
function targetDoneSql(reader: CourseReader, course: CourseRef): SQL<boolean> {
  if (reader.userId === null) return sql<boolean>`false`;
  return sql<boolean>`(case ${courseNode.contentType}
    when ${ContentType.exam} then exists (select 1 from ${examAttempt} a
      join ${exam} e on e.tenant_id = a.tenant_id and e.id = a.exam_id
      where a.tenant_id = ${course.tenantId} and a.enterprise_id = ${course.enterpriseId}
        and a.user_id = ${reader.userId} and a.exam_id = ${courseNode.targetId}
        and a.state = 3 and a.score >= e.pass_score)
    when ${ContentType.survey} then exists (select 1 from ${surveyResponse} s
      where s.tenant_id = ${course.tenantId} and s.enterprise_id = ${course.enterpriseId}
        and s.survey_id = ${courseNode.targetId} and s.user_id = ${reader.userId})
    else false end)`;
}

/** Every enabled node of the course with its media facts and the reader's own state, in one statement. */
async function nodeRows(db: Db, reader: CourseReader, course: CourseRef): Promise<NodeRow[]> {
  const mine =
    reader.userId === null
      ? sql`false`
      : and(
          eq(courseNodeUser.tenantId, courseNode.tenantId),
          eq(courseNodeUser.userId, reader.userId),
          eq(courseNodeUser.courseId, courseNode.courseId),
          eq(courseNodeUser.nodeId, courseNode.id),
        );
  return db
    .select({
      id: courseNode.id,
      parentId: courseNode.parentId,
      nodeName: courseNode.nodeName,
      contentType: courseNode.contentType,
      sort: courseNode.sort,
      targetId: courseNode.targetId,
      resourceType: resource.resourceType,
      docType: resource.docType,
      duration: resource.duration,
      studyProgress: courseNodeUser.studyProgress,
      finished: courseNodeUser.finished,
      lastStudyTime: courseNodeUser.lastStudyTime,
      targetDone: targetDoneSql(reader, course),
    })
    .from(courseNode)
    .leftJoin(
      resource,
      and(
        eq(resource.tenantId, courseNode.tenantId),
        eq(resource.id, courseNode.resourceId),
        eq(resource.enterpriseId, course.enterpriseId),
      ),
    )
    .leftJoin(courseNodeUser, mine)
    .where(
      and(
        eq(courseNode.tenantId, course.tenantId),
        eq(courseNode.courseId, course.id),
        eq(courseNode.statusId, 1),
      ),
    );
}

const isResourceType = (v: number | null): v is ResourceTypeValue =>
  v !== null && (Object.values(ResourceType) as number[]).includes(v);
const isDocType = (v: string | null): v is DocType =>
  v !== null && (DOC_TYPES as readonly string[]).includes(v);

function byOrder(a: NodeRow, b: NodeRow): number {
  return a.sort - b.sort || (BigInt(a.id) < BigInt(b.id) ? -1 : BigInt(a.id) > BigInt(b.id) ? 1 : 0);
}

function leaf(r: NodeRow): TreeNode {
  const contentType = r.contentType as ContentTypeValue;
  const isResource = contentType === ContentType.resource;
  const resourceType = isResource && isResourceType(r.resourceType) ? r.resourceType : null;
  const media = resourceType === ResourceType.video || resourceType === ResourceType.audio;
  let studyProgress = 0;
  let finished: 0 | 1 = 0;
  if (isStudyable(contentType)) {
    studyProgress = Math.min(100, Math.max(0, Math.floor(num(r.studyProgress))));
    finished = r.finished === 1 ? 1 : 0;
  } else if (contentType === ContentType.exam || contentType === ContentType.survey) {
    finished = r.targetDone === true ? 1 : 0;
    studyProgress = finished ? 100 : 0;
  }
  return {
    subResourceId: r.id,
    subResourceName: r.nodeName,
    contentType,
    resourceType,
    docType: resourceType === ResourceType.document && isDocType(r.docType) ? r.docType : null,
    totalDuration: media ? Math.max(0, num(r.duration)) : 0,
    studyProgress,
    finished,
    targetId: contentType === ContentType.exam || contentType === ContentType.survey ? r.targetId : null,
    subTrainingProgress: [],
    lastStudyTime: r.lastStudyTime ? new Date(r.lastStudyTime) : null,
  };
}

/** Resource and image-text nodes under a node, in tree order. */
export function studyableLeaves(nodes: TreeNode[]): TreeNode[] {
  return nodes.flatMap((n) =>
    n.contentType === ContentType.directory
      ? studyableLeaves(n.subTrainingProgress)
      : isStudyable(n.contentType)
        ? [n]
        : [],
  );
}

/** Every node but directories, in tree order. */
export function periodsInOrder(nodes: TreeNode[]): TreeNode[] {
  return nodes.flatMap((n) =>
    n.contentType === ContentType.directory ? periodsInOrder(n.subTrainingProgress) : [n],
  );
}

/**
 * A directory sums the media seconds below it and its progress is the mean of its resource and image-text
 * nodes, rounded down (as a course's is), so a chapter never reads 100 before all of them are finished.
 */
function summarise(dir: TreeNode): TreeNode {
  const leaves = studyableLeaves(dir.subTrainingProgress);
  const total = leaves.reduce((sum, n) => sum + n.studyProgress, 0);
  return {
    ...dir,
    totalDuration: periodsInOrder(dir.subTrainingProgress).reduce((sum, n) => sum + n.totalDuration, 0),
    studyProgress: leaves.length === 0 ? 0 : Math.floor(total / leaves.length),
    finished: leaves.length > 0 && leaves.every((n) => n.finished === 1) ? 1 : 0,
  };
}

/**
 * The content tree: directories with their children, each level by sort then id. Nodes below a disabled
 * directory are not reachable and are left out, as they would be from the list the learner sees.
 */
export async function loadTree(db: Db, reader: CourseReader, course: CourseRef): Promise<TreeNode[]> {
  const rows = await nodeRows(db, reader, course);
  const byParent = new Map<string, NodeRow[]>();
  for (const r of rows) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
  const build = (parentId: string, seen: Set<string>): TreeNode[] =>
    [...(byParent.get(parentId) ?? [])]
      .filter((r) => !seen.has(r.id))
      .sort(byOrder)
      .map((r) => {
        const node = leaf(r);
        if (r.contentType !== ContentType.directory) return node;
        return summarise({ ...node, subTrainingProgress: build(r.id, new Set([...seen, r.id])) });
      });
  return build('0', new Set());
}

/**
 * Where the reader picks up: the node studied last; else the first node in tree order not finished; else the
 * first node. Null for an empty course.
 */
export function resumeNode(tree: TreeNode[]): string | null {
  const periods = periodsInOrder(tree);
  let last: TreeNode | undefined;
  for (const n of periods) {
    if (n.lastStudyTime && (!last?.lastStudyTime || n.lastStudyTime > last.lastStudyTime)) last = n;
  }
  return (last ?? periods.find((n) => n.finished === 0) ?? periods[0])?.subResourceId ?? null;
}

/** The tree as the contract answers it (without the resume bookkeeping). */
export function toContentNodes(tree: TreeNode[]): ContentNode[] {
  return tree.map(({ lastStudyTime: _last, subTrainingProgress, ...node }) => ({
    ...node,
    subTrainingProgress: toContentNodes(subTrainingProgress),
  }));
}

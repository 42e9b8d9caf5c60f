import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { ContentType, ResourceType } from '../../../contract/course.routes';
import type { Db } from '../../db/client';
import { course } from '../../db/schema';
import { courseNode, courseNodeUser, imageText, resource } from '../../db/schema-course';
import { BizError } from '../../http/errors';
import type { MemberScope } from '../notice/scope';
import type { NodeRule } from './rules';

/*
 * Which nodes carry progress: enabled resource and image-text nodes of an enabled course of the member's
 * company, whose resource is enabled (an image-text lesson has no status of its own). Reports, hang-ups and the
 * course's mean all use this one definition, so a course can always reach 100 %.
 */

/** Joins that make a node studyable; used with `course_node` in the FROM clause. */
function studyableJoins(enterpriseId: string) {
  return {
    course: and(
      eq(course.tenantId, courseNode.tenantId),
      eq(course.id, courseNode.courseId),
      eq(course.enterpriseId, enterpriseId),
      eq(course.statusId, 1),
    ),
    resource: and(
      eq(courseNode.contentType, ContentType.resource),
      eq(resource.tenantId, courseNode.tenantId),
      eq(resource.id, courseNode.resourceId),
      eq(resource.enterpriseId, enterpriseId),
      eq(resource.statusId, 1),
    ),
    imageText: and(
      eq(courseNode.contentType, ContentType.imageText),
      eq(imageText.tenantId, courseNode.tenantId),
      eq(imageText.id, courseNode.imageTextId),
      eq(imageText.enterpriseId, enterpriseId),
    ),
  };
}

const studyableWhere = (): SQL | undefined =>
  and(
    eq(courseNode.statusId, 1),
    inArray(courseNode.contentType, [ContentType.resource, ContentType.imageText]),
    or(sql`${resource.id} is not null`, sql`${imageText.id} is not null`),
  );

/** A node a member may report on, with the rule its progress follows. */
export interface StudyNode {
  courseId: string;
  nodeId: string;
  rule: NodeRule;
}

/** Office files shown page by page once the gateway has a PDF rendition of them. */
const OFFICE_TYPES = new Set(['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx']);

interface NodeFacts {
  contentType: number;
  resourceType: number | null;
  docType: string | null;
  duration: number | null;
  pageCount: number | null;
  pdfKey: string | null;
  images: number | null;
  resourceDwell: number | null;
  imageTextDwell: number | null;
}

/**
 * How a node is studied. Media without a known duration and documents without a known page count cannot be
 * measured, so they fall back to the dwell time like the formats that have nothing to measure.
 */
export function ruleOf(f: NodeFacts): NodeRule {
  if (f.contentType === ContentType.imageText) {
    return { kind: 'dwell', dwellSeconds: f.imageTextDwell ?? 0, images: 0 };
  }
  const dwellSeconds = f.resourceDwell ?? 0;
  const duration = f.duration ?? 0;
  const pageCount = f.pageCount ?? 0;
  switch (f.resourceType) {
    case ResourceType.video:
    case ResourceType.audio:
      return duration > 0 ? { kind: 'media', duration } : { kind: 'dwell', dwellSeconds, images: 0 };
    case ResourceType.document: {
      const paged = f.docType === 'pdf' || (OFFICE_TYPES.has(f.docType ?? '') && f.pdfKey !== null);
      return paged && pageCount > 0
        ? { kind: 'pages', pageCount }
        : { kind: 'dwell', dwellSeconds, images: 0 };
    }
    case ResourceType.image:
      return { kind: 'dwell', dwellSeconds, images: pageCount > 0 ? pageCount : (f.images ?? 0) };
    default:
      return { kind: 'dwell', dwellSeconds, images: 0 };
  }
}

/**
 * The node `nodeId` of `courseId`, if the member may study it. Anything else — another company's or tenant's
 * node, a disabled one, a chapter, an exam — is the same "not found" as an unknown id.
 */
export async function findStudyNode(
  db: Db,
  scope: MemberScope,
  courseId: string,
  nodeId: string,
): Promise<StudyNode> {
  const joins = studyableJoins(scope.enterpriseId);
  const [row] = await db
    .select({
      contentType: courseNode.contentType,
      resourceType: resource.resourceType,
      docType: resource.docType,
      duration: resource.duration,
      pageCount: resource.pageCount,
      pdfKey: resource.pdfKey,
      images: sql<number | null>`jsonb_array_length(${resource.images})`,
      resourceDwell: resource.dwellSeconds,
      imageTextDwell: imageText.dwellSeconds,
    })
    .from(courseNode)
    .innerJoin(course, joins.course)
    .leftJoin(resource, joins.resource)
    .leftJoin(imageText, joins.imageText)
    .where(
      and(
        eq(courseNode.tenantId, scope.tenantId),
        eq(courseNode.id, nodeId),
        eq(courseNode.courseId, courseId),
        studyableWhere(),
      ),
    )
    .limit(1);
  if (!row) throw new BizError('progress.nodeNotFound');
  return {
    courseId,
    nodeId,
    rule: ruleOf({ ...row, images: row.images === null ? null : Number(row.images) }),
  };
}

/**
 * The member's course progress as the node records make it: the mean over the course's studyable nodes of
 * their progress, nodes never opened counting 0, rounded down so a course reads 100 % only when every node does.
 */
export function courseMeanProgress(db: Db, scope: MemberScope, courseId: string) {
  const joins = studyableJoins(scope.enterpriseId);
  return db
    .select({
      progress: sql<number>`cast(coalesce(floor(avg(coalesce(${courseNodeUser.studyProgress}, 0))), 0) as int)`,
    })
    .from(courseNode)
    .innerJoin(course, joins.course)
    .leftJoin(resource, joins.resource)
    .leftJoin(imageText, joins.imageText)
    .leftJoin(
      courseNodeUser,
      and(
        eq(courseNodeUser.tenantId, courseNode.tenantId),
        eq(courseNodeUser.userId, scope.userId),
        eq(courseNodeUser.courseId, courseNode.courseId),
        eq(courseNodeUser.nodeId, courseNode.id),
      ),
    )
    .where(and(eq(courseNode.tenantId, scope.tenantId), eq(courseNode.courseId, courseId), studyableWhere()));
}

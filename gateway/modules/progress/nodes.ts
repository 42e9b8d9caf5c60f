import { and, eq, sql } from 'drizzle-orm';
import { ContentType, ResourceType } from '../../../contract/course.routes';
import type { Db } from '../../db/client';
import { course } from '../../db/schema';
import { courseNode, imageText, resource } from '../../db/schema-course';
import { BizError } from '../../http/errors';
import type { MemberScope } from '../notice/scope';
import type { NodeRule } from './rules';

/*
 * Which nodes carry progress: enabled resource and image-text nodes of an enabled course of the member's
 * company, reachable from the top through enabled chapters (as the content tree shows them), whose resource is
 * enabled (an image-text lesson has no status of its own). Reports, hang-ups and the course's mean all use this
 * one definition, so a course can always reach 100 %.
 */

/** A node a member may report on, with the rule its progress follows and the nodes its course counts. */
export interface StudyNode {
  courseId: string;
  nodeId: string;
  rule: NodeRule;
  /**
   * Every studyable node of the course (this one included). The course's progress is the mean of their
   * progress, nodes never opened counting 0, rounded down so a course reads 100 % only when every node does.
   */
  courseNodeIds: string[];
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

interface NodeRow extends NodeFacts {
  id: string;
  parentId: string;
  /** The node's resource or image-text lesson is there (and the resource enabled). */
  hasContent: boolean;
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

/** Studyable nodes among a course's enabled ones: a resource or lesson, below enabled chapters only. */
function studyable(rows: NodeRow[]): NodeRow[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const reachable = (r: NodeRow) => {
    let parentId = r.parentId;
    // The depth bound ends a walk that a broken parent chain would turn into a loop.
    for (let depth = 0; parentId !== '0'; depth++) {
      const parent = byId.get(parentId);
      if (!parent || parent.contentType !== ContentType.directory || depth > rows.length) return false;
      parentId = parent.parentId;
    }
    return true;
  };
  return rows.filter(
    (r) =>
      (r.contentType === ContentType.resource || r.contentType === ContentType.imageText) &&
      r.hasContent &&
      reachable(r),
  );
}

/**
 * The node `nodeId` of `courseId`, if the member may study it. Anything else — another company's or tenant's
 * node, a disabled one or one below a disabled chapter, a chapter, an exam — is the same "not found" as an
 * unknown id. One statement reads the course's enabled nodes with their media facts.
 */
export async function findStudyNode(
  db: Db,
  scope: MemberScope,
  courseId: string,
  nodeId: string,
): Promise<StudyNode> {
  const rows = await db
    .select({
      id: courseNode.id,
      parentId: courseNode.parentId,
      contentType: courseNode.contentType,
      hasContent: sql<boolean>`(${resource.id} is not null or ${imageText.id} is not null)`,
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
    .innerJoin(
      course,
      and(
        eq(course.tenantId, courseNode.tenantId),
        eq(course.id, courseNode.courseId),
        eq(course.enterpriseId, scope.enterpriseId),
        eq(course.statusId, 1),
      ),
    )
    .leftJoin(
      resource,
      and(
        eq(courseNode.contentType, ContentType.resource),
        eq(resource.tenantId, courseNode.tenantId),
        eq(resource.id, courseNode.resourceId),
        eq(resource.enterpriseId, scope.enterpriseId),
        eq(resource.statusId, 1),
      ),
    )
    .leftJoin(
      imageText,
      and(
        eq(courseNode.contentType, ContentType.imageText),
        eq(imageText.tenantId, courseNode.tenantId),
        eq(imageText.id, courseNode.imageTextId),
        eq(imageText.enterpriseId, scope.enterpriseId),
      ),
    )
    .where(
      and(
        eq(courseNode.tenantId, scope.tenantId),
        eq(courseNode.courseId, courseId),
        eq(courseNode.statusId, 1),
      ),
    );
  const nodes = studyable(rows.map((r) => ({ ...r, images: r.images === null ? null : Number(r.images) })));
  const node = nodes.find((n) => n.id === nodeId);
  if (!node) throw new BizError('progress.nodeNotFound');
  return { courseId, nodeId, rule: ruleOf(node), courseNodeIds: nodes.map((n) => n.id) };
}

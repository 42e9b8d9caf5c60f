import { and, eq, exists, sql } from 'drizzle-orm';
import { ContentType, ResourceType } from '../../../contract/course.routes';
import { ruleOf as nodeRule, type NodeRule } from '../../../contract/progress-rules';
import type { Db } from '../../db/client';
import { course } from '../../db/schema';
import { courseNode, imageText, resource } from '../../db/schema-course';
import { BizError } from '../../http/errors';
import type { MemberScope } from '../../shared/member-scope';

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
  /** The course lets the learner skip ahead of the furthest point watched (`drag_flag` 1). */
  skipAllowed: boolean;
  /**
   * Every studyable node of the course (this one included). The course's progress is the mean of their
   * progress, nodes never opened counting 0, rounded down so a course reads 100 % only when every node does.
   */
  courseNodeIds: string[];
}

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

/** A resource's facts as the node list reads them (one JSON object per node). */
interface ResourceFacts {
  resourceType: number;
  docType: string | null;
  duration: number;
  pageCount: number;
  pdfKey: string | null;
  images: number;
  dwellSeconds: number;
}

interface NodeRow extends NodeFacts {
  id: string;
  parentId: string;
  /** The node's resource or image-text lesson is there (and the resource enabled). */
  hasContent: boolean;
}

/** How a node is studied (contract/progress-rules.ts), from the facts the node list reads. */
export function ruleOf(f: NodeFacts): NodeRule {
  const pageCount = f.pageCount ?? 0;
  return nodeRule({
    contentType: f.contentType,
    resourceType: f.resourceType,
    docType: f.docType,
    duration: f.duration ?? 0,
    // An image set without a page count counts its pictures.
    pageCount: f.resourceType === ResourceType.image && pageCount === 0 ? (f.images ?? 0) : pageCount,
    hasPdf: f.pdfKey !== null,
    dwellSeconds: (f.contentType === ContentType.imageText ? f.imageTextDwell : f.resourceDwell) ?? 0,
  });
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
  const { tenantId, enterpriseId } = scope;
  // Scalar subqueries rather than joins: the node list is read on every report, and a four-table join costs
  // PGlite, which plans every statement afresh, several times the planning of these.
  const rows = await db
    .select({
      id: courseNode.id,
      parentId: courseNode.parentId,
      contentType: courseNode.contentType,
      resource: sql<ResourceFacts | null>`(select jsonb_build_object('resourceType', r.resource_type,
          'docType', r.doc_type, 'duration', r.duration, 'pageCount', r.page_count, 'pdfKey', r.pdf_key,
          'images', jsonb_array_length(r.images), 'dwellSeconds', r.dwell_seconds)
        from ${resource} r
        where ${courseNode.contentType} = ${ContentType.resource} and r.tenant_id = ${courseNode.tenantId}
          and r.id = ${courseNode.resourceId} and r.enterprise_id = ${enterpriseId} and r.status_id = 1)`,
      dragFlag: sql<number | null>`(select c.drag_flag from ${course} c
        where c.tenant_id = ${courseNode.tenantId} and c.id = ${courseNode.courseId})`,
      imageTextDwell: sql<number | null>`(select it.dwell_seconds from ${imageText} it
        where ${courseNode.contentType} = ${ContentType.imageText} and it.tenant_id = ${courseNode.tenantId}
          and it.id = ${courseNode.imageTextId} and it.enterprise_id = ${enterpriseId})`,
    })
    .from(courseNode)
    .where(
      and(
        eq(courseNode.tenantId, tenantId),
        eq(courseNode.courseId, courseId),
        eq(courseNode.statusId, 1),
        exists(
          db
            .select({ one: sql`1` })
            .from(course)
            .where(
              and(
                eq(course.tenantId, tenantId),
                eq(course.id, courseId),
                eq(course.enterpriseId, enterpriseId),
                eq(course.statusId, 1),
              ),
            ),
        ),
      ),
    );
  const node = studyNodeOf(rows, courseId, nodeId);
  if (!node) throw new BizError('progress.nodeNotFound');
  return node;
}

/** A course's enabled node as the node list reads it (the report's fast path reads the same columns). */
export interface EnabledNodeRow {
  id: string;
  parentId: string;
  contentType: number;
  resource: ResourceFacts | null;
  dragFlag: number | null;
  imageTextDwell: number | string | null;
}

/** The studyable node `nodeId` among a course's enabled nodes, or null when it is not one. */
export function studyNodeOf(rows: EnabledNodeRow[], courseId: string, nodeId: string): StudyNode | null {
  const nodes = studyable(
    rows.map((r) => ({
      id: r.id,
      parentId: r.parentId,
      contentType: r.contentType,
      hasContent: r.resource !== null || r.imageTextDwell !== null,
      resourceType: r.resource?.resourceType ?? null,
      docType: r.resource?.docType ?? null,
      duration: r.resource?.duration ?? null,
      pageCount: r.resource?.pageCount ?? null,
      pdfKey: r.resource?.pdfKey ?? null,
      images: r.resource?.images ?? null,
      resourceDwell: r.resource?.dwellSeconds ?? null,
      imageTextDwell: r.imageTextDwell === null ? null : Number(r.imageTextDwell),
    })),
  );
  const node = nodes.find((n) => n.id === nodeId);
  if (!node) return null;
  const dragFlag = rows.find((r) => r.id === nodeId)?.dragFlag;
  return {
    courseId,
    nodeId,
    rule: ruleOf(node),
    skipAllowed: Number(dragFlag) !== 0,
    courseNodeIds: nodes.map((n) => n.id),
  };
}

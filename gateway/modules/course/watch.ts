import { and, eq } from 'drizzle-orm';
import type { ImageTextWatch, PlayUrl, ResourceWatch } from '../../../contract/course';
import {
  ContentType,
  DEFAULT_DWELL_SECONDS,
  DOC_TYPES,
  ResourceType,
  type DocType,
  type ResourceType as ResourceTypeValue,
} from '../../../contract/course.routes';
import type { Db } from '../../db/client';
import { courseNode, courseNodeUser, imageText, resource, type PlayKey } from '../../db/schema-course';
import { BizError } from '../../http/errors';
import type { MemberScope } from '../../shared/member-scope';
import { sanitizeHtml } from '../../shared/sanitize';
import { num } from '../../shared/sql';
import { grantMedia } from '../media/grant';
import { memberReader } from '../../shared/member-scope';
import { findCourse } from './view';

type ResourceRow = typeof resource.$inferSelect;
type NodeUserRow = typeof courseNodeUser.$inferSelect;

/**
 * What the caller did in the node so far; nothing is written on reading (the first report creates the row). In a
 * course that forbids skipping ahead the resume position never passes the furthest point (a record stored
 * before reports were capped may).
 */
function ownState(row: NodeUserRow | null, skipAllowed = true) {
  const maxPosition = Math.max(0, num(row?.maxPosition));
  const position = Math.max(0, num(row?.position));
  return {
    position: skipAllowed ? position : Math.min(position, maxPosition),
    maxPosition,
    studySeconds: Math.max(0, num(row?.studySeconds)),
    studyProgress: Math.min(100, Math.max(0, Math.floor(num(row?.studyProgress)))),
    finished: row?.finished === 1 ? (1 as const) : (0 as const),
  };
}

/**
 * The node of the course with the content the call reads, and the caller's own row. A node of another type, a
 * disabled node, one below a disabled directory or one of another course is the same 999 as an unknown id.
 */
async function findNode(
  db: Db,
  scope: MemberScope,
  q: { courseId: string; subResourceId: string },
  contentType: typeof ContentType.resource | typeof ContentType.imageText,
) {
  const found = await findCourse(db, memberReader(scope), q.courseId);
  const nodes = await db
    .select({
      id: courseNode.id,
      parentId: courseNode.parentId,
      nodeName: courseNode.nodeName,
      contentType: courseNode.contentType,
      resourceId: courseNode.resourceId,
      imageTextId: courseNode.imageTextId,
    })
    .from(courseNode)
    .where(
      and(
        eq(courseNode.tenantId, found.tenantId),
        eq(courseNode.courseId, found.id),
        eq(courseNode.statusId, 1),
      ),
    );
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const node = byId.get(q.subResourceId);
  if (!node || node.contentType !== contentType) throw new BizError('course.nodeNotFound');
  // Reachable from the top through enabled directories only.
  let parentId = node.parentId;
  for (let depth = 0; parentId !== '0'; depth++) {
    const parent = byId.get(parentId);
    if (!parent || parent.contentType !== ContentType.directory || depth > nodes.length) {
      throw new BizError('course.nodeNotFound');
    }
    parentId = parent.parentId;
  }
  const [mine] = await db
    .select()
    .from(courseNodeUser)
    .where(
      and(
        eq(courseNodeUser.tenantId, scope.tenantId),
        eq(courseNodeUser.userId, scope.userId),
        eq(courseNodeUser.courseId, found.id),
        eq(courseNodeUser.nodeId, node.id),
      ),
    )
    .limit(1);
  return { course: found, node, mine: mine ?? null };
}

/** The directory the resource's files share, ending in '/': the one directory its media grant opens. */
export function mediaDir(keys: string[]): string {
  const dirs = keys.map((k) => k.slice(0, k.lastIndexOf('/') + 1));
  let common = dirs[0] ?? '';
  for (const d of dirs) {
    while (!d.startsWith(common)) common = common.slice(0, common.slice(0, -1).lastIndexOf('/') + 1);
  }
  // A grant of the whole media root would open every tenant's files: a resource must keep its files together.
  if (common === '' || common.startsWith('/') || common.split('/').includes('..')) {
    throw new Error('resource files do not share a directory');
  }
  return common;
}

const FORMAT_ORDER: PlayKey['format'][] = ['hls', 'mp4', 'mp3', 'm4a'];

/** Sources to play, best first: HLS then mp4 for video, mp3 then m4a for audio. */
function playKeysOf(r: ResourceRow): PlayKey[] {
  const wanted: PlayKey['format'][] = r.resourceType === ResourceType.video ? ['hls', 'mp4'] : ['mp3', 'm4a'];
  const keys = r.playKeys.filter((p) => wanted.includes(p.format));
  if (keys.length === 0) {
    // A resource without renditions still plays its own file when the browser can.
    const ext = r.fileKey.slice(r.fileKey.lastIndexOf('.') + 1).toLowerCase();
    const format = wanted.find((f) => f === ext);
    return format ? [{ definition: 'auto', format, key: r.fileKey }] : [];
  }
  return [...keys].sort((a, b) => FORMAT_ORDER.indexOf(a.format) - FORMAT_ORDER.indexOf(b.format));
}

const OFFICE = new Set<string>(['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx']);
const isDocType = (v: string | null): v is DocType =>
  v !== null && (DOC_TYPES as readonly string[]).includes(v);

/**
 * What the player needs for a resource node: the resource, addresses granted for its directory (so the browser
 * loads the files itself, with range requests), and where the caller left off.
 */
export async function resourceWatch(
  db: Db,
  scope: MemberScope,
  q: { courseId: string; subResourceId: string },
  now: Date,
): Promise<ResourceWatch> {
  const { course, node, mine } = await findNode(db, scope, q, ContentType.resource);
  const [r] =
    node.resourceId === null
      ? []
      : await db
          .select()
          .from(resource)
          .where(
            and(
              eq(resource.tenantId, scope.tenantId),
              eq(resource.enterpriseId, course.enterpriseId),
              eq(resource.id, node.resourceId),
              eq(resource.statusId, 1),
            ),
          )
          .limit(1);
  if (!r || !(Object.values(ResourceType) as number[]).includes(r.resourceType)) {
    throw new BizError('course.nodeNotFound');
  }
  const type = r.resourceType as ResourceTypeValue;
  const media = type === ResourceType.video || type === ResourceType.audio;
  const plays = media ? playKeysOf(r) : [];
  const docType = type === ResourceType.document && isDocType(r.docType) ? r.docType : null;
  const keys = [
    r.fileKey,
    ...(r.pdfKey ? [r.pdfKey] : []),
    ...plays.map((p) => p.key),
    ...r.images.map((i) => i.key),
  ];
  const grant = await grantMedia(db, { tenantId: scope.tenantId, userId: scope.userId }, mediaDir(keys), now);
  const fileUrl = grant.urlOf(r.fileKey);
  const playUrls: PlayUrl[] = plays.map((p) => ({
    definition: p.definition,
    format: p.format,
    url: grant.urlOf(p.key),
  }));
  let pdfUrl: string | null = null;
  if (docType === 'pdf') pdfUrl = fileUrl;
  else if (docType !== null && OFFICE.has(docType) && r.pdfKey) pdfUrl = grant.urlOf(r.pdfKey);
  return {
    courseId: course.id,
    subResourceId: node.id,
    resourceName: r.resourceName,
    resourceType: type,
    docType,
    fileSize: Math.max(0, r.fileSize),
    totalDuration: media ? Math.max(0, r.duration) : 0,
    pageCount: Math.max(0, r.pageCount),
    fileUrl,
    pdfUrl,
    videoConfig: type === ResourceType.video ? JSON.stringify({ playUrls }) : null,
    playUrls,
    images:
      type === ResourceType.image
        ? r.images.map((i) => ({ url: grant.urlOf(i.key), name: i.name, width: i.width, height: i.height }))
        : [],
    archiveEntries: type === ResourceType.archive ? r.archiveEntries : [],
    dwellSeconds: r.dwellSeconds > 0 ? r.dwellSeconds : DEFAULT_DWELL_SECONDS,
    dragFlag: course.dragFlag === 0 ? 0 : 1,
    ...ownState(mine, course.dragFlag !== 0),
    expiresIn: grant.expiresIn,
  };
}

/** An image-text lesson: its sanitised text, how long it must stay open, and the caller's state. */
export async function imageTextWatch(
  db: Db,
  scope: MemberScope,
  q: { courseId: string; subResourceId: string },
): Promise<ImageTextWatch> {
  const { course, node, mine } = await findNode(db, scope, q, ContentType.imageText);
  const [lesson] =
    node.imageTextId === null
      ? []
      : await db
          .select()
          .from(imageText)
          .where(
            and(
              eq(imageText.tenantId, scope.tenantId),
              eq(imageText.enterpriseId, course.enterpriseId),
              eq(imageText.id, node.imageTextId),
            ),
          )
          .limit(1);
  if (!lesson) throw new BizError('course.nodeNotFound');
  const state = ownState(mine);
  return {
    courseId: course.id,
    subResourceId: node.id,
    title: lesson.title,
    content: sanitizeHtml(lesson.content),
    dwellSeconds: lesson.dwellSeconds > 0 ? lesson.dwellSeconds : DEFAULT_DWELL_SECONDS,
    studySeconds: state.studySeconds,
    studyProgress: state.studyProgress,
    finished: state.finished,
  };
}

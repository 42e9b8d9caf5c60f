import {
  ContentType,
  DEFAULT_DWELL_SECONDS,
  MEDIA_DONE_SHARE,
  MEDIA_END_SLACK_SECONDS,
  ResourceType,
} from './course.routes';

/*
 * How a node's study is measured (decision 0027), in one place for both sides: the gateway bounds and stores
 * progress by these rules, and the player computes its own figure by them, so the two never disagree about
 * what "finished" means. Free of schemas, so the portal may import it at run time.
 */

/** How a node is studied, which decides what `position` means and when the node is finished. */
export type NodeRule =
  /** Video or audio of `duration` seconds: `position` is seconds into it. */
  | { kind: 'media'; duration: number }
  /** A document shown page by page: `position` is the page, 1..pageCount. */
  | { kind: 'pages'; pageCount: number }
  /**
   * Studied by staying on it for `dwellSeconds` (0: the default). `images` > 0 for an image set, whose
   * `position` is the image shown (recorded, though it does not decide completion); 0 for the rest.
   */
  | { kind: 'dwell'; dwellSeconds: number; images: number };

/** What the rule is chosen from: a node's content type and its resource's (or lesson's) facts. */
export interface NodeFacts {
  contentType: number;
  resourceType: number | null;
  docType: string | null;
  /** Seconds of video or audio. */
  duration: number;
  /** Pages of a document; images of an image set. */
  pageCount: number;
  /** An office file has a PDF rendition to show page by page. */
  hasPdf: boolean;
  dwellSeconds: number;
}

/** Office files, shown page by page once there is a PDF rendition of them. */
const OFFICE_TYPES = new Set(['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx']);

/**
 * Media without a known duration and documents without a known page count cannot be measured, so they fall
 * back to the dwell time like the formats that have nothing to measure (txt, archives, image-text, an office
 * file without a rendition).
 */
export function ruleOf(f: NodeFacts): NodeRule {
  const dwell = { kind: 'dwell', dwellSeconds: f.dwellSeconds, images: 0 } as const;
  if (f.contentType === ContentType.imageText) return dwell;
  switch (f.resourceType) {
    case ResourceType.video:
    case ResourceType.audio:
      return f.duration > 0 ? { kind: 'media', duration: f.duration } : dwell;
    case ResourceType.document: {
      const paged = f.docType === 'pdf' || (OFFICE_TYPES.has(f.docType ?? '') && f.hasPdf);
      return paged && f.pageCount > 0 ? { kind: 'pages', pageCount: f.pageCount } : dwell;
    }
    case ResourceType.image:
      return { ...dwell, images: f.pageCount };
    default:
      return dwell;
  }
}

/** A whole percentage of a share, never NaN: anything that is not a finite share counts as nothing. */
function percentOf(share: number): number {
  if (!Number.isFinite(share) || share <= 0) return 0;
  return Math.min(100, Math.floor(share * 100));
}

/**
 * Video and audio are finished once the furthest point is past `MEDIA_DONE_SHARE` of the duration or within
 * `MEDIA_END_SLACK_SECONDS` of the end. Some progress must exist: a clip shorter than the slack is not
 * finished by opening it.
 */
export function mediaDone(furthest: number, duration: number): boolean {
  if (!(duration > 0) || !(furthest > 0)) return false;
  return furthest >= duration * MEDIA_DONE_SHARE || furthest >= duration - MEDIA_END_SLACK_SECONDS;
}

export function mediaProgress(furthest: number, duration: number): number {
  if (mediaDone(furthest, duration)) return 100;
  return duration > 0 ? percentOf(furthest / duration) : 0;
}

/** A document is finished once every page was seen. */
export function pagesProgress(seen: number, pageCount: number): number {
  if (!(pageCount > 0)) return 0;
  return seen >= pageCount ? 100 : percentOf(seen / pageCount);
}

export function dwellOf(dwellSeconds: number): number {
  return dwellSeconds > 0 ? dwellSeconds : DEFAULT_DWELL_SECONDS;
}

/** The other kinds are finished once studied for their dwell time. */
export function dwellProgress(studiedSeconds: number, dwellSeconds: number): number {
  return percentOf(studiedSeconds / dwellOf(dwellSeconds));
}

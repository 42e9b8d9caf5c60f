import type { ResourceWatch } from '../../../contract/course';
import {
  DEFAULT_DWELL_SECONDS,
  MEDIA_DONE_SHARE,
  MEDIA_END_SLACK_SECONDS,
  ResourceType,
} from '../../../contract/course.routes';

/**
 * The player's own progress figure for a node, by the rules the gateway applies (contract/course.routes.ts,
 * decision 0027). The gateway bounds whatever the player says by what the position and the studied seconds
 * support and never lowers a stored figure, so this figure only has to be honest and always a number.
 *
 * - `media` (video, audio): the furthest point played, as a share of the duration; finished within
 *   `MEDIA_END_SLACK_SECONDS` of the end or past `MEDIA_DONE_SHARE` of it.
 * - `pages` (a pdf, or an office file shown through its pdf rendition): pages seen out of the page count.
 * - `dwell` (txt, image sets, archives, image-text, an office file without a rendition, media without a
 *   known duration, documents without a page count): seconds studied out of the dwell time.
 */
export type ProgressKind = 'media' | 'pages' | 'dwell';

const OFFICE_TYPES = new Set(['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx']);

/** How a resource is measured: the gateway's choice, made from the same facts. */
export function progressKindOf(
  watch: Pick<ResourceWatch, 'resourceType' | 'docType' | 'totalDuration' | 'pageCount' | 'pdfUrl'>,
): ProgressKind {
  switch (watch.resourceType) {
    case ResourceType.video:
    case ResourceType.audio:
      return watch.totalDuration > 0 ? 'media' : 'dwell';
    case ResourceType.document: {
      const paged =
        watch.docType === 'pdf' || (OFFICE_TYPES.has(watch.docType ?? '') && watch.pdfUrl !== null);
      return paged && watch.pageCount > 0 ? 'pages' : 'dwell';
    }
    default:
      return 'dwell';
  }
}

/** A whole percentage from a share, never NaN: anything that is not a finite share counts as nothing. */
function percentOf(share: number): number {
  if (!Number.isFinite(share) || share <= 0) return 0;
  return Math.min(100, Math.floor(share * 100));
}

export function mediaProgress(furthest: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(furthest) || furthest <= 0) return 0;
  // Some progress must exist: a clip shorter than the end slack is not finished by opening it.
  if (furthest >= duration - MEDIA_END_SLACK_SECONDS || furthest >= duration * MEDIA_DONE_SHARE) return 100;
  return percentOf(furthest / duration);
}

export function pagesProgress(seen: number, pageCount: number): number {
  if (!Number.isFinite(pageCount) || pageCount <= 0) return 0;
  return seen >= pageCount ? 100 : percentOf(seen / pageCount);
}

export function dwellProgress(studiedSeconds: number, dwellSeconds: number): number {
  const dwell = dwellSeconds > 0 ? dwellSeconds : DEFAULT_DWELL_SECONDS;
  return percentOf(studiedSeconds / dwell);
}

/** What the figure is computed from. */
export interface ProgressFacts {
  kind: ProgressKind;
  /** Seconds of video or audio. */
  duration: number;
  pageCount: number;
  dwellSeconds: number;
  /** The furthest point reached (seconds, or a page / image number). */
  furthest: number;
  /** Distinct pages seen during this opening. */
  seenPages: number;
  /** Seconds studied in all: the gateway's figure at opening plus this opening's. */
  studiedSeconds: number;
  /** The gateway's figure at opening: the player never claims less. */
  startProgress: number;
  finished: boolean;
}

/** The node's figure now; always a whole number from 0 to 100. */
export function progressFigure(facts: ProgressFacts): number {
  if (facts.finished) return 100;
  const own =
    facts.kind === 'media'
      ? mediaProgress(facts.furthest, facts.duration)
      : facts.kind === 'pages'
        ? pagesProgress(facts.seenPages, facts.pageCount)
        : dwellProgress(facts.studiedSeconds, facts.dwellSeconds);
  const start = Number.isFinite(facts.startProgress) ? facts.startProgress : 0;
  return Math.max(own, Math.min(100, Math.max(0, Math.floor(start))));
}

/** Spec §4: a report goes out only with a progress figure that is a real number. */
export function isReportableProgress(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;
}

/**
 * A time update moves the furthest point only when it looks like playing: forward and by no more than this
 * (timeupdate fires about four times a second; 2× speed, a busy tab and a stall stay well below it). A
 * larger jump is a seek, which reaches nothing by itself.
 */
export const MAX_PLAY_STEP_SECONDS = 5;

export function furthestAfterTime(furthest: number, previous: number, current: number): number {
  const step = current - previous;
  return step > 0 && step <= MAX_PLAY_STEP_SECONDS ? Math.max(furthest, current) : furthest;
}

/**
 * Seeking when the course forbids skipping ahead (`dragFlag` 0): the learner may go anywhere up to the
 * furthest point reached; a target past it (beyond a second's slack for the player's own rounding) snaps
 * back there. Returns null when the target is allowed.
 */
export const SEEK_SLACK_SECONDS = 1;

export function clampSeek(target: number, furthest: number, dragAllowed: boolean): number | null {
  if (dragAllowed || !Number.isFinite(target)) return null;
  return target > furthest + SEEK_SLACK_SECONDS ? Math.max(0, furthest) : null;
}

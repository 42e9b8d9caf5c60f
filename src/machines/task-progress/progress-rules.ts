import type { ResourceWatch } from '../../../contract/course';
import { ContentType } from '../../../contract/course.routes';
import {
  dwellProgress,
  mediaProgress,
  pagesProgress,
  ruleOf,
  type NodeRule,
} from '../../../contract/progress-rules';

/**
 * The player's own progress figure for a node, by the rules the gateway applies (contract/progress-rules.ts,
 * decision 0027). The gateway bounds whatever the player says by what the position and the studied seconds
 * support and never lowers a stored figure, so this figure only has to be honest and always a number.
 */
export type ProgressKind = NodeRule['kind'];

/** How a resource is measured: the gateway's choice, made from the same facts. */
export function progressKindOf(
  watch: Pick<ResourceWatch, 'resourceType' | 'docType' | 'totalDuration' | 'pageCount' | 'pdfUrl'>,
): ProgressKind {
  return ruleOf({
    contentType: ContentType.resource,
    resourceType: watch.resourceType,
    docType: watch.docType,
    duration: watch.totalDuration,
    pageCount: watch.pageCount,
    hasPdf: watch.pdfUrl !== null,
    dwellSeconds: 0,
  }).kind;
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

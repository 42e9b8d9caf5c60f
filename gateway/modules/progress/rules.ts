import { MAX_REPORT_SECONDS } from '../../../contract/course.routes';
import {
  dwellOf,
  dwellProgress,
  mediaDone,
  mediaProgress,
  pagesProgress,
  type NodeRule,
} from '../../../contract/progress-rules';

/*
 * How one progress report moves a member's record of one node (decision 0027). Pure: the caller reads the
 * record under a row lock, applies the report here and writes the result back in the same transaction.
 */

/** A member's record of a node, as stored in `course_node_user`. */
export interface NodeState {
  position: number;
  maxPosition: number;
  seenPages: number[];
  studySeconds: number;
  studyProgress: number;
  finished: 0 | 1;
  lastSeq: number;
  /** When the previous counted report arrived; null before the first one. */
  lastStudyTime: Date | null;
}

export interface Report {
  studyProgress: number;
  position: number;
  studySeconds: number;
  seq: number;
}

/** The fastest playback the player offers: the furthest point advances by at most twice the counted time. */
const MAX_PLAYBACK_RATE = 2;
/**
 * Slack added to the measured bounds: the time since the previous report (reports leave every few seconds
 * but arrive with network jitter) and the media advance (a player rounds positions and starts a bit ahead).
 */
const SLACK_SECONDS = 5;

/**
 * Seconds a report may add. The first one of a node has nothing to measure against and may claim up to
 * `MAX_REPORT_SECONDS`; later ones no more than the time since the previous counted report (plus slack), so
 * reports merged while offline count in full while no client gets credit for time that has not passed.
 */
export function countedSeconds(state: NodeState, report: Report, now: Date): number {
  if (state.lastStudyTime === null) return Math.min(report.studySeconds, MAX_REPORT_SECONDS);
  const elapsed = Math.max(0, Math.floor((now.getTime() - state.lastStudyTime.getTime()) / 1000));
  return Math.min(report.studySeconds, elapsed + SLACK_SECONDS);
}

/** Pages or images of a node whose `position` numbers them; 0 when it is seconds or means nothing. */
export function positionCount(rule: NodeRule): number {
  return rule.kind === 'pages' ? rule.pageCount : rule.kind === 'dwell' ? rule.images : 0;
}

/** Whether `position` fits the node: a page or image number (0: nothing shown yet), or any seconds. */
export function positionFits(rule: NodeRule, position: number): boolean {
  const count = positionCount(rule);
  return count === 0 || (Number.isInteger(position) && position <= count);
}

function withPage(seen: number[], page: number): number[] {
  if (page < 1 || seen.includes(page)) return seen;
  return [...seen, page].sort((a, b) => a - b);
}

/** What the node's figures support: the furthest point, the pages seen, progress 0–100 and completion. */
function measure(
  rule: NodeRule,
  state: NodeState,
  report: Report,
  counted: number,
  studySeconds: number,
): { maxPosition: number; seenPages: number[]; progress: number; done: boolean } {
  switch (rule.kind) {
    case 'media': {
      const reachable = state.maxPosition + counted * MAX_PLAYBACK_RATE + SLACK_SECONDS;
      const maxPosition = Math.max(state.maxPosition, Math.min(report.position, rule.duration, reachable));
      return {
        maxPosition,
        seenPages: state.seenPages,
        progress: mediaProgress(maxPosition, rule.duration),
        done: mediaDone(maxPosition, rule.duration),
      };
    }
    case 'pages': {
      const seenPages = withPage(state.seenPages, report.position);
      // Pages beyond the count (a document replaced by a shorter one) no longer count.
      const seen = seenPages.filter((p) => p <= rule.pageCount).length;
      return {
        maxPosition: Math.max(state.maxPosition, report.position),
        seenPages,
        progress: pagesProgress(seen, rule.pageCount),
        done: seen >= rule.pageCount,
      };
    }
    case 'dwell':
      return {
        maxPosition: Math.max(state.maxPosition, report.position),
        seenPages: rule.images > 0 ? withPage(state.seenPages, report.position) : state.seenPages,
        progress: dwellProgress(studySeconds, rule.dwellSeconds),
        done: studySeconds >= dwellOf(rule.dwellSeconds),
      };
  }
}

/**
 * The record after a report, and the seconds it counted. A report whose `seq` is not above the stored one is
 * stale or repeated: it counts no seconds and leaves `position` alone, but still raises what it proves (a page
 * seen, a point within reach). Progress is the lower of the player's figure and what the record supports, and
 * neither it, the maxima nor `finished` ever go down. When the course forbids skipping ahead
 * (`skipAllowed` false) the stored position never passes the furthest point, so the player cannot resume
 * beyond what was watched whatever a client reports.
 */
export function applyReport(
  rule: NodeRule,
  state: NodeState,
  report: Report,
  now: Date,
  skipAllowed = true,
): { state: NodeState; counted: number } {
  const fresh = report.seq > state.lastSeq;
  const counted = fresh ? countedSeconds(state, report, now) : 0;
  const studySeconds = state.studySeconds + counted;
  const m = measure(rule, state, report, counted, studySeconds);
  const claimed = Math.floor(report.studyProgress);
  const reported = rule.kind === 'media' ? Math.min(report.position, rule.duration) : report.position;
  const position = fresh ? reported : state.position;
  return {
    counted,
    state: {
      position: skipAllowed ? position : Math.min(position, m.maxPosition),
      maxPosition: m.maxPosition,
      seenPages: m.seenPages,
      studySeconds,
      studyProgress: Math.max(state.studyProgress, Math.min(claimed, m.progress)),
      finished: state.finished === 1 || m.done ? 1 : 0,
      lastSeq: Math.max(state.lastSeq, report.seq),
      lastStudyTime: fresh ? now : state.lastStudyTime,
    },
  };
}

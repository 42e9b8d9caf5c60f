import type { ProgressAnswer, ProgressReport } from '../../../contract/progress';
import type { KeyValueStorage } from '../shared/storage';
import type { FailureFields } from '../shared/failure';
import type { ProgressKind } from './progress-rules';
import type { QueuedReport } from './progress-queue';

/** What the player knows about a node when it opens it (its watch answer, read by the page). */
export interface TaskProgressInput {
  courseId: string;
  subResourceId: string;
  /** Whose reports these are: the waiting queue is kept per user. */
  userId: string;
  kind: ProgressKind;
  /** Seconds of video or audio; pages of a document; images of a set. */
  duration: number;
  pageCount: number;
  dwellSeconds: number;
  /** 1: the learner may seek anywhere; 0: not past the furthest point reached. */
  dragFlag: 0 | 1;
  /** The gateway's record of the node at opening. */
  position: number;
  maxPosition: number;
  studySeconds: number;
  studyProgress: number;
  finished: boolean;
  /** Local wall-clock time in ms (`Date.now` in the browser, a simulated clock in tests). */
  now: () => number;
  /** Where waiting reports survive a reload (`localStorage` in the browser). */
  storage: KeyValueStorage;
  /** Sends one report as the page goes away (`navigator.sendBeacon`); false when the browser refused it. */
  beacon: (report: ProgressReport) => boolean;
}

export interface TaskProgressContext extends FailureFields {
  courseId: string;
  subResourceId: string;
  userId: string;
  kind: ProgressKind;
  duration: number;
  pageCount: number;
  dwellSeconds: number;
  dragAllowed: boolean;
  now: () => number;
  storage: KeyValueStorage;
  beacon: (report: ProgressReport) => boolean;

  /** The next report's sequence number: the clock's milliseconds at opening, then one more per report. */
  seq: number;
  /** Where the learner is: seconds into the media, or the page / image on screen. */
  position: number;
  /** The furthest point reached: the gateway's, a waiting report's, or played this time. */
  furthest: number;
  /** Pages (or images) seen during this opening. */
  seenPages: number[];
  /** The gateway's figures at opening. */
  startSeconds: number;
  startProgress: number;
  /** The player's own figure, as last computed. */
  studyProgress: number;
  /** The gateway said the node is finished (at opening or in an answer). */
  finished: boolean;
  /** The course's progress as the latest answer gave it. */
  courseProgress: number | null;

  /** Clock: studied time of this opening, the part not yet reported, and when the running stretch began. */
  studiedMs: number;
  unreportedMs: number;
  runningSince: number | null;
  /** What runs the clock: media playing, or other content shown; the page visible; the learner not idle. */
  playing: boolean;
  shown: boolean;
  visible: boolean;
  idle: boolean;

  /** What the last report said, so an unchanged moment is not reported again. */
  lastReported: { position: number; progress: number };

  /** Reports waiting for the gateway (see progress-queue.ts) and the one a call is carrying. */
  queue: QueuedReport[];
  inFlight: ProgressReport | null;
  /** Failed calls in a row (sets the back-off). */
  failures: number;
  /** What the browser says about the network. */
  online: boolean;
}

export type TaskProgressEvent =
  // The viewer
  | { type: 'media.play' }
  | { type: 'media.pause' }
  | { type: 'media.time'; position: number }
  /** The learner moved the playhead (after any snap-back): the position, not the furthest point. */
  | { type: 'media.seeked'; position: number }
  | { type: 'media.ended'; position: number }
  /** Non-media content is on screen; a document may say how many pages it really has. */
  | { type: 'content.ready'; pageCount?: number }
  /** A page of a document or an image of a set is on screen (1-based). */
  | { type: 'page.show'; page: number }
  // The page
  | { type: 'page.visible' }
  | { type: 'page.hidden' }
  /** `pagehide`: the page goes away (reload, closed tab, another site). */
  | { type: 'page.leaving' }
  | { type: 'user.input' }
  /** The "still studying?" dialog's button. */
  | { type: 'idle.resume' }
  | { type: 'network.online' }
  | { type: 'network.offline' }
  /** The learner opens another node or leaves the player. */
  | { type: 'node.leave' }
  // Raised inside the machine
  | { type: 'queue.changed' }
  | { type: 'sender.wake' }
  | { type: 'send.ok' }
  | { type: 'send.failed' }
  | { type: 'activity.reset' }
  | { type: 'activity.away' }
  | { type: 'activity.back' };

/** Told to the page whenever the gateway acknowledged a report, of this node or of one left earlier. */
export interface ProgressSavedEvent {
  type: 'progress.saved';
  courseId: string;
  subResourceId: string;
  answer: ProgressAnswer;
}

export type TaskProgressTag = 'running' | 'idle' | 'saved' | 'saving' | 'retrying' | 'offline';

import type { ExamRecordDetail } from '../../../contract/exam';
import type { AttemptRecord, AttemptResult, Paper } from '../../../contract/exam-paper';
import type { FailureFields } from '../shared/failure';
import type { TimeWarning } from './attempt-clock';
import type { PendingItem } from './attempt-queue';
import type { KeyValueStorage } from '../shared/storage';
import type { AnnouncedMarks } from './attempt-store';
import type { AnswerState, PaperIndex } from './paper-index';
import type { PageWatchEvent, SwitchWatchEvent } from './page-watch';

/** Why the browser hands in (the contract's finish reasons 1–3). */
export type HandInReason = 1 | 2 | 3;

/** Text keys for the page's polite live region (src/locales). */
export type AttemptAnnouncement =
  'exam.attempt.announce.fiveMinutes' | 'exam.attempt.announce.oneMinute' | 'exam.attempt.announce.timeUp';

/** What the loading step finds: the exam as the learner's records show it, and an unfinished attempt. */
export interface ExamIntro {
  /** Null when the exam is not among the learner's exams to take (starting then says why). */
  exam: ExamRecordDetail | null;
  recordId: string | null;
}

export interface ExamAttemptInput {
  examId: string;
  /** Local wall-clock time in ms (`Date.now` in the browser, the simulated clock in tests). */
  now: () => number;
  /** Where unsent changes wait across reloads (`localStorage` in the browser). */
  storage: KeyValueStorage;
}

/** `error` / `errorCode`: see ../failure.ts (a refused start, a failed load, a refused save or hand-in). */
export interface ExamAttemptContext extends FailureFields {
  examId: string;
  now: () => number;
  storage: KeyValueStorage;
  exam: ExamRecordDetail | null;
  recordId: string | null;
  /** The attempt as the gateway last described it (switch count and state are kept current below). */
  record: AttemptRecord | null;
  paper: Paper | null;
  /** Numbering and order of the paper (see paper-index.ts); null before the paper arrives. */
  paperIndex: PaperIndex | null;
  /** The learner's answers as on screen, by problem id: saved, queued or waiting for a pause in typing. */
  answers: Record<string, string[]>;
  /** For every answerable and composite question. */
  answerStates: Record<string, AnswerState>;
  /** Sequence number of the newest save the gateway acknowledged, by problem id. */
  savedSeq: Record<string, number>;
  /** Questions flagged for review (kept in the browser only). */
  flags: string[];
  /** Index into `paperIndex.questions` of the question on screen. */
  currentIndex: number;

  /** Clock: the gateway's deadline, server time − local time, and the time left at the last tick. */
  deadlineAt: number;
  offsetMs: number;
  timeLeftMs: number;
  clockHidden: boolean;
  timeWarning: TimeWarning | null;
  announced: AnnouncedMarks;
  /** The latest text for the live region; each time mark is announced once. */
  announcement: AttemptAnnouncement | null;

  /** Saving: the next sequence number, unacknowledged changes in order, and what the call in flight sent. */
  nextSeq: number;
  queue: PendingItem[];
  inFlight: PendingItem[];
  /** Failed calls in a row (sets the back-off of saves, the hand-in and the result). */
  failures: number;
  /** Local time of the last acknowledged save. */
  lastSavedAt: number | null;
  /** As the browser says (`online` / `offline` events). */
  online: boolean;
  /** Text changed less than the debounce ago: its save waits for a pause. */
  typing: boolean;
  /** The gateway refused a save while the attempt was still open; hand-in then does not wait for it. */
  saveRefused: boolean;

  /** Screen switches: 0 means not limited and not watched. */
  switchLimit: number;
  /** Switches the gateway has counted, plus those reported but not yet acknowledged. */
  switchCount: number;
  serverSwitchCount: number;
  /** Shown when the learner comes back from a switch; dismissed with `switch.dismissWarning`. */
  switchWarning: { count: number; left: number } | null;

  handInReason: HandInReason | null;
  result: AttemptResult | null;
}

export type ExamAttemptEvent =
  // From the page
  | { type: 'attempt.start' }
  | { type: 'attempt.retry' }
  | { type: 'answer.choose'; problemId: string; keys: string[] }
  /** `blank`: the blank of a fill-in question, 0 for a short answer. */
  | { type: 'answer.text'; problemId: string; blank: number; text: string }
  | { type: 'question.flag'; problemId: string; flagged: boolean }
  | { type: 'question.goTo'; index: number }
  | { type: 'question.next' }
  | { type: 'question.previous' }
  | { type: 'clock.hide' }
  | { type: 'clock.show' }
  | { type: 'handIn.request' }
  | { type: 'handIn.cancel' }
  | { type: 'handIn.confirm' }
  | { type: 'switch.dismissWarning' }
  | { type: 'save.retryNow' }
  // From the environment (page-watch.ts)
  | PageWatchEvent
  | SwitchWatchEvent
  // Raised by the machine for its own regions
  | { type: 'save.changed' }
  | { type: 'save.flush' }
  | { type: 'time.up' }
  | { type: 'switch.overLimit' }
  | { type: 'handIn.begin' };

export type ExamAttemptTag =
  | 'loading'
  | 'loadFailed'
  | 'intro'
  | 'starting'
  | 'startFailed'
  | 'answering'
  | 'confirming'
  | 'handingIn'
  | 'flushing'
  | 'finishing'
  | 'handInFailed'
  | 'timeUp'
  | 'saving'
  | 'saved'
  | 'offline'
  | 'retrying'
  | 'closing'
  | 'resultFailed'
  | 'result';

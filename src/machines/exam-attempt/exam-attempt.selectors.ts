import type { SnapshotFrom } from 'xstate';
import type { AttemptResult } from '../../../contract/exam-paper';
import { pendingAnswerCount } from './attempt-queue';
import type { examAttemptMachine } from './exam-attempt.machine';
import type { AnswerState, PaperQuestion } from './paper-index';

export type ExamAttemptSnapshot = SnapshotFrom<typeof examAttemptMachine>;

/** The screen the page shows. */
export type AttemptPhase =
  | 'loading'
  | 'loadFailed'
  | 'intro'
  | 'starting'
  | 'startFailed'
  | 'answering'
  | 'confirming'
  | 'handingIn'
  | 'closing'
  | 'result';

export function selectPhase(s: ExamAttemptSnapshot): AttemptPhase {
  if (s.hasTag('result')) return 'result';
  if (s.hasTag('closing')) return 'closing';
  if (s.hasTag('handingIn')) return 'handingIn';
  if (s.hasTag('confirming')) return 'confirming';
  if (s.hasTag('answering')) return 'answering';
  if (s.hasTag('startFailed')) return 'startFailed';
  if (s.hasTag('starting')) return 'starting';
  if (s.hasTag('intro')) return 'intro';
  if (s.hasTag('loadFailed')) return 'loadFailed';
  return 'loading';
}

export type SaveStatus = 'saved' | 'saving' | 'retrying' | 'offline';

/** "Saved at 10:42" / "Saving…" / "Offline, 3 answers waiting" / "Retrying". */
export function selectSaveStatus(s: ExamAttemptSnapshot): {
  status: SaveStatus;
  waiting: number;
  lastSavedAt: number | null;
} {
  const { context } = s;
  const status: SaveStatus =
    !context.online || s.hasTag('offline')
      ? 'offline'
      : s.hasTag('retrying')
        ? 'retrying'
        : s.hasTag('saving')
          ? 'saving'
          : 'saved';
  return { status, waiting: pendingAnswerCount(context.queue), lastSavedAt: context.lastSavedAt };
}

/** Whole seconds left, rounded up: the clock shows 00:01 until the very end. */
export const selectSecondsLeft = (s: ExamAttemptSnapshot): number => Math.ceil(s.context.timeLeftMs / 1000);

/** Null when switches are not limited. */
export const selectSwitchesLeft = (s: ExamAttemptSnapshot): number | null =>
  s.context.switchLimit > 0 ? Math.max(0, s.context.switchLimit - s.context.switchCount) : null;

export const selectCurrentQuestion = (s: ExamAttemptSnapshot): PaperQuestion | null =>
  s.context.paperIndex?.questions[s.context.currentIndex] ?? null;

export interface QuestionSummary {
  id: string;
  number: string;
  index: number;
  state: AnswerState;
  flagged: boolean;
  current: boolean;
}

/** The question navigator. A new array each call: compare with `shallowEqual` or memoise in the page. */
export function selectQuestionSummaries(s: ExamAttemptSnapshot): QuestionSummary[] {
  const { paperIndex, answerStates, flags, currentIndex } = s.context;
  if (!paperIndex) return [];
  return paperIndex.questions.map((q, index) => ({
    id: q.id,
    number: q.number,
    index,
    state: answerStates[q.id] ?? 'unanswered',
    flagged: flags.includes(q.id) || q.children.some((c) => flags.includes(c.id)),
    current: index === currentIndex,
  }));
}

export interface MissingAnswer {
  id: string;
  /** "3" or "7.2": composite children are listed one by one. */
  number: string;
  /** Where the navigator finds it. */
  questionIndex: number;
  /** Some blanks of a fill-in filled, not all. */
  partial: boolean;
}

/** What the hand-in confirmation lists: every answerable question not fully answered. */
export function selectMissingAnswers(s: ExamAttemptSnapshot): MissingAnswer[] {
  const { paperIndex, answerStates } = s.context;
  if (!paperIndex) return [];
  const positions = new Map(paperIndex.questions.map((q, i) => [q.id, i]));
  const missing: MissingAnswer[] = [];
  for (const id of paperIndex.order) {
    const entry = paperIndex.answerables[id];
    const state = answerStates[id] ?? 'unanswered';
    if (!entry || state === 'answered') continue;
    missing.push({
      id,
      number: entry.number,
      questionIndex: positions.get(entry.questionId) ?? 0,
      partial: state === 'partial',
    });
  }
  return missing;
}

export const selectResult = (s: ExamAttemptSnapshot): AttemptResult | null => s.context.result;
/** Display-ready text (see ../failure.ts). */
export const selectError = (s: ExamAttemptSnapshot): string | null => s.context.error;

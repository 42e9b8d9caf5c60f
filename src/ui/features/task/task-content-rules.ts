import type { StudyStatus } from '../../../../contract/study.routes';
import { ContentStatus, PhaseContentType, TaskWindow } from '../../../../contract/study-task.routes';
import type { ContentKind } from '../../kit/learning/content-kinds';

/*
 * What the task page decides about a content without the gateway: how it is named and drawn, how its state
 * reads, and where it leads.
 */

export const KIND_OF: Record<PhaseContentType, ContentKind> = {
  [PhaseContentType.course]: 'video',
  [PhaseContentType.exam]: 'exam',
  [PhaseContentType.imageText]: 'imageText',
  [PhaseContentType.survey]: 'survey',
  [PhaseContentType.offlineTraining]: 'offlineTraining',
  [PhaseContentType.practical]: 'practical',
  [PhaseContentType.jobEvaluation]: 'jobEvaluation',
};

export const kindKey = (type: PhaseContentType) => `account.task.kind.${type}`;
export const contentStatusKey = (status: ContentStatus) => `account.task.status.${status}`;
export const phaseStatusKey = (status: StudyStatus) => `account.task.phaseStatus.${status}`;

export const CONTENT_STATUS_PALETTE: Record<ContentStatus, string> = {
  [ContentStatus.notStarted]: 'gray',
  [ContentStatus.underway]: 'blue',
  [ContentStatus.done]: 'green',
  [ContentStatus.notPassed]: 'red',
};

export const PHASE_STATUS_PALETTE: Record<StudyStatus, string> = { 1: 'gray', 2: 'orange', 3: 'green' };

/**
 * Where a content leads: a course to the task's player, an exam to its page, a survey to its form, an offline
 * training that names a course to that course's page (sessions and check-in); the kinds the
 * task describes itself open their brief on this page. Nothing leads anywhere while its phase is locked, nor
 * to a course, exam or survey before the learner's application to the task is approved; and a course is studied
 * in the task only while the task's window is open (its own page stays open to review).
 */
export type ContentWay = 'player' | 'exam' | 'survey' | 'offline' | 'brief' | 'locked' | 'unapproved';

export function contentWay(
  content: { contentType: PhaseContentType; refId: string | null },
  phaseLocked: boolean,
  window: TaskWindow,
  approved = true,
): ContentWay {
  // A task learners apply for opens its course, exams and surveys once the application is approved; the briefs
  // of the other kinds still read.
  if (!approved && content.refId !== null) return 'unapproved';
  if (phaseLocked) return 'locked';
  switch (content.contentType) {
    case PhaseContentType.course:
      return content.refId !== null && window === TaskWindow.open ? 'player' : 'brief';
    case PhaseContentType.exam:
      return content.refId === null ? 'brief' : 'exam';
    case PhaseContentType.survey:
      return content.refId === null ? 'brief' : 'survey';
    case PhaseContentType.offlineTraining:
      return content.refId === null ? 'brief' : 'offline';
    default:
      return 'brief';
  }
}

/** The label of a content's way in, by its state: start, go on, or look again. */
export function wayKey(way: ContentWay, status: ContentStatus): string {
  const done = status === ContentStatus.done || status === ContentStatus.notPassed;
  switch (way) {
    case 'player':
      return status === ContentStatus.notStarted
        ? 'account.task.open.course'
        : done
          ? 'account.task.open.courseAgain'
          : 'account.task.open.courseOn';
    case 'exam':
      return done ? 'account.task.open.examView' : 'account.task.open.exam';
    case 'survey':
      return done ? 'account.task.open.surveyView' : 'account.task.open.survey';
    case 'offline':
      return 'account.task.open.offline';
    case 'locked':
      return 'account.task.open.locked';
    case 'unapproved':
      return 'account.task.open.afterApproval';
    default:
      return 'account.task.open.brief';
  }
}

/** How many of the task's contents are done, over every phase. */
export function doneCount(phases: readonly { contents: readonly { status: ContentStatus }[] }[]): {
  done: number;
  count: number;
} {
  const all = phases.flatMap((p) => p.contents);
  return { done: all.filter((c) => c.status === ContentStatus.done).length, count: all.length };
}

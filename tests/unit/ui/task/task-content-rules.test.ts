import { describe, expect, it } from 'vitest';
import { ContentStatus, PhaseContentType, TaskWindow } from '../../../../contract/study-task.routes';
import { contentWay, doneCount, wayKey } from '../../../../src/ui/features/task/task-content-rules';

const T = PhaseContentType;

describe('where a task content leads', () => {
  it('sends a course to the player only while the window is open, and nothing anywhere while locked', () => {
    expect(contentWay({ contentType: T.course, refId: '5' }, false, TaskWindow.open)).toBe('player');
    expect(contentWay({ contentType: T.course, refId: '5' }, false, TaskWindow.ended)).toBe('brief');
    expect(contentWay({ contentType: T.course, refId: '5' }, true, TaskWindow.open)).toBe('locked');
    expect(contentWay({ contentType: T.exam, refId: '7' }, true, TaskWindow.open)).toBe('locked');
  });

  it('sends exams and surveys to their pages, and every other kind to its brief', () => {
    expect(contentWay({ contentType: T.exam, refId: '7' }, false, TaskWindow.ended)).toBe('exam');
    expect(contentWay({ contentType: T.survey, refId: '8' }, false, TaskWindow.notStarted)).toBe('survey');
    for (const kind of [T.imageText, T.offlineTraining, T.practical, T.jobEvaluation]) {
      expect(contentWay({ contentType: kind, refId: null }, false, TaskWindow.open)).toBe('brief');
    }
    // An exam whose reference is missing has no page to go to.
    expect(contentWay({ contentType: T.exam, refId: null }, false, TaskWindow.open)).toBe('brief');
  });

  it('labels the way by the state: start, go on, look again', () => {
    expect(wayKey('player', ContentStatus.notStarted)).toBe('account.task.open.course');
    expect(wayKey('player', ContentStatus.underway)).toBe('account.task.open.courseOn');
    expect(wayKey('player', ContentStatus.done)).toBe('account.task.open.courseAgain');
    expect(wayKey('exam', ContentStatus.underway)).toBe('account.task.open.exam');
    expect(wayKey('exam', ContentStatus.notPassed)).toBe('account.task.open.examView');
    expect(wayKey('survey', ContentStatus.done)).toBe('account.task.open.surveyView');
    expect(wayKey('locked', ContentStatus.notStarted)).toBe('account.task.open.locked');
    expect(wayKey('brief', ContentStatus.done)).toBe('account.task.open.brief');
  });

  it('counts the done contents over every phase', () => {
    const c = (status: ContentStatus) => ({ status });
    expect(
      doneCount([
        { contents: [c(ContentStatus.done), c(ContentStatus.underway)] },
        { contents: [] },
        { contents: [c(ContentStatus.done), c(ContentStatus.notPassed), c(ContentStatus.notStarted)] },
      ]),
    ).toEqual({ done: 2, count: 5 });
  });
});

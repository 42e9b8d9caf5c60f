import { describe, expect, it } from 'vitest';
import { StudyStatus } from '../../../../contract/study.routes';
import { TaskListTab, TaskWindow } from '../../../../contract/study-task.routes';
import { listTabOf } from '../../../../src/ui/features/task/task-list-rules';

describe("a task's place in my tasks", () => {
  it('is learned whatever the window, ended when the window closed first, else by status', () => {
    expect(listTabOf({ studyStatus: StudyStatus.learned, window: TaskWindow.ended })).toBe(
      TaskListTab.learned,
    );
    expect(listTabOf({ studyStatus: StudyStatus.learning, window: TaskWindow.ended })).toBe(
      TaskListTab.ended,
    );
    expect(listTabOf({ studyStatus: StudyStatus.notStarted, window: TaskWindow.ended })).toBe(
      TaskListTab.ended,
    );
    expect(listTabOf({ studyStatus: StudyStatus.learning, window: TaskWindow.open })).toBe(
      TaskListTab.learning,
    );
    expect(listTabOf({ studyStatus: StudyStatus.notStarted, window: TaskWindow.notStarted })).toBe(
      TaskListTab.notStarted,
    );
  });
});

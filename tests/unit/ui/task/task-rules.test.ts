import { describe, expect, it } from 'vitest';
import { StudyStatus } from '../../../../contract/study.routes';
import { TaskStudyReason, TaskWindow } from '../../../../contract/study-task.routes';
import {
  NO_FIGURES,
  refusalKey,
  resumeCourse,
  windowKey,
  withFigures,
  withTaskAnswer,
} from '../../../../src/ui/features/task/task-rules';

const course = (courseId: string, studyProgress: number, lastStudyTime: string | null = null) => ({
  courseId,
  studyProgress,
  lastStudyTime,
});

describe('the course a task opens on', () => {
  it('is the unfinished course studied last', () => {
    const courses = [
      course('1', 100, '2026-05-03 09:00:00'),
      course('2', 45, '2026-05-01 09:00:00'),
      course('3', 10, '2026-05-02 18:30:00'),
      course('4', 0),
    ];
    expect(resumeCourse(courses)?.courseId).toBe('3');
  });

  it('is the first unfinished one in the task order when none was studied, the first when all are learned', () => {
    expect(
      resumeCourse([course('1', 100, '2026-05-03 09:00:00'), course('2', 0), course('3', 0)])?.courseId,
    ).toBe('2');
    expect(resumeCourse([course('1', 100), course('2', 100)])?.courseId).toBe('1');
    expect(resumeCourse([])).toBeNull();
  });
});

describe('refusals and windows', () => {
  it('names each reason and each window state', () => {
    expect(refusalKey(TaskStudyReason.notStarted)).toBe('player.task.refused.notStarted');
    expect(refusalKey(TaskStudyReason.ended)).toBe('player.task.refused.ended');
    expect(refusalKey(TaskStudyReason.courseUnavailable)).toBe('player.task.refused.courseUnavailable');
    expect(windowKey(TaskWindow.notStarted)).toBe('player.task.state.notStarted');
    expect(windowKey(TaskWindow.open)).toBe('player.task.state.open');
    expect(windowKey(TaskWindow.ended)).toBe('player.task.state.ended');
  });
});

describe('figures acknowledged while studying', () => {
  const answer = (courseProgress: number, taskProgress: number, learnedCourseCount = 0) => ({
    courseProgress,
    courseStudyStatus: courseProgress >= 100 ? StudyStatus.learned : StudyStatus.learning,
    taskProgress,
    taskStudyStatus: StudyStatus.learning,
    learnedCourseCount,
  });

  it('rise with each answer and never fall back on a late one', () => {
    let figures = withTaskAnswer(NO_FIGURES, '7', answer(30, 40));
    figures = withTaskAnswer(figures, '7', answer(100, 60, 2));
    // A retried report answered after the later one.
    figures = withTaskAnswer(figures, '7', answer(50, 45, 1));
    expect(figures.courses['7']).toEqual({ studyProgress: 100, studyStatus: StudyStatus.learned });
    expect(figures.task).toEqual({
      studyProgress: 60,
      studyStatus: StudyStatus.learning,
      learnedCourseCount: 2,
    });
    // Another course of the task keeps its own figure.
    figures = withTaskAnswer(figures, '8', answer(10, 61, 2));
    expect(figures.courses['8']?.studyProgress).toBe(10);
    expect(figures.courses['7']?.studyProgress).toBe(100);
  });

  it('raise what was read, and leave it as read when nothing is higher', () => {
    const read = { courseId: '7', courseName: '课程', studyProgress: 45, studyStatus: StudyStatus.learning };
    expect(withFigures(read, { studyProgress: 60, studyStatus: StudyStatus.learning })).toEqual({
      ...read,
      studyProgress: 60,
    });
    expect(withFigures(read, { studyProgress: 20, studyStatus: StudyStatus.notStarted })).toBe(read);
    expect(withFigures(read, undefined)).toBe(read);
  });
});

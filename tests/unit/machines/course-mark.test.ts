import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { MarkView } from '../../../contract/course';
import { courseMarkMachine, markProblem } from '../../../src/machines/course-mark/course-mark.machine';
import {
  selectError,
  selectInvalid,
  selectIsEditable,
  selectIsFailed,
  selectIsLoading,
  selectIsSaved,
  selectIsSaving,
  selectLoadFailed,
  selectRemark,
  selectScore,
  selectView,
} from '../../../src/machines/course-mark/course-mark.selectors';
import { apiError, controllable } from './fakes';

const view = (over: Partial<MarkView> = {}): MarkView => ({
  courseId: '15',
  averageScore: 4.5,
  markCount: 4,
  distribution: [0, 0, 0, 2, 2],
  myScore: null,
  myRemark: null,
  ...over,
});

type SaveInput = { courseId: string; score: number; remark?: string };

function start() {
  const load = controllable<MarkView, { courseId: string }>();
  const save = controllable<MarkView, SaveInput>();
  const actor = createActor(
    courseMarkMachine.provide({ actors: { loadMark: load.logic, saveMark: save.logic } }),
    {
      input: { courseId: '15' },
    },
  );
  actor.start();
  return { actor, load, save, snap: () => actor.getSnapshot() };
}

describe('courseMark machine', () => {
  it('checks the gateway’s rules: a whole score 1–5 and a remark of at most 200 characters', () => {
    expect(markProblem(null, '')).toBe('course.mark.pickScore');
    expect(markProblem(0, '')).toBe('course.mark.pickScore');
    expect(markProblem(6, '')).toBe('course.mark.pickScore');
    expect(markProblem(2.5, '')).toBe('course.mark.pickScore');
    expect(markProblem(1, '')).toBeNull();
    expect(markProblem(5, 'x'.repeat(200))).toBeNull();
    expect(markProblem(5, 'x'.repeat(201))).toBe('course.mark.remarkTooLong');
  });

  it('loads the ratings and starts from the learner’s own', async () => {
    const c = start();
    expect(selectIsLoading(c.snap())).toBe(true);
    expect(c.load.calls).toEqual([{ courseId: '15' }]);
    await c.load.resolve(view({ myScore: 4, myRemark: '不错' }));
    expect(selectIsEditable(c.snap())).toBe(true);
    expect(selectScore(c.snap())).toBe(4);
    expect(selectRemark(c.snap())).toBe('不错');
  });

  it('offers a retry when the ratings cannot be read', async () => {
    const c = start();
    await c.load.reject(apiError(999, '课程不存在'));
    expect(selectLoadFailed(c.snap())).toBe(true);
    expect(selectError(c.snap())).toBe('课程不存在');
    c.actor.send({ type: 'retry' });
    expect(selectIsLoading(c.snap())).toBe(true);
    await c.load.resolve(view());
    expect(selectView(c.snap())?.markCount).toBe(4);
    expect(selectError(c.snap())).toBeNull();
  });

  it('asks for a score before sending, then saves score and trimmed remark and shows the new figures', async () => {
    const c = start();
    await c.load.resolve(view());
    c.actor.send({ type: 'submit' });
    expect(selectInvalid(c.snap())).toBe('course.mark.pickScore');
    expect(c.save.calls).toEqual([]);
    c.actor.send({ type: 'score.choose', score: 5 });
    expect(selectInvalid(c.snap())).toBeNull();
    c.actor.send({ type: 'remark.change', remark: '  案例很实用 ' });
    c.actor.send({ type: 'submit' });
    expect(selectIsSaving(c.snap())).toBe(true);
    expect(selectIsEditable(c.snap())).toBe(false);
    expect(c.save.calls).toEqual([{ courseId: '15', score: 5, remark: '案例很实用' }]);
    await c.save.resolve(
      view({
        averageScore: 4.6,
        markCount: 5,
        distribution: [0, 0, 0, 2, 3],
        myScore: 5,
        myRemark: '案例很实用',
      }),
    );
    expect(selectIsSaved(c.snap())).toBe(true);
    expect(selectView(c.snap())).toMatchObject({ averageScore: 4.6, markCount: 5 });
    expect(selectScore(c.snap())).toBe(5);
  });

  it('sends no remark field when the remark is blank', async () => {
    const c = start();
    await c.load.resolve(view());
    c.actor.send({ type: 'score.choose', score: 3 });
    c.actor.send({ type: 'remark.change', remark: '   ' });
    c.actor.send({ type: 'submit' });
    expect(c.save.calls).toEqual([{ courseId: '15', score: 3 }]);
  });

  it('keeps score and remark when the save fails, and a change after it goes back to choosing', async () => {
    const c = start();
    await c.load.resolve(view());
    c.actor.send({ type: 'score.choose', score: 2 });
    c.actor.send({ type: 'remark.change', remark: '太短了' });
    c.actor.send({ type: 'submit' });
    await c.save.reject(apiError(999, '评分失败'));
    expect(selectIsFailed(c.snap())).toBe(true);
    expect(selectScore(c.snap())).toBe(2);
    expect(selectRemark(c.snap())).toBe('太短了');
    expect(selectError(c.snap())).toBe('评分失败');
    c.actor.send({ type: 'score.choose', score: 3 });
    expect(c.snap().value).toBe('ready');
    c.actor.send({ type: 'submit' });
    expect(c.save.calls.at(-1)).toEqual({ courseId: '15', score: 3, remark: '太短了' });
  });

  it('rates again after a saved rating, which replaces it', async () => {
    const c = start();
    await c.load.resolve(view());
    c.actor.send({ type: 'score.choose', score: 4 });
    c.actor.send({ type: 'submit' });
    await c.save.resolve(view({ myScore: 4, markCount: 5 }));
    c.actor.send({ type: 'submit' });
    expect(selectIsSaving(c.snap())).toBe(true);
    expect(c.save.calls).toHaveLength(2);
  });
});

import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { CourseComment } from '../../../contract/course';
import {
  commentProblem,
  courseCommentMachine,
} from '../../../src/machines/course-comment/course-comment.machine';
import {
  selectError,
  selectInvalid,
  selectIsFailed,
  selectIsSaved,
  selectIsSaving,
  selectPosted,
  selectText,
} from '../../../src/machines/course-comment/course-comment.selectors';
import { apiError, controllable } from './fakes';

const stored = (content: string): CourseComment => ({
  id: '91',
  courseId: '15',
  userId: '1001',
  nickname: '林晓',
  headPortrait: '',
  content,
  gmtCreate: '2026-11-21 10:00:00',
  mine: 1,
});

function start() {
  const save = controllable<CourseComment, { courseId: string; content: string }>();
  const actor = createActor(courseCommentMachine.provide({ actors: { save: save.logic } }), {
    input: { courseId: '15' },
  });
  actor.start();
  return { actor, save, snap: () => actor.getSnapshot() };
}

describe('courseComment machine', () => {
  it('checks the gateway’s rule: 1 to 500 characters once trimmed', () => {
    expect(commentProblem('')).toBe('course.comment.required');
    expect(commentProblem(' \n ')).toBe('course.comment.required');
    expect(commentProblem('x'.repeat(500))).toBeNull();
    expect(commentProblem(`  ${'x'.repeat(500)}  `)).toBeNull();
    expect(commentProblem('x'.repeat(501))).toBe('course.comment.tooLong');
  });

  it('keeps a blank or too long text in the box without calling the gateway', () => {
    const c = start();
    c.actor.send({ type: 'submit' });
    expect(c.snap().value).toBe('editing');
    expect(selectInvalid(c.snap())).toBe('course.comment.required');
    c.actor.send({ type: 'text.change', text: 'x'.repeat(501) });
    expect(selectInvalid(c.snap())).toBeNull();
    c.actor.send({ type: 'submit' });
    expect(selectInvalid(c.snap())).toBe('course.comment.tooLong');
    expect(c.save.calls).toEqual([]);
  });

  it('saves the trimmed text for its course, then empties the box and counts the comment', async () => {
    const c = start();
    c.actor.send({ type: 'text.change', text: '  讲得很清楚  ' });
    c.actor.send({ type: 'submit' });
    expect(selectIsSaving(c.snap())).toBe(true);
    expect(selectText(c.snap())).toBe('  讲得很清楚  ');
    expect(c.save.calls).toEqual([{ courseId: '15', content: '讲得很清楚' }]);
    await c.save.resolve(stored('讲得很清楚'));
    expect(selectIsSaved(c.snap())).toBe(true);
    expect(selectText(c.snap())).toBe('');
    expect(selectPosted(c.snap())).toBe(1);
    expect(c.snap().context.saved?.id).toBe('91');
    // Typing the next comment leaves the "posted" note behind.
    c.actor.send({ type: 'text.change', text: '再补充一句' });
    expect(c.snap().value).toBe('editing');
  });

  it('keeps the text when the gateway refuses it, and sends it again on the next submit', async () => {
    const c = start();
    c.actor.send({ type: 'text.change', text: '第一条评论' });
    c.actor.send({ type: 'submit' });
    await c.save.reject(apiError(999, '课程不存在'));
    expect(selectIsFailed(c.snap())).toBe(true);
    expect(selectText(c.snap())).toBe('第一条评论');
    expect(selectError(c.snap())).toBe('课程不存在');
    expect(selectPosted(c.snap())).toBe(0);
    c.actor.send({ type: 'submit' });
    expect(selectError(c.snap())).toBeNull();
    await c.save.resolve(stored('第一条评论'));
    expect(selectPosted(c.snap())).toBe(1);
    expect(c.save.calls).toHaveLength(2);
  });

  it('after a failure, a text emptied by hand is refused again without a call', async () => {
    const c = start();
    c.actor.send({ type: 'text.change', text: 'a' });
    c.actor.send({ type: 'submit' });
    await c.save.reject(apiError(999, '网络不稳定'));
    c.actor.send({ type: 'text.change', text: '' });
    c.actor.send({ type: 'submit' });
    expect(c.snap().value).toBe('editing');
    expect(selectInvalid(c.snap())).toBe('course.comment.required');
    expect(c.save.calls).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  commentPostMachine,
  commentTextProblem,
} from '../../../../src/machines/announcement/comment-post.machine';
import { apiError, controllable } from '../../machines/fakes';

function start() {
  const save = controllable<unknown, { content: string }>();
  const actor = createActor(commentPostMachine.provide({ actors: { save: save.logic } }));
  actor.start();
  return { actor, save, snap: () => actor.getSnapshot() };
}

describe('commentPost machine', () => {
  it('names the rule a text breaks', () => {
    expect(commentTextProblem('')).toBe('comment.required');
    expect(commentTextProblem('   ')).toBe('comment.required');
    expect(commentTextProblem('x'.repeat(501))).toBe('comment.tooLong');
    expect(commentTextProblem('x'.repeat(500))).toBeNull();
  });

  it('refuses an empty text without calling the gateway', () => {
    const c = start();
    c.actor.send({ type: 'submit' });
    expect(c.snap().matches('editing')).toBe(true);
    expect(c.snap().context.invalid).toBe('comment.required');
    expect(c.save.calls).toEqual([]);
    c.actor.send({ type: 'text.change', text: 'a' });
    expect(c.snap().context.invalid).toBeNull();
  });

  it('saves the trimmed text, then clears the box and counts the post', async () => {
    const c = start();
    c.actor.send({ type: 'text.change', text: '  很有帮助  ' });
    c.actor.send({ type: 'submit' });
    expect(c.snap().matches('saving')).toBe(true);
    expect(c.save.calls).toEqual([{ content: '很有帮助' }]);
    await c.save.resolve({});
    expect(c.snap().matches('editing')).toBe(true);
    expect(c.snap().context).toMatchObject({ text: '', posted: 1, error: null });
  });

  it('keeps the text and shows the failure when the save is refused; a retry succeeds', async () => {
    const c = start();
    c.actor.send({ type: 'text.change', text: '第一条' });
    c.actor.send({ type: 'submit' });
    await c.save.reject(apiError(999, '评论失败'));
    expect(c.snap().matches('editing')).toBe(true);
    expect(c.snap().context).toMatchObject({ text: '第一条', posted: 0, error: '评论失败', errorCode: 999 });
    c.actor.send({ type: 'submit' });
    expect(c.snap().context.error).toBeNull();
    await c.save.resolve({});
    expect(c.snap().context).toMatchObject({ text: '', posted: 1 });
  });
});

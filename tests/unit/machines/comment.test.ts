import { describe, expect, it } from 'vitest';
import { createActor, toPromise, type PromiseActorLogic } from 'xstate';
import type { CourseComment } from '../../../contract/course';
import { COMMENT_MAX } from '../../../contract/course.routes';
import { commentText, COMMENT_MAX_LENGTH, type AnnouncementReply } from '../../../contract/notice';
import {
  createAnnouncementCommentSave,
  createCourseCommentSave,
  createReplySave,
} from '../../../src/machines/comment/comment.actors';
import { createTaskCommentSave } from '../../../src/machines/comment/task-comment-save.actors';
import {
  commentMachine,
  commentProblem,
  type CommentSaveInput,
  type SavedComment,
} from '../../../src/machines/comment/comment.machine';
import {
  selectError,
  selectInvalid,
  selectIsFailed,
  selectIsSaved,
  selectIsSaving,
  selectPosted,
  selectSaved,
  selectText,
} from '../../../src/machines/comment/comment.selectors';
import { ApiError, ClientCode } from '../../../src/services/api-error';
import type { HttpClient } from '../../../src/services/http';
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

const reply: AnnouncementReply = {
  id: '7',
  commentId: '3',
  userId: '1001',
  userName: '林晓',
  headPortrait: '',
  replyUserName: '吴昊',
  content: '同意',
  gmtCreate: '2026-11-21 10:00:00',
  isMine: 1,
};

function startBox() {
  const save = controllable<SavedComment, CommentSaveInput>();
  const actor = createActor(commentMachine.provide({ actors: { save: save.logic } }));
  actor.start();
  return { actor, save, snap: () => actor.getSnapshot() };
}

/** An http client that records each call and answers with `answer` (or throws it when it is an error). */
function recordingHttp(answer: unknown) {
  const calls: { path: string; payload: unknown; opts: unknown }[] = [];
  const http = {
    call: (endpoint: { path: string }, payload: unknown, opts: unknown) => {
      calls.push({ path: endpoint.path, payload, opts });
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
    toApiError: (error: unknown) =>
      error instanceof ApiError ? error : new ApiError(ClientCode.malformed, '未知错误'),
  } as unknown as HttpClient;
  return { http, calls };
}

describe('the comment rule', () => {
  it('is the gateway’s: 1 to 500 characters once trimmed', () => {
    expect(commentProblem('')).toBe('required');
    expect(commentProblem('   ')).toBe('required');
    expect(commentProblem(' \n ')).toBe('required');
    expect(commentProblem('x'.repeat(500))).toBeNull();
    expect(commentProblem(`  ${'x'.repeat(500)}  `)).toBeNull();
    expect(commentProblem('x'.repeat(501))).toBe('tooLong');
  });

  it('is the one the announcement contract checks, so the box and the gateway agree', () => {
    expect(COMMENT_MAX_LENGTH).toBe(COMMENT_MAX);
    const zodKey = { required: 'comment.required', tooLong: 'comment.tooLong' } as const;
    for (const text of [
      '',
      '   ',
      ' \n ',
      'a',
      '很有帮助',
      'x'.repeat(500),
      ` ${'x'.repeat(500)} `,
      'x'.repeat(501),
    ]) {
      const parsed = commentText.safeParse(text);
      const problem = commentProblem(text);
      expect(parsed.success ? null : parsed.error.issues[0]?.message, JSON.stringify(text)).toBe(
        problem === null ? null : zodKey[problem],
      );
    }
  });
});

describe('comment machine', () => {
  it('keeps a blank or too long text in the box without calling the gateway', () => {
    const c = startBox();
    c.actor.send({ type: 'submit' });
    expect(c.snap().value).toBe('editing');
    expect(selectInvalid(c.snap())).toBe('required');
    c.actor.send({ type: 'text.change', text: 'x'.repeat(501) });
    expect(selectInvalid(c.snap())).toBeNull();
    c.actor.send({ type: 'submit' });
    expect(c.snap().value).toBe('editing');
    expect(selectInvalid(c.snap())).toBe('tooLong');
    c.actor.send({ type: 'text.change', text: 'a' });
    expect(selectInvalid(c.snap())).toBeNull();
    expect(c.save.calls).toEqual([]);
  });

  it('saves the trimmed text, then empties the box, counts the comment and keeps what was stored', async () => {
    const c = startBox();
    c.actor.send({ type: 'text.change', text: '  讲得很清楚  ' });
    c.actor.send({ type: 'submit' });
    expect(selectIsSaving(c.snap())).toBe(true);
    expect(selectText(c.snap())).toBe('  讲得很清楚  ');
    expect(c.save.calls).toEqual([{ content: '讲得很清楚' }]);
    await c.save.resolve(stored('讲得很清楚'));
    expect(selectIsSaved(c.snap())).toBe(true);
    expect(selectText(c.snap())).toBe('');
    expect(selectPosted(c.snap())).toBe(1);
    expect(selectError(c.snap())).toBeNull();
    expect(selectSaved(c.snap())).toEqual(stored('讲得很清楚'));
    // Typing the next comment leaves the "posted" note behind.
    c.actor.send({ type: 'text.change', text: '再补充一句' });
    expect(c.snap().value).toBe('editing');
    expect(selectText(c.snap())).toBe('再补充一句');
  });

  it('after a save, a submit of the empty box is refused and goes back to editing', async () => {
    const c = startBox();
    c.actor.send({ type: 'text.change', text: '第一条' });
    c.actor.send({ type: 'submit' });
    await c.save.resolve(reply);
    c.actor.send({ type: 'submit' });
    expect(c.snap().value).toBe('editing');
    expect(selectInvalid(c.snap())).toBe('required');
    expect(c.save.calls).toHaveLength(1);
  });

  it('keeps the text when the gateway refuses it, and sends it again on the next submit', async () => {
    const c = startBox();
    c.actor.send({ type: 'text.change', text: '第一条评论' });
    c.actor.send({ type: 'submit' });
    await c.save.reject(apiError(999, '课程不存在'));
    expect(selectIsFailed(c.snap())).toBe(true);
    expect(c.snap().context).toMatchObject({
      text: '第一条评论',
      posted: 0,
      error: '课程不存在',
      errorCode: 999,
    });
    c.actor.send({ type: 'submit' });
    expect(selectIsSaving(c.snap())).toBe(true);
    expect(selectError(c.snap())).toBeNull();
    await c.save.resolve(stored('第一条评论'));
    expect(selectPosted(c.snap())).toBe(1);
    expect(selectText(c.snap())).toBe('');
    expect(c.save.calls).toEqual([{ content: '第一条评论' }, { content: '第一条评论' }]);
  });

  it('after a failure, typing keeps the message until the next send', async () => {
    const c = startBox();
    c.actor.send({ type: 'text.change', text: 'a' });
    c.actor.send({ type: 'submit' });
    await c.save.reject(apiError(999, '网络不稳定'));
    c.actor.send({ type: 'text.change', text: 'ab' });
    expect(c.snap().value).toBe('editing');
    expect(selectError(c.snap())).toBe('网络不稳定');
  });

  it('after a failure, a text emptied by hand is refused again without a call', async () => {
    const c = startBox();
    c.actor.send({ type: 'text.change', text: 'a' });
    c.actor.send({ type: 'submit' });
    await c.save.reject(apiError(999, '网络不稳定'));
    c.actor.send({ type: 'text.change', text: '' });
    c.actor.send({ type: 'submit' });
    expect(c.snap().value).toBe('editing');
    expect(selectInvalid(c.snap())).toBe('required');
    expect(c.save.calls).toHaveLength(1);
  });
});

describe('the save actors', () => {
  const run = <T>(logic: PromiseActorLogic<T, CommentSaveInput>, input: CommentSaveInput): Promise<T> =>
    toPromise(createActor(logic, { input }).start());

  it('write a course comment to its course, quietly', async () => {
    const { http, calls } = recordingHttp(stored('好课'));
    await expect(run(createCourseCommentSave(http, '15'), { content: '好课' })).resolves.toEqual(
      stored('好课'),
    );
    expect(calls).toEqual([
      {
        path: '/course/auth/user/course/comment/save',
        payload: { courseId: '15', content: '好课' },
        opts: { isShowErrTip: false },
      },
    ]);
  });

  it('write a study task comment to its task, quietly', async () => {
    const { http, calls } = recordingHttp({ ...stored('收到'), taskId: '7' });
    await run(createTaskCommentSave(http, '7'), { content: '收到' });
    expect(calls).toEqual([
      {
        path: '/course/auth/study/task/comment/save',
        payload: { taskId: '7', content: '收到' },
        opts: { isShowErrTip: false },
      },
    ]);
  });

  it('write an announcement comment to its announcement', async () => {
    const { http, calls } = recordingHttp({});
    await run(createAnnouncementCommentSave(http, '40'), { content: '收到' });
    expect(calls).toEqual([
      {
        path: '/user/auth/announcement/comment/save',
        payload: { announcementId: '40', content: '收到' },
        opts: { isShowErrTip: false },
      },
    ]);
  });

  it('write a reply to a comment, and to a reply under it when one is named', async () => {
    const { http, calls } = recordingHttp(reply);
    await run(createReplySave(http, { commentId: '3' }), { content: '同意' });
    await run(createReplySave(http, { commentId: '3', replyId: '7' }), { content: '同意' });
    expect(calls.map((c) => [c.path, c.payload])).toEqual([
      ['/user/auth/announcement/comment/reply/save', { commentId: '3', content: '同意' }],
      ['/user/auth/announcement/comment/reply/save', { commentId: '3', replyId: '7', content: '同意' }],
    ]);
  });

  it('hand the machine an ApiError whatever went wrong', async () => {
    const { http } = recordingHttp(new TypeError('boom'));
    await expect(run(createCourseCommentSave(http, '15'), { content: 'a' })).rejects.toEqual(
      new ApiError(-2, '未知错误'),
    );
  });
});

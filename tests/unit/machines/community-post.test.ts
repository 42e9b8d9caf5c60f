import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { CommunityPostView } from '../../../contract/community';
import {
  communityPostMachine,
  draftProblem,
  pictureProblem,
} from '../../../src/machines/community-post/community-post.machine';
import {
  selectIsSaved,
  selectIsUploading,
  selectProgress,
} from '../../../src/machines/community-post/community-post.selectors';
import type {
  InsertedPicture,
  PictureUploadInput,
  PostSaveInput,
} from '../../../src/machines/community-post/community-post.types';
import { apiError, controllable } from './fakes';

const view = (id: string): CommunityPostView => ({
  id,
  kind: 2,
  title: '怎么导出？',
  summary: '',
  userId: '1',
  userName: '林晓',
  headPortrait: '',
  likeCount: 0,
  commentCount: 0,
  isLike: 0,
  isMine: 1,
  acceptedId: '',
  gmtCreate: '2026-11-27 10:00:00',
  gmtModified: '2026-11-27 10:00:00',
  content: '<p>x</p>',
});

function start(postId: string | null = null) {
  const upload = controllable<InsertedPicture, PictureUploadInput>();
  const save = controllable<CommunityPostView, PostSaveInput>();
  const actor = createActor(
    communityPostMachine.provide({ actors: { upload: upload.logic, save: save.logic } }),
    { input: { postId, kind: 1, title: '', content: '' } },
  );
  actor.start();
  return { actor, upload, save, snap: () => actor.getSnapshot() };
}

const file = (name: string, size = 2048) => new File([new Uint8Array(size)], name);

describe('communityPost machine', () => {
  it('checks the draft’s rules and a picked file before sending anything', () => {
    expect(draftProblem({ title: ' ', content: '<p>x</p>' })).toBe('titleRequired');
    expect(draftProblem({ title: 'x'.repeat(101), content: '<p>x</p>' })).toBe('titleTooLong');
    expect(draftProblem({ title: 't', content: '<p>&nbsp; </p>' })).toBe('contentRequired');
    expect(draftProblem({ title: 't', content: '<p><img src="/a"></p>' })).toBeNull();
    expect(pictureProblem({ name: 'a.pdf', size: 10 })).toBe('notImage');
    expect(pictureProblem({ name: 'a.PNG', size: 6 * 1024 * 1024 })).toBe('tooLarge');
    expect(pictureProblem({ name: 'a.webp', size: 10 })).toBeNull();
  });

  it('refuses a draft without a title, sending nothing and keeping the text', () => {
    const c = start();
    c.actor.send({ type: 'content.change', content: '<p>正文</p>' });
    c.actor.send({ type: 'submit' });
    expect(c.save.calls).toEqual([]);
    expect(c.snap().context).toMatchObject({ invalid: 'titleRequired', content: '<p>正文</p>' });
  });

  it('uploads a picture with its progress while typing goes on, then hands it to the editor', async () => {
    const c = start();
    c.actor.send({ type: 'picture.add', file: file('x.exe') });
    expect(c.upload.calls).toEqual([]);
    expect(c.snap().context.invalid).toBe('notImage');
    c.actor.send({ type: 'picture.add', file: file('现场.png') });
    expect(selectIsUploading(c.snap())).toBe(true);
    c.upload.calls[0]?.report(0.5);
    expect(selectProgress(c.snap())).toBe(0.5);
    c.actor.send({ type: 'title.change', title: '带图' });
    c.actor.send({ type: 'submit' });
    expect(c.save.calls).toEqual([]);
    await c.upload.resolve({ id: '77', url: '/gateway/files/upload/t' });
    expect(c.snap().value).toBe('editing');
    expect(c.snap().context).toMatchObject({ title: '带图', inserted: 1, progress: null });
    expect(c.snap().context.picture).toEqual({ id: '77', url: '/gateway/files/upload/t' });
  });

  it('keeps everything typed when the gateway refuses, and sends it again', async () => {
    const c = start();
    c.actor.send({ type: 'kind.change', kind: 2 });
    c.actor.send({ type: 'title.change', title: ' 怎么导出？ ' });
    c.actor.send({ type: 'content.change', content: '<p>在哪里？</p>' });
    c.actor.send({ type: 'submit' });
    expect(c.save.calls).toEqual([
      { postId: null, kind: 2, title: '怎么导出？', content: '<p>在哪里？</p>' },
    ]);
    await c.save.reject(apiError(999, '标题不能超过 100 个字符'));
    expect(c.snap().value).toBe('failed');
    expect(c.snap().context).toMatchObject({
      error: '标题不能超过 100 个字符',
      title: ' 怎么导出？ ',
      content: '<p>在哪里？</p>',
    });
    c.actor.send({ type: 'submit' });
    await c.save.resolve(view('9'));
    expect(selectIsSaved(c.snap())).toBe(true);
    expect(c.snap().context.saved?.id).toBe('9');
  });

  it('saves an edit of the post it was started with', async () => {
    const c = start('42');
    c.actor.send({ type: 'title.change', title: '新标题' });
    c.actor.send({ type: 'content.change', content: '<p>新</p>' });
    c.actor.send({ type: 'submit' });
    expect(c.save.calls[0]).toMatchObject({ postId: '42', title: '新标题' });
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import {
  createCourseCommentDelete,
  createReplyDelete,
} from '../../../src/machines/item-delete/item-delete.actors';
import { createTaskCommentDelete } from '../../../src/machines/item-delete/task-comment-delete.actors';
import {
  itemDeleteMachine,
  type ItemDeleteEmitted,
} from '../../../src/machines/item-delete/item-delete.machine';
import {
  selectDeleted,
  selectDeletedId,
  selectError,
  selectIsAsking,
  selectIsDeleting,
  selectItemId,
} from '../../../src/machines/item-delete/item-delete.selectors';
import { ApiError, ClientCode } from '../../../src/services/api-error';
import type { HttpClient } from '../../../src/services/http';
import { apiError, controllable } from './fakes';

function start() {
  const deleteItem = controllable<unknown, { id: string }>();
  const actor = createActor(itemDeleteMachine.provide({ actors: { deleteItem: deleteItem.logic } }));
  const heard: ItemDeleteEmitted[] = [];
  actor.on('deleted', (event) => heard.push(event));
  actor.on('failed', (event) => heard.push(event));
  actor.start();
  return { actor, deleteItem, heard, snap: () => actor.getSnapshot() };
}

describe('itemDelete machine', () => {
  it('asks first, then deletes the chosen item and says so', async () => {
    const d = start();
    expect(d.snap().value).toBe('idle');
    expect(selectIsAsking(d.snap())).toBe(false);
    d.actor.send({ type: 'delete.ask', id: '12' });
    expect(d.snap().value).toBe('confirming');
    expect(selectIsAsking(d.snap())).toBe(true);
    expect(selectItemId(d.snap())).toBe('12');
    expect(d.deleteItem.calls).toEqual([]);

    d.actor.send({ type: 'delete.confirm' });
    expect(selectIsDeleting(d.snap())).toBe(true);
    expect(selectIsAsking(d.snap())).toBe(true);
    expect(d.deleteItem.calls).toEqual([{ id: '12' }]);
    await d.deleteItem.resolve(null);

    expect(d.snap().value).toBe('idle');
    expect(selectIsAsking(d.snap())).toBe(false);
    expect(selectItemId(d.snap())).toBeNull();
    expect(selectDeleted(d.snap())).toBe(1);
    expect(selectDeletedId(d.snap())).toBe('12');
    expect(d.heard).toEqual([{ type: 'deleted', id: '12' }]);
  });

  it('drops the question on cancel without calling the gateway', () => {
    const d = start();
    d.actor.send({ type: 'delete.ask', id: '12' });
    d.actor.send({ type: 'delete.cancel' });
    expect(d.snap().value).toBe('idle');
    expect(selectItemId(d.snap())).toBeNull();
    // A confirm with nothing asked does nothing either.
    d.actor.send({ type: 'delete.confirm' });
    expect(d.snap().value).toBe('idle');
    expect(d.deleteItem.calls).toEqual([]);
    expect(d.heard).toEqual([]);
  });

  it('ignores another ask, a second confirm and a cancel while a delete runs', async () => {
    const d = start();
    d.actor.send({ type: 'delete.ask', id: '12' });
    d.actor.send({ type: 'delete.confirm' });
    d.actor.send({ type: 'delete.ask', id: '13' });
    d.actor.send({ type: 'delete.confirm' });
    d.actor.send({ type: 'delete.cancel' });
    expect(d.snap().value).toBe('deleting');
    expect(selectItemId(d.snap())).toBe('12');
    expect(d.deleteItem.calls).toEqual([{ id: '12' }]);
    await d.deleteItem.resolve(null);
    expect(selectDeletedId(d.snap())).toBe('12');
    expect(d.heard).toEqual([{ type: 'deleted', id: '12' }]);
  });

  it('goes back to idle with the failure kept and handed to the page, and a new ask clears it', async () => {
    const d = start();
    d.actor.send({ type: 'delete.ask', id: '12' });
    d.actor.send({ type: 'delete.confirm' });
    const refusal = apiError(999, '评论不存在');
    await d.deleteItem.reject(refusal);
    expect(d.snap().value).toBe('idle');
    expect(selectIsAsking(d.snap())).toBe(false);
    expect(selectItemId(d.snap())).toBeNull();
    expect(d.snap().context).toMatchObject({
      error: '评论不存在',
      errorCode: 999,
      deleted: 0,
      deletedId: null,
    });
    expect(d.heard).toEqual([{ type: 'failed', error: refusal }]);
    expect((d.heard[0] as { error: unknown }).error).toBe(refusal);

    d.actor.send({ type: 'delete.ask', id: '12' });
    expect(selectError(d.snap())).toBeNull();
    d.actor.send({ type: 'delete.confirm' });
    await d.deleteItem.resolve(null);
    expect(selectDeleted(d.snap())).toBe(1);
    expect(d.deleteItem.calls).toEqual([{ id: '12' }, { id: '12' }]);
  });

  it('counts every delete of the page', async () => {
    const d = start();
    for (const id of ['12', '15']) {
      d.actor.send({ type: 'delete.ask', id });
      d.actor.send({ type: 'delete.confirm' });
      await d.deleteItem.resolve(null);
    }
    expect(selectDeleted(d.snap())).toBe(2);
    expect(selectDeletedId(d.snap())).toBe('15');
    expect(d.heard.map((e) => e.type === 'deleted' && e.id)).toEqual(['12', '15']);
  });
});

describe('the delete actors', () => {
  function recordingHttp(answer: unknown) {
    const calls: { path: string; payload: unknown; opts: unknown }[] = [];
    const http = {
      call: (endpoint: { path: string }, payload: unknown, opts: unknown) => {
        calls.push({ path: endpoint.path, payload, opts });
        return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
      },
      toApiError: (error: unknown) =>
        error instanceof ApiError ? error : new ApiError(ClientCode.malformed, ''),
    } as unknown as HttpClient;
    return { http, calls };
  }

  it('delete a course comment, a study task comment and an announcement reply by id, quietly', async () => {
    const { http, calls } = recordingHttp(null);
    await toPromise(createActor(createCourseCommentDelete(http), { input: { id: '2' } }).start());
    await toPromise(createActor(createTaskCommentDelete(http), { input: { id: '5' } }).start());
    await toPromise(createActor(createReplyDelete(http), { input: { id: '7' } }).start());
    expect(calls).toEqual([
      {
        path: '/course/auth/user/course/comment/delete',
        payload: { id: '2' },
        opts: { isShowErrTip: false },
      },
      {
        path: '/course/auth/study/task/comment/delete',
        payload: { id: '5' },
        opts: { isShowErrTip: false },
      },
      {
        path: '/user/auth/announcement/comment/reply/delete',
        payload: { id: '7' },
        opts: { isShowErrTip: false },
      },
    ]);
  });

  it('pass the gateway’s refusal on as it came, for the page’s toast', async () => {
    const refusal = apiError(999, '回复不存在');
    const { http } = recordingHttp(refusal);
    const failure: unknown = await toPromise(
      createActor(createReplyDelete(http), { input: { id: '7' } }).start(),
    ).catch((error: unknown) => error);
    expect(failure).toBe(refusal);
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { ExportRecord } from '../../../contract/export';
import { DOWNLOAD_FLAG_MS, downloadsMachine } from '../../../src/machines/downloads/downloads.machine';
import {
  selectDeletingId,
  selectDownloadingId,
  selectIsConfirmingClear,
  selectIsFailed,
  selectIsLoading,
  selectListError,
  selectRecords,
} from '../../../src/machines/downloads/downloads.selectors';
import type { ExportPage } from '../../../src/machines/downloads/downloads.types';
import { apiError, controllable } from './fakes';

const record = (id: string, exportStatus: 1 | 2 | 3): ExportRecord => ({
  id,
  fileName: `report-${id}.xlsx`,
  fileSize: exportStatus === 2 ? 2048 : 0,
  gmtCreate: '2026-11-20 09:30:00',
  exportStatus,
});

const page = (list: ExportRecord[]): ExportPage => ({
  list,
  pageCurrent: 1,
  pageSize: 20,
  totalCount: list.length,
  totalPage: 1,
});

function start() {
  const clock = new SimulatedClock();
  const load = controllable<ExportPage, void>();
  const del = controllable<void, { id: string }>();
  const delAll = controllable<void, void>();
  const url = controllable<{ url: string }, { id: string }>();
  const opened: string[] = [];
  const deleteFailures: unknown[] = [];
  const machine = downloadsMachine.provide({
    actors: {
      loadPage: load.logic,
      deleteRecord: del.logic,
      deleteAll: delAll.logic,
      downloadUrl: url.logic,
    },
    actions: {
      openUrl: (_, params: { url: string }) => void opened.push(params.url),
      reportDeleteFailure: (_, params: { error: unknown }) => void deleteFailures.push(params.error),
    },
  });
  const actor = createActor(machine, { clock });
  actor.start();
  return { actor, clock, load, del, delAll, url, opened, deleteFailures, snap: () => actor.getSnapshot() };
}

async function openWith(m: ReturnType<typeof start>, list: ExportRecord[]) {
  m.actor.send({ type: 'open' });
  await m.load.resolve(page(list));
}

describe('downloads machine', () => {
  it('closed → loading → ready, and loads again on every open', async () => {
    const m = start();
    expect(m.snap().matches('closed')).toBe(true);
    expect(m.load.calls).toHaveLength(0);
    m.actor.send({ type: 'open' });
    expect(selectIsLoading(m.snap())).toBe(true);
    await m.load.resolve(page([record('1', 2), record('2', 1)]));
    expect(m.snap().hasTag('ready')).toBe(true);
    expect(selectRecords(m.snap()).map((r) => r.id)).toEqual(['1', '2']);

    m.actor.send({ type: 'close' });
    expect(m.snap().matches('closed')).toBe(true);
    m.actor.send({ type: 'open' });
    expect(selectIsLoading(m.snap())).toBe(true);
    expect(m.load.calls).toHaveLength(2);
    await m.load.resolve(page([record('3', 3)]));
    expect(selectRecords(m.snap()).map((r) => r.id)).toEqual(['3']);
  });

  it('a failed load shows the message and can be retried', async () => {
    const m = start();
    m.actor.send({ type: 'open' });
    await m.load.reject(apiError(500, '服务繁忙'));
    expect(selectIsFailed(m.snap())).toBe(true);
    expect(selectListError(m.snap())).toBe('服务繁忙');
    m.actor.send({ type: 'retry' });
    expect(selectIsLoading(m.snap())).toBe(true);
    expect(selectListError(m.snap())).toBeNull();
    await m.load.resolve(page([]));
    expect(m.snap().hasTag('ready')).toBe(true);
    expect(selectRecords(m.snap())).toEqual([]);
  });

  it('deletes one item and removes it from the list only when the gateway agrees', async () => {
    const m = start();
    await openWith(m, [record('1', 2), record('2', 3), record('3', 1)]);
    m.actor.send({ type: 'delete', id: '2' });
    expect(selectDeletingId(m.snap())).toBe('2');
    expect(m.del.calls).toEqual([{ id: '2' }]);
    // A second delete waits for the first.
    m.actor.send({ type: 'delete', id: '3' });
    expect(m.del.calls).toHaveLength(1);
    await m.del.resolve();
    expect(selectRecords(m.snap()).map((r) => r.id)).toEqual(['1', '3']);
    expect(m.snap().context.totalCount).toBe(2);
    expect(selectDeletingId(m.snap())).toBeNull();

    expect(m.deleteFailures).toEqual([]);
    m.actor.send({ type: 'delete', id: '3' });
    const refusal = apiError(999, '记录不存在');
    await m.del.reject(refusal);
    expect(selectRecords(m.snap()).map((r) => r.id)).toEqual(['1', '3']);
    expect(selectDeletingId(m.snap())).toBeNull();
    // Spec §8: the user is told "Delete failed!" (the app's action), with the gateway's reason.
    expect(m.deleteFailures).toEqual([refusal]);
  });

  it('clears everything only after a confirmation', async () => {
    const m = start();
    await openWith(m, [record('1', 2), record('2', 1)]);
    m.actor.send({ type: 'clear.request' });
    expect(selectIsConfirmingClear(m.snap())).toBe(true);
    expect(m.delAll.calls).toHaveLength(0);
    m.actor.send({ type: 'clear.cancel' });
    expect(selectIsConfirmingClear(m.snap())).toBe(false);
    expect(selectRecords(m.snap())).toHaveLength(2);

    m.actor.send({ type: 'clear.request' });
    m.actor.send({ type: 'clear.confirm' });
    expect(m.snap().hasTag('clearing')).toBe(true);
    expect(m.delAll.calls).toHaveLength(1);
    await m.delAll.resolve();
    expect(selectRecords(m.snap())).toEqual([]);
    expect(m.snap().context.totalCount).toBe(0);
    expect(m.snap().hasTag('ready')).toBe(true);
  });

  it('a refused clear keeps the list', async () => {
    const m = start();
    await openWith(m, [record('1', 2)]);
    m.actor.send({ type: 'clear.request' });
    m.actor.send({ type: 'clear.confirm' });
    await m.delAll.reject(apiError(999, '失败'));
    expect(m.deleteFailures).toHaveLength(1);
    expect(selectRecords(m.snap())).toHaveLength(1);
    expect(selectIsConfirmingClear(m.snap())).toBe(false);
  });

  it('downloads a ready file once and clears the flag after 2000 ms', async () => {
    const m = start();
    await openWith(m, [record('1', 2), record('2', 1)]);
    m.actor.send({ type: 'download', id: '1' });
    expect(selectDownloadingId(m.snap())).toBe('1');
    expect(m.url.calls).toEqual([{ id: '1' }]);
    await m.url.resolve({ url: '/gateway/files/exports/abc' });
    expect(m.opened).toEqual(['/gateway/files/exports/abc']);
    expect(selectDownloadingId(m.snap())).toBe('1');

    // Clicking again while the flag is up does nothing.
    m.actor.send({ type: 'download', id: '1' });
    expect(m.url.calls).toHaveLength(1);

    m.clock.increment(DOWNLOAD_FLAG_MS - 1);
    expect(selectDownloadingId(m.snap())).toBe('1');
    m.clock.increment(1);
    expect(selectDownloadingId(m.snap())).toBeNull();

    m.actor.send({ type: 'download', id: '1' });
    expect(m.url.calls).toHaveLength(2);
  });

  it('only ready records download; a failed address call drops the flag and opens nothing', async () => {
    const m = start();
    await openWith(m, [record('1', 2), record('2', 1), record('3', 3)]);
    m.actor.send({ type: 'download', id: '2' });
    m.actor.send({ type: 'download', id: '3' });
    m.actor.send({ type: 'download', id: '404' });
    expect(m.url.calls).toHaveLength(0);
    expect(selectDownloadingId(m.snap())).toBeNull();

    m.actor.send({ type: 'download', id: '1' });
    await m.url.reject(apiError(999, '文件未就绪'));
    expect(m.opened).toEqual([]);
    expect(selectDownloadingId(m.snap())).toBeNull();
  });

  it('a download and a delete may run side by side', async () => {
    const m = start();
    await openWith(m, [record('1', 2), record('2', 3)]);
    m.actor.send({ type: 'download', id: '1' });
    m.actor.send({ type: 'delete', id: '2' });
    expect(selectDownloadingId(m.snap())).toBe('1');
    expect(selectDeletingId(m.snap())).toBe('2');
  });

  it('closing drops the flags and ignores answers that arrive later', async () => {
    const m = start();
    await openWith(m, [record('1', 2)]);
    m.actor.send({ type: 'download', id: '1' });
    m.actor.send({ type: 'close' });
    expect(selectDownloadingId(m.snap())).toBeNull();
    await m.url.resolve({ url: '/gateway/files/exports/late' });
    expect(m.opened).toEqual([]);
    expect(m.snap().matches('closed')).toBe(true);
  });
});

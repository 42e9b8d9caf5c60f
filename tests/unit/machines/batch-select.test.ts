import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  batchSelectMachine,
  type BatchResult,
  type BatchRun,
} from '../../../src/machines/batch-select/batch-select.machine';
import {
  selectAllState as allStateOf,
  selectedOnPage,
  toggleAll,
  toggleOne,
} from '../../../src/machines/batch-select/batch-select.rules';
import {
  selectAllState,
  selectChosen,
  selectCompleted,
  selectError,
  selectErrorCode,
  selectFailures,
  selectIsBusy,
  selectIsConfirming,
  selectIsDone,
  selectIsFailed,
  selectLastCount,
  selectRun,
} from '../../../src/machines/batch-select/batch-select.selectors';
import { apiError, controllable } from './fakes';

function start() {
  const batch = controllable<BatchResult, BatchRun>();
  const actor = createActor(batchSelectMachine.provide({ actors: { batch: batch.logic } }));
  actor.start();
  const snap = () => actor.getSnapshot();
  return { actor, batch, snap, chosen: () => selectChosen(snap()) };
}

/** A page of three rows, the first and the last selected. */
function withSelection() {
  const c = start();
  c.actor.send({ type: 'list.show', key: 'all:1', rows: ['11', '12', '13'] });
  c.actor.send({ type: 'select.toggle', id: '13' });
  c.actor.send({ type: 'select.toggle', id: '11' });
  return c;
}

describe('selection rules', () => {
  it('shows select-all as off, mixed or on', () => {
    const rows = ['1', '2', '3'];
    expect(allStateOf(rows, [])).toBe(false);
    expect(allStateOf(rows, ['2'])).toBe('indeterminate');
    expect(allStateOf(rows, ['1', '2', '3'])).toBe(true);
    expect(allStateOf([], [])).toBe(false);
  });

  it('select-all selects the page, and clears it when all were selected', () => {
    const rows = ['1', '2'];
    expect(toggleAll(rows, ['1'])).toEqual(['1', '2']);
    expect(toggleAll(rows, ['1', '2'])).toEqual([]);
  });

  it('toggles one row and keeps only the ids still on the page', () => {
    const picked = toggleOne(toggleOne([], '5'), '7');
    expect(picked).toEqual(['5', '7']);
    expect(toggleOne(picked, '5')).toEqual(['7']);
    expect(selectedOnPage(['7', '9', '5'], ['5', '7', '8'])).toEqual(['7', '5']);
  });
});

describe('batchSelect machine', () => {
  it('selects rows of the shown list in page order, all of them, none, and only rows it may', () => {
    const c = withSelection();
    expect(c.chosen()).toEqual(['11', '13']);
    expect(selectAllState(c.snap())).toBe('indeterminate');

    // A row that is not selectable (not on the page, or not awaiting) is ignored.
    c.actor.send({ type: 'select.toggle', id: '99' });
    expect(c.snap().context.selected).toEqual(['13', '11']);

    c.actor.send({ type: 'select.all' });
    expect(c.chosen()).toEqual(['11', '12', '13']);
    expect(selectAllState(c.snap())).toBe(true);
    c.actor.send({ type: 'select.all' });
    expect(c.chosen()).toEqual([]);
    expect(selectAllState(c.snap())).toBe(false);

    c.actor.send({ type: 'select.toggle', id: '12' });
    c.actor.send({ type: 'select.toggle', id: '12' });
    expect(c.chosen()).toEqual([]);
    c.actor.send({ type: 'select.toggle', id: '12' });
    c.actor.send({ type: 'select.clear' });
    expect(c.chosen()).toEqual([]);
  });

  it('drops the selection when another list is shown, and keeps it when the same list is read again', () => {
    const c = withSelection();
    // The same page read again without row 13: the selection stays, the run acts on what is still shown.
    c.actor.send({ type: 'list.show', key: 'all:1', rows: ['11', '12'] });
    expect(c.chosen()).toEqual(['11']);
    expect(selectAllState(c.snap())).toBe('indeterminate');

    c.actor.send({ type: 'list.show', key: 'unread:1', rows: ['11', '12'] });
    expect(c.chosen()).toEqual([]);
    expect(c.snap().context.selected).toEqual([]);
    expect(c.snap().context.rows).toEqual(['11', '12']);
  });

  it('runs an action without confirmation on the chosen rows, then clears them and counts the result', async () => {
    const c = withSelection();
    c.actor.send({ type: 'batch.run', action: 'read' });
    expect(selectIsBusy(c.snap())).toBe(true);
    expect(selectIsConfirming(c.snap())).toBe(false);
    expect(c.batch.calls).toEqual([{ action: 'read', ids: ['11', '13'] }]);

    await c.batch.resolve({ count: 2 });
    expect(selectIsBusy(c.snap())).toBe(false);
    expect(selectIsDone(c.snap())).toBe(true);
    expect(selectCompleted(c.snap())).toBe(1);
    expect(selectLastCount(c.snap())).toBe(2);
    expect(selectRun(c.snap())).toEqual({ action: 'read', ids: ['11', '13'] });
    expect(c.chosen()).toEqual([]);
    expect(selectFailures(c.snap())).toBe(0);

    // Selecting again after a run works as before it.
    c.actor.send({ type: 'select.toggle', id: '12' });
    expect(c.chosen()).toEqual(['12']);
  });

  it('runs nothing without a selection, except an action on the whole list', async () => {
    const c = start();
    c.actor.send({ type: 'list.show', key: 'all:1', rows: [] });
    c.actor.send({ type: 'batch.run', action: 'read' });
    c.actor.send({ type: 'batch.run', action: 'delete', confirm: true });
    expect(selectIsBusy(c.snap())).toBe(false);
    expect(selectIsConfirming(c.snap())).toBe(false);
    expect(c.batch.calls).toEqual([]);

    c.actor.send({ type: 'batch.run', action: 'readAll', wholeList: true });
    expect(c.batch.calls).toEqual([{ action: 'readAll', ids: [] }]);
    await c.batch.resolve({ count: 4 });
    expect(selectCompleted(c.snap())).toBe(1);
    expect(selectLastCount(c.snap())).toBe(4);
  });

  it('asks before an action that confirms, and a cancel runs nothing and keeps the selection', () => {
    const c = withSelection();
    c.actor.send({ type: 'batch.run', action: 'delete', confirm: true });
    expect(selectIsConfirming(c.snap())).toBe(true);
    expect(selectIsBusy(c.snap())).toBe(false);
    expect(c.batch.calls).toEqual([]);

    // The selection is frozen behind the dialog.
    c.actor.send({ type: 'select.toggle', id: '12' });
    c.actor.send({ type: 'select.all' });
    expect(c.chosen()).toEqual(['11', '13']);

    c.actor.send({ type: 'batch.cancel' });
    expect(selectIsConfirming(c.snap())).toBe(false);
    expect(selectRun(c.snap())).toBeNull();
    expect(c.batch.calls).toEqual([]);
    expect(c.chosen()).toEqual(['11', '13']);
    expect(selectCompleted(c.snap())).toBe(0);
  });

  it('runs a confirmed action on the rows chosen when it was asked', async () => {
    const c = withSelection();
    c.actor.send({ type: 'batch.run', action: 'delete', confirm: true });
    c.actor.send({ type: 'batch.confirm' });
    expect(selectIsConfirming(c.snap())).toBe(false);
    expect(selectIsBusy(c.snap())).toBe(true);
    expect(c.batch.calls).toEqual([{ action: 'delete', ids: ['11', '13'] }]);
    await c.batch.resolve({ count: 2 });
    expect(selectIsDone(c.snap())).toBe(true);
    expect(selectRun(c.snap())?.action).toBe('delete');
    expect(c.chosen()).toEqual([]);
  });

  it('closes the question when another list is shown, but not when the same list is read again', () => {
    const c = withSelection();
    c.actor.send({ type: 'batch.run', action: 'delete', confirm: true });
    c.actor.send({ type: 'list.show', key: 'all:1', rows: ['11', '12', '13'] });
    expect(selectIsConfirming(c.snap())).toBe(true);
    expect(c.chosen()).toEqual(['11', '13']);

    c.actor.send({ type: 'list.show', key: 'all:2', rows: ['21'] });
    expect(selectIsConfirming(c.snap())).toBe(false);
    expect(c.chosen()).toEqual([]);
    c.actor.send({ type: 'batch.confirm' });
    expect(c.batch.calls).toEqual([]);
  });

  it('freezes the selection while a run is going and ignores another run', async () => {
    const c = withSelection();
    c.actor.send({ type: 'batch.run', action: 'read' });
    c.actor.send({ type: 'select.toggle', id: '12' });
    c.actor.send({ type: 'select.all' });
    c.actor.send({ type: 'select.clear' });
    expect(c.chosen()).toEqual(['11', '13']);

    c.actor.send({ type: 'batch.run', action: 'read' });
    c.actor.send({ type: 'batch.run', action: 'readAll', wholeList: true });
    c.actor.send({ type: 'batch.run', action: 'delete', confirm: true });
    expect(selectIsConfirming(c.snap())).toBe(false);
    expect(c.batch.calls).toHaveLength(1);

    await c.batch.resolve({ count: 2 });
    expect(selectCompleted(c.snap())).toBe(1);
    expect(c.batch.calls).toHaveLength(1);
  });

  it('keeps the selection and the reason when a run fails, and a second try can succeed', async () => {
    const c = withSelection();
    c.actor.send({ type: 'batch.run', action: 'delete', confirm: true });
    c.actor.send({ type: 'batch.confirm' });
    await c.batch.reject(apiError(999, '删除失败'));

    expect(selectIsFailed(c.snap())).toBe(true);
    expect(selectIsBusy(c.snap())).toBe(false);
    expect(selectFailures(c.snap())).toBe(1);
    expect(selectError(c.snap())).toBe('删除失败');
    expect(selectErrorCode(c.snap())).toBe(999);
    expect(selectRun(c.snap())?.action).toBe('delete');
    expect(selectCompleted(c.snap())).toBe(0);
    expect(c.chosen()).toEqual(['11', '13']);

    c.actor.send({ type: 'batch.run', action: 'delete', confirm: true });
    c.actor.send({ type: 'batch.confirm' });
    // A new run forgets the old failure; the count of failures stays for whoever toasted it.
    expect(selectError(c.snap())).toBeNull();
    expect(selectIsFailed(c.snap())).toBe(false);
    expect(c.batch.calls).toEqual([
      { action: 'delete', ids: ['11', '13'] },
      { action: 'delete', ids: ['11', '13'] },
    ]);
    await c.batch.resolve({ count: 2 });
    expect(selectIsDone(c.snap())).toBe(true);
    expect(selectFailures(c.snap())).toBe(1);
    expect(selectCompleted(c.snap())).toBe(1);
    expect(c.chosen()).toEqual([]);
  });

  it('shows a new list during a run and drops the selection, the run going on', async () => {
    const c = withSelection();
    c.actor.send({ type: 'batch.run', action: 'read' });
    c.actor.send({ type: 'list.show', key: 'all:2', rows: ['21', '22'] });
    expect(selectIsBusy(c.snap())).toBe(true);
    expect(c.chosen()).toEqual([]);
    expect(c.snap().context.rows).toEqual(['21', '22']);

    await c.batch.reject(apiError(-1, '网络异常'));
    expect(selectIsFailed(c.snap())).toBe(true);
    expect(c.chosen()).toEqual([]);
  });
});

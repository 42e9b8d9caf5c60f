import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { StudyStatus } from '../../../contract/study.routes';
import {
  exportRequestOf,
  progressExportMachine,
  type ExportRequest,
} from '../../../src/machines/progress-export/progress-export.machine';
import {
  selectAllState,
  selectError,
  selectIsChoosing,
  selectIsDone,
  selectIsFailed,
  selectIsInvalid,
  selectIsSending,
  selectStatuses,
} from '../../../src/machines/progress-export/progress-export.selectors';
import { apiError, controllable } from './fakes';

function start() {
  const send = controllable<{ id: string }, ExportRequest>();
  const actor = createActor(progressExportMachine.provide({ actors: { exportProgress: send.logic } }));
  actor.start();
  return { actor, send, snap: () => actor.getSnapshot() };
}

describe('progressExport machine', () => {
  it('sends no filter for every status and the chosen ones in their order otherwise', () => {
    expect(exportRequestOf([3, 1, 2])).toEqual({});
    expect(exportRequestOf([3, 1])).toEqual({ studyStatusList: [1, 3] });
    expect(exportRequestOf([StudyStatus.learning])).toEqual({ studyStatusList: [2] });
  });

  it('starts closed and opens on every status', () => {
    const c = start();
    expect(selectIsChoosing(c.snap())).toBe(false);
    c.actor.send({ type: 'open' });
    expect(selectIsChoosing(c.snap())).toBe(true);
    expect(selectStatuses(c.snap())).toEqual([1, 2, 3]);
    expect(selectAllState(c.snap())).toBe(true);
  });

  it('toggles statuses one by one and all at once, keeping their order', () => {
    const c = start();
    c.actor.send({ type: 'open' });
    c.actor.send({ type: 'status.toggle', status: StudyStatus.notStarted });
    expect(selectStatuses(c.snap())).toEqual([2, 3]);
    expect(selectAllState(c.snap())).toBe('indeterminate');
    c.actor.send({ type: 'status.toggle', status: StudyStatus.notStarted });
    expect(selectStatuses(c.snap())).toEqual([1, 2, 3]);
    c.actor.send({ type: 'all.toggle' });
    expect(selectStatuses(c.snap())).toEqual([]);
    expect(selectAllState(c.snap())).toBe(false);
    c.actor.send({ type: 'all.toggle' });
    expect(selectStatuses(c.snap())).toEqual([1, 2, 3]);
  });

  it('asks for at least one status and sends nothing without one', () => {
    const c = start();
    c.actor.send({ type: 'open' });
    c.actor.send({ type: 'all.toggle' });
    c.actor.send({ type: 'submit' });
    expect(selectIsInvalid(c.snap())).toBe(true);
    expect(selectIsSending(c.snap())).toBe(false);
    expect(c.send.calls).toHaveLength(0);
    c.actor.send({ type: 'status.toggle', status: StudyStatus.learned });
    expect(selectIsInvalid(c.snap())).toBe(false);
  });

  it('sends the choice and ends with the record filed', async () => {
    const c = start();
    c.actor.send({ type: 'open' });
    c.actor.send({ type: 'status.toggle', status: StudyStatus.learned });
    c.actor.send({ type: 'submit' });
    expect(selectIsSending(c.snap())).toBe(true);
    // Still on screen while sending, so the choice does not jump away.
    expect(selectIsChoosing(c.snap())).toBe(true);
    expect(c.send.calls).toEqual([{ studyStatusList: [1, 2] }]);
    // A second submit while sending does not send twice.
    c.actor.send({ type: 'submit' });
    expect(c.send.calls).toHaveLength(1);
    await c.send.resolve({ id: '77' });
    expect(selectIsDone(c.snap())).toBe(true);
    expect(selectIsChoosing(c.snap())).toBe(false);
    expect(c.snap().context.recordId).toBe('77');
  });

  it('keeps the choice and the gateway’s message when the export fails, and sends again', async () => {
    const c = start();
    c.actor.send({ type: 'open' });
    c.actor.send({ type: 'status.toggle', status: StudyStatus.notStarted });
    c.actor.send({ type: 'submit' });
    await c.send.reject(apiError(999, '导出失败，请稍后再试'));
    expect(selectIsFailed(c.snap())).toBe(true);
    expect(selectIsChoosing(c.snap())).toBe(true);
    expect(selectError(c.snap())).toBe('导出失败，请稍后再试');
    expect(selectStatuses(c.snap())).toEqual([2, 3]);

    c.actor.send({ type: 'submit' });
    expect(selectIsSending(c.snap())).toBe(true);
    expect(selectError(c.snap())).toBeNull();
    expect(c.send.calls).toEqual([{ studyStatusList: [2, 3] }, { studyStatusList: [2, 3] }]);
    await c.send.resolve({ id: '78' });
    expect(selectIsDone(c.snap())).toBe(true);
  });

  it('changing the choice after a failure clears the message; cancelling closes it', async () => {
    const c = start();
    c.actor.send({ type: 'open' });
    c.actor.send({ type: 'submit' });
    await c.send.reject(apiError(999, '导出失败'));
    c.actor.send({ type: 'status.toggle', status: StudyStatus.learning });
    expect(selectIsFailed(c.snap())).toBe(false);
    expect(selectError(c.snap())).toBeNull();
    expect(selectStatuses(c.snap())).toEqual([1, 3]);
    c.actor.send({ type: 'cancel' });
    expect(selectIsChoosing(c.snap())).toBe(false);
  });

  it('opens again after an export with the last choice', async () => {
    const c = start();
    c.actor.send({ type: 'open' });
    c.actor.send({ type: 'status.toggle', status: StudyStatus.learned });
    c.actor.send({ type: 'submit' });
    await c.send.resolve({ id: '79' });
    c.actor.send({ type: 'open' });
    expect(selectIsChoosing(c.snap())).toBe(true);
    expect(selectStatuses(c.snap())).toEqual([1, 2]);
    c.actor.send({ type: 'cancel' });
    expect(selectIsDone(c.snap())).toBe(false);
  });
});

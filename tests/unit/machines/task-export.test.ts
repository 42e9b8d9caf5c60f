import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  taskExportMachine,
  type TaskExportRequest,
} from '../../../src/machines/task-export/task-export.machine';
import { apiError, controllable } from './fakes';

function start() {
  const send = controllable<{ id: string }, TaskExportRequest>();
  const actor = createActor(taskExportMachine.provide({ actors: { exportTasks: send.logic } }));
  actor.start();
  return { actor, send, snap: () => actor.getSnapshot() };
}

describe('taskExport machine', () => {
  it('sends the filter once while the call is out, then holds the record', async () => {
    const c = start();
    c.actor.send({ type: 'export', filter: { tab: 3, keyword: '安全' } });
    expect(c.snap().hasTag('sending')).toBe(true);
    c.actor.send({ type: 'export', filter: {} });
    expect(c.send.calls).toEqual([{ tab: 3, keyword: '安全' }]);
    await c.send.resolve({ id: '88' });
    expect(c.snap().hasTag('done')).toBe(true);
    expect(c.snap().context.recordId).toBe('88');
  });

  it('keeps the gateway’s message when refused, and sends again', async () => {
    const c = start();
    c.actor.send({ type: 'export', filter: {} });
    await c.send.reject(apiError(999, '导出过于频繁'));
    expect(c.snap().hasTag('failed')).toBe(true);
    expect(c.snap().context.error).toBe('导出过于频繁');
    c.actor.send({ type: 'export', filter: { collected: 1 } });
    expect(c.snap().context.error).toBeNull();
    await c.send.resolve({ id: '89' });
    expect(c.snap().context.recordId).toBe('89');
  });
});

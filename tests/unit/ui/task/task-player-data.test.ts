import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/services/api-error';
import { taskCourseToOpen, taskPlayerData } from '../../../../src/ui/pages/task-player-data';
import { fakeHttp } from '../app-harness';

const DETAIL = '/course/auth/study/task/user/detail/view';
const CHECK = '/course/auth/study/task/check/resource';
const NODES = '/course/auth/study/task/progress/resource';

const course = (courseId: string, studyProgress: number, lastStudyTime: string | null) => ({
  courseId,
  courseName: `课程 ${courseId}`,
  studyProgress,
  lastStudyTime,
});
const detail = {
  taskId: '7',
  taskName: '数据安全季',
  courses: [
    course('1', 100, '2026-11-20 09:00:00'),
    course('2', 40, '2026-11-18 09:00:00'),
    course('3', 10, '2026-11-19 09:00:00'),
  ],
};
const allowed = { allowed: 1, reason: 0, startTime: '', endTime: '' };
const tree = { resumeSubResourceId: null, nodes: [] };

describe('the task player’s reads', () => {
  it('read the task, the check and, for an allowed course, its tree', async () => {
    const { http, calls } = fakeHttp({ [DETAIL]: () => detail, [CHECK]: () => allowed, [NODES]: () => tree });
    const data = await taskPlayerData(http, { taskId: '7', courseId: '2' });
    expect(data.detail).toEqual({ ok: true, data: detail });
    expect(data.course).toEqual({ check: { ok: true, data: allowed }, nodes: { ok: true, data: tree } });
    expect(calls.map((c) => [c.path, c.payload])).toEqual(
      expect.arrayContaining([
        [DETAIL, { taskId: '7' }],
        [CHECK, { taskId: '7', courseId: '2' }],
        [NODES, { taskId: '7', courseId: '2' }],
      ]),
    );
    expect(calls).toHaveLength(3);
  });

  it('read no tree for a refused course, nor when the check fails, and keep the task', async () => {
    const refused = { allowed: 0, reason: 2, startTime: '', endTime: '2026-11-01 00:00:00' };
    const first = fakeHttp({ [DETAIL]: () => detail, [CHECK]: () => refused });
    const closed = await taskPlayerData(first.http, { taskId: '7', courseId: '2' });
    expect(closed.course).toEqual({ check: { ok: true, data: refused }, nodes: null });
    expect(first.calls.some((c) => c.path === NODES)).toBe(false);

    const second = fakeHttp({
      [DETAIL]: () => detail,
      [CHECK]: () => {
        throw new ApiError(999, '服务繁忙');
      },
    });
    const failed = await taskPlayerData(second.http, { taskId: '7', courseId: '2' });
    expect(failed.detail.ok).toBe(true);
    expect(failed.course).toEqual({ check: { ok: false, error: '服务繁忙' }, nodes: null });
    expect(second.calls.some((c) => c.path === NODES)).toBe(false);
  });

  it('without a course, read only the task and pick the unfinished course studied last', async () => {
    const { http, calls } = fakeHttp({ [DETAIL]: () => detail });
    const data = await taskPlayerData(http, { taskId: '7', courseId: null });
    expect(data.course).toBeNull();
    expect(calls.map((c) => c.path)).toEqual([DETAIL]);
    expect(taskCourseToOpen(data)).toBe('3');

    const refusing = fakeHttp({
      [DETAIL]: () => {
        throw new ApiError(999, '任务不存在');
      },
    });
    const failed = await taskPlayerData(refusing.http, { taskId: '7', courseId: null });
    expect(failed.detail).toEqual({ ok: false, error: '任务不存在' });
    expect(taskCourseToOpen(failed)).toBeNull();
  });
});

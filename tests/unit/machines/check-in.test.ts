import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { AttendanceKind, AttendanceStatus, type AttendanceScanResult } from '../../../contract/offline';
import {
  CHECK_IN_AUTO_RETRIES,
  CHECK_IN_RETRY_MS,
  checkInMachine,
} from '../../../src/machines/check-in/check-in.machine';
import {
  selectCheckInBusy,
  selectCheckInRefusal,
  selectCheckInResult,
  selectCheckInUnreachable,
} from '../../../src/machines/check-in/check-in.selectors';
import { ClientCode } from '../../../src/services/api-error';
import { apiError, controllable, flush } from './fakes';

const CODE = 'a7Kq2ZpW.1764550915000.c1';

const recorded: AttendanceScanResult = {
  courseId: '61',
  courseName: '安全生产规范',
  sessionId: '7102',
  sessionName: '第二讲 现场急救演练',
  kind: AttendanceKind.checkIn,
  status: AttendanceStatus.present,
  checkInTime: '2026-12-01 08:58:12',
  checkOutTime: null,
  codeIssuedAt: '2026-12-01 08:58:05',
  repeated: 0,
};

const offline = () => apiError(ClientCode.network, '网络连接失败，请检查网络');

function start(code = CODE) {
  const clock = new SimulatedClock();
  const scan = controllable<AttendanceScanResult, { code: string }>();
  const actor = createActor(checkInMachine.provide({ actors: { scan: scan.logic } }), {
    input: { code },
    clock,
  });
  actor.start();
  const pass = async (ms: number) => {
    clock.increment(ms);
    await flush();
  };
  return { actor, scan, snap: () => actor.getSnapshot(), pass };
}

describe('checkIn machine', () => {
  it('scans the code and ends recorded with what the gateway recorded', async () => {
    const c = start();
    expect(selectCheckInBusy(c.snap())).toBe(true);
    expect(selectCheckInResult(c.snap())).toBeNull();
    expect(c.scan.calls).toEqual([{ code: CODE }]);
    await c.scan.resolve(recorded);
    expect(c.snap().status).toBe('done');
    expect(c.snap().hasTag('recorded')).toBe(true);
    expect(selectCheckInResult(c.snap())).toEqual(recorded);
    expect(selectCheckInBusy(c.snap())).toBe(false);
    expect(selectCheckInRefusal(c.snap())).toBeNull();
    expect(selectCheckInUnreachable(c.snap())).toBe(false);
  });

  it('a scan already recorded is shown as recorded too', async () => {
    const c = start();
    const again = { ...recorded, repeated: 1 as const };
    await c.scan.resolve(again);
    expect(selectCheckInResult(c.snap())).toEqual(again);
  });

  it('a refusal ends refused with the gateway’s message and is not tried again', async () => {
    const c = start();
    await c.scan.reject(apiError(999, '签到码已过期，请扫描屏幕上的新码'));
    expect(c.snap().status).toBe('done');
    expect(c.snap().hasTag('refused')).toBe(true);
    expect(selectCheckInRefusal(c.snap())).toBe('签到码已过期，请扫描屏幕上的新码');
    expect(c.snap().context.errorCode).toBe(999);
    expect(selectCheckInResult(c.snap())).toBeNull();
    expect(selectCheckInBusy(c.snap())).toBe(false);
    expect(selectCheckInUnreachable(c.snap())).toBe(false);
    await c.pass(CHECK_IN_RETRY_MS * (CHECK_IN_AUTO_RETRIES + 2));
    expect(c.scan.calls).toHaveLength(1);
  });

  it('an answer that is not the contract’s is a refusal, not a reason to try again', async () => {
    const c = start();
    await c.scan.reject(apiError(ClientCode.malformed, '服务返回了无法识别的内容'));
    expect(selectCheckInRefusal(c.snap())).toBe('服务返回了无法识别的内容');
    await c.pass(CHECK_IN_RETRY_MS);
    expect(c.scan.calls).toHaveLength(1);
  });

  it('an unreachable gateway is tried again after a pause, a few times, then waits for the learner', async () => {
    const c = start();
    for (let retry = 1; retry <= CHECK_IN_AUTO_RETRIES; retry++) {
      await c.scan.reject(offline());
      // Pausing before the next try: still busy, not yet asking the learner.
      expect(selectCheckInBusy(c.snap())).toBe(true);
      expect(selectCheckInUnreachable(c.snap())).toBe(false);
      await c.pass(CHECK_IN_RETRY_MS - 1);
      expect(c.scan.calls).toHaveLength(retry);
      await c.pass(1);
      expect(c.scan.calls).toHaveLength(retry + 1);
      expect(c.snap().context.error).toBeNull();
    }
    await c.scan.reject(offline());
    expect(selectCheckInUnreachable(c.snap())).toBe(true);
    expect(selectCheckInBusy(c.snap())).toBe(false);
    expect(c.snap().status).toBe('active');
    expect(c.snap().context).toMatchObject({
      error: '网络连接失败，请检查网络',
      errorCode: ClientCode.network,
      unreachable: CHECK_IN_AUTO_RETRIES + 1,
    });
    expect(selectCheckInRefusal(c.snap())).toBeNull();
    // Nothing more goes out on its own.
    await c.pass(CHECK_IN_RETRY_MS * 5);
    expect(c.scan.calls).toHaveLength(CHECK_IN_AUTO_RETRIES + 1);
    expect(selectCheckInUnreachable(c.snap())).toBe(true);

    c.actor.send({ type: 'checkIn.retry' });
    expect(selectCheckInBusy(c.snap())).toBe(true);
    expect(c.snap().context.error).toBeNull();
    expect(c.scan.calls).toHaveLength(CHECK_IN_AUTO_RETRIES + 2);
    // Still out of reach: back to the learner at once, without pausing tries.
    await c.scan.reject(offline());
    expect(selectCheckInUnreachable(c.snap())).toBe(true);
    await c.pass(CHECK_IN_RETRY_MS * 2);
    expect(c.scan.calls).toHaveLength(CHECK_IN_AUTO_RETRIES + 2);
    // Every try carries the code that was read.
    expect(c.scan.calls.every((call) => call.code === CODE)).toBe(true);
  });

  it('checkIn.retry means nothing while a try is under way or paused', async () => {
    const c = start();
    c.actor.send({ type: 'checkIn.retry' });
    expect(c.scan.calls).toHaveLength(1);
    await c.scan.reject(offline());
    c.actor.send({ type: 'checkIn.retry' });
    expect(c.scan.calls).toHaveLength(1);
    await c.pass(CHECK_IN_RETRY_MS);
    expect(c.scan.calls).toHaveLength(2);
  });

  it('a try after a pause that gets through is recorded', async () => {
    const c = start();
    await c.scan.reject(offline());
    await c.pass(CHECK_IN_RETRY_MS);
    await c.scan.resolve(recorded);
    expect(selectCheckInResult(c.snap())).toEqual(recorded);
    expect(c.snap().context).toMatchObject({ unreachable: 0, error: null, errorCode: null });
    expect(c.scan.calls).toEqual([{ code: CODE }, { code: CODE }]);
  });

  it('the learner’s retry that gets through is recorded; one the gateway refuses ends refused', async () => {
    const through = start();
    for (let i = 0; i <= CHECK_IN_AUTO_RETRIES; i++) {
      await through.scan.reject(offline());
      if (i < CHECK_IN_AUTO_RETRIES) await through.pass(CHECK_IN_RETRY_MS);
    }
    expect(selectCheckInUnreachable(through.snap())).toBe(true);
    through.actor.send({ type: 'checkIn.retry' });
    await through.scan.resolve(recorded);
    expect(selectCheckInResult(through.snap())).toEqual(recorded);
    expect(selectCheckInUnreachable(through.snap())).toBe(false);

    const refused = start('b3Lr8XtY.1764550930000.c1');
    await refused.scan.reject(offline());
    await refused.pass(CHECK_IN_RETRY_MS);
    await refused.scan.reject(apiError(999, '本场次签到尚未开始'));
    expect(selectCheckInRefusal(refused.snap())).toBe('本场次签到尚未开始');
    expect(refused.snap().status).toBe('done');
    expect(refused.scan.calls).toEqual([
      { code: 'b3Lr8XtY.1764550930000.c1' },
      { code: 'b3Lr8XtY.1764550930000.c1' },
    ]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  AttendanceKind,
  AttendanceSource,
  AttendanceStatus,
  SessionPhase,
  type AttendanceCode,
  type AttendanceSheet,
  type AttendanceSheetRow,
} from '../../../contract/offline';
import { ATTENDANCE_CODE_TTL_SECONDS, ATTENDANCE_ROTATE_SECONDS } from '../../../contract/offline.routes';
import {
  attendanceScreenMachine,
  CODE_RETRY_MS,
  SHEET_POLL_MS,
} from '../../../src/machines/attendance-screen/attendance-screen.machine';
import {
  selectClockOffset,
  selectCodeFailure,
  selectCodeFailureCode,
  selectCodeLost,
  selectMarkError,
  selectMarking,
  selectRenewing,
  selectScreenCode,
  selectSheet,
  selectSheetError,
} from '../../../src/machines/attendance-screen/attendance-screen.selectors';
import type { MarkStatus } from '../../../src/machines/attendance-screen/attendance-screen.types';
import { ClientCode } from '../../../src/services/api-error';
import { apiError, controllable, flush } from './fakes';

const SESSION = '7102';
const ROTATE_MS = ATTENDANCE_ROTATE_SECONDS * 1_000;
const TTL_MS = ATTENDANCE_CODE_TTL_SECONDS * 1_000;
/** When the gateway issued the first code (its clock, far from the simulated one's 0). */
const FIRST_ISSUED = Date.UTC(2026, 11, 1, 0, 58, 5);

/** The gateway's n-th code of a kind, read `lag` ms after it was issued. */
const codeOf = (n: number, lag = 1_200, kind: AttendanceKind = AttendanceKind.checkIn): AttendanceCode => {
  const issuedAt = FIRST_ISSUED + n * ROTATE_MS;
  return {
    sessionId: SESSION,
    courseId: '61',
    kind,
    code: `${kind === AttendanceKind.checkIn ? 'i' : 'o'}${n}.Xq7Lk2pW9Z`,
    issuedAt,
    refreshAt: issuedAt + ROTATE_MS,
    expiresAt: issuedAt + TTL_MS,
    now: issuedAt + lag,
    open: 1,
  };
};

const row = (
  userId: string,
  userName: string,
  status: AttendanceSheetRow['status'],
  source: AttendanceSheetRow['source'],
  checkInTime: string | null = null,
): AttendanceSheetRow => ({
  userId,
  userName,
  empNo: `E${userId}`,
  department: '安全生产部',
  status,
  source,
  checkInTime,
  checkOutTime: null,
  codeIssuedAt: source === AttendanceSource.scan ? '2026-12-01 08:58:05' : null,
});

const rows = {
  wang: row('5001', '王芳', AttendanceStatus.present, AttendanceSource.scan, '2026-12-01 08:58:12'),
  chen: row('5002', '陈磊', AttendanceStatus.none, 0),
  zhao: row('5003', '赵敏', AttendanceStatus.leave, AttendanceSource.lecturer),
};

const sheetOf = (learners: AttendanceSheetRow[], now = FIRST_ISSUED): AttendanceSheet => {
  const counted = (status: AttendanceSheetRow['status']) =>
    learners.filter((r) => r.status === status).length;
  return {
    session: {
      sessionId: SESSION,
      sessionName: '第二讲 现场急救演练',
      startTime: '2026-12-01 09:00:00',
      endTime: '2026-12-01 11:00:00',
      place: '总部 3 楼培训室',
      lecturerName: '李明',
      phase: SessionPhase.live,
      status: AttendanceStatus.none,
      checkInTime: null,
      checkOutTime: null,
      teaching: 1,
    },
    courseId: '61',
    courseName: '安全生产规范',
    lateGraceMinutes: 10,
    rows: learners,
    figures: {
      sessions: 1,
      present: counted(AttendanceStatus.present),
      late: counted(AttendanceStatus.late),
      absent: counted(AttendanceStatus.absent),
      leave: counted(AttendanceStatus.leave),
      none: counted(AttendanceStatus.none),
    },
    now,
  };
};

const firstSheet = sheetOf([rows.wang, rows.chen, rows.zhao]);
const offline = () => apiError(ClientCode.network, '网络连接失败，请检查网络');

function start(kind: AttendanceKind = AttendanceKind.checkIn) {
  const clock = new SimulatedClock();
  const code = controllable<AttendanceCode, { sessionId: string; kind: AttendanceKind }>();
  const sheet = controllable<AttendanceSheet, { sessionId: string }>();
  const mark = controllable<AttendanceSheetRow, { sessionId: string; userId: string; status: MarkStatus }>();
  const actor = createActor(
    attendanceScreenMachine.provide({ actors: { code: code.logic, sheet: sheet.logic, mark: mark.logic } }),
    { input: { sessionId: SESSION, kind }, clock },
  );
  actor.start();
  const pass = async (ms: number) => {
    clock.increment(ms);
    await flush();
  };
  return { actor, code, sheet, mark, snap: () => actor.getSnapshot(), pass };
}

/** A screen showing its first code. */
async function showing(first = codeOf(0)) {
  const s = start();
  await s.code.resolve(first);
  return s;
}

/** A screen whose first code is due for renewal now. */
async function renewing(first = codeOf(0)) {
  const s = await showing(first);
  await s.pass(first.refreshAt - first.now);
  return s;
}

/** A screen with the first sheet read. */
async function withSheet(sheet = firstSheet) {
  const s = start();
  await s.sheet.resolve(sheet);
  return s;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('attendanceScreen machine: the code', () => {
  it('asks for a code of its session and kind, and shows it', async () => {
    const s = start();
    expect(s.snap().hasTag('codeLoading')).toBe(true);
    expect(selectScreenCode(s.snap())).toBeNull();
    expect(s.code.calls).toEqual([{ sessionId: SESSION, kind: AttendanceKind.checkIn }]);
    const screenNow = FIRST_ISSUED - 42_000;
    vi.spyOn(Date, 'now').mockReturnValue(screenNow);
    await s.code.resolve(codeOf(0));
    expect(selectScreenCode(s.snap())).toEqual(codeOf(0));
    expect(selectRenewing(s.snap())).toBe(false);
    expect(selectCodeLost(s.snap())).toBe(false);
    expect(selectCodeFailure(s.snap())).toBeNull();
    // The gateway's clock is 43.2 s ahead of the screen's at that reading.
    expect(selectClockOffset(s.snap())).toBe(codeOf(0).now - screenNow);
  });

  it('renews when the gateway says the next code is due, by the gateway’s clock', async () => {
    const s = await showing(codeOf(0, 1_200));
    await s.pass(ROTATE_MS - 1_200 - 1);
    expect(s.code.calls).toHaveLength(1);
    await s.pass(1);
    expect(s.code.calls).toHaveLength(2);
    expect(s.code.calls[1]).toEqual({ sessionId: SESSION, kind: AttendanceKind.checkIn });
    // The one shown stays up while the next is fetched.
    expect(selectRenewing(s.snap())).toBe(true);
    expect(selectScreenCode(s.snap())).toEqual(codeOf(0, 1_200));
    // The next arrives 4 s into its life: its successor is due 11 s on.
    await s.code.resolve(codeOf(1, 4_000));
    expect(selectScreenCode(s.snap())?.code).toBe(codeOf(1).code);
    expect(selectRenewing(s.snap())).toBe(false);
    await s.pass(ROTATE_MS - 4_000 - 1);
    expect(s.code.calls).toHaveLength(2);
    await s.pass(1);
    expect(s.code.calls).toHaveLength(3);
  });

  it('a code already due by the gateway’s clock is renewed after a short pause, not at once', async () => {
    const s = await showing(codeOf(0, ROTATE_MS + 3_000));
    expect(s.code.calls).toHaveLength(1);
    expect(selectScreenCode(s.snap())).not.toBeNull();
    await s.pass(499);
    expect(s.code.calls).toHaveLength(1);
    await s.pass(1);
    expect(s.code.calls).toHaveLength(2);
  });

  it('a failed renewal keeps the code up and is tried again every little while', async () => {
    const s = await renewing();
    await s.code.reject(offline());
    expect(selectRenewing(s.snap())).toBe(true);
    expect(selectScreenCode(s.snap())).toEqual(codeOf(0));
    expect(selectCodeLost(s.snap())).toBe(false);
    expect(selectCodeFailure(s.snap())).toBeNull();
    await s.pass(CODE_RETRY_MS - 1);
    expect(s.code.calls).toHaveLength(2);
    await s.pass(1);
    expect(s.code.calls).toHaveLength(3);
    await s.code.reject(offline());
    await s.pass(CODE_RETRY_MS);
    expect(s.code.calls).toHaveLength(4);
    await s.code.resolve(codeOf(1));
    expect(selectScreenCode(s.snap())).toEqual(codeOf(1));
    expect(selectRenewing(s.snap())).toBe(false);
  });

  it('renewal failing until the code shown expires: the code is lost, tries go on, the next one shows', async () => {
    const first = codeOf(0);
    const life = first.expiresAt - first.refreshAt;
    const s = await renewing(first);
    let elapsed = 0;
    await s.code.reject(offline());
    while (elapsed + CODE_RETRY_MS < life) {
      await s.pass(CODE_RETRY_MS);
      elapsed += CODE_RETRY_MS;
      expect(selectScreenCode(s.snap())).toEqual(first);
      await s.code.reject(offline());
    }
    const tries = s.code.calls.length;
    await s.pass(life - elapsed - 1);
    expect(selectRenewing(s.snap())).toBe(true);
    expect(selectScreenCode(s.snap())).toEqual(first);
    expect(selectCodeLost(s.snap())).toBe(false);
    await s.pass(1);
    expect(selectCodeLost(s.snap())).toBe(true);
    expect(selectScreenCode(s.snap())).toBeNull();
    expect(selectRenewing(s.snap())).toBe(false);
    // Lost is not failed: the screen keeps trying by itself.
    expect(selectCodeFailure(s.snap())).toBeNull();
    expect(s.code.calls).toHaveLength(tries + 1);
    await s.code.reject(offline());
    await s.pass(CODE_RETRY_MS - 1);
    expect(s.code.calls).toHaveLength(tries + 1);
    await s.pass(1);
    expect(s.code.calls).toHaveLength(tries + 2);
    expect(selectCodeLost(s.snap())).toBe(true);
    await s.code.resolve(codeOf(2));
    expect(selectCodeLost(s.snap())).toBe(false);
    expect(selectScreenCode(s.snap())).toEqual(codeOf(2));
    expect(s.code.calls.every((call) => call.kind === AttendanceKind.checkIn)).toBe(true);
  });

  it('no first code: failed with the message, not tried again until screen.retry', async () => {
    const s = start();
    await s.code.reject(apiError(999, '只有本场次的讲师可以展示签到码'));
    expect(s.snap().hasTag('codeFailed')).toBe(true);
    expect(selectCodeFailure(s.snap())).toBe('只有本场次的讲师可以展示签到码');
    expect(selectCodeFailureCode(s.snap())).toBe(999);
    expect(selectScreenCode(s.snap())).toBeNull();
    await s.pass(CODE_RETRY_MS * 5);
    expect(s.code.calls).toHaveLength(1);
    s.actor.send({ type: 'screen.retry' });
    expect(s.snap().hasTag('codeLoading')).toBe(true);
    expect(selectCodeFailure(s.snap())).toBeNull();
    expect(s.code.calls).toHaveLength(2);
    await s.code.resolve(codeOf(0));
    expect(selectScreenCode(s.snap())).toEqual(codeOf(0));
    expect(s.snap().context.error).toBeNull();
  });

  it('screen.retry means nothing while a code is shown', async () => {
    const s = await showing();
    s.actor.send({ type: 'screen.retry' });
    expect(s.code.calls).toHaveLength(1);
    expect(selectScreenCode(s.snap())).toEqual(codeOf(0));
  });

  it('screen.kind asks for a fresh code of the other kind and rotates from it', async () => {
    const s = await showing();
    await s.pass(5_000);
    s.actor.send({ type: 'screen.kind', kind: AttendanceKind.checkOut });
    expect(s.snap().hasTag('codeLoading')).toBe(true);
    expect(selectScreenCode(s.snap())).toBeNull();
    expect(s.snap().context.kind).toBe(AttendanceKind.checkOut);
    expect(s.code.calls).toEqual([
      { sessionId: SESSION, kind: AttendanceKind.checkIn },
      { sessionId: SESSION, kind: AttendanceKind.checkOut },
    ]);
    const checkOut = codeOf(0, 700, AttendanceKind.checkOut);
    await s.code.resolve(checkOut);
    expect(selectScreenCode(s.snap())).toEqual(checkOut);
    // The check-in code's renewal was due first; it no longer counts. The check-out code's does.
    const checkInDue = ROTATE_MS - 1_200 - 5_000;
    const checkOutDue = ROTATE_MS - 700;
    await s.pass(checkInDue);
    expect(s.code.calls).toHaveLength(2);
    await s.pass(checkOutDue - checkInDue - 1);
    expect(s.code.calls).toHaveLength(2);
    await s.pass(1);
    expect(s.code.calls).toHaveLength(3);
    expect(s.code.calls[2]).toEqual({ sessionId: SESSION, kind: AttendanceKind.checkOut });
  });

  it('screen.kind out of a failure loads the other kind', async () => {
    const s = start();
    await s.code.reject(offline());
    s.actor.send({ type: 'screen.kind', kind: AttendanceKind.checkOut });
    expect(s.snap().hasTag('codeLoading')).toBe(true);
    expect(selectCodeFailure(s.snap())).toBeNull();
    expect(s.code.calls.at(-1)).toEqual({ sessionId: SESSION, kind: AttendanceKind.checkOut });
  });
});

describe('attendanceScreen machine: the sheet', () => {
  it('reads the sheet at once and again every few seconds', async () => {
    const s = start();
    expect(s.sheet.calls).toEqual([{ sessionId: SESSION }]);
    expect(selectSheet(s.snap())).toBeNull();
    await s.sheet.resolve(firstSheet);
    expect(selectSheet(s.snap())).toEqual(firstSheet);
    await s.pass(SHEET_POLL_MS - 1);
    expect(s.sheet.calls).toHaveLength(1);
    await s.pass(1);
    expect(s.sheet.calls).toEqual([{ sessionId: SESSION }, { sessionId: SESSION }]);
    const checkedIn = sheetOf(
      [rows.wang, { ...rows.chen, status: AttendanceStatus.late, source: AttendanceSource.scan }, rows.zhao],
      FIRST_ISSUED + SHEET_POLL_MS,
    );
    await s.sheet.resolve(checkedIn);
    expect(selectSheet(s.snap())).toEqual(checkedIn);
    await s.pass(SHEET_POLL_MS);
    expect(s.sheet.calls).toHaveLength(3);
  });

  it('a failed reading keeps the last sheet and says so; the next good one clears it', async () => {
    const s = await withSheet();
    await s.pass(SHEET_POLL_MS);
    await s.sheet.reject(offline());
    expect(selectSheet(s.snap())).toEqual(firstSheet);
    expect(selectSheetError(s.snap())).toBe('网络连接失败，请检查网络');
    // The code's own failure fields are not the sheet's.
    expect(s.snap().context.error).toBeNull();
    await s.pass(SHEET_POLL_MS);
    expect(s.sheet.calls).toHaveLength(3);
    const later = sheetOf([rows.wang, rows.chen, rows.zhao], FIRST_ISSUED + 2 * SHEET_POLL_MS);
    await s.sheet.resolve(later);
    expect(selectSheet(s.snap())).toEqual(later);
    expect(selectSheetError(s.snap())).toBeNull();
  });

  it('the sheet goes on being read while the code cannot be had', async () => {
    const s = start();
    await s.code.reject(offline());
    await s.sheet.resolve(firstSheet);
    await s.pass(SHEET_POLL_MS);
    expect(s.sheet.calls).toHaveLength(2);
    expect(selectCodeFailure(s.snap())).toBe('网络连接失败，请检查网络');
  });

  it('a hand mark: the call, the row updated at once, then a fresh reading', async () => {
    const s = await withSheet();
    s.actor.send({ type: 'sheet.mark', userId: rows.chen.userId, status: AttendanceStatus.late });
    expect(s.snap().hasTag('marking')).toBe(true);
    expect(selectMarking(s.snap())).toEqual({ userId: rows.chen.userId, status: AttendanceStatus.late });
    expect(s.mark.calls).toEqual([
      { sessionId: SESSION, userId: rows.chen.userId, status: AttendanceStatus.late },
    ]);
    const marked: AttendanceSheetRow = {
      ...rows.chen,
      status: AttendanceStatus.late,
      source: AttendanceSource.lecturer,
      checkInTime: '2026-12-01 09:14:30',
    };
    await s.mark.resolve(marked);
    expect(selectSheet(s.snap())?.rows).toEqual([rows.wang, marked, rows.zhao]);
    // Everything but the row waits for the reading.
    expect(selectSheet(s.snap())?.figures).toEqual(firstSheet.figures);
    expect(selectMarking(s.snap())).toBeNull();
    expect(selectMarkError(s.snap())).toBeNull();
    expect(s.snap().hasTag('marking')).toBe(false);
    expect(s.sheet.calls).toHaveLength(2);
    const read = sheetOf([rows.wang, marked, rows.zhao], FIRST_ISSUED + 9_000);
    await s.sheet.resolve(read);
    expect(selectSheet(s.snap())?.figures).toMatchObject({ late: 1, none: 0 });
  });

  it('a refused mark says why and keeps the sheet; reading goes on', async () => {
    const s = await withSheet();
    s.actor.send({ type: 'sheet.mark', userId: rows.zhao.userId, status: AttendanceStatus.absent });
    await s.mark.reject(apiError(999, '本场次已结束超过 7 天，不能再修改考勤'));
    expect(selectMarkError(s.snap())).toBe('本场次已结束超过 7 天，不能再修改考勤');
    expect(selectSheet(s.snap())).toEqual(firstSheet);
    expect(selectMarking(s.snap())).toBeNull();
    expect(s.snap().hasTag('marking')).toBe(false);
    expect(s.sheet.calls).toHaveLength(1);
    await s.pass(SHEET_POLL_MS);
    expect(s.sheet.calls).toHaveLength(2);
    // The next mark clears the message.
    s.actor.send({ type: 'sheet.mark', userId: rows.zhao.userId, status: AttendanceStatus.present });
    expect(selectMarkError(s.snap())).toBeNull();
    expect(s.mark.calls.at(-1)).toEqual({
      sessionId: SESSION,
      userId: rows.zhao.userId,
      status: AttendanceStatus.present,
    });
  });

  it('a mark before the first reading leaves no sheet to patch and reads it afterwards', async () => {
    const s = start();
    s.actor.send({ type: 'sheet.mark', userId: rows.chen.userId, status: AttendanceStatus.present });
    expect(s.mark.calls).toHaveLength(1);
    await s.mark.resolve({
      ...rows.chen,
      status: AttendanceStatus.present,
      source: AttendanceSource.lecturer,
    });
    expect(selectSheet(s.snap())).toBeNull();
    expect(s.sheet.calls).toHaveLength(2);
    await s.sheet.resolve(firstSheet);
    expect(selectSheet(s.snap())).toEqual(firstSheet);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import {
  AttendanceKind,
  AttendanceSource,
  AttendanceStatus as S,
  SessionPhase,
  offlineApi,
} from '../../../contract/offline';
import { lecturer } from '../../../gateway/db/schema-course';
import { offlineAttendance, offlineCourse, offlineSession } from '../../../gateway/db/schema-offline';
import { formatDateTime } from '../../../gateway/http/time';
import { newCodeSecret } from '../../../gateway/shared/attendance-secret';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST } from '../notice/support';
import { MINUTE_MS, SAFETY, SECURITY, courseOf, offlineDemo, sessionOf, type OfflineDemo } from './support';

const CODE = /^\d+\.[12]\.\d+\.[A-Za-z0-9_-]{22}$/;
const TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;
const LEARNER = '13800000001';
const LECTURER = '13800000003';

describe.each(dialects())('attendance by a rotating code (%s)', (dialect) => {
  let t: TestApp;
  let d: OfflineDemo;
  let seeded: Date;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    seeded = t.clock.now();
    d = await offlineDemo(t);
  });
  beforeEach(() => t.clock.set(seeded));
  afterAll(() => t.close());

  /** Sets the clock; tokens are issued afterwards, so they are valid at that time. */
  const setClock = (date: Date | number) => t.clock.set(new Date(date));
  const code = async (sessionId: string, kind: AttendanceKind = AttendanceKind.checkIn) => {
    const res = await callApi(
      t.app,
      offlineApi.code,
      { sessionId, kind },
      { token: await d.member(LECTURER) },
    );
    expect(res.code).toBe(Code.ok);
    return res.data;
  };
  const scan = async (phone: string, text: string, lang: 'zh' | 'en' = 'zh') =>
    callApi(t.app, offlineApi.scan, { code: text }, { token: await d.member(phone), lang });
  const sheet = async (sessionId: string) =>
    (await callApi(t.app, offlineApi.sheet, { sessionId }, { token: await d.member(LECTURER) })).data;
  const mark = async (sessionId: string, phone: string, status: number) =>
    callApi(
      t.app,
      offlineApi.mark,
      { sessionId, userId: await d.userOf(phone), status },
      { token: await d.member(LECTURER) },
    );
  const rowOf = async (sessionId: string, phone: string) =>
    t.db
      .select()
      .from(offlineAttendance)
      .where(
        and(
          eq(offlineAttendance.tenantId, d.c.refs.tenant1),
          eq(offlineAttendance.sessionId, sessionId),
          eq(offlineAttendance.userId, await d.userOf(phone)),
        ),
      );
  const safety = (i: number) => sessionOf(d, SAFETY, i);

  it('shows the lecturer the current code, when the next replaces it and the server’s time', async () => {
    const session = safety(3);
    setClock(session.start.getTime() - 10 * MINUTE_MS);
    const now = t.clock.now().getTime();
    const current = await code(session.id);
    expect(current).toMatchObject({
      sessionId: session.id,
      courseId: courseOf(d, SAFETY),
      kind: AttendanceKind.checkIn,
      now,
      open: 1,
    });
    expect(current.code).toMatch(CODE);
    expect(current.refreshAt - current.issuedAt).toBe(15_000);
    expect(current.expiresAt - current.issuedAt).toBe(30_000);
    expect(current.issuedAt).toBeLessThanOrEqual(now);
    expect(current.refreshAt).toBeGreaterThan(now);
    // The same slot gives the same code; the next slot another.
    expect((await code(session.id)).code).toBe(current.code);
    setClock(current.refreshAt);
    expect((await code(session.id)).code).not.toBe(current.code);
    // Check-out opens with the session.
    const out = await code(session.id, AttendanceKind.checkOut);
    expect(out).toMatchObject({ kind: AttendanceKind.checkOut, open: 0 });
    expect(out.code.split('.')[1]).toBe('2');
  });

  it('checks a learner in as present with a fresh code; the same scan again is repeated', async () => {
    const session = safety(3);
    setClock(session.start.getTime() - 10 * MINUTE_MS);
    const current = await code(session.id);
    const first = await scan(LEARNER, current.code);
    expect(first.code).toBe(Code.ok);
    expect(first.data).toEqual({
      courseId: courseOf(d, SAFETY),
      courseName: SAFETY,
      sessionId: session.id,
      sessionName: '第四讲：班组安全活动的组织与记录',
      kind: AttendanceKind.checkIn,
      status: S.present,
      checkInTime: formatDateTime(t.clock.now()),
      checkOutTime: null,
      codeIssuedAt: formatDateTime(new Date(current.issuedAt)),
      repeated: 0,
    });
    t.clock.advance(5000);
    const again = await scan(LEARNER, current.code);
    expect(again.data).toMatchObject({ status: S.present, repeated: 1, checkInTime: first.data.checkInTime });
    const [row] = await rowOf(session.id, LEARNER);
    expect(row).toMatchObject({ status: S.present, source: AttendanceSource.scan, markedBy: null });
    expect(row?.codeIssuedAt?.getTime()).toBe(current.issuedAt);
  });

  it('keeps one record when the same learner scans twice at once', async () => {
    const session = safety(3);
    setClock(session.start.getTime() - 5 * MINUTE_MS);
    const current = await code(session.id);
    const token = await d.member('13800000101');
    const both = await Promise.all(
      [0, 1].map(() => callApi(t.app, offlineApi.scan, { code: current.code }, { token })),
    );
    expect(both.map((r) => r.code)).toEqual([Code.ok, Code.ok]);
    expect(both.map((r) => r.data.repeated).sort()).toEqual([0, 1]);
    expect(both.map((r) => r.data.status)).toEqual([S.present, S.present]);
    expect(await rowOf(session.id, '13800000101')).toHaveLength(1);
  });

  it('records a check-in after the grace as late, never refusing it', async () => {
    // The session under way began 20 minutes ago; its grace is 10.
    const live = safety(2);
    const res = await scan(LEARNER, (await code(live.id)).code);
    expect(res.data).toMatchObject({ status: S.late, repeated: 0, sessionId: live.id });
    const view = await callApi(
      t.app,
      offlineApi.view,
      { courseId: courseOf(d, SAFETY) },
      { token: await d.member(LEARNER) },
    );
    expect(view.data.sessions[2]).toMatchObject({ phase: SessionPhase.live, status: S.late });
    expect(view.data.sessions[2]?.checkInTime).toMatch(TIME);
  });

  it('accepts a code for 30 s: one rotation after the next, and no longer', async () => {
    const live = safety(2);
    setClock(Math.floor(seeded.getTime() / 15_000) * 15_000 + 1000);
    const current = await code(live.id);
    t.clock.advance(25_000);
    expect((await scan('13800000105', current.code)).data.status).toBe(S.late);
    t.clock.advance(5_000);
    const expired = await scan('13800000106', current.code);
    expect(expired).toMatchObject({
      code: Code.error,
      msg: '二维码已过期，请扫描屏幕上当前显示的二维码',
      data: null,
    });
    expect((await scan('13800000106', current.code, 'en')).msg).toBe(
      'This code has expired: scan the code on the screen now',
    );
    expect(await rowOf(live.id, '13800000106')).toHaveLength(0);
  });

  it('refuses a tampered code, another session’s, and one scanned in another company or tenant', async () => {
    const live = safety(2);
    const current = await code(live.id);
    const [id, kind, slot, mac] = current.code.split('.') as [string, string, string, string];
    const flipped = `${mac.slice(0, 5)}${mac[5] === 'A' ? 'B' : 'A'}${mac.slice(6)}`;
    // The last character carries two bits of the MAC; changing one of its spare bits spells the same bytes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelt = `${mac.slice(0, 21)}${alphabet[alphabet.indexOf(mac.slice(21)) ^ 1] ?? ''}`;
    const invalid = '二维码无效，请扫描讲师屏幕上显示的二维码';
    for (const text of [
      `${id}.${kind}.${slot}.${flipped}`,
      `${id}.${kind}.${slot}.${respelt}`,
      `${id}.${kind}.${Number(slot) + 1}.${mac}`,
      `${id}.2.${slot}.${mac}`,
      `${sessionOf(d, SECURITY, 2).id}.${kind}.${slot}.${mac}`,
      'not a code',
      `${id}.${kind}.${slot}.${mac}=`,
    ]) {
      expect(await scan('13800000106', text)).toMatchObject({ code: Code.error, msg: invalid });
    }
    expect((await scan('13800000106', 'x', 'en')).msg).toBe(
      "This code is not valid: scan the code on the lecturer's screen",
    );
    // The same person in another company, and a member of another tenant.
    const elsewhere = await callApi(
      t.app,
      offlineApi.scan,
      { code: current.code },
      { token: d.c.learnerYuanshan },
    );
    expect(elsewhere.msg).toBe(invalid);
    const otherTenant = await callApi(
      t.app,
      offlineApi.scan,
      { code: current.code },
      { token: d.c.other, host: OTHER_HOST },
    );
    expect(otherTenant.msg).toBe(invalid);
    expect(await rowOf(live.id, '13800000106')).toHaveLength(0);
  });

  it('refuses here a code another tenant’s lecturer shows', async () => {
    const tenant2 = d.c.refs.tenant2;
    const enterpriseId = d.c.refs.beichen.id;
    const [teacher] = await t.db
      .insert(lecturer)
      .values({ tenantId: tenant2, enterpriseId, userId: d.c.refs.otherUser.id, lecturerName: '北辰讲师' })
      .returning({ id: lecturer.id });
    const [course] = await t.db
      .insert(offlineCourse)
      .values({ tenantId: tenant2, enterpriseId, courseName: '仓储安全', lecturerId: teacher?.id ?? null })
      .returning({ id: offlineCourse.id });
    const [session] = await t.db
      .insert(offlineSession)
      .values({
        tenantId: tenant2,
        enterpriseId,
        courseId: course?.id ?? '',
        sessionName: '第一讲',
        startTime: new Date(seeded.getTime() - 10 * MINUTE_MS),
        endTime: new Date(seeded.getTime() + 60 * MINUTE_MS),
        codeSecret: newCodeSecret(),
      })
      .returning({ id: offlineSession.id });
    const theirs = await callApi(
      t.app,
      offlineApi.code,
      { sessionId: session?.id ?? '' },
      { token: d.c.other, host: OTHER_HOST },
    );
    expect(theirs.code).toBe(Code.ok);
    const res = await scan(LEARNER, theirs.data.code);
    expect(res).toMatchObject({ code: Code.error, msg: '二维码无效，请扫描讲师屏幕上显示的二维码' });
  });

  it('refuses a member who is not a learner of the course', async () => {
    const res = await scan('13800000110', (await code(safety(2).id)).code);
    expect(res).toMatchObject({ code: Code.error, msg: '你不是本课程的学员，不能签到或签退' });
  });

  it('opens check-in 30 minutes before the start and closes it at the end', async () => {
    const next = safety(3);
    setClock(next.start.getTime() - 31 * MINUTE_MS);
    const early = await code(next.id);
    expect(early.open).toBe(0);
    expect((await scan('13800000102', early.code)).msg).toBe('签到尚未开始：课次开始前 30 分钟开放签到');
    expect((await scan('13800000102', early.code, 'en')).msg).toBe(
      'Check-in is not open yet: it opens 30 minutes before the session begins',
    );
    const live = safety(2);
    setClock(live.end.getTime() + MINUTE_MS);
    const after = await code(live.id);
    expect(after.open).toBe(0);
    expect((await scan('13800000105', after.code)).msg).toBe('本课次已结束，签到已关闭');
  });

  it('checks out once after a check-in, from the start to 30 minutes after the end', async () => {
    const live = safety(2);
    const out = await code(live.id, AttendanceKind.checkOut);
    expect(out.open).toBe(1);
    const first = await scan('13800000102', out.code);
    expect(first.data).toMatchObject({
      kind: AttendanceKind.checkOut,
      status: S.present,
      checkOutTime: formatDateTime(seeded),
      repeated: 0,
    });
    expect(first.data.checkInTime).toMatch(TIME);
    t.clock.advance(3000);
    const again = await scan('13800000102', out.code);
    expect(again.data).toMatchObject({ repeated: 1, checkOutTime: formatDateTime(seeded) });
    const [row] = await rowOf(live.id, '13800000102');
    expect(row?.outCodeIssuedAt?.getTime()).toBe(out.issuedAt);

    // No check-out without a check-in, whatever the lecturer marked.
    expect((await scan('13800000110', out.code)).msg).toBe('你不是本课程的学员，不能签到或签退');
    await mark(live.id, '13800000106', S.leave);
    expect((await scan('13800000106', out.code)).msg).toBe('请先签到，再签退');
    expect((await scan('13800000106', out.code, 'en')).msg).toBe('Check in first, then check out');

    const next = safety(3);
    setClock(next.start.getTime() - 5 * MINUTE_MS);
    expect((await scan(LEARNER, (await code(next.id, AttendanceKind.checkOut)).code)).msg).toBe(
      '签退尚未开始：课次开始后才能签退',
    );
    setClock(live.end.getTime() + 29 * MINUTE_MS);
    expect(
      (await scan('13800000101', (await code(live.id, AttendanceKind.checkOut)).code)).data,
    ).toMatchObject({ repeated: 0, status: S.present });
    setClock(live.end.getTime() + 31 * MINUTE_MS);
    const closed = await code(live.id, AttendanceKind.checkOut);
    expect(closed.open).toBe(0);
    expect((await scan('13800000108', closed.code)).msg).toBe('签退已关闭：课次结束 30 分钟后不再签退');
    expect((await scan('13800000108', closed.code, 'en')).msg).toBe(
      'Check-out is closed: it closes 30 minutes after the session ends',
    );
  });

  it('records an arrival after an absent or leave mark', async () => {
    const live = safety(2);
    await mark(live.id, '13800000106', S.absent);
    const res = await scan('13800000106', (await code(live.id)).code);
    expect(res.data).toMatchObject({ status: S.late, repeated: 0 });
    const [row] = await rowOf(live.id, '13800000106');
    expect(row).toMatchObject({ status: S.late, source: AttendanceSource.scan, markedBy: null });
  });

  it('lets the lecturer mark a learner by hand, and only a learner', async () => {
    const live = safety(2);
    const marked = await mark(live.id, '13800000104', S.present);
    expect(marked.code).toBe(Code.ok);
    expect(marked.data).toMatchObject({
      empNo: 'E0104',
      userName: '郑佳',
      status: S.present,
      source: AttendanceSource.lecturer,
    });
    // The scan's times stay with the record.
    expect(marked.data.checkInTime).toMatch(TIME);
    const [row] = await rowOf(live.id, '13800000104');
    expect(row?.markedBy).toBe(await d.userOf(LECTURER));
    const later = await mark(safety(4).id, LEARNER, S.leave);
    expect(later.data).toMatchObject({
      status: S.leave,
      source: AttendanceSource.lecturer,
      checkInTime: null,
    });
    expect((await mark(live.id, '13800000110', S.present)).msg).toBe('该成员不是本课程的学员');
    expect((await mark(live.id, LEARNER, S.none)).code).toBe(Code.error);
    expect((await mark('999999', LEARNER, S.present)).msg).toBe('课次不存在或不是你授课的课次');
  });

  it('gives the lecturer the session’s sheet: every learner, their record and the figures', async () => {
    const live = sessionOf(d, SECURITY, 2);
    const res = await sheet(live.id);
    expect(res).toMatchObject({
      courseId: courseOf(d, SECURITY),
      courseName: SECURITY,
      lateGraceMinutes: 15,
      now: seeded.getTime(),
      figures: { sessions: 1, present: 2, late: 1, absent: 0, leave: 0, none: 1 },
      session: { sessionId: live.id, phase: SessionPhase.live, teaching: 1, status: S.none },
    });
    expect(res?.rows.map((r) => [r.empNo, r.userName, r.department, r.status, r.source])).toEqual([
      ['E0001', '林晓', '产品部', S.present, AttendanceSource.scan],
      ['E0103', '吴昊', '研发中心', S.present, AttendanceSource.scan],
      ['E0107', '许诺', '市场部', S.late, AttendanceSource.scan],
      ['E0109', '冯雪', '客户服务部', S.none, 0],
    ]);
    expect(res?.rows[0]?.codeIssuedAt).toMatch(TIME);
    expect(res?.rows[3]).toMatchObject({ checkInTime: null, checkOutTime: null, codeIssuedAt: null });
    const past = await sheet(sessionOf(d, SECURITY, 1).id);
    expect(past?.figures).toEqual({ sessions: 1, present: 1, late: 1, absent: 1, leave: 1, none: 0 });
    expect(past?.rows.find((r) => r.empNo === 'E0001')).toMatchObject({
      status: S.absent,
      source: AttendanceSource.lecturer,
    });
  });
});

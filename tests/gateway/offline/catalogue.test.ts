import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import {
  AttendanceSource,
  AttendanceStatus as S,
  SessionPhase,
  offlineApi,
  publicOfflineApi,
} from '../../../contract/offline';
import { courseCategory } from '../../../gateway/db/schema-course';
import { offlineAttendance, offlineCourse, offlineSession } from '../../../gateway/db/schema-offline';
import { newCodeSecret } from '../../../gateway/shared/attendance-secret';
import { callApi, type CallOptions } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST } from '../notice/support';
import {
  DAY_MS,
  MINUTE_MS,
  SAFETY,
  SECURITY,
  courseOf,
  offlineDemo,
  sessionOf,
  type OfflineDemo,
} from './support';

const LEAN = '精益生产现场改善';
/** Hand-made courses of 星河科技 (see beforeAll), beside the demo's three. */
const UPCOMING = '现场安全巡检实操';
const NO_SESSIONS = '设备点检入门';
const DISABLED = '已停用的安全课';
/** Hand-made courses of another company of the tenant, and of tenant 2; both public. */
const YUANSHAN = '远山安全面授课';
const BEICHEN = '北辰安全面授课';
/** The site bound to 星河科技; localhost serves several companies. */
const BOUND = '127.0.0.1';
const NOT_FOUND = '线下课程不存在或已停用';
const TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;

describe.each(dialects())('offline catalogue (%s)', (dialect) => {
  let t: TestApp;
  let d: OfflineDemo;
  const made: Record<string, string> = {};
  let safetyCategory = '';
  let subCategory = '';
  let yuanshanCategory = '';

  const page = (body: Record<string, unknown>, options: CallOptions = {}) =>
    callApi(t.app, offlineApi.page, { pageSize: 20, ...body }, { token: d.c.learner, ...options });
  const names = async (body: Record<string, unknown>, options: CallOptions = {}) => {
    const res = await page(body, options);
    expect(res.code, res.msg).toBe(Code.ok);
    return res.data.list.map((r) => r.courseName);
  };
  const visitorPage = (body: Record<string, unknown>, options: CallOptions = {}) =>
    callApi(t.app, publicOfflineApi.page, { pageSize: 20, ...body }, { host: BOUND, ...options });
  const visitorView = (courseId: string, options: CallOptions = {}) =>
    callApi(t.app, publicOfflineApi.view, { courseId }, { host: BOUND, ...options });

  /** A category of a company by name. */
  async function categoryOf(enterpriseId: string, name: string): Promise<string> {
    const [row] = await t.db
      .select({ id: courseCategory.id })
      .from(courseCategory)
      .where(
        and(
          eq(courseCategory.tenantId, d.c.refs.tenant1),
          eq(courseCategory.enterpriseId, enterpriseId),
          eq(courseCategory.categoryName, name),
        ),
      );
    if (!row) throw new Error(`no category ${name}`);
    return row.id;
  }

  /** A course with sessions starting `days` from now (each two hours long). */
  async function makeCourse(
    where: { tenantId: string; enterpriseId: string },
    courseName: string,
    fields: { categoryId?: string; statusId?: number; isPublic?: number },
    days: number[],
  ): Promise<string> {
    const [row] = await t.db
      .insert(offlineCourse)
      .values({ ...where, courseName, place: '实训楼 101', creditHour: 2, ...fields })
      .returning({ id: offlineCourse.id });
    if (!row) throw new Error(`course ${courseName} not stored`);
    const now = t.clock.now().getTime();
    for (const [i, day] of days.entries()) {
      const start = new Date(now + day * DAY_MS);
      await t.db.insert(offlineSession).values({
        ...where,
        courseId: row.id,
        sessionName: `第 ${i + 1} 次课`,
        startTime: start,
        endTime: new Date(start.getTime() + 120 * MINUTE_MS),
        codeSecret: newCodeSecret(),
      });
    }
    return row.id;
  }

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    d = await offlineDemo(t);
    const xinghe = { tenantId: d.c.refs.tenant1, enterpriseId: d.c.refs.xinghe.id };
    safetyCategory = await categoryOf(xinghe.enterpriseId, '安全生产');
    const [sub] = await t.db
      .insert(courseCategory)
      .values({ ...xinghe, parentId: safetyCategory, categoryName: '现场安全' })
      .returning({ id: courseCategory.id });
    subCategory = sub?.id ?? '';
    made[UPCOMING] = await makeCourse(xinghe, UPCOMING, { categoryId: subCategory, isPublic: 1 }, [2]);
    made[NO_SESSIONS] = await makeCourse(xinghe, NO_SESSIONS, {}, []);
    made[DISABLED] = await makeCourse(xinghe, DISABLED, { statusId: 0, isPublic: 1 }, [-1, 1]);
    const yuanshan = { tenantId: d.c.refs.tenant1, enterpriseId: d.c.refs.yuanshan.id };
    const [other] = await t.db
      .insert(courseCategory)
      .values({ ...yuanshan, categoryName: '远山安全' })
      .returning({ id: courseCategory.id });
    yuanshanCategory = other?.id ?? '';
    made[YUANSHAN] = await makeCourse(yuanshan, YUANSHAN, { categoryId: yuanshanCategory, isPublic: 1 }, [3]);
    made[BEICHEN] = await makeCourse(
      { tenantId: d.c.refs.tenant2, enterpriseId: d.c.refs.beichen.id },
      BEICHEN,
      { isPublic: 1 },
      [3],
    );
    // The learner checked in to the safety course's session under way: personal data a visitor must not see.
    const live = sessionOf(d, SAFETY, 2);
    await t.db.insert(offlineAttendance).values({
      ...xinghe,
      sessionId: live.id,
      userId: d.c.refs.learner.id,
      courseId: courseOf(d, SAFETY),
      status: S.present,
      source: AttendanceSource.scan,
      checkInTime: new Date(live.start.getTime() + 5 * MINUTE_MS),
    });
  });
  afterAll(() => t.close());

  it('lists the company’s enabled courses: under way or to come by their session’s start, then the rest', async () => {
    const res = await page({});
    expect(res.code).toBe(Code.ok);
    expect(res.data).toMatchObject({ totalCount: 5, totalPage: 1, pageCurrent: 1, pageSize: 20 });
    // Two have a session under way (begun at the same time; the one that runs longer first), one a session in
    // two days; the course that is over comes after them, the course without sessions last.
    expect(
      res.data.list.map((r) => [r.courseName, r.sessionCount, r.learnerCount, r.enrolled, r.canEnrol]),
    ).toEqual([
      [SAFETY, 5, 7, 1, 0],
      [SECURITY, 4, 4, 1, 0],
      [UPCOMING, 1, 0, 0, 1],
      [LEAN, 2, 6, 1, 0],
      [NO_SESSIONS, 0, 0, 0, 1],
    ]);
    const [safety, security, upcoming, lean, none] = res.data.list;
    expect(safety).toMatchObject({
      courseId: courseOf(d, SAFETY),
      categoryName: '安全生产',
      lecturerName: '陈立',
      place: '总部 3 号楼 502 培训室',
      creditHour: 6,
    });
    expect(safety?.cover).toMatch(/course-06\.jpg$/);
    expect(safety?.firstStart).toMatch(TIME);
    expect(safety?.lastEnd).toMatch(TIME);
    // The session under way, with the caller's own check-in.
    expect(safety?.nextSession).toMatchObject({
      sessionId: sessionOf(d, SAFETY, 2).id,
      sessionName: '第三讲：事故案例复盘与应急处置',
      phase: SessionPhase.live,
      status: S.present,
      checkOutTime: null,
      teaching: 0,
    });
    expect(safety?.nextSession?.checkInTime).toMatch(TIME);
    expect(security?.nextSession).toMatchObject({
      sessionId: sessionOf(d, SECURITY, 2).id,
      phase: SessionPhase.live,
      status: S.present,
    });
    expect(upcoming).toMatchObject({ categoryName: '现场安全', lecturerName: '', creditHour: 2 });
    expect(upcoming?.nextSession).toMatchObject({ phase: SessionPhase.upcoming, status: S.none });
    expect(lean?.nextSession).toBeNull();
    expect(none).toMatchObject({ firstStart: null, lastEnd: null, nextSession: null });

    const second = await page({ pageSize: 2, pageCurrent: 2 });
    expect(second.data).toMatchObject({ totalCount: 5, totalPage: 3, pageCurrent: 2 });
    expect(second.data.list.map((r) => r.courseName)).toEqual([UPCOMING, LEAN]);
  });

  it('marks what the lecturer teaches, and answers a member who is no learner that they may enrol', async () => {
    const lecturer = await page({}, { token: d.c.lecturer });
    // Its lecturer teaches it rather than enrols in it.
    expect(lecturer.data.list[0]).toMatchObject({ courseName: SAFETY, enrolled: 0, canEnrol: 0 });
    expect(lecturer.data.list[0]?.nextSession).toMatchObject({
      teaching: 1,
      status: S.none,
      checkInTime: null,
    });
    const stranger = await page({}, { token: await d.member('13800000110') });
    expect(stranger.data.list.map((r) => [r.courseName, r.enrolled, r.canEnrol])).toEqual([
      [SAFETY, 0, 1],
      [SECURITY, 0, 1],
      [UPCOMING, 0, 1],
      // Its last session has begun long ago: enrolment is closed.
      [LEAN, 0, 0],
      [NO_SESSIONS, 0, 1],
    ]);
    expect(stranger.data.list[0]?.nextSession).toMatchObject({ status: S.none, checkInTime: null });
  });

  it('filters by keyword, category (with its subcategories), phase and the caller’s own courses', async () => {
    expect(await names({ keyword: '安全' })).toEqual([SAFETY, SECURITY, UPCOMING]);
    expect(await names({ keyword: ' 精益 ' })).toEqual([LEAN]);
    // Wildcards are taken literally.
    expect(await names({ keyword: '%' })).toEqual([]);
    expect(await names({ keyword: '_' })).toEqual([]);

    expect(await names({ categoryId: safetyCategory })).toEqual([SAFETY, UPCOMING, LEAN]);
    expect(await names({ categoryId: subCategory })).toEqual([UPCOMING]);
    expect(await names({ categoryId: safetyCategory, keyword: '班组' })).toEqual([SAFETY]);
    expect(await names({ categoryId: '999999' })).toEqual([]);
    // Another company's category holds none of this company's courses.
    expect(await names({ categoryId: yuanshanCategory })).toEqual([]);
    expect(await names({ categoryId: yuanshanCategory }, { token: d.c.learnerYuanshan })).toEqual([YUANSHAN]);

    expect(await names({ phase: SessionPhase.live })).toEqual([SAFETY, SECURITY]);
    expect(await names({ phase: SessionPhase.upcoming })).toEqual([SAFETY, SECURITY, UPCOMING]);
    // Finished: every session over (the two courses still running have sessions over too).
    expect(await names({ phase: SessionPhase.over })).toEqual([LEAN]);

    // The learner: through the study task in the first, enrolled in the other two.
    expect(await names({ mine: 1 })).toEqual([SAFETY, SECURITY, LEAN]);
    expect(await names({ mine: 0 })).toHaveLength(5);
    const wu = await d.member('13800000103');
    expect(await names({ mine: 1 }, { token: wu })).toEqual([SECURITY, LEAN]);
    expect(await names({ mine: 1, phase: SessionPhase.over, keyword: '精益' }, { token: wu })).toEqual([
      LEAN,
    ]);
    expect(await names({ mine: 1 }, { token: await d.member('13800000110') })).toEqual([]);
    const counted = await page({ mine: 1, pageSize: 1 });
    expect(counted.data).toMatchObject({ totalCount: 3, totalPage: 3 });
  });

  it('never lists a disabled course, another company’s or another tenant’s', async () => {
    const all = await names({ pageSize: 100 });
    for (const name of [DISABLED, YUANSHAN, BEICHEN]) expect(all).not.toContain(name);
    expect(await names({}, { token: d.c.learnerYuanshan })).toEqual([YUANSHAN]);
    expect(await names({}, { token: d.c.other, host: OTHER_HOST })).toEqual([BEICHEN]);
    const view = await callApi(t.app, offlineApi.view, { courseId: made[DISABLED] }, { token: d.c.learner });
    expect(view).toMatchObject({ code: Code.error, msg: NOT_FOUND, data: null });
  });

  it('shows a visitor of the bound site the public courses only, with nothing personal', async () => {
    for (const token of [undefined, d.c.learner, d.c.lecturer]) {
      const res = await visitorPage({}, { token });
      expect(res.code).toBe(Code.ok);
      expect(res.data.totalCount).toBe(3);
      expect(
        res.data.list.map((r) => [r.courseName, r.sessionCount, r.learnerCount, r.enrolled, r.canEnrol]),
      ).toEqual([
        [SAFETY, 5, 7, 0, 1],
        [UPCOMING, 1, 0, 0, 1],
        [LEAN, 2, 6, 0, 0],
      ]);
      // The learner's check-in in the session under way stays theirs.
      expect(res.data.list[0]?.nextSession).toMatchObject({
        sessionId: sessionOf(d, SAFETY, 2).id,
        phase: SessionPhase.live,
        status: S.none,
        checkInTime: null,
        checkOutTime: null,
        teaching: 0,
      });
    }
    expect((await visitorPage({ keyword: '安全' })).data.list.map((r) => r.courseName)).toEqual([
      SAFETY,
      UPCOMING,
    ]);
    expect((await visitorPage({ categoryId: subCategory })).data.list.map((r) => r.courseName)).toEqual([
      UPCOMING,
    ]);
    expect((await visitorPage({ phase: SessionPhase.upcoming })).data.list.map((r) => r.courseName)).toEqual([
      SAFETY,
      UPCOMING,
    ]);
    // "Mine" is no visitor's filter: it is dropped, even with a learner's token.
    const mine = await visitorPage({ mine: 1 }, { token: d.c.learner });
    expect(mine.data.totalCount).toBe(3);
  });

  it('shows a visitor a public course’s page with no enrolment, attendance or teaching', async () => {
    const member = await callApi(
      t.app,
      offlineApi.view,
      { courseId: courseOf(d, SAFETY) },
      { token: d.c.learner },
    );
    expect(member.data.sessions.map((s) => s.status)).toEqual([
      S.present,
      S.leave,
      S.present,
      S.none,
      S.none,
    ]);
    for (const token of [undefined, d.c.learner, d.c.lecturer]) {
      const res = await visitorView(courseOf(d, SAFETY), { token });
      expect(res.code).toBe(Code.ok);
      expect(res.data).toMatchObject({
        courseName: SAFETY,
        categoryName: '安全生产',
        lecturerName: '陈立',
        anonymousEvaluation: 1,
        enrolled: 0,
        canEnrol: 1,
        teaching: 0,
        learnerCount: 7,
        mine: { sessions: 0, present: 0, late: 0, absent: 0, leave: 0, none: 0 },
      });
      expect(res.data.introduce).toContain('<h3>你将学到</h3>');
      expect(
        res.data.sessions.map((s) => [s.phase, s.status, s.checkInTime, s.checkOutTime, s.teaching]),
      ).toEqual([
        [SessionPhase.over, S.none, null, null, 0],
        [SessionPhase.over, S.none, null, null, 0],
        [SessionPhase.live, S.none, null, null, 0],
        [SessionPhase.upcoming, S.none, null, null, 0],
        [SessionPhase.upcoming, S.none, null, null, 0],
      ]);
      expect(res.data.sessions[4]).toMatchObject({ place: '园区东门消防训练场', lecturerName: '邓峰' });
    }
    const lean = await visitorView(courseOf(d, LEAN));
    expect(lean.data).toMatchObject({ enrolled: 0, canEnrol: 0, learnerCount: 6 });
    expect(lean.data.sessions.every((s) => s.status === S.none && s.checkInTime === null)).toBe(true);
  });

  it('is "not found" to a visitor for a course not public, disabled, of another company or tenant, or unknown', async () => {
    const ids = [
      courseOf(d, SECURITY),
      made[NO_SESSIONS],
      made[DISABLED],
      made[YUANSHAN],
      made[BEICHEN],
      '999999',
    ];
    for (const courseId of ids) {
      expect(await visitorView(courseId ?? '', { token: d.c.learner })).toMatchObject({
        code: Code.error,
        msg: NOT_FOUND,
        data: null,
      });
    }
    const en = await visitorView(courseOf(d, SECURITY), { lang: 'en' });
    expect(en.msg).toBe('The offline course does not exist or has been disabled');
    // The member sees the course that is not public.
    const member = await callApi(
      t.app,
      offlineApi.view,
      { courseId: courseOf(d, SECURITY) },
      { token: d.c.learner },
    );
    expect(member.data).toMatchObject({ courseName: SECURITY, enrolled: 1 });
  });

  it('gives visitors of a site of several companies, and of another tenant’s, nothing', async () => {
    for (const host of ['localhost', OTHER_HOST]) {
      const res = await visitorPage({}, { host, token: d.c.learner });
      expect(res).toMatchObject({ code: Code.ok, data: { list: [], totalCount: 0, totalPage: 0 } });
      expect(await visitorView(courseOf(d, SAFETY), { host })).toMatchObject({
        code: Code.error,
        msg: NOT_FOUND,
        data: null,
      });
    }
    expect(await visitorView(made[BEICHEN] ?? '', { host: OTHER_HOST })).toMatchObject({ msg: NOT_FOUND });
  });

  it('refuses bad input with 999 and a message', async () => {
    const bad: Record<string, unknown>[] = [
      { pageSize: 0 },
      { pageSize: 101 },
      { keyword: '长'.repeat(51) },
      { categoryId: 'abc' },
      { categoryId: '0' },
      { phase: 4 },
      { mine: 2 },
    ];
    for (const body of bad) {
      const res = await page(body);
      expect(res, JSON.stringify(body)).toMatchObject({ code: Code.error, data: null });
      expect(res.msg).not.toBe('');
    }
    for (const body of bad.slice(0, 6)) {
      const res = await visitorPage(body);
      expect(res, JSON.stringify(body)).toMatchObject({ code: Code.error, data: null });
      expect(res.msg).not.toBe('');
    }
    expect((await visitorView('abc')).code).toBe(Code.error);
    expect((await page({ pageSize: 101 })).msg).toBe('每页条数超出长度或取值上限（最大 100）');
  });

  it('answers the member calls only to a signed-in member', async () => {
    const res = await callApi(t.app, offlineApi.page, {}, {});
    expect(res.code).toBe(Code.tokenExpired);
  });
});

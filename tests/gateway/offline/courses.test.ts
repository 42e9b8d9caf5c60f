import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import {
  AttendanceStatus as S,
  SessionPhase,
  offlineApi,
  taskAttendanceApi,
} from '../../../contract/offline';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST } from '../notice/support';
import {
  SAFETY,
  SECURITY,
  courseOf,
  makeWuHaoALecturer,
  offlineDemo,
  sessionOf,
  type OfflineDemo,
} from './support';

const TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;

describe.each(dialects())('offline courses (%s)', (dialect) => {
  let t: TestApp;
  let d: OfflineDemo;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    d = await offlineDemo(t);
  });
  afterAll(() => t.close());

  const view = (courseId: string, token: string, options: { host?: string; lang?: 'zh' | 'en' } = {}) =>
    callApi(t.app, offlineApi.view, { courseId }, { token, ...options });

  it('shows a course to its learner: sessions in time order with their attendance, phases and figures', async () => {
    const res = await view(courseOf(d, SECURITY), d.c.learner);
    expect(res.code).toBe(Code.ok);
    expect(res.data).toMatchObject({
      courseName: SECURITY,
      categoryName: '信息安全',
      lecturerName: '陈立',
      place: '总部 1 号楼 3 层多功能厅',
      creditHour: 4,
      lateGraceMinutes: 15,
      anonymousEvaluation: 0,
      enrolled: 1,
      canEnrol: 0,
      teaching: 0,
      learnerCount: 4,
      mine: { sessions: 4, present: 1, late: 1, absent: 1, leave: 0, none: 1 },
    });
    expect(res.data.introduce).toContain('<h3>你将学到</h3>');
    expect(res.data.sessions.map((s) => [s.sessionName, s.phase, s.status, s.teaching])).toEqual([
      ['第一场：钓鱼邮件识别演练', SessionPhase.over, S.late, 0],
      ['第二场：账号与口令安全实操', SessionPhase.over, S.absent, 0],
      ['第三场：数据分类分级工作坊', SessionPhase.live, S.present, 0],
      ['第四场：安全事件应急响应桌面推演', SessionPhase.upcoming, S.none, 0],
    ]);
    const [first, , live, last] = res.data.sessions;
    expect(first?.checkInTime).toMatch(TIME);
    expect(first?.checkOutTime).toMatch(TIME);
    expect(live?.checkOutTime).toBeNull();
    expect(last).toMatchObject({
      lecturerName: '吴昊',
      place: '总部 1 号楼 3 层多功能厅',
      checkInTime: null,
    });
  });

  it('counts a study task’s learners as the course’s: the learner is one through the task', async () => {
    const res = await view(courseOf(d, SAFETY), d.c.learner);
    expect(res.data).toMatchObject({ enrolled: 1, canEnrol: 0, learnerCount: 7, anonymousEvaluation: 1 });
    expect(res.data.sessions.map((s) => s.status)).toEqual([S.present, S.leave, S.none, S.none, S.none]);
    expect(res.data.sessions[4]).toMatchObject({ place: '园区东门消防训练场', lecturerName: '邓峰' });
    expect(res.data.mine).toEqual({ sessions: 5, present: 1, late: 0, absent: 0, leave: 1, none: 3 });
  });

  it('shows every member their own attendance only', async () => {
    const colleague = await d.member('13800000103');
    const res = await view(courseOf(d, SECURITY), colleague);
    expect(res.data.sessions.map((s) => s.status)).toEqual([S.present, S.present, S.present, S.none]);
    expect(res.data.mine).toMatchObject({ present: 3, late: 0, absent: 0 });
    // A member who is no learner sees the course, and none of anyone's records.
    const stranger = await d.member('13800000110');
    const other = await view(courseOf(d, SECURITY), stranger);
    expect(other.data).toMatchObject({ enrolled: 0, canEnrol: 1, teaching: 0 });
    expect(other.data.sessions.every((s) => s.status === S.none && s.checkInTime === null)).toBe(true);
  });

  it('marks what the lecturer teaches', async () => {
    const res = await view(courseOf(d, SAFETY), d.c.lecturer);
    // Its lecturer teaches it rather than enrols in it.
    expect(res.data).toMatchObject({ teaching: 1, enrolled: 0, canEnrol: 0 });
    expect(res.data.sessions.map((s) => s.teaching)).toEqual([1, 1, 1, 1, 1]);
  });

  it('is "not found" in another company, another tenant, and for an unknown id', async () => {
    const id = courseOf(d, SECURITY);
    expect(await view(id, d.c.learnerYuanshan)).toMatchObject({
      code: Code.error,
      msg: '线下课程不存在或已停用',
      data: null,
    });
    expect((await view(id, d.c.other, { host: OTHER_HOST })).msg).toBe('线下课程不存在或已停用');
    expect((await view('999999', d.c.learner, { lang: 'en' })).msg).toBe(
      'The offline course does not exist or has been disabled',
    );
    const enrol = await callApi(t.app, offlineApi.enrol, { courseId: id }, { token: d.c.learnerYuanshan });
    expect(enrol.msg).toBe('线下课程不存在或已停用');
  });

  it('lists the lecturer’s courses with their sessions and figures, and counts them by phase', async () => {
    const page = await callApi(t.app, offlineApi.lecturerPage, { pageSize: 10 }, { token: d.c.lecturer });
    expect(page.code).toBe(Code.ok);
    expect(page.data.totalCount).toBe(3);
    // Two have a session under way, the one that runs longer first; the course that is over comes last.
    expect(
      page.data.list.map((r) => [r.courseName, r.sessionCount, r.learnerCount, r.attendanceRate]),
    ).toEqual([
      // 10 of 7 learners × 2 past sessions; 5 of 4 × 2; 10 of 6 × 2.
      [SAFETY, 5, 7, 71],
      [SECURITY, 4, 4, 63],
      ['精益生产现场改善', 2, 6, 83],
    ]);
    expect(page.data.list[0]?.nextSession).toMatchObject({
      sessionName: '第三讲：事故案例复盘与应急处置',
      phase: SessionPhase.live,
      teaching: 1,
    });
    expect(page.data.list[0]?.firstStart).toMatch(TIME);
    const byPhase = async (phase: number, keyword?: string) =>
      (
        await callApi(t.app, offlineApi.lecturerPage, { phase, keyword }, { token: d.c.lecturer })
      ).data.list.map((r) => r.courseName);
    expect(await byPhase(SessionPhase.live)).toEqual([SAFETY, SECURITY]);
    expect(await byPhase(SessionPhase.upcoming, '信息安全')).toEqual([SECURITY]);
    const count = await callApi(t.app, offlineApi.lecturerCount, {}, { token: d.c.lecturer });
    expect(count.data).toEqual({ total: 3, upcoming: 2, live: 2, over: 3 });
  });

  it('pages the learners of a course the lecturer teaches with their figures', async () => {
    const page = await callApi(
      t.app,
      offlineApi.userProgressPage,
      { courseId: courseOf(d, SECURITY), pageSize: 3 },
      { token: d.c.lecturer },
    );
    expect(page.code).toBe(Code.ok);
    expect(page.data).toMatchObject({ totalCount: 4, totalPage: 2 });
    expect(page.data.list.map((r) => [r.empNo, r.userName, r.department])).toEqual([
      ['E0001', '林晓', '产品部'],
      ['E0103', '吴昊', '研发中心'],
      ['E0107', '许诺', '市场部'],
    ]);
    expect(page.data.list[0]?.figures).toEqual({
      sessions: 4,
      present: 1,
      late: 1,
      absent: 1,
      leave: 0,
      none: 1,
    });
    const next = await callApi(
      t.app,
      offlineApi.userProgressPage,
      { courseId: courseOf(d, SECURITY), pageSize: 3, pageCurrent: 2 },
      { token: d.c.lecturer },
    );
    expect(next.data.list[0]).toMatchObject({
      empNo: 'E0109',
      figures: { present: 0, late: 1, absent: 1, none: 2 },
    });
  });

  it('answers 306 to a member who teaches nothing, on every lecturer call', async () => {
    const session = sessionOf(d, SAFETY, 2).id;
    const calls = [
      callApi(t.app, offlineApi.lecturerPage, {}, { token: d.c.learner }),
      callApi(t.app, offlineApi.lecturerCount, {}, { token: d.c.learner }),
      callApi(t.app, offlineApi.userProgressPage, { courseId: courseOf(d, SAFETY) }, { token: d.c.learner }),
      callApi(t.app, offlineApi.code, { sessionId: session }, { token: d.c.learner }),
      callApi(t.app, offlineApi.sheet, { sessionId: session }, { token: d.c.admin }),
      callApi(
        t.app,
        offlineApi.mark,
        { sessionId: session, userId: d.c.refs.learner.id, status: S.present },
        { token: d.c.admin },
      ),
      callApi(t.app, taskAttendanceApi.qrcode, { taskId: '1', sessionId: session }, { token: d.c.learner }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res).toMatchObject({ code: Code.noPermission, msg: '只有讲师可以使用此功能', data: null });
    }
    const en = await callApi(t.app, offlineApi.lecturerCount, {}, { token: d.c.learner, lang: 'en' });
    expect(en.msg).toBe('Only a lecturer can do this');
  });

  it('is "not found" for a lecturer asking about what they do not teach', async () => {
    // 吴昊 teaches the last session of the security workshop and nothing else.
    const wu = await makeWuHaoALecturer(t, d);
    const page = await callApi(t.app, offlineApi.lecturerPage, {}, { token: wu });
    expect(page.data.list.map((r) => r.courseName)).toEqual([SECURITY]);
    expect(page.data.list[0]?.nextSession?.teaching).toBe(0);
    const taught = await callApi(
      t.app,
      offlineApi.sheet,
      { sessionId: sessionOf(d, SECURITY, 3).id },
      { token: wu },
    );
    expect(taught.code).toBe(Code.ok);
    for (const sessionId of [sessionOf(d, SECURITY, 0).id, sessionOf(d, SAFETY, 2).id, '999999']) {
      const sheet = await callApi(t.app, offlineApi.sheet, { sessionId }, { token: wu });
      expect(sheet).toMatchObject({ code: Code.error, msg: '课次不存在或不是你授课的课次' });
      const code = await callApi(t.app, offlineApi.code, { sessionId }, { token: wu });
      expect(code.msg).toBe('课次不存在或不是你授课的课次');
    }
    const progress = await callApi(
      t.app,
      offlineApi.userProgressPage,
      { courseId: courseOf(d, SAFETY) },
      { token: wu },
    );
    expect(progress).toMatchObject({ code: Code.error, msg: '线下课程不存在或已停用' });
  });

  it('enrols a member until the last session begins; enrolling again changes nothing', async () => {
    const id = courseOf(d, SECURITY);
    const member = await d.member('13800000110');
    const enrol = await callApi(t.app, offlineApi.enrol, { courseId: id }, { token: member });
    expect(enrol).toMatchObject({ code: Code.ok, data: { courseId: id, enrolled: 1 } });
    expect((await view(id, member)).data).toMatchObject({ enrolled: 1, canEnrol: 0, learnerCount: 5 });
    expect((await callApi(t.app, offlineApi.enrol, { courseId: id }, { token: member })).code).toBe(Code.ok);
    // A learner through the study task is one already.
    const viaTask = await callApi(
      t.app,
      offlineApi.enrol,
      { courseId: courseOf(d, SAFETY) },
      { token: d.c.learner },
    );
    expect(viaTask.data).toEqual({ courseId: courseOf(d, SAFETY), enrolled: 1 });
    expect((await view(courseOf(d, SAFETY), d.c.learner)).data.learnerCount).toBe(7);

    const start = t.clock.now();
    try {
      t.clock.set(new Date(sessionOf(d, SECURITY, 3).start.getTime() + 60_000));
      const late = await d.member('13800000111');
      expect((await view(id, late)).data).toMatchObject({ enrolled: 0, canEnrol: 0 });
      const closed = await callApi(t.app, offlineApi.enrol, { courseId: id }, { token: late });
      expect(closed).toMatchObject({ code: Code.error, msg: '课程的最后一次课已经开始，不能再报名' });
      const closedEn = await callApi(t.app, offlineApi.enrol, { courseId: id }, { token: late, lang: 'en' });
      expect(closedEn.msg).toBe("The course's last session has begun: enrolment is closed");
      // Whoever is a learner already is still answered as enrolled.
      const again = await d.member('13800000110');
      expect((await callApi(t.app, offlineApi.enrol, { courseId: id }, { token: again })).code).toBe(Code.ok);
    } finally {
      t.clock.set(start);
    }
  });
});

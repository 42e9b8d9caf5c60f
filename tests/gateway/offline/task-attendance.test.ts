import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import {
  AttendanceKind,
  AttendanceStatus as S,
  offlineApi,
  taskAttendanceApi,
} from '../../../contract/offline';
import { ContentStatus, taskStudyApi } from '../../../contract/study-task';
import { studyTask } from '../../../gateway/db/schema';
import { offlineAttendance } from '../../../gateway/db/schema-offline';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST } from '../notice/support';
import {
  DAY_MS,
  PHASED_TASK,
  SAFETY,
  SECURITY,
  courseOf,
  makeWuHaoALecturer,
  offlineDemo,
  sessionOf,
  type OfflineDemo,
} from './support';

const LEARNER = '13800000001';
const LECTURER = '13800000003';

describe.each(dialects())('a study task’s offline training and its attendance (%s)', (dialect) => {
  let t: TestApp;
  let d: OfflineDemo;
  let seeded: Date;
  let taskId: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    seeded = t.clock.now();
    d = await offlineDemo(t);
    const [task] = await t.db
      .select({ id: studyTask.id })
      .from(studyTask)
      .where(and(eq(studyTask.tenantId, d.c.refs.tenant1), eq(studyTask.taskName, PHASED_TASK)));
    if (!task) throw new Error('the phased task is not seeded');
    taskId = task.id;
  });
  beforeEach(() => t.clock.set(seeded));
  afterAll(() => t.close());

  const page = async (token: string, body: Record<string, unknown> = {}, host?: string) =>
    callApi(t.app, taskAttendanceApi.page, { taskId, ...body }, { token, ...(host ? { host } : {}) });
  /** The learner's training content of the task as the task page shows it. */
  const training = async (phone = LEARNER) => {
    const detail = await callApi(t.app, taskStudyApi.detail, { taskId }, { token: await d.member(phone) });
    expect(detail.code).toBe(Code.ok);
    const found = detail.data.phases.flatMap((p) => p.contents).find((x) => x.contentName === SAFETY);
    if (!found) throw new Error('the training is not in the task');
    return found;
  };
  const mark = async (index: number, phone: string, status: number) => {
    const res = await callApi(
      t.app,
      offlineApi.mark,
      { sessionId: sessionOf(d, SAFETY, index).id, userId: await d.userOf(phone), status },
      { token: await d.member(LECTURER) },
    );
    expect(res.code).toBe(Code.ok);
  };

  it('lists the learner’s attendance in every session of the task’s trainings, in time order', async () => {
    const res = await page(d.c.learner, { pageSize: 10 });
    expect(res.code).toBe(Code.ok);
    expect(res.data.totalCount).toBe(5);
    const courseId = courseOf(d, SAFETY);
    expect(res.data.list.map((r) => [r.sessionName, r.status, r.courseId, r.courseName])).toEqual([
      ['第一讲：班组安全责任与风险辨识', S.present, courseId, SAFETY],
      ['第二讲：现场安全检查与隐患整改', S.leave, courseId, SAFETY],
      ['第三讲：事故案例复盘与应急处置', S.none, courseId, SAFETY],
      ['第四讲：班组安全活动的组织与记录', S.none, courseId, SAFETY],
      ['结业演练：消防疏散与灭火器实操', S.none, courseId, SAFETY],
    ]);
    const content = (await training()).phaseContentId;
    expect(res.data.list.every((r) => r.contentId === content && r.teaching === 0)).toBe(true);
    const second = await page(d.c.learner, { pageSize: 2, pageCurrent: 2 });
    expect(second.data).toMatchObject({ totalCount: 5, totalPage: 3 });
    expect(second.data.list.map((r) => r.sessionName)).toEqual([
      '第三讲：事故案例复盘与应急处置',
      '第四讲：班组安全活动的组织与记录',
    ]);
    const count = await callApi(t.app, taskAttendanceApi.count, { taskId }, { token: d.c.learner });
    expect(count.data).toEqual({ sessions: 5, present: 1, late: 0, absent: 0, leave: 1, none: 3 });
  });

  it('shows every learner of the task their own attendance, and the task to no one else', async () => {
    const colleague = await d.member('13800000102');
    expect((await page(colleague)).data.list.map((r) => r.status)).toEqual([
      S.late,
      S.present,
      S.present,
      S.none,
      S.none,
    ]);
    const notFound = '学习任务不存在或未分配给你';
    // Enrolled in the course, but the task is not theirs.
    expect(await page(await d.member('13800000108'))).toMatchObject({ code: Code.error, msg: notFound });
    expect((await page(d.c.lecturer)).msg).toBe(notFound);
    expect((await page(d.c.learnerYuanshan)).msg).toBe(notFound);
    expect((await page(d.c.other, {}, OTHER_HOST)).msg).toBe(notFound);
    const unknown = await callApi(
      t.app,
      taskAttendanceApi.count,
      { taskId: '999999' },
      { token: d.c.learner },
    );
    expect(unknown.msg).toBe(notFound);
    // A task without trainings that name a course has no sessions.
    const [other] = await t.db
      .select({ id: studyTask.id })
      .from(studyTask)
      .where(and(eq(studyTask.tenantId, d.c.refs.tenant1), eq(studyTask.taskName, '2026 年度信息安全必修')));
    const empty = await page(d.c.learner, { taskId: other?.id ?? '' });
    expect(empty.data).toMatchObject({ totalCount: 0, list: [] });
  });

  it('gives the lecturer the check-in code of a session of the task’s trainings', async () => {
    const live = sessionOf(d, SAFETY, 2);
    const res = await callApi(
      t.app,
      taskAttendanceApi.qrcode,
      { taskId, sessionId: live.id },
      { token: d.c.lecturer },
    );
    expect(res.code).toBe(Code.ok);
    expect(res.data).toMatchObject({ sessionId: live.id, kind: AttendanceKind.checkIn, open: 1 });
    // The learner scans it like the course's own code.
    const scanned = await callApi(t.app, offlineApi.scan, { code: res.data.code }, { token: d.c.learner });
    expect(scanned.data).toMatchObject({ status: S.late, repeated: 0 });

    const refused = '该课次不属于这个学习任务的线下培训，或不是你授课的课次';
    for (const body of [
      { taskId, sessionId: sessionOf(d, SECURITY, 2).id },
      { taskId: '999999', sessionId: live.id },
    ]) {
      const other = await callApi(t.app, taskAttendanceApi.qrcode, body, { token: d.c.lecturer });
      expect(other).toMatchObject({ code: Code.error, msg: refused });
    }
    // 吴昊 teaches a session of another course only.
    const wu = await makeWuHaoALecturer(t, d);
    const notHis = await callApi(
      t.app,
      taskAttendanceApi.qrcode,
      { taskId, sessionId: live.id },
      { token: wu },
    );
    expect(notHis).toMatchObject({ code: Code.error, msg: '课次不存在或不是你授课的课次' });
    const notLecturer = await callApi(
      t.app,
      taskAttendanceApi.qrcode,
      { taskId, sessionId: live.id },
      { token: d.c.learner },
    );
    expect(notLecturer.code).toBe(Code.noPermission);
  });

  it('judges the task’s training by attendance: under way, done, not passed, not started', async () => {
    const courseId = courseOf(d, SAFETY);
    expect(await training()).toMatchObject({
      refId: courseId,
      status: ContentStatus.underway,
      studyProgress: 0,
    });
    // Once every session is over: done when each was attended or excused, with one attended at least.
    await mark(2, LEARNER, S.present);
    await mark(3, LEARNER, S.late);
    await mark(4, LEARNER, S.leave);
    t.clock.set(new Date(sessionOf(d, SAFETY, 4).end.getTime() + 60_000));
    expect(await training()).toMatchObject({ status: ContentStatus.done, studyProgress: 100 });
    // One absence, and it is not passed.
    t.clock.set(seeded);
    await mark(4, LEARNER, S.absent);
    t.clock.set(new Date(sessionOf(d, SAFETY, 4).end.getTime() + 60_000));
    expect((await training()).status).toBe(ContentStatus.notPassed);
    // Excused from every session is not attending it.
    t.clock.set(seeded);
    for (const i of [0, 1, 2, 3, 4]) await mark(i, '13800000101', S.leave);
    t.clock.set(new Date(sessionOf(d, SAFETY, 4).end.getTime() + 60_000));
    expect((await training('13800000101')).status).toBe(ContentStatus.notPassed);
    // Before any session begins and without a record, not started.
    t.clock.set(new Date(sessionOf(d, SAFETY, 0).start.getTime() - DAY_MS));
    await t.db
      .delete(offlineAttendance)
      .where(
        and(
          eq(offlineAttendance.tenantId, d.c.refs.tenant1),
          eq(offlineAttendance.userId, await d.userOf('13800000106')),
        ),
      );
    expect((await training('13800000106')).status).toBe(ContentStatus.notStarted);
    // A record of any kind puts it under way.
    t.clock.set(seeded);
    await mark(0, '13800000106', S.absent);
    t.clock.set(new Date(sessionOf(d, SAFETY, 0).start.getTime() - DAY_MS));
    expect((await training('13800000106')).status).toBe(ContentStatus.underway);
  });
});

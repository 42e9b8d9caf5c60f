import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { exportApi } from '../../../contract/export';
import { progressApi } from '../../../contract/progress';
import { StudyStatus } from '../../../contract/study';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import type { DemoRefs } from '../helpers/demo';
import { dialects } from '../helpers/dialects';
import {
  makeCompany,
  makeCourse,
  nodeRecord,
  progressWorld,
  tokenIn,
  type NodeSpec,
  type ProgressWorld,
  type TestCompany,
  type TestCourse,
} from './support';

const BEACON_URL = '/gateway/data/auth/resource/log/beacon';
const DAY_MS = 24 * 3_600_000;

describe.each(dialects())('progress beacon, study figures and export (%s)', (dialect) => {
  let t: TestApp;
  let w: ProgressWorld;
  const lines: string[] = [];
  let seq = 1;

  /** Ten in the morning of today, so no test runs across midnight. */
  const morning = () => {
    const now = new Date();
    return new Date(now.getFullYear(), now.getMonth(), now.getDate(), 10, 0, 0);
  };
  const courseIn = (
    company: TestCompany,
    nodes: NodeSpec[],
    extra: { name?: string; statusId?: number } = {},
  ) =>
    makeCourse(t, {
      tenantId: w.refs.tenant1,
      enterpriseId: company.id,
      categoryId: company.categoryId,
      lecturerId: company.lecturerId,
      nodes,
      ...extra,
    });
  const report = async (token: string, c: TestCourse, index: number, fields: Record<string, unknown>) => {
    const res = await callApi(
      t.app,
      progressApi.logUpdate,
      {
        courseId: c.id,
        subResourceId: c.nodes[index],
        studyProgress: 100,
        position: 0,
        studySeconds: 0,
        seq: (seq += 1),
        ...fields,
      },
      { token },
    );
    expect(res.code, res.msg).toBe(Code.ok);
    return res.data;
  };
  const beacon = (payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: BEACON_URL,
      headers: {
        host: 'localhost',
        'content-type': 'text/plain;charset=UTF-8',
        'accept-language': 'en-US',
        ...headers,
      },
      payload,
    });

  beforeAll(async () => {
    t = await createTestApp({
      dialect,
      config: { logLevel: 'info' },
      logStream: { write: (line) => void lines.push(line) },
    });
    w = await progressWorld(t);
  });
  beforeEach(() => t.clock.set(morning()));
  afterAll(() => t.close());

  describe('the beacon', () => {
    it('takes a text body and the token in it, and counts the report like any other', async () => {
      const c = await courseIn(w.company, [{ kind: 'video', duration: 100 }]);
      const body = {
        token: w.learner,
        courseId: c.id,
        subResourceId: c.nodes[0],
        studyProgress: 12,
        position: 12,
        studySeconds: 12,
        seq: 77,
      };
      const res = await beacon(JSON.stringify(body));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        code: Code.ok,
        data: { studyProgress: 12, maxPosition: 12, courseStudyStatus: StudyStatus.learning },
      });
      expect(await nodeRecord(t, w.refs.tenant1, w.refs.learner.id, c.nodes[0] ?? '')).toMatchObject({
        studySeconds: 12,
        lastSeq: 77,
      });
      // Sent again (a page that goes away twice): the same sequence number counts once.
      expect((await beacon(JSON.stringify(body))).json()).toMatchObject({ code: Code.ok });
      expect((await nodeRecord(t, w.refs.tenant1, w.refs.learner.id, c.nodes[0] ?? ''))?.studySeconds).toBe(
        12,
      );
    });

    it('answers a wrong or missing token as the token header would be answered', async () => {
      const c = await courseIn(w.company, [{ kind: 'video', duration: 100 }]);
      const body = {
        courseId: c.id,
        subResourceId: c.nodes[0],
        studyProgress: 1,
        position: 1,
        studySeconds: 1,
        seq: 1,
      };
      const wrong = await beacon(JSON.stringify({ ...body, token: 'not-a-token' }));
      const header = await callApi(t.app, progressApi.logUpdate, body, { token: 'not-a-token' });
      expect(wrong.json()).toMatchObject({ code: Code.tokenInvalid, data: null });
      expect(header.code).toBe(Code.tokenInvalid);
      expect((await beacon(JSON.stringify(body))).json()).toMatchObject({ code: Code.tokenExpired });
      // Another tenant's token on this tenant's site is invalid too.
      expect((await beacon(JSON.stringify({ ...body, token: w.other }))).json()).toMatchObject({
        code: Code.tokenInvalid,
      });
      expect(await nodeRecord(t, w.refs.tenant1, w.refs.learner.id, c.nodes[0] ?? '')).toBeNull();
    });

    it('refuses a body that is not JSON, and keeps the body token to the beacon route', async () => {
      const res = await beacon('{"token": ');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        code: Code.error,
        msg: 'The request body is not valid JSON',
        data: null,
      });

      const c = await courseIn(w.company, [{ kind: 'video', duration: 100 }]);
      const body = {
        courseId: c.id,
        subResourceId: c.nodes[0],
        studyProgress: 1,
        position: 1,
        studySeconds: 1,
        seq: 1,
      };
      // The ordinary report call authenticates by its header only.
      const put = await t.app.inject({
        method: 'PUT',
        url: '/gateway/data/auth/resource/log/update',
        headers: { host: 'localhost', 'content-type': 'application/json' },
        payload: JSON.stringify({ ...body, token: w.learner }),
      });
      expect(put.json()).toMatchObject({ code: Code.tokenExpired });
      // A beacon without a progress figure is refused like the report call refuses it.
      const missing = await beacon(JSON.stringify({ ...body, studyProgress: null, token: w.learner }));
      expect(missing.json()).toMatchObject({ code: Code.error, msg: 'The study progress is missing' });
    });

    it('keeps the body token out of the logs', async () => {
      const c = await courseIn(w.company, [{ kind: 'video', duration: 100 }]);
      const before = lines.length;
      await beacon(
        JSON.stringify({
          token: w.learner,
          courseId: c.id,
          subResourceId: c.nodes[0],
          studyProgress: 1,
          position: 1,
          studySeconds: 1,
          seq: 1,
        }),
      );
      const logged = lines.slice(before).join('');
      expect(logged).toContain('/gateway/data/auth/resource/log/beacon');
      expect(logged).not.toContain(w.learner);
    });
  });

  describe('study figures and the export', () => {
    let company: TestCompany;
    let refs: DemoRefs;
    let courses: { video: TestCourse; lesson: TestCourse; clip: TestCourse; untouched: TestCourse };
    /** The demo learner's token in the figures company, issued at the clock's now. */
    const learner = () => tokenIn(t, refs, refs.learner.id, company.id);
    const collect = async (token: string) => {
      const res = await callApi(t.app, progressApi.studyCollect, {}, { token });
      expect(res.code, res.msg).toBe(Code.ok);
      return res.data;
    };

    beforeAll(async () => {
      refs = w.refs;
      company = await makeCompany(t, refs, '进度统计公司');
      courses = {
        video: await courseIn(company, [{ kind: 'video', duration: 600 }, { kind: 'txt' }], {
          name: '视频课程',
        }),
        lesson: await courseIn(company, [{ kind: 'imageText', dwell: 30 }], { name: '图文课程' }),
        clip: await courseIn(company, [{ kind: 'video', duration: 600 }], { name: '短片课程' }),
        untouched: await courseIn(company, [{ kind: 'txt' }], { name: '未学课程' }),
      };
      // Neither counted nor exported.
      await courseIn(company, [{ kind: 'txt', dwell: 5 }], { name: '停用课程', statusId: 0 });
    });

    it('counts courses per status and the seconds studied today, in the last seven days and in all', async () => {
      const start = morning();
      t.clock.set(start);
      const empty = await collect(await learner());
      expect(empty).toEqual({
        courseCount: 4,
        notStartedCount: 4,
        learningCount: 0,
        learnedCount: 0,
        studySeconds: 0,
        todaySeconds: 0,
        weekSeconds: 0,
      });

      // Day 1: 50 s of video, then 10 s of the text.
      let token = await learner();
      await report(token, courses.video, 0, { studySeconds: 50, position: 50 });
      t.clock.advance(10_000);
      await report(token, courses.video, 1, { studySeconds: 10 });
      expect(await collect(token)).toMatchObject({ studySeconds: 60, todaySeconds: 60, weekSeconds: 60 });

      // Day 2: the image-text lesson, 30 s: learned.
      t.clock.set(new Date(start.getTime() + DAY_MS));
      token = await learner();
      await report(token, courses.lesson, 0, { studySeconds: 30 });
      expect(await collect(token)).toEqual({
        courseCount: 4,
        notStartedCount: 2,
        learningCount: 1,
        learnedCount: 1,
        studySeconds: 90,
        todaySeconds: 30,
        weekSeconds: 90,
      });

      // Day 8: day 1 has left the week.
      t.clock.set(new Date(start.getTime() + 7 * DAY_MS));
      token = await learner();
      await report(token, courses.clip, 0, { studySeconds: 20, position: 20 });
      expect(await collect(token)).toEqual({
        courseCount: 4,
        notStartedCount: 1,
        learningCount: 2,
        learnedCount: 1,
        studySeconds: 110,
        todaySeconds: 20,
        weekSeconds: 50,
      });

      // Day 9, nothing studied: today is empty, and day 2 has left the week too.
      t.clock.set(new Date(start.getTime() + 8 * DAY_MS));
      expect(await collect(await learner())).toMatchObject({
        studySeconds: 110,
        todaySeconds: 0,
        weekSeconds: 20,
      });

      // The same person in another company, and a colleague here, have figures of their own.
      t.clock.set(start);
      const elsewhere = await makeCompany(t, refs, '进度空白公司');
      expect(await collect(await tokenIn(t, refs, refs.learner.id, elsewhere.id))).toEqual({
        courseCount: 0,
        notStartedCount: 0,
        learningCount: 0,
        learnedCount: 0,
        studySeconds: 0,
        todaySeconds: 0,
        weekSeconds: 0,
      });
      expect(await collect(await tokenIn(t, refs, refs.admin.id, company.id))).toMatchObject({
        courseCount: 4,
        notStartedCount: 4,
        studySeconds: 0,
      });
    });

    it('exports the course progress to the download records, in the reader’s language and filtered', async () => {
      t.clock.set(new Date(morning().getTime() + 8 * DAY_MS));
      const token = await learner();
      const made = await callApi(t.app, progressApi.progressExport, {}, { token });
      expect(made.code, made.msg).toBe(Code.ok);

      const records = await callApi(t.app, exportApi.page, {}, { token });
      const record = records.data.list.find((r) => r.id === made.data.id);
      expect(record).toMatchObject({ exportStatus: 2 });
      expect(record?.fileName).toMatch(/^我的课程学习进度-\d{14}\.csv$/);
      const link = await callApi(t.app, exportApi.downloadUrl, { id: made.data.id }, { token });
      const file = await t.app.inject({ method: 'GET', url: link.data.url, headers: { host: 'localhost' } });
      expect(file.statusCode).toBe(200);
      const rows = file.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(rows[0]).toBe('课程名称,课程分类,讲师,学习进度（%）,学习状态,学习时长（分钟）,最近学习时间');
      // Learning first by latest study, then learned; never-opened and disabled courses are not enrolled.
      expect(rows.slice(1).map((r) => r.split(',').slice(0, 6))).toEqual([
        ['短片课程', '安全合规', '周老师', '3', '学习中', '0.3'],
        ['视频课程', '安全合规', '周老师', '20', '学习中', '1.0'],
        ['图文课程', '安全合规', '周老师', '100', '已学完', '0.5'],
      ]);
      expect(rows[1]?.split(',')[6]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

      const learned = await callApi(
        t.app,
        progressApi.progressExport,
        { studyStatusList: [StudyStatus.learned] },
        { token, lang: 'en' },
      );
      const enLink = await callApi(t.app, exportApi.downloadUrl, { id: learned.data.id }, { token });
      const enFile = await t.app.inject({
        method: 'GET',
        url: enLink.data.url,
        headers: { host: 'localhost' },
      });
      const enRows = enFile.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(enRows[0]).toBe(
        'Course,Category,Lecturer,Progress (%),Learning status,Time studied (minutes),Last studied',
      );
      expect(enRows.slice(1).map((r) => r.split(',').slice(0, 5))).toEqual([
        ['图文课程', '安全合规', '周老师', '100', 'Learned'],
      ]);

      // The records are the member's in this company only.
      const xinghe = await tokenIn(t, refs, refs.learner.id, refs.xinghe.id);
      const elsewhere = await callApi(t.app, exportApi.page, {}, { token: xinghe });
      expect(elsewhere.code).toBe(Code.ok);
      expect(elsewhere.data.list.map((r) => r.id)).not.toContain(made.data.id);
      const bad = await callApi(
        t.app,
        progressApi.progressExport,
        { studyStatusList: [4] },
        { token, lang: 'en' },
      );
      expect(bad).toMatchObject({ code: Code.error, data: null });
      expect(bad.msg).toContain('Learning status');
    });
  });
});

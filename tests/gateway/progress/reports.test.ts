import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_REPORT_SECONDS } from '../../../contract/course.routes';
import { Code } from '../../../contract/envelope';
import { progressApi, type ProgressReport } from '../../../contract/progress';
import { StudyStatus, courseProgressApi } from '../../../contract/study';
import { courseUserProgress } from '../../../gateway/db/schema';
import { studyHangUp } from '../../../gateway/db/schema-course';
import { dayOf } from '../../../gateway/modules/progress/reports';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST } from '../notice/support';
import {
  addNode,
  courseRecord,
  makeCourse,
  nodeRecord,
  progressWorld,
  studyDays,
  type NodeSpec,
  type ProgressWorld,
  type TestCourse,
} from './support';

const NOT_FOUND = '课程内容不存在或不可学习';

describe.each(dialects())('progress reports (%s)', (dialect) => {
  let t: TestApp;
  let w: ProgressWorld;
  let seq = 1_000;

  /** A course of the test company with the given nodes. */
  const courseWith = (...nodes: NodeSpec[]) =>
    makeCourse(t, { tenantId: w.refs.tenant1, enterpriseId: w.company.id, nodes });

  /**
   * Sends a report of the demo learner on node `index` of `c` (progress claimed 100 unless told, a new `seq`
   * unless told) and returns the envelope.
   */
  const report = (
    c: TestCourse,
    index: number,
    fields: Partial<ProgressReport> = {},
    options: { token?: string; lang?: 'zh' | 'en'; host?: string } = {},
  ) =>
    callApi(
      t.app,
      progressApi.logUpdate,
      {
        courseId: c.id,
        subResourceId: c.nodes[index] ?? '',
        studyProgress: 100,
        position: 0,
        studySeconds: 0,
        seq: (seq += 1),
        ...fields,
      },
      { token: options.token ?? w.learner, lang: options.lang, host: options.host },
    );
  /** The same, expecting success; answers the data. */
  const ok = async (c: TestCourse, index: number, fields: Partial<ProgressReport> = {}) => {
    const res = await report(c, index, fields);
    expect(res.code, res.msg).toBe(Code.ok);
    return res.data;
  };
  const record = (c: TestCourse, index: number, userId = w.refs.learner.id) =>
    nodeRecord(t, w.refs.tenant1, userId, c.nodes[index] ?? '');
  const advance = (seconds: number) => t.clock.advance(seconds * 1000);

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    w = await progressWorld(t);
  });
  // Mid-morning, so a test never runs across midnight.
  beforeEach(() => {
    const now = new Date();
    t.clock.set(new Date(now.getFullYear(), now.getMonth(), now.getDate(), 10, 0, 0));
  });
  afterAll(() => t.close());

  describe('study time', () => {
    it('counts a first report up to the first-report allowance, later ones up to the time since the previous', async () => {
      const c = await courseWith({ kind: 'video', duration: 3600 });
      const day = dayOf(t.clock.now());
      const before = (await studyDays(t, w.refs.tenant1, w.company.id, w.refs.learner.id))[day] ?? 0;
      await ok(c, 0, { studySeconds: 1000 });
      expect((await record(c, 0))?.studySeconds).toBe(MAX_REPORT_SECONDS);

      // Ten seconds later a report claims a minute: ten seconds and the slack of five count.
      advance(10);
      await ok(c, 0, { studySeconds: 60, position: 20 });
      expect((await record(c, 0))?.studySeconds).toBe(MAX_REPORT_SECONDS + 15);

      // Reports merged while offline: five minutes claimed after five minutes count in full.
      advance(300);
      await ok(c, 0, { studySeconds: 290, position: 300 });
      advance(4);
      await ok(c, 0, { studySeconds: 5, position: 305 });
      const total = MAX_REPORT_SECONDS + 15 + 290 + 5;
      expect((await record(c, 0))?.studySeconds).toBe(total);

      // The course and the day count the same seconds.
      const courseRow = await courseRecord(t, w.refs.tenant1, w.refs.learner.id, c.id);
      expect(courseRow?.studyDuration).toBe(total);
      expect(courseRow?.lastStudyTime?.getTime()).toBe(t.clock.now().getTime());
      const after = (await studyDays(t, w.refs.tenant1, w.company.id, w.refs.learner.id))[day] ?? 0;
      expect(after - before).toBe(total);
    });

    it('counts a repeated sequence number once and a stale one not at all', async () => {
      const c = await courseWith({ kind: 'video', duration: 600 });
      await ok(c, 0, { seq: 500, studySeconds: 50, position: 50 });
      advance(10);
      await ok(c, 0, { seq: 500, studySeconds: 10, position: 60 });
      await ok(c, 0, { seq: 499, studySeconds: 10, position: 60 });
      const after = await record(c, 0);
      expect(after).toMatchObject({ studySeconds: 50, position: 50, lastSeq: 500 });
      // The stale reports moved nothing the time is measured from: the next report still gets its ten seconds.
      await ok(c, 0, { seq: 501, studySeconds: 10, position: 65 });
      expect(await record(c, 0)).toMatchObject({ studySeconds: 60, position: 65, lastSeq: 501 });
      expect((await courseRecord(t, w.refs.tenant1, w.refs.learner.id, c.id))?.studyDuration).toBe(60);
    });
  });

  describe('video and audio', () => {
    it('moves the furthest point by at most twice the counted time: a seek ahead earns nothing', async () => {
      const c = await courseWith({ kind: 'video', duration: 600 });
      expect(await ok(c, 0, { studySeconds: 10, position: 10 })).toMatchObject({
        maxPosition: 10,
        studyProgress: 1,
        finished: 0,
      });
      advance(5);
      // Sought to 400 after five seconds: the furthest point may only reach 10 + 2 × 5 + 5.
      expect(await ok(c, 0, { studySeconds: 5, position: 400 })).toMatchObject({
        maxPosition: 25,
        studyProgress: 4,
      });
      expect((await record(c, 0))?.position).toBe(400);
      advance(60);
      expect(await ok(c, 0, { studySeconds: 60, position: 140 })).toMatchObject({
        maxPosition: 140,
        studyProgress: 23,
      });
      // Playing at 2× for a minute is within reach.
      advance(60);
      expect(await ok(c, 0, { studySeconds: 60, position: 260 })).toMatchObject({ maxPosition: 260 });
    });

    it('finishes media past 95 % or within five seconds of the end, and never unfinishes it', async () => {
      const audio = await courseWith({ kind: 'audio', duration: 200 });
      await ok(audio, 0, { studySeconds: 0 });
      advance(120);
      expect(await ok(audio, 0, { studySeconds: 120, position: 189 })).toMatchObject({
        studyProgress: 94,
        finished: 0,
      });
      advance(1);
      expect(await ok(audio, 0, { studySeconds: 1, position: 190 })).toMatchObject({
        studyProgress: 100,
        finished: 1,
        maxPosition: 190,
      });
      // Back at the start: still finished, still 100 %.
      advance(5);
      expect(await ok(audio, 0, { studySeconds: 5, position: 0, studyProgress: 0 })).toMatchObject({
        studyProgress: 100,
        finished: 1,
        maxPosition: 190,
      });

      // A short clip: five seconds from the end comes before 95 %.
      const clip = await courseWith({ kind: 'video', duration: 20 });
      await ok(clip, 0, { studySeconds: 0 });
      advance(14);
      expect(await ok(clip, 0, { studySeconds: 14, position: 14 })).toMatchObject({
        studyProgress: 70,
        finished: 0,
      });
      advance(1);
      expect(await ok(clip, 0, { studySeconds: 1, position: 15 })).toMatchObject({
        studyProgress: 100,
        finished: 1,
      });
    });

    it('never lowers progress or the furthest point; a stale report still raises what it proves', async () => {
      const c = await courseWith({ kind: 'video', duration: 600 });
      await ok(c, 0, { seq: 700, studySeconds: 50, position: 50 });
      advance(10);
      // Stale (seq 699): no seconds, so the point may rise by the slack alone, and `position` stays.
      expect(await ok(c, 0, { seq: 699, studySeconds: 10, position: 80 })).toMatchObject({
        maxPosition: 55,
        studyProgress: 9,
      });
      expect(await ok(c, 0, { seq: 698, studySeconds: 0, position: 20, studyProgress: 0 })).toMatchObject({
        maxPosition: 55,
        studyProgress: 9,
      });
      expect((await record(c, 0))?.position).toBe(50);
      // A fresh report claiming less than before lowers nothing either.
      expect(await ok(c, 0, { seq: 701, studySeconds: 10, position: 30, studyProgress: 3 })).toMatchObject({
        maxPosition: 55,
        studyProgress: 9,
      });
      expect((await record(c, 0))?.position).toBe(30);
    });

    it('caps the resume position at the furthest point in a course that forbids skipping ahead', async () => {
      const noSkip = await makeCourse(t, {
        tenantId: w.refs.tenant1,
        enterpriseId: w.company.id,
        dragFlag: 0,
        nodes: [{ kind: 'video', duration: 600 }],
      });
      await ok(noSkip, 0, { studySeconds: 10, position: 21 });
      advance(9);
      // Sought to 55 s: the furthest point reaches 21 + 2 × 9 + 5 = 44 s, and so does the stored position.
      expect(await ok(noSkip, 0, { studySeconds: 9, position: 55 })).toMatchObject({ maxPosition: 44 });
      expect(await record(noSkip, 0)).toMatchObject({ position: 44, maxPosition: 44 });
      // The page-leave beacon stores through the same rule.
      advance(2);
      const res = await t.app.inject({
        method: 'POST',
        url: `/gateway${progressApi.logBeacon.path}`,
        headers: { host: 'localhost', 'content-type': 'text/plain;charset=UTF-8' },
        payload: JSON.stringify({
          token: w.learner,
          courseId: noSkip.id,
          subResourceId: noSkip.nodes[0],
          studyProgress: 10,
          position: 300,
          studySeconds: 2,
          seq: (seq += 1),
        }),
      });
      expect(res.json()).toMatchObject({ code: Code.ok, data: { maxPosition: 53 } });
      expect(await record(noSkip, 0)).toMatchObject({ position: 53, maxPosition: 53 });
      // Going back is always allowed.
      advance(3);
      await ok(noSkip, 0, { studySeconds: 3, position: 12 });
      expect(await record(noSkip, 0)).toMatchObject({ position: 12, maxPosition: 53 });

      // A course that allows skipping keeps the position where the learner left.
      const free = await courseWith({ kind: 'video', duration: 600 });
      await ok(free, 0, { studySeconds: 10, position: 21 });
      advance(9);
      await ok(free, 0, { studySeconds: 9, position: 55 });
      expect(await record(free, 0)).toMatchObject({ position: 55, maxPosition: 44 });
    });

    it("keeps the lower of the player's figure and what the record supports", async () => {
      const c = await courseWith({ kind: 'video', duration: 100 });
      await ok(c, 0, { studySeconds: 0 });
      advance(40);
      expect(await ok(c, 0, { studySeconds: 40, position: 40, studyProgress: 30.9 })).toMatchObject({
        studyProgress: 30,
        maxPosition: 40,
      });
      advance(5);
      expect(await ok(c, 0, { studySeconds: 5, position: 45, studyProgress: 99 })).toMatchObject({
        studyProgress: 45,
      });
    });
  });

  describe('documents, images and dwell time', () => {
    it('counts the pages seen of a PDF, also from a stale report, and finishes when every page was seen', async () => {
      const c = await courseWith({ kind: 'pdf', pages: 4 });
      expect(await ok(c, 0, { seq: 900, position: 1 })).toMatchObject({ studyProgress: 25, finished: 0 });
      expect(await ok(c, 0, { seq: 901, position: 2 })).toMatchObject({ studyProgress: 50 });
      expect(await ok(c, 0, { seq: 902, position: 2 })).toMatchObject({ studyProgress: 50 });
      expect(await ok(c, 0, { seq: 800, position: 4 })).toMatchObject({ studyProgress: 75, maxPosition: 4 });
      expect(await record(c, 0)).toMatchObject({ seenPages: [1, 2, 4], position: 2 });
      expect(await ok(c, 0, { seq: 903, position: 3 })).toMatchObject({ studyProgress: 100, finished: 1 });
    });

    it('refuses a page outside the document, in the reader’s language', async () => {
      const c = await courseWith({ kind: 'pdf', pages: 4 });
      expect(await report(c, 0, { position: 5 })).toMatchObject({
        code: Code.error,
        msg: '页码应为 0 到 4 之间的整数',
      });
      expect(await report(c, 0, { position: 1.5 }, { lang: 'en' })).toMatchObject({
        code: Code.error,
        msg: 'The page must be a whole number from 0 to 4',
      });
      expect(await record(c, 0)).toBeNull();
    });

    it('reads an office file with a rendition page by page, and one without it by dwell time', async () => {
      const c = await courseWith(
        { kind: 'office', docType: 'docx', pages: 3, rendition: true },
        { kind: 'office', docType: 'pptx', pages: 12, rendition: false, dwell: 20 },
      );
      expect((await ok(c, 0, { position: 1 })).studyProgress).toBe(33);
      expect((await ok(c, 0, { position: 2 })).studyProgress).toBe(66);
      expect(await ok(c, 0, { position: 3 })).toMatchObject({ studyProgress: 100, finished: 1 });

      expect(await ok(c, 1, { studySeconds: 10, position: 7 })).toMatchObject({
        studyProgress: 50,
        finished: 0,
      });
      advance(10);
      expect(await ok(c, 1, { studySeconds: 10, position: 9 })).toMatchObject({
        studyProgress: 100,
        finished: 1,
      });
    });

    it('finishes txt files, archives and image-text after their dwell time (30 s when none is set)', async () => {
      const c = await courseWith(
        { kind: 'txt' },
        { kind: 'archive', dwell: 10 },
        { kind: 'imageText', dwell: 60 },
      );
      expect((await ok(c, 0, { studySeconds: 10 })).studyProgress).toBe(33);
      advance(10);
      expect((await ok(c, 0, { studySeconds: 10 })).studyProgress).toBe(66);
      advance(10);
      expect(await ok(c, 0, { studySeconds: 10 })).toMatchObject({ studyProgress: 100, finished: 1 });

      expect(await ok(c, 1, { studySeconds: 10 })).toMatchObject({ studyProgress: 100, finished: 1 });

      expect(await ok(c, 2, { studySeconds: 45 })).toMatchObject({ studyProgress: 75, finished: 0 });
      advance(15);
      expect(await ok(c, 2, { studySeconds: 15 })).toMatchObject({ studyProgress: 100, finished: 1 });
      expect((await record(c, 2))?.studySeconds).toBe(60);
    });

    it('records the images seen of an image set and finishes it by dwell time', async () => {
      const c = await courseWith({ kind: 'images', count: 3, dwell: 20 });
      expect(await ok(c, 0, { studySeconds: 5, position: 1 })).toMatchObject({ studyProgress: 25 });
      advance(5);
      await ok(c, 0, { studySeconds: 5, position: 3 });
      expect(await record(c, 0)).toMatchObject({ seenPages: [1, 3], maxPosition: 3, studySeconds: 10 });
      expect((await report(c, 0, { position: 4 })).code).toBe(Code.error);
      advance(10);
      expect(await ok(c, 0, { studySeconds: 10, position: 2 })).toMatchObject({
        studyProgress: 100,
        finished: 1,
      });
      expect((await record(c, 0))?.seenPages).toEqual([1, 2, 3]);
    });

    it('stores a finished node at the progress the player claimed, raising it with the next report', async () => {
      const c = await courseWith({ kind: 'txt', dwell: 20 });
      expect(await ok(c, 0, { studySeconds: 20, studyProgress: 50 })).toMatchObject({
        studyProgress: 50,
        finished: 1,
      });
      expect(await ok(c, 0, { studyProgress: 100 })).toMatchObject({ studyProgress: 100, finished: 1 });
    });
  });

  describe('the course', () => {
    it('enrols on the first report and derives course progress and status from its nodes', async () => {
      const c = await courseWith(
        { kind: 'video', duration: 100 },
        { kind: 'imageText', dwell: 30 },
        { kind: 'chapter' },
        { kind: 'exam' },
        { kind: 'disabledNode' },
        { kind: 'disabledResource' },
      );
      expect(await courseRecord(t, w.refs.tenant1, w.refs.learner.id, c.id)).toBeNull();
      // Opened at 0 %: the course is under way.
      expect(await ok(c, 0, { studySeconds: 0, studyProgress: 0 })).toMatchObject({
        courseProgress: 0,
        courseStudyStatus: StudyStatus.learning,
      });
      advance(100);
      // The video done, the image-text not opened: half of the two nodes that count.
      expect(await ok(c, 0, { studySeconds: 100, position: 100 })).toMatchObject({
        studyProgress: 100,
        courseProgress: 50,
        courseStudyStatus: StudyStatus.learning,
      });
      expect(await ok(c, 1, { studySeconds: 15 })).toMatchObject({ studyProgress: 50, courseProgress: 75 });
      advance(15);
      expect(await ok(c, 1, { studySeconds: 15 })).toMatchObject({
        courseProgress: 100,
        courseStudyStatus: StudyStatus.learned,
      });

      const page = await callApi(
        t.app,
        courseProgressApi.page,
        { studyStatusList: [StudyStatus.learned], pageSize: 100 },
        { token: w.learner },
      );
      expect(page.data.list.map((r) => [r.courseId, r.studyProgress, r.studyStatus])).toContainEqual([
        c.id,
        100,
        StudyStatus.learned,
      ]);
    });

    it('never lowers course progress, also when the course gains a node', async () => {
      const c = await courseWith({ kind: 'txt', dwell: 10 });
      expect(await ok(c, 0, { studySeconds: 10 })).toMatchObject({ courseProgress: 100 });
      // A lesson added to a learned course: the mean would be 50 %, the course stays learned.
      await addNode(t, { tenantId: w.refs.tenant1, enterpriseId: w.company.id }, c.id, { kind: 'txt' }, 1);
      expect(await ok(c, 0, { studySeconds: 0 })).toMatchObject({
        courseProgress: 100,
        courseStudyStatus: StudyStatus.learned,
      });
      // A second course gets an earlier figure written by an older rule: higher than its nodes make it.
      const d = await courseWith({ kind: 'txt', dwell: 100 }, { kind: 'txt', dwell: 100 });
      await t.db.insert(courseUserProgress).values({
        tenantId: w.refs.tenant1,
        enterpriseId: w.company.id,
        courseId: d.id,
        userId: w.refs.learner.id,
        studyProgress: 80,
      });
      expect(await ok(d, 0, { studySeconds: 10 })).toMatchObject({ studyProgress: 10, courseProgress: 80 });
    });
  });

  describe('bad reports', () => {
    it('refuses a report without a progress figure, in the reader’s language, and stores nothing', async () => {
      const c = await courseWith({ kind: 'video', duration: 100 });
      const base = { courseId: c.id, subResourceId: c.nodes[0], position: 1, studySeconds: 5, seq: 1 };
      for (const [body, lang, msg] of [
        [base, 'zh', '学习进度不能为空'],
        [{ ...base, studyProgress: null }, 'en', 'The study progress is missing'],
        [{ ...base, studyProgress: '' }, 'zh', '学习进度不能为空'],
      ] as const) {
        const res = await callApi(t.app, progressApi.logUpdate, body, { token: w.learner, lang });
        expect(res).toMatchObject({ code: Code.error, msg, data: null });
      }
      expect(await record(c, 0)).toBeNull();
      expect(await courseRecord(t, w.refs.tenant1, w.refs.learner.id, c.id)).toBeNull();
    });

    it('answers nodes that cannot be studied like unknown ones', async () => {
      const c = await courseWith(
        { kind: 'chapter' },
        { kind: 'exam' },
        { kind: 'disabledNode' },
        { kind: 'disabledResource' },
        { kind: 'video', duration: 100 },
      );
      const disabled = await makeCourse(t, {
        tenantId: w.refs.tenant1,
        enterpriseId: w.company.id,
        statusId: 0,
        nodes: [{ kind: 'video', duration: 100 }],
      });
      const other = await courseWith({ kind: 'video', duration: 100 });
      for (const index of [0, 1, 2, 3])
        expect(await report(c, index)).toMatchObject({ code: Code.error, msg: NOT_FOUND });
      expect(await report(disabled, 0)).toMatchObject({ code: Code.error, msg: NOT_FOUND });
      // A node named with the wrong course.
      expect(await report({ id: other.id, nodes: c.nodes }, 4)).toMatchObject({
        code: Code.error,
        msg: NOT_FOUND,
      });
      expect(await report(c, 4, { subResourceId: '999999999' })).toMatchObject({
        code: Code.error,
        msg: NOT_FOUND,
      });
      expect(await report(c, 0, {}, { lang: 'en' })).toMatchObject({
        code: Code.error,
        msg: 'The course content does not exist or cannot be studied',
      });
      expect((await report(c, 4)).code).toBe(Code.ok);
    });

    it('counts only nodes reachable through enabled chapters, as the content tree shows them', async () => {
      const c = await courseWith({ kind: 'chapter' }, { kind: 'disabledChapter' });
      const scope = { tenantId: w.refs.tenant1, enterpriseId: w.company.id };
      const [open, closed] = c.nodes;
      const shown = await addNode(t, scope, c.id, { kind: 'video', duration: 100 }, 0, open);
      const hidden = await addNode(t, scope, c.id, { kind: 'video', duration: 100 }, 0, closed);
      // A node hung below a period, not a chapter, is not in the tree either.
      const stray = await addNode(t, scope, c.id, { kind: 'txt' }, 0, shown);
      const tree = { id: c.id, nodes: [shown, hidden, stray] };
      expect(await report(tree, 1)).toMatchObject({ code: Code.error, msg: NOT_FOUND });
      expect(await report(tree, 2)).toMatchObject({ code: Code.error, msg: NOT_FOUND });
      await ok(tree, 0, { studySeconds: 0 });
      advance(100);
      expect(await ok(tree, 0, { studySeconds: 100, position: 100 })).toMatchObject({
        studyProgress: 100,
        courseProgress: 100,
        courseStudyStatus: StudyStatus.learned,
      });
    });

    it('keeps companies, tenants and members apart', async () => {
      const c = await courseWith({ kind: 'video', duration: 100 });
      const xinghe = await makeCourse(t, {
        tenantId: w.refs.tenant1,
        enterpriseId: w.refs.xinghe.id,
        nodes: [{ kind: 'video', duration: 100 }],
      });
      // The same person signed in to another company, another tenant's member: the same "not found".
      expect(await report(c, 0, {}, { token: w.learnerXinghe })).toMatchObject({
        code: Code.error,
        msg: NOT_FOUND,
      });
      expect(await report(xinghe, 0)).toMatchObject({ code: Code.error, msg: NOT_FOUND });
      expect(await report(c, 0, {}, { token: w.other, host: OTHER_HOST })).toMatchObject({
        code: Code.error,
        msg: NOT_FOUND,
      });
      // A colleague's report is the colleague's alone.
      await ok(c, 0, { studySeconds: 20, position: 20 });
      const res = await report(c, 0, { studySeconds: 5, position: 3 }, { token: w.colleague });
      expect(res).toMatchObject({ code: Code.ok, data: { maxPosition: 3, studyProgress: 3 } });
      expect(await record(c, 0)).toMatchObject({ maxPosition: 20, studySeconds: 20 });
      expect(await record(c, 0, w.refs.admin.id)).toMatchObject({ maxPosition: 3, studySeconds: 5 });
      expect((await courseRecord(t, w.refs.tenant1, w.refs.admin.id, c.id))?.studyDuration).toBe(5);
      expect((await courseRecord(t, w.refs.tenant1, w.refs.learner.id, c.id))?.studyDuration).toBe(20);
    });
  });

  describe('hang-ups', () => {
    it('notes that the learner went idle in a node', async () => {
      const c = await courseWith({ kind: 'video', duration: 100 }, { kind: 'chapter' });
      const res = await callApi(
        t.app,
        progressApi.hangUp,
        { courseId: c.id, subResourceId: c.nodes[0], idleSeconds: 300 },
        { token: w.learner },
      );
      expect(res).toMatchObject({ code: Code.ok, data: null });
      const rows = await t.db
        .select()
        .from(studyHangUp)
        .where(and(eq(studyHangUp.tenantId, w.refs.tenant1), eq(studyHangUp.courseId, c.id)));
      expect(rows.map((r) => [r.nodeId, r.userId, r.enterpriseId, r.idleSeconds])).toEqual([
        [c.nodes[0], w.refs.learner.id, w.company.id, 300],
      ]);
      // No study time for it.
      expect(await courseRecord(t, w.refs.tenant1, w.refs.learner.id, c.id)).toBeNull();

      for (const [body, token] of [
        [{ courseId: c.id, subResourceId: c.nodes[1], idleSeconds: 300 }, w.learner],
        [{ courseId: c.id, subResourceId: c.nodes[0], idleSeconds: 300 }, w.learnerXinghe],
      ] as const) {
        expect(await callApi(t.app, progressApi.hangUp, body, { token })).toMatchObject({
          code: Code.error,
          msg: NOT_FOUND,
        });
      }
      const bad = await callApi(
        t.app,
        progressApi.hangUp,
        { courseId: c.id, subResourceId: c.nodes[0], idleSeconds: -1 },
        { token: w.learner, lang: 'en' },
      );
      expect(bad.code).toBe(Code.error);
      expect(bad.msg).toContain('Idle time');
    });
  });

  describe('concurrent reports', () => {
    it('lose no page and no sequence number when they reach one node at once', async () => {
      const c = await courseWith({ kind: 'pdf', pages: 8 });
      await ok(c, 0, { seq: 10, position: 1, studySeconds: 5 });
      advance(60);
      const answers = await Promise.all(
        [2, 3, 4, 5, 6, 7, 8].map((page) =>
          report(c, 0, { seq: 10 + page, position: page, studySeconds: 5 }),
        ),
      );
      for (const a of answers) expect(a.code, a.msg).toBe(Code.ok);
      const row = await record(c, 0);
      expect(row).toMatchObject({
        seenPages: [1, 2, 3, 4, 5, 6, 7, 8],
        lastSeq: 18,
        studyProgress: 100,
        finished: 1,
      });
      // Each answer is a state the record passed through: none is above the final one.
      for (const a of answers) expect(a.data.studyProgress).toBeLessThanOrEqual(100);
      // Whichever order they came in, every counted second reached the node, the course and the day alike.
      const counted = row?.studySeconds ?? 0;
      expect(counted % 5).toBe(0);
      expect(counted).toBeGreaterThanOrEqual(10);
      expect(counted).toBeLessThanOrEqual(40);
      expect((await courseRecord(t, w.refs.tenant1, w.refs.learner.id, c.id))?.studyDuration).toBe(counted);
    });

    it('lose no second and no progress when they reach several nodes of a course at once', async () => {
      // Half of them single-page documents: their reports carry no seconds, so nothing but the course row
      // orders them.
      const n = 8;
      const nodes: NodeSpec[] = Array.from({ length: n }, (_, i) =>
        i % 2 === 0 ? { kind: 'pdf', pages: 1 } : { kind: 'txt', dwell: 20 },
      );
      const c = await courseWith(...nodes);
      // Opened first, so the reports meet an existing course row rather than queueing on its creation.
      await ok(c, 1, { studySeconds: 0, studyProgress: 0 });
      advance(60);
      const daysBefore = await studyDays(t, w.refs.tenant1, w.company.id, w.refs.learner.id);
      const answers = await Promise.all(
        c.nodes.map((_, i) => report(c, i, i % 2 === 0 ? { position: 1 } : { studySeconds: 20 })),
      );
      for (const a of answers) expect(a.code, a.msg).toBe(Code.ok);
      const seconds = (n / 2) * 20;
      const courseRow = await courseRecord(t, w.refs.tenant1, w.refs.learner.id, c.id);
      expect(courseRow).toMatchObject({ studyDuration: seconds, studyProgress: 100 });
      // Each answer saw the nodes finished before it, the last one the whole course: 12, 25, 37, … 100.
      expect(answers.map((a) => a.data.courseProgress).sort((a, b) => a - b)).toEqual(
        Array.from({ length: n }, (_, k) => Math.floor((100 * (k + 1)) / n)),
      );
      const day = dayOf(t.clock.now());
      const daysAfter = await studyDays(t, w.refs.tenant1, w.company.id, w.refs.learner.id);
      expect((daysAfter[day] ?? 0) - (daysBefore[day] ?? 0)).toBe(seconds);
    });
  });
});

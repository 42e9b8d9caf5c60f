import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { offlineApi } from '../../../contract/offline';
import { AssessResult, offlineReviewApi } from '../../../contract/offline-review';
import { offlineCourse } from '../../../gateway/db/schema-offline';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST } from '../notice/support';
import {
  LEARNER_FILE,
  LIU_YANG_FILE,
  PDF,
  PNG,
  TIME,
  openLink,
  seededFile,
  uploadAs,
} from './review-support';
import { SAFETY, SECURITY, courseOf, makeWuHaoALecturer, offlineDemo, type OfflineDemo } from './support';

const NOT_FOUND = '线下课程不存在或已停用';
const NOT_LEARNER = '该成员不是本课程的学员';
const FILE_NOT_FOUND = '文件不存在，或你无权查看';
const NOT_YOURS = '有文件不存在或不是你上传的，请重新上传后再保存';
const { pending, passed, failed } = AssessResult;

describe.each(dialects())('offline course assessments (%s)', (dialect) => {
  let t: TestApp;
  let d: OfflineDemo;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    d = await offlineDemo(t);
  });
  afterAll(() => t.close());

  type ListBody = {
    courseId: string;
    assessed?: 0 | 1;
    keyword?: string;
    pageSize?: number;
    pageCurrent?: number;
  };
  const list = (body: ListBody, token = d.c.lecturer) =>
    callApi(t.app, offlineReviewApi.assessUserList, body, { token });
  const view = (body: { courseId: string; userId?: string }, token: string, lang?: 'zh' | 'en') =>
    callApi(t.app, offlineReviewApi.assessView, body, { token, lang });
  const save = (body: Record<string, unknown>, token = d.c.lecturer, lang?: 'zh' | 'en') =>
    callApi(t.app, offlineReviewApi.assessSave, body, { token, lang });
  const link = (body: { courseId: string; fileId: string; userId?: string }, token: string) =>
    callApi(t.app, offlineReviewApi.attachmentLink, body, { token });

  it('lists the learners of a taught course with attendance and results, and counts over all of them', async () => {
    const res = await list({ courseId: courseOf(d, SAFETY), pageSize: 10 });
    expect(res.code).toBe(Code.ok);
    expect(res.data).toMatchObject({ totalCount: 7, learnerCount: 7, assessedCount: 4, passScore: 60 });
    expect(res.data.list.map((r) => [r.empNo, r.userName, r.result, r.score])).toEqual([
      ['E0001', '林晓', pending, null],
      ['E0101', '刘洋', passed, 92],
      ['E0102', '何静', passed, 78],
      ['E0104', '郑佳', failed, 52],
      ['E0105', '马超', pending, null],
      ['E0106', '黄蕾', passed, 85],
      ['E0108', '邓峰', pending, null],
    ]);
    const [learner, liu] = res.data.list;
    expect(learner).toMatchObject({
      department: '产品部',
      gmtAssessed: null,
      figures: { sessions: 5, present: 1, late: 0, absent: 0, leave: 1, none: 3 },
    });
    expect(liu?.gmtAssessed).toMatch(TIME);

    const only = async (body: Omit<ListBody, 'courseId'>) => {
      const page = await list({ courseId: courseOf(d, SAFETY), ...body });
      expect(page.data).toMatchObject({ learnerCount: 7, assessedCount: 4 });
      return [page.data.totalCount, page.data.list.map((r) => r.empNo)];
    };
    expect(await only({ assessed: 0 })).toEqual([3, ['E0001', 'E0105', 'E0108']]);
    expect(await only({ assessed: 1 })).toEqual([4, ['E0101', 'E0102', 'E0104', 'E0106']]);
    expect(await only({ keyword: '刘' })).toEqual([1, ['E0101']]);
    expect(await only({ keyword: 'e0104' })).toEqual([1, ['E0104']]);
    expect(await only({ keyword: '%' })).toEqual([0, []]);
    expect(await only({ assessed: 0, keyword: '马' })).toEqual([1, ['E0105']]);
    const last = await list({ courseId: courseOf(d, SAFETY), pageSize: 3, pageCurrent: 3 });
    expect(last.data).toMatchObject({ totalPage: 3, pageCurrent: 3 });
    expect(last.data.list.map((r) => r.empNo)).toEqual(['E0108']);
  });

  it('shows the learner their own assessment: given in one course, pending in the other', async () => {
    const given = await view({ courseId: courseOf(d, SECURITY) }, d.c.learner);
    expect(given.code).toBe(Code.ok);
    expect(given.data).toMatchObject({
      courseName: SECURITY,
      userId: d.c.refs.learner.id,
      userName: '林晓',
      result: passed,
      score: 88,
      passScore: 60,
      assessorName: '陈立',
    });
    expect(given.data.comment).toContain('钓鱼邮件识别准确');
    expect(given.data.gmtAssessed).toMatch(TIME);
    expect(given.data.attachments.map((f) => [f.fileName, f.mimeType])).toEqual([
      [LEARNER_FILE, 'application/pdf'],
    ]);
    // Asking with one's own id is the same.
    const own = await view({ courseId: courseOf(d, SECURITY), userId: d.c.refs.learner.id }, d.c.learner);
    expect(own.data).toEqual(given.data);

    const none = await view({ courseId: courseOf(d, SAFETY) }, d.c.learner);
    expect(none.data).toMatchObject({
      courseName: SAFETY,
      result: pending,
      score: null,
      passScore: 60,
      comment: '',
      assessorName: '',
      gmtAssessed: null,
      attachments: [],
    });
    // A member who is no learner has none to see.
    const stranger = await d.member('13800000110');
    expect(await view({ courseId: courseOf(d, SAFETY) }, stranger)).toMatchObject({
      code: Code.error,
      msg: '你不是本课程的学员，没有考核结果',
      data: null,
    });
    expect((await view({ courseId: courseOf(d, SAFETY) }, stranger, 'en')).msg).toBe(
      'You are not a learner of this course, so it holds no assessment of you',
    );
  });

  it('opens an assessment’s file for its learner and the lecturer, never for another learner', async () => {
    const liuYang = await d.member('13800000101');
    const liuId = await d.userOf('13800000101');
    const liuFile = await seededFile(t, d.c.refs.tenant1, LIU_YANG_FILE);
    const safety = courseOf(d, SAFETY);
    const mine = await link({ courseId: safety, fileId: liuFile, userId: liuId }, liuYang);
    expect(mine.code).toBe(Code.ok);
    expect(mine.data.fileName).toBe(LIU_YANG_FILE);
    const file = await openLink(t, mine.data.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await link({ courseId: safety, fileId: liuFile, userId: liuId }, d.c.lecturer)).code).toBe(
      Code.ok,
    );
    // Another learner: naming 刘洋, naming themself, or asking for it as a course attachment.
    for (const body of [
      { courseId: safety, fileId: liuFile, userId: liuId },
      { courseId: safety, fileId: liuFile, userId: d.c.refs.learner.id },
      { courseId: safety, fileId: liuFile },
    ]) {
      expect(await link(body, d.c.learner)).toMatchObject({ code: Code.error, msg: FILE_NOT_FOUND });
    }
    // The learner's own file in the workshop.
    const own = await seededFile(t, d.c.refs.tenant1, LEARNER_FILE);
    const ownLink = await link(
      { courseId: courseOf(d, SECURITY), fileId: own, userId: d.c.refs.learner.id },
      d.c.learner,
    );
    expect(ownLink.data.fileName).toBe(LEARNER_FILE);
    expect(
      (await link({ courseId: courseOf(d, SECURITY), fileId: own, userId: d.c.refs.learner.id }, liuYang))
        .msg,
    ).toBe(FILE_NOT_FOUND);
  });

  it('shows the lecturer a learner’s assessment, and refuses one of a member who is no learner', async () => {
    const liuId = await d.userOf('13800000101');
    const res = await view({ courseId: courseOf(d, SAFETY), userId: liuId }, d.c.lecturer);
    expect(res.data).toMatchObject({ userName: '刘洋', result: passed, score: 92, assessorName: '陈立' });
    expect(res.data.attachments.map((f) => f.fileName)).toEqual([LIU_YANG_FILE]);
    const pendingOne = await view(
      { courseId: courseOf(d, SAFETY), userId: d.c.refs.learner.id },
      d.c.lecturer,
    );
    expect(pendingOne.data).toMatchObject({ result: pending, score: null, userName: '林晓' });
    const stranger = await d.userOf('13800000110');
    expect(await view({ courseId: courseOf(d, SAFETY), userId: stranger }, d.c.lecturer)).toMatchObject({
      code: Code.error,
      msg: NOT_LEARNER,
    });
    expect((await view({ courseId: courseOf(d, SAFETY), userId: '999999' }, d.c.lecturer)).msg).toBe(
      NOT_LEARNER,
    );
  });

  it('saves an assessment with the lecturer’s files; saving again replaces it', async () => {
    const safety = courseOf(d, SAFETY);
    const ma = await d.userOf('13800000105');
    const report = await uploadAs(t, d.c.lecturer, '马超-复盘记录.pdf', PDF);
    const photo = await uploadAs(t, d.c.lecturer, '马超-演练照片.png', PNG);
    const first = await save({
      courseId: safety,
      userId: ma,
      score: 59,
      comment: '  差一分及格  ',
      fileIds: [photo, report],
    });
    expect(first.code).toBe(Code.ok);
    expect(first.data).toMatchObject({
      userName: '马超',
      result: failed,
      score: 59,
      comment: '差一分及格',
      assessorName: '陈立',
    });
    expect(first.data.attachments.map((f) => f.fileName)).toEqual(['马超-演练照片.png', '马超-复盘记录.pdf']);
    const created = first.data.gmtAssessed;
    expect(created).toMatch(TIME);

    t.clock.advance(60_000);
    const again = await save({ courseId: safety, userId: ma, score: 60, fileIds: [report] });
    expect(again.data).toMatchObject({ result: passed, score: 60, comment: '' });
    expect(again.data.attachments.map((f) => f.fileName)).toEqual(['马超-复盘记录.pdf']);
    expect(again.data.gmtAssessed).not.toBe(created);
    // The learner sees the latest, and the list counts one more.
    const learner = await d.member('13800000105');
    expect((await view({ courseId: safety }, learner)).data).toEqual(again.data);
    expect((await list({ courseId: safety })).data.assessedCount).toBe(5);
    // A photo no longer on the assessment is no longer the learner's to open.
    expect((await link({ courseId: safety, fileId: photo, userId: ma }, learner)).msg).toBe(FILE_NOT_FOUND);
    expect((await link({ courseId: safety, fileId: report, userId: ma }, learner)).code).toBe(Code.ok);

    // The result follows the course's pass score as it is now.
    const passScore = (n: number) =>
      t.db
        .update(offlineCourse)
        .set({ passScore: n })
        .where(and(eq(offlineCourse.tenantId, d.c.refs.tenant1), eq(offlineCourse.id, safety)));
    await passScore(70);
    try {
      expect((await view({ courseId: safety }, learner)).data).toMatchObject({
        result: failed,
        passScore: 70,
      });
      expect((await list({ courseId: safety, assessed: 1 })).data.list.map((r) => r.result)).toEqual([
        passed,
        passed,
        failed,
        failed,
        passed,
      ]);
    } finally {
      await passScore(60);
    }
  });

  it('refuses bad input with 999 and a clear message', async () => {
    const safety = courseOf(d, SAFETY);
    const he = await d.userOf('13800000102');
    const before = (await view({ courseId: safety, userId: he }, d.c.lecturer)).data;
    const refused = async (body: Record<string, unknown>, lang?: 'zh' | 'en') => {
      const res = await save({ courseId: safety, userId: he, score: 80, ...body }, d.c.lecturer, lang);
      expect(res).toMatchObject({ code: Code.error, data: null });
      return res.msg;
    };
    expect(await refused({ score: 101 })).toBe('分数超出长度或取值上限（最大 100）');
    expect(await refused({ score: 101 }, 'en')).toBe('Score is too long or too large (at most 100)');
    expect(await refused({ score: -1 })).toBe('分数不足长度或取值下限（最小 0）');
    expect(await refused({ score: 80.5 })).toContain('分数');
    expect(await refused({ comment: 'x'.repeat(1001) })).toBe('评语超出长度或取值上限（最大 1000）');
    const six = await Promise.all(
      Array.from({ length: 6 }, (_, i) => uploadAs(t, d.c.lecturer, `第${i + 1}页.png`, PNG)),
    );
    expect(await refused({ fileIds: six })).toBe('附件超出长度或取值上限（最大 5）');
    expect(await refused({ fileIds: [six[0], six[0]] })).toBe('附件有重复项');
    expect(await refused({ fileIds: ['999999'] })).toBe(NOT_YOURS);
    const theirs = await uploadAs(t, d.c.learner, '学员自传.pdf', PDF);
    expect(await refused({ fileIds: [theirs] })).toBe(NOT_YOURS);
    expect(await refused({ userId: await d.userOf('13800000110') })).toBe(NOT_LEARNER);
    expect(await refused({ userId: 'abc' })).toBe('学员不是有效的编号');
    // Nothing was written.
    expect((await view({ courseId: safety, userId: he }, d.c.lecturer)).data).toEqual(before);
  });

  it('answers 306 to a member who teaches nothing, on every lecturer call', async () => {
    const safety = courseOf(d, SAFETY);
    const liuId = await d.userOf('13800000101');
    for (const token of [d.c.learner, d.c.admin]) {
      const calls = [
        list({ courseId: safety }, token),
        save({ courseId: safety, userId: liuId, score: 90 }, token),
        view({ courseId: safety, userId: liuId }, token),
        callApi(t.app, offlineReviewApi.attachmentSave, { courseId: safety, fileIds: [] }, { token }),
        callApi(t.app, offlineApi.attendanceExport, { courseId: safety }, { token }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res).toMatchObject({ code: Code.noPermission, msg: '只有讲师可以使用此功能', data: null });
      }
    }
  });

  it('isolates every call: another company and another tenant see nothing', async () => {
    const security = courseOf(d, SECURITY);
    const own = await seededFile(t, d.c.refs.tenant1, LEARNER_FILE);
    // The same person in 远山制造 (who teaches nothing there), and tenant 2's member (a lecturer of 北辰物流).
    for (const [token, host, lecturerAnswer] of [
      [d.c.learnerYuanshan, undefined, [Code.noPermission, '只有讲师可以使用此功能']],
      [d.c.other, OTHER_HOST, [Code.error, NOT_FOUND]],
    ] as const) {
      const as = { token, host };
      expect(await callApi(t.app, offlineReviewApi.assessView, { courseId: security }, as)).toMatchObject({
        code: Code.error,
        msg: NOT_FOUND,
      });
      const fileLink = await callApi(
        t.app,
        offlineReviewApi.attachmentLink,
        { courseId: security, fileId: own, userId: d.c.refs.learner.id },
        as,
      );
      expect(fileLink.msg).toBe(NOT_FOUND);
      for (const res of [
        await callApi(t.app, offlineReviewApi.assessUserList, { courseId: security }, as),
        await callApi(
          t.app,
          offlineReviewApi.assessSave,
          { courseId: security, userId: d.c.refs.learner.id, score: 1 },
          as,
        ),
        await callApi(
          t.app,
          offlineReviewApi.assessView,
          { courseId: security, userId: await d.userOf('13800000103') },
          as,
        ),
        await callApi(t.app, offlineApi.attendanceExport, { courseId: security }, as),
      ]) {
        expect([res.code, res.msg]).toEqual(lecturerAnswer);
      }
    }
    // The learner's assessment is as it was.
    expect((await view({ courseId: security }, d.c.learner)).data.score).toBe(88);
  });

  it('is "not found" to a lecturer asking about a course they do not teach', async () => {
    // 吴昊 teaches one session of the security workshop, nothing of the safety course.
    const wu = await makeWuHaoALecturer(t, d);
    const safety = courseOf(d, SAFETY);
    const liuId = await d.userOf('13800000101');
    for (const res of [
      await list({ courseId: safety }, wu),
      await save({ courseId: safety, userId: liuId, score: 10 }, wu),
      await view({ courseId: safety, userId: liuId }, wu),
      await callApi(t.app, offlineApi.attendanceExport, { courseId: safety }, { token: wu }),
      await list({ courseId: '999999' }),
    ]) {
      expect(res).toMatchObject({ code: Code.error, msg: NOT_FOUND, data: null });
    }
    // Nor may he open a file of that course's assessments.
    const liuFile = await seededFile(t, d.c.refs.tenant1, LIU_YANG_FILE);
    expect((await link({ courseId: safety, fileId: liuFile, userId: liuId }, wu)).msg).toBe(FILE_NOT_FOUND);
    // The workshop is his to assess: the learner's seeded assessment keeps its file when he changes the score.
    const security = courseOf(d, SECURITY);
    const own = await seededFile(t, d.c.refs.tenant1, LEARNER_FILE);
    const changed = await save(
      { courseId: security, userId: d.c.refs.learner.id, score: 90, fileIds: [own] },
      wu,
    );
    expect(changed.data).toMatchObject({ score: 90, result: passed, assessorName: '吴昊' });
    expect(changed.data.attachments.map((f) => f.fileName)).toEqual([LEARNER_FILE]);
    expect((await list({ courseId: security }, wu)).data).toMatchObject({
      learnerCount: 4,
      assessedCount: 1,
    });
  });
});

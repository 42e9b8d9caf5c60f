import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseApi, publicCourseApi } from '../../../contract/course';
import { CourseSort, ResourceType } from '../../../contract/course.routes';
import { Code } from '../../../contract/envelope';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST, callers, type Callers } from '../notice/support';
import { COURSES, NOT_FOUND, courseId, ok } from './support';

const BOUND = '127.0.0.1';

describe.each(dialects())('course catalogue (%s)', (dialect) => {
  let t: TestApp;
  let c: Callers;
  const page = async (body: Record<string, unknown>, token?: string) =>
    ok(t, courseApi.infoPage, { pageSize: 50, ...body }, { token: token ?? c.learner });
  const names = async (body: Record<string, unknown>) => (await page(body)).list.map((r) => r.courseName);

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    c = await callers(t);
  });
  afterAll(() => t.close());

  it('lists the categories flat, parents before children, counting enabled courses below each', async () => {
    const list = await ok(t, courseApi.categoryList, {}, { token: c.learner });
    expect(list.map((r) => [r.categoryName, r.courseCount])).toEqual([
      ['通用能力', 3],
      ['沟通协作', 1],
      ['办公技能', 1],
      ['专业技术', 6],
      ['信息安全', 3],
      ['产品知识', 3],
      ['安全生产', 2],
      // The withdrawn (disabled) course is not counted.
      ['新员工', 2],
    ]);
    const top = list.find((r) => r.categoryName === '通用能力');
    expect(top?.parentId).toBe('0');
    expect(list.find((r) => r.categoryName === '办公技能')?.parentId).toBe(top?.id);
    // Another company's categories are its own.
    const yuanshan = await ok(t, courseApi.categoryList, {}, { token: c.learnerYuanshan });
    expect(yuanshan.map((r) => [r.categoryName, r.courseCount])).toEqual([
      ['设备与工艺', 1],
      ['质量管理', 1],
    ]);
  });

  it('lists the newest courses first with their figures, and pages them', async () => {
    const all = await page({});
    expect(all.totalCount).toBe(13);
    expect(all.list.map((r) => r.courseName)).toEqual([
      COURSES.media,
      COURSES.tools,
      COURSES.teamwork,
      COURSES.pricing,
      COURSES.faq,
      COURSES.product,
      COURSES.phishing,
      COURSES.grading,
      COURSES.basics,
      COURSES.evacuation,
      COURSES.fire,
      COURSES.office,
      COURSES.culture,
    ]);
    const media = all.list[0];
    expect(media).toMatchObject({
      categoryName: '通用能力',
      lecturerName: '陈立',
      cover: '/gateway/files/covers/course-12.jpg',
      // 60 s of video and 45 s of audio.
      totalDuration: 105,
      // Every node but the four chapters.
      periodCount: 13,
      studyCount: 6,
      markScore: 4.6,
      markCount: 5,
      admireCount: 4,
      studyProgress: 0,
      studyStatus: 1,
    });
    expect(media?.gmtCreate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(all.list.find((r) => r.courseName === COURSES.grading)).toMatchObject({
      studyProgress: 45,
      studyStatus: 2,
      studyCount: 2,
      markScore: 4,
    });

    const third = await ok(t, courseApi.infoPage, { pageSize: 5, pageCurrent: 3 }, { token: c.learner });
    expect(third).toMatchObject({ pageCurrent: 3, pageSize: 5, totalCount: 13, totalPage: 3 });
    expect(third.list.map((r) => r.courseName)).toEqual([COURSES.fire, COURSES.office, COURSES.culture]);
  });

  it('orders by members who started a course, and by rating', async () => {
    expect(await names({ sort: CourseSort.popular })).toEqual([
      COURSES.media,
      COURSES.basics,
      COURSES.fire,
      COURSES.grading,
      // One member each (the learner), newest first.
      COURSES.product,
      COURSES.evacuation,
      COURSES.office,
      COURSES.culture,
      COURSES.tools,
      COURSES.teamwork,
      COURSES.pricing,
      COURSES.faq,
      COURSES.phishing,
    ]);
    const rated = await page({ sort: CourseSort.rating });
    expect(rated.list.slice(0, 7).map((r) => [r.courseName, r.markScore, r.markCount])).toEqual([
      [COURSES.tools, 5, 1],
      [COURSES.culture, 5, 1],
      [COURSES.media, 4.6, 5],
      [COURSES.basics, 4.5, 4],
      [COURSES.fire, 4.3, 3],
      [COURSES.grading, 4, 1],
      [COURSES.teamwork, 3.5, 2],
    ]);
  });

  it('filters by category with its children, keyword, lecturer, resource type and learning status', async () => {
    const cats = await ok(t, courseApi.categoryList, {}, { token: c.learner });
    const id = (name: string) => cats.find((r) => r.categoryName === name)?.id;
    expect(await names({ categoryId: id('专业技术') })).toHaveLength(6);
    expect(await names({ categoryId: id('信息安全') })).toEqual([
      COURSES.phishing,
      COURSES.grading,
      COURSES.basics,
    ]);
    // An unknown category, or one of another company, finds nothing.
    expect(await names({ categoryId: '999999' })).toEqual([]);
    const yuanshanCats = await ok(t, courseApi.categoryList, {}, { token: c.learnerYuanshan });
    expect(await names({ categoryId: yuanshanCats[0]?.id })).toEqual([]);

    // Course names and lecturer names, ignoring case; LIKE wildcards are taken literally.
    expect(await names({ keyword: '产品' })).toEqual([COURSES.pricing, COURSES.faq, COURSES.product]);
    expect(await names({ keyword: ' 邓峰 ' })).toEqual([COURSES.evacuation, COURSES.fire]);
    expect(await names({ keyword: '%' })).toEqual([]);
    expect(await names({ keyword: '_' })).toEqual([]);
    expect(await names({ keyword: '   ' })).toHaveLength(13);

    const lecturerId = (await page({ keyword: '邓峰' })).list[0]?.lecturerId;
    expect(await names({ lecturerId })).toEqual([COURSES.evacuation, COURSES.fire]);

    expect(await names({ resourceType: ResourceType.archive })).toEqual([COURSES.media, COURSES.teamwork]);
    expect(await names({ resourceType: ResourceType.image })).toEqual([
      COURSES.media,
      COURSES.evacuation,
      COURSES.fire,
    ]);
    expect(await names({ resourceType: ResourceType.video })).toHaveLength(6);

    expect(await names({ studyStatusList: [2] })).toEqual([COURSES.product, COURSES.grading, COURSES.office]);
    expect(await names({ studyStatusList: [3], sort: CourseSort.popular })).toEqual([
      COURSES.basics,
      COURSES.fire,
      COURSES.evacuation,
      COURSES.culture,
    ]);
    expect(await names({ studyStatusList: [1, 2], categoryId: id('信息安全') })).toEqual([
      COURSES.phishing,
      COURSES.grading,
    ]);
  });

  it('counts the courses per learning status under the same filters', async () => {
    const all = await ok(t, courseApi.infoCount, {}, { token: c.learner });
    expect(all).toEqual({ totalCount: 13, notStartedCount: 6, learningCount: 3, learnedCount: 4 });
    const cats = await ok(t, courseApi.categoryList, {}, { token: c.learner });
    const security = cats.find((r) => r.categoryName === '信息安全')?.id;
    expect(await ok(t, courseApi.infoCount, { categoryId: security }, { token: c.learner })).toEqual({
      totalCount: 3,
      notStartedCount: 1,
      learningCount: 1,
      learnedCount: 1,
    });
    // Another member's progress is their own.
    expect(await ok(t, courseApi.infoCount, {}, { token: c.admin })).toEqual({
      totalCount: 13,
      notStartedCount: 12,
      learningCount: 1,
      learnedCount: 0,
    });
  });

  it('shows visitors of the bound site the public courses only, without personal figures', async () => {
    const list = await ok(t, publicCourseApi.infoPage, {}, { host: BOUND });
    expect(list.list.map((r) => [r.courseName, r.studyProgress, r.studyStatus])).toEqual([
      [COURSES.media, null, null],
      [COURSES.tools, null, null],
      [COURSES.basics, null, null],
      [COURSES.fire, null, null],
    ]);
    expect(list.list[0]).toMatchObject({ studyCount: 6, markScore: 4.6 });
    expect(await ok(t, publicCourseApi.infoCount, {}, { host: BOUND })).toEqual({
      totalCount: 4,
      notStartedCount: 0,
      learningCount: 0,
      learnedCount: 0,
    });
    const keyword = await ok(t, publicCourseApi.infoPage, { keyword: '安全' }, { host: BOUND });
    expect(keyword.list.map((r) => r.courseName)).toEqual([COURSES.basics, COURSES.fire]);
    const cats = await ok(t, publicCourseApi.categoryList, {}, { host: BOUND });
    expect(cats.map((r) => [r.categoryName, r.courseCount])).toEqual([
      ['通用能力', 2],
      ['沟通协作', 0],
      ['办公技能', 1],
      ['专业技术', 1],
      ['信息安全', 1],
      ['产品知识', 0],
      ['安全生产', 1],
      ['新员工', 0],
    ]);
    // A signed-in caller's token changes nothing on the public calls.
    const withToken = await ok(t, publicCourseApi.infoPage, {}, { host: BOUND, token: c.learner });
    expect(withToken.list.every((r) => r.studyProgress === null)).toBe(true);
  });

  it('gives a site of several companies, and another tenant’s, nothing to show visitors', async () => {
    for (const host of ['localhost', OTHER_HOST]) {
      expect(await ok(t, publicCourseApi.infoPage, {}, { host })).toMatchObject({
        list: [],
        totalCount: 0,
        totalPage: 0,
      });
      expect(await ok(t, publicCourseApi.infoCount, {}, { host })).toEqual({
        totalCount: 0,
        notStartedCount: 0,
        learningCount: 0,
        learnedCount: 0,
      });
      expect(await ok(t, publicCourseApi.categoryList, {}, { host })).toEqual([]);
    }
    const media = await courseId(t, c.refs.tenant1, COURSES.media);
    const unbound = await callApi(t.app, publicCourseApi.view, { courseId: media });
    expect(unbound).toMatchObject({ code: Code.error, msg: NOT_FOUND.zh });
  });

  it('answers a lecturer their own courses of every status, with learner figures', async () => {
    const own = await ok(t, courseApi.lecturerPage, {}, { token: c.lecturer });
    expect(
      own.list.map((r) => [
        r.courseName,
        r.statusId,
        r.studyCount,
        r.learnedCount,
        r.markScore,
        r.periodCount,
      ]),
    ).toEqual([
      [COURSES.media, 1, 6, 2, 4.6, 13],
      [COURSES.teamwork, 1, 0, 0, 3.5, 4],
      [COURSES.grading, 1, 2, 0, 4, 4],
      [COURSES.basics, 1, 5, 3, 4.5, 3],
      [COURSES.withdrawn, 0, 0, 0, 0, 1],
    ]);
    expect(own.list[0]).toMatchObject({ categoryName: '通用能力', totalDuration: 105 });
    expect(await ok(t, courseApi.lecturerCount, {}, { token: c.lecturer })).toEqual({
      totalCount: 5,
      enabledCount: 4,
    });
    const keyword = await ok(t, courseApi.lecturerPage, { keyword: '信息' }, { token: c.lecturer });
    expect(keyword.list.map((r) => r.courseName)).toEqual([COURSES.basics]);
    expect(await ok(t, courseApi.lecturerCount, { keyword: '信息' }, { token: c.lecturer })).toEqual({
      totalCount: 1,
      enabledCount: 1,
    });
    // A member who is no lecturer has no courses of their own; that is not an error.
    expect(await ok(t, courseApi.lecturerPage, {}, { token: c.learner })).toMatchObject({
      list: [],
      totalCount: 0,
    });
    expect(await ok(t, courseApi.lecturerCount, {}, { token: c.learner })).toEqual({
      totalCount: 0,
      enabledCount: 0,
    });
    // Tenant 2's lecturer signs in on their own site and sees their own course only.
    const other = await ok(t, courseApi.lecturerPage, {}, { token: c.other, host: OTHER_HOST });
    expect(other.list.map((r) => r.courseName)).toEqual([COURSES.warehouse]);
  });

  it('refuses bad filters with a message naming the field, in the reader’s language', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ keyword: '长'.repeat(51) }, '关键词不能超过 50 个字', 'Keyword may have at most 50 characters'],
      [{ sort: 4 }, '排序方式格式不正确', 'Order is not in a valid format'],
      [{ resourceType: 1 }, '资源类型格式不正确', 'Resource type is not in a valid format'],
      [{ categoryId: 'abc' }, '课程分类不是有效的编号', 'Category'],
      [{ lecturerId: '0' }, '讲师不是有效的编号', 'Lecturer'],
      [{ studyStatusList: [4] }, '学习状态格式不正确', 'Learning status'],
      [{ pageSize: 0 }, '每页条数', 'at least 1'],
    ];
    for (const [body, zh, en] of cases) {
      const res = await callApi(t.app, courseApi.infoPage, body, { token: c.learner });
      expect(res.code, JSON.stringify(body)).toBe(Code.error);
      expect(res.msg).toContain(zh);
      const english = await callApi(t.app, courseApi.infoPage, body, { token: c.learner, lang: 'en' });
      expect(english.msg).toContain(en);
    }
    const count = await callApi(
      t.app,
      courseApi.infoCount,
      { keyword: 'x'.repeat(60) },
      { token: c.learner },
    );
    expect(count).toMatchObject({ code: Code.error, msg: '关键词不能超过 50 个字', data: null });
    // Without a token the signed-in catalogue is a sign-in matter, not a 999.
    expect((await callApi(t.app, courseApi.infoPage, {})).code).toBe(Code.tokenExpired);
  });
});

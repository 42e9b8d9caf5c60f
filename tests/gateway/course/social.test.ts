import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseApi } from '../../../contract/course';
import { Code } from '../../../contract/envelope';
import { enterpriseMember } from '../../../gateway/db/schema';
import { courseComment, courseMark, courseReaction, courseware } from '../../../gateway/db/schema-course';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST, callers, userId, type Callers } from '../notice/support';
import { COURSES, NOT_FOUND, colleagueToken, courseId, ok } from './support';

describe.each(dialects())('course likes, bookmarks, comments, ratings and isolation (%s)', (dialect) => {
  let t: TestApp;
  let c: Callers;
  const ids: Record<string, string> = {};
  const reactionsOf = (course: string, kind: number) =>
    t.db
      .select()
      .from(courseReaction)
      .where(
        and(
          eq(courseReaction.tenantId, c.refs.tenant1),
          eq(courseReaction.courseId, course),
          eq(courseReaction.kind, kind),
        ),
      );

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    c = await callers(t);
    for (const name of Object.values(COURSES)) {
      const tenant = name === COURSES.warehouse ? c.refs.tenant2 : c.refs.tenant1;
      ids[name] = await courseId(t, tenant, name);
    }
  });
  afterAll(() => t.close());

  it('toggles a like and a bookmark, answering the new state and count', async () => {
    const courseId = ids[COURSES.media];
    expect(await ok(t, courseApi.admire, { courseId }, { token: c.learner })).toEqual({
      admired: 1,
      admireCount: 5,
    });
    const view = await ok(t, courseApi.view, { courseId }, { token: c.learner });
    expect(view).toMatchObject({ admired: 1, admireCount: 5, collected: 0, collectCount: 2 });
    expect(await ok(t, courseApi.admire, { courseId }, { token: c.learner })).toEqual({
      admired: 0,
      admireCount: 4,
    });
    expect(await ok(t, courseApi.collect, { courseId }, { token: c.learner })).toEqual({
      collected: 1,
      collectCount: 3,
    });
    expect(await ok(t, courseApi.view, { courseId }, { token: c.learner })).toMatchObject({
      admired: 0,
      collected: 1,
      collectCount: 3,
    });
    expect(await ok(t, courseApi.collect, { courseId }, { token: c.learner })).toEqual({
      collected: 0,
      collectCount: 2,
    });
  });

  it('survives double clicks: concurrent toggles all succeed and leave one consistent state', async () => {
    const courseId = ids[COURSES.teamwork];
    for (const endpoint of [courseApi.admire, courseApi.collect]) {
      const kind = endpoint === courseApi.admire ? 1 : 2;
      const results = await Promise.all(
        Array.from({ length: 6 }, () => callApi(t.app, endpoint, { courseId }, { token: c.learner })),
      );
      expect(results.map((r) => r.code)).toEqual(results.map(() => Code.ok));
      const rows = await reactionsOf(courseId ?? '', kind);
      const mine = rows.filter((r) => r.userId === c.refs.learner.id);
      expect(mine.length).toBeLessThanOrEqual(1);
      const view = await ok(t, courseApi.view, { courseId }, { token: c.learner });
      if (kind === 1) expect([view.admired, view.admireCount]).toEqual([mine.length, rows.length]);
      else expect(view.collected).toBe(mine.length);
    }
  });

  it('lists comments newest first and saves a trimmed one as the caller', async () => {
    const courseId = ids[COURSES.media];
    const page = await ok(t, courseApi.commentPage, { courseId }, { token: c.learner });
    expect(page.totalCount).toBe(3);
    expect(page.list.map((r) => [r.nickname, r.mine])).toEqual([
      ['林晓', 1],
      ['何静', 0],
      ['刘洋', 0],
    ]);
    expect(page.list[0]).toMatchObject({ courseId, userId: c.refs.learner.id });

    const saved = await ok(
      t,
      courseApi.commentSave,
      { courseId, content: '  讲得很清楚 <b>谢谢</b>  ' },
      { token: c.lecturer },
    );
    expect(saved).toMatchObject({ content: '讲得很清楚 <b>谢谢</b>', nickname: '陈立', mine: 1, courseId });
    const after = await ok(t, courseApi.commentPage, { courseId, pageSize: 2 }, { token: c.learner });
    expect(after).toMatchObject({ totalCount: 4, totalPage: 2 });
    expect(after.list.map((r) => [r.id, r.mine])).toEqual([
      [saved.id, 0],
      [page.list[0]?.id, 1],
    ]);
    expect((await ok(t, courseApi.view, { courseId }, { token: c.learner })).commentCount).toBe(4);
    const longest = await ok(
      t,
      courseApi.commentSave,
      { courseId, content: '好'.repeat(500) },
      { token: c.learner },
    );
    expect(longest.content).toHaveLength(500);
  });

  it('refuses empty, long and non-member comments, in the reader’s language', async () => {
    const courseId = ids[COURSES.fire];
    const cases: [unknown, string, string][] = [
      ['   ', '请输入评论内容', 'Please enter a comment'],
      ['好'.repeat(501), '评论不能超过 500 个字', 'A comment may have at most 500 characters'],
      [undefined, '内容不能为空', 'Content is required'],
    ];
    for (const [content, zh, en] of cases) {
      const res = await callApi(t.app, courseApi.commentSave, { courseId, content }, { token: c.learner });
      expect(res).toMatchObject({ code: Code.error, msg: zh, data: null });
      const english = await callApi(
        t.app,
        courseApi.commentSave,
        { courseId, content },
        { token: c.learner, lang: 'en' },
      );
      expect(english.msg).toBe(en);
    }
    // A token outlives a membership taken away: comments need a current member.
    const phone = '13800000115';
    const token = await colleagueToken(t, c, phone);
    const member = and(
      eq(enterpriseMember.tenantId, c.refs.tenant1),
      eq(enterpriseMember.enterpriseId, c.refs.xinghe.id),
      eq(enterpriseMember.userId, await userId(t.db, c.refs.tenant1, phone)),
    );
    await t.db.update(enterpriseMember).set({ registerStatus: 3 }).where(member);
    try {
      const refused = await callApi(t.app, courseApi.commentSave, { courseId, content: '试试' }, { token });
      expect(refused).toMatchObject({ code: Code.error, msg: '只有本企业的正式成员才能发表评论' });
    } finally {
      await t.db.update(enterpriseMember).set({ registerStatus: 2 }).where(member);
    }
    const stored = await t.db
      .select()
      .from(courseComment)
      .where(and(eq(courseComment.tenantId, c.refs.tenant1), eq(courseComment.courseId, courseId ?? '')));
    expect(stored).toEqual([]);
  });

  it('deletes the caller’s own comments only; another’s reads like an unknown id', async () => {
    const courseId = ids[COURSES.basics];
    const mine = await ok(t, courseApi.commentSave, { courseId, content: '已学完' }, { token: c.learner });
    const page = await ok(t, courseApi.commentPage, { courseId }, { token: c.learner });
    const theirs = page.list.find((r) => r.mine === 0);
    expect(theirs).toBeDefined();
    for (const id of [theirs?.id, '999999999']) {
      const res = await callApi(t.app, courseApi.commentDelete, { id }, { token: c.learner });
      expect(res).toMatchObject({ code: Code.error, msg: '评论不存在或已删除' });
      const en = await callApi(t.app, courseApi.commentDelete, { id }, { token: c.learner, lang: 'en' });
      expect(en.msg).toBe('The comment does not exist or has been deleted');
    }
    expect(
      await callApi(t.app, courseApi.commentDelete, { id: mine.id }, { token: c.learner }),
    ).toMatchObject({
      code: Code.ok,
      data: null,
    });
    const again = await callApi(t.app, courseApi.commentDelete, { id: mine.id }, { token: c.learner });
    expect(again.code).toBe(Code.error);
    const left = await ok(t, courseApi.commentPage, { courseId }, { token: c.learner });
    expect(left.list.map((r) => r.id)).toEqual(page.list.filter((r) => r.id !== mine.id).map((r) => r.id));
  });

  it('rates 1–5 once per member, a second rating replacing the first', async () => {
    const courseId = ids[COURSES.media];
    expect(await ok(t, courseApi.markView, { courseId }, { token: c.learner })).toEqual({
      courseId,
      averageScore: 4.6,
      markCount: 5,
      distribution: [0, 0, 0, 2, 3],
      myScore: null,
      myRemark: null,
    });
    expect(
      await ok(t, courseApi.markSave, { courseId, score: 3, remark: ' 还不错 ' }, { token: c.learner }),
    ).toEqual({
      courseId,
      averageScore: 4.3,
      markCount: 6,
      distribution: [0, 0, 1, 2, 3],
      myScore: 3,
      myRemark: '还不错',
    });
    expect(await ok(t, courseApi.markSave, { courseId, score: '5' }, { token: c.learner })).toMatchObject({
      averageScore: 4.7,
      markCount: 6,
      distribution: [0, 0, 0, 2, 4],
      myScore: 5,
      myRemark: '',
    });
    const card = (await ok(t, courseApi.infoPage, { pageSize: 1 }, { token: c.learner })).list[0];
    expect(card).toMatchObject({ courseName: COURSES.media, markScore: 4.7, markCount: 6 });
    expect((await ok(t, courseApi.view, { courseId }, { token: c.learner })).myMark).toBe(5);
    // Another member sees their own (none) and the same figures.
    expect(await ok(t, courseApi.markView, { courseId }, { token: c.admin })).toMatchObject({
      averageScore: 4.7,
      myScore: null,
    });

    // Concurrent ratings of one member keep one row.
    const teamwork = ids[COURSES.teamwork];
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((score) =>
        callApi(t.app, courseApi.markSave, { courseId: teamwork, score }, { token: c.learner }),
      ),
    );
    expect(results.map((r) => r.code)).toEqual([200, 200, 200, 200, 200]);
    const rows = await t.db
      .select()
      .from(courseMark)
      .where(
        and(
          eq(courseMark.tenantId, c.refs.tenant1),
          eq(courseMark.courseId, teamwork ?? ''),
          eq(courseMark.userId, c.refs.learner.id),
        ),
      );
    expect(rows).toHaveLength(1);
  });

  it('refuses ratings out of range, in the reader’s language', async () => {
    const courseId = ids[COURSES.fire];
    for (const score of [0, 6, 2.5, -1]) {
      const res = await callApi(t.app, courseApi.markSave, { courseId, score }, { token: c.learner });
      expect(res, String(score)).toMatchObject({ code: Code.error, msg: '评分应为 1 到 5 的整数' });
      const en = await callApi(
        t.app,
        courseApi.markSave,
        { courseId, score },
        { token: c.learner, lang: 'en' },
      );
      expect(en.msg).toBe('A rating is a whole number from 1 to 5');
    }
    // Not a number at all: the field's type is wrong.
    const word = await callApi(t.app, courseApi.markSave, { courseId, score: 'five' }, { token: c.learner });
    expect(word).toMatchObject({ code: Code.error, msg: '分数类型不正确' });
    const remark = await callApi(
      t.app,
      courseApi.markSave,
      { courseId, score: 4, remark: '长'.repeat(201) },
      { token: c.learner },
    );
    expect(remark.msg).toBe('评价不能超过 200 个字');
    expect((await ok(t, courseApi.markView, { courseId }, { token: c.learner })).markCount).toBe(3);
  });

  it('answers every id of another company, tenant or a withdrawn course like an unknown one', async () => {
    const yuanshanCourse = ids[COURSES.equipment] ?? '';
    const [foreignWare] = await t.db
      .select({ id: courseware.id })
      .from(courseware)
      .where(and(eq(courseware.tenantId, c.refs.tenant1), eq(courseware.courseId, yuanshanCourse)));
    const [foreignComment] = await t.db
      .select({ id: courseComment.id })
      .from(courseComment)
      .where(and(eq(courseComment.tenantId, c.refs.tenant1), eq(courseComment.courseId, yuanshanCourse)));
    // The same learner in 远山制造 reaches them (so the refusals below are about scope, not the rows).
    const own = await ok(t, courseApi.view, { courseId: yuanshanCourse }, { token: c.learnerYuanshan });
    expect(own).toMatchObject({ studyProgress: 60, coursewareCount: 1, commentCount: 1 });
    const anyNode = own.resumeSubResourceId;

    const byCourse = (id: string) =>
      [
        [courseApi.view, { courseId: id }],
        [courseApi.chapterPeriodList, { courseId: id }],
        [courseApi.resourceWatch, { courseId: id, subResourceId: anyNode }],
        [courseApi.imageTextWatch, { courseId: id, subResourceId: anyNode }],
        [courseApi.coursewareList, { courseId: id }],
        [courseApi.admire, { courseId: id }],
        [courseApi.collect, { courseId: id }],
        [courseApi.commentPage, { courseId: id }],
        [courseApi.commentSave, { courseId: id, content: '你好' }],
        [courseApi.markSave, { courseId: id, score: 5 }],
        [courseApi.markView, { courseId: id }],
      ] as const;
    const refusedAs = async (token: string, host: string, id: string) => {
      for (const [endpoint, body] of byCourse(id)) {
        const zh = await callApi(t.app, endpoint, body, { token, host });
        expect(zh, `${endpoint.path} ${id}`).toMatchObject({
          code: Code.error,
          msg: NOT_FOUND.zh,
          data: null,
        });
        const en = await callApi(t.app, endpoint, body, { token, host, lang: 'en' });
        expect(en.msg).toBe(NOT_FOUND.en);
      }
    };
    await refusedAs(c.learner, 'localhost', yuanshanCourse);
    await refusedAs(c.learner, 'localhost', ids[COURSES.warehouse] ?? '');
    await refusedAs(c.learner, 'localhost', ids[COURSES.withdrawn] ?? '');
    await refusedAs(c.learner, 'localhost', '999999999');
    // Tenant 2's member on its own site: tenant 1's ids are unknown there.
    await refusedAs(c.other, OTHER_HOST, ids[COURSES.media] ?? '');
    // And tenant 2's token is no token on tenant 1's site.
    const wrongSite = await callApi(
      t.app,
      courseApi.view,
      { courseId: ids[COURSES.warehouse] },
      { token: c.other },
    );
    expect(wrongSite.code).toBe(Code.tokenInvalid);

    const ware = await callApi(
      t.app,
      courseApi.coursewareDownload,
      { coursewareId: foreignWare?.id },
      { token: c.learner },
    );
    expect(ware).toMatchObject({ code: Code.error, msg: '课件不存在或已下架' });
    const wareEn = await callApi(
      t.app,
      courseApi.coursewareDownload,
      { coursewareId: foreignWare?.id },
      { token: c.learner, lang: 'en' },
    );
    expect(wareEn.msg).toBe('The courseware does not exist or has been withdrawn');
    const comment = await callApi(
      t.app,
      courseApi.commentDelete,
      { id: foreignComment?.id },
      { token: c.learnerYuanshan },
    );
    expect(comment.code, 'the author is a colleague, not the caller').toBe(Code.error);
    const foreign = await callApi(
      t.app,
      courseApi.commentDelete,
      { id: foreignComment?.id },
      { token: c.learner },
    );
    expect(foreign).toMatchObject({ code: Code.error, msg: '评论不存在或已删除' });

    // Nothing was written by the refused calls.
    expect(await reactionsOf(yuanshanCourse, 1)).toEqual([]);
    const marks = await t.db
      .select()
      .from(courseMark)
      .where(and(eq(courseMark.tenantId, c.refs.tenant1), eq(courseMark.courseId, yuanshanCourse)));
    expect(marks.map((m) => m.userId)).toEqual([await userId(t.db, c.refs.tenant1, '13800000201')]);
  });

  it('names the field of a malformed id, in the reader’s language', async () => {
    const cases: [Parameters<typeof callApi>[1], Record<string, unknown>, string, string][] = [
      [courseApi.view, { courseId: 'abc' }, '课程不是有效的编号', 'Course is not a valid id'],
      [courseApi.view, {}, '课程不能为空', 'Course is required'],
      [courseApi.resourceWatch, { courseId: '1' }, '课程内容不能为空', 'Course content is required'],
      [
        courseApi.imageTextWatch,
        { courseId: '1', subResourceId: '-3' },
        '课程内容不是有效的编号',
        'Course content is not a valid id',
      ],
      [
        courseApi.coursewareDownload,
        { coursewareId: '0' },
        '课件不是有效的编号',
        'Courseware is not a valid id',
      ],
      [courseApi.commentDelete, { id: 'x' }, '编号不是有效的编号', 'Id is not a valid id'],
      [courseApi.commentPage, { courseId: '1', pageCurrent: 0 }, '页码', 'at least 1'],
    ];
    for (const [endpoint, body, zh, en] of cases) {
      const res = await callApi(t.app, endpoint, body, { token: c.learner });
      expect(res, endpoint.path).toMatchObject({ code: Code.error, data: null });
      expect(res.msg).toContain(zh);
      expect((await callApi(t.app, endpoint, body, { token: c.learner, lang: 'en' })).msg).toContain(en);
    }
  });
});

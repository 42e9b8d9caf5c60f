import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { taskCommentApi } from '../../../contract/study-task';
import { studyTask } from '../../../gateway/db/schema';
import { studyTaskComment } from '../../../gateway/db/schema-task';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { colleagueToken, ok } from '../course/support';
import { OTHER_HOST, callers, type Callers } from '../notice/support';

/** The phased task the learner and five colleagues are assigned to, with three seeded comments. */
const TASK = '2026 新任班组长培养计划';
/** A draft assigned to the learner: never theirs to see. */
const DRAFT = '管理者领导力提升（筹备中）';
/** 刘洋, assigned to TASK; 吴昊, a colleague who is not. */
const ASSIGNED = '13800000101';
const NOT_ASSIGNED = '13800000103';

const NOT_FOUND = {
  zh: '学习任务不存在或未分配给你',
  en: 'The study task does not exist or is not assigned to you',
};
const COMMENT_GONE = {
  zh: '评论不存在或已删除',
  en: 'The comment does not exist or has been deleted',
};

describe.each(dialects())('comments on a study task (%s)', (dialect) => {
  let t: TestApp;
  let c: Callers;
  let taskId: string;
  let colleague: string;
  let outsider: string;

  const taskNamed = async (name: string) => {
    const [row] = await t.db
      .select({ id: studyTask.id })
      .from(studyTask)
      .where(and(eq(studyTask.tenantId, c.refs.tenant1), eq(studyTask.taskName, name)));
    if (!row) throw new Error(`no task ${name}`);
    return row.id;
  };
  const stored = () =>
    t.db
      .select()
      .from(studyTaskComment)
      .where(and(eq(studyTaskComment.tenantId, c.refs.tenant1), eq(studyTaskComment.taskId, taskId)));

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    c = await callers(t);
    taskId = await taskNamed(TASK);
    colleague = await colleagueToken(t, c, ASSIGNED);
    outsider = await colleagueToken(t, c, NOT_ASSIGNED);
  });
  afterAll(() => t.close());

  it('lists the seeded comments newest first, marking the caller’s own', async () => {
    const page = await ok(t, taskCommentApi.page, { taskId }, { token: c.learner });
    expect(page).toMatchObject({ pageCurrent: 1, totalCount: 3, totalPage: 1 });
    expect(page.list.map((r) => [r.nickname, r.mine])).toEqual([
      ['林晓', 1],
      ['郑佳', 0],
      ['刘洋', 0],
    ]);
    expect(page.list[0]).toMatchObject({ taskId, userId: c.refs.learner.id });
    expect(page.list[0]?.gmtCreate).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // A colleague on the task reads the same list, their own marked instead.
    const theirs = await ok(t, taskCommentApi.page, { taskId }, { token: colleague });
    expect(theirs.list.map((r) => r.mine)).toEqual([0, 0, 1]);
  });

  it('saves a trimmed comment as typed, and pages newest first', async () => {
    const saved = await ok(
      t,
      taskCommentApi.save,
      { taskId, content: '  讲义在第二阶段的附件里 <b>谢谢</b>  ' },
      { token: colleague },
    );
    // Plain text: markup is kept as typed, for the portal to show as text.
    expect(saved).toMatchObject({
      taskId,
      content: '讲义在第二阶段的附件里 <b>谢谢</b>',
      nickname: '刘洋',
      mine: 1,
    });
    t.clock.advance(60_000);
    const later = await ok(t, taskCommentApi.save, { taskId, content: '收到' }, { token: c.learner });
    const longest = await ok(
      t,
      taskCommentApi.save,
      { taskId, content: '好'.repeat(500) },
      { token: c.learner },
    );
    expect(longest.content).toHaveLength(500);

    const first = await ok(t, taskCommentApi.page, { taskId, pageSize: 2 }, { token: c.learner });
    expect(first).toMatchObject({ totalCount: 6, totalPage: 3 });
    // Saved in the same instant, the later id comes first.
    expect(first.list.map((r) => [r.id, r.mine])).toEqual([
      [longest.id, 1],
      [later.id, 1],
    ]);
    const second = await ok(
      t,
      taskCommentApi.page,
      { taskId, pageSize: 2, pageCurrent: 2 },
      { token: c.learner },
    );
    expect(second.list.map((r) => [r.id, r.mine])).toEqual([
      [saved.id, 0],
      [expect.any(String), 1],
    ]);
    const third = await ok(
      t,
      taskCommentApi.page,
      { taskId, pageSize: 2, pageCurrent: 3 },
      { token: c.learner },
    );
    expect(third.list.map((r) => r.nickname)).toEqual(['郑佳', '刘洋']);
    const beyond = await ok(
      t,
      taskCommentApi.page,
      { taskId, pageSize: 2, pageCurrent: 4 },
      { token: c.learner },
    );
    expect(beyond).toMatchObject({ list: [], totalCount: 6 });
  });

  it('refuses empty, too long and malformed input, in the reader’s language', async () => {
    const before = (await stored()).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ taskId, content: '   ' }, '请输入评论内容', 'Please enter a comment'],
      [{ taskId, content: '' }, '请输入评论内容', 'Please enter a comment'],
      [
        { taskId, content: '好'.repeat(501) },
        '评论不能超过 500 个字',
        'A comment may have at most 500 characters',
      ],
      [{ taskId }, '内容不能为空', 'Content is required'],
      [{ taskId: 'abc', content: '好' }, '学习任务不是有效的编号', 'Study task is not a valid id'],
      [{ taskId: '0', content: '好' }, '学习任务不是有效的编号', 'Study task is not a valid id'],
      [{ content: '好' }, '学习任务不能为空', 'Study task is required'],
      [
        { taskId, content: '好\u0000' },
        '内容含有不允许的控制字符',
        'Content contains a control character, which is not allowed',
      ],
    ];
    for (const [body, zh, en] of cases) {
      const res = await callApi(t.app, taskCommentApi.save, body, { token: c.learner });
      expect(res, JSON.stringify(body)).toMatchObject({ code: Code.error, msg: zh, data: null });
      const english = await callApi(t.app, taskCommentApi.save, body, { token: c.learner, lang: 'en' });
      expect(english.msg).toBe(en);
    }
    const page = await callApi(t.app, taskCommentApi.page, { taskId: '1x' }, { token: c.learner });
    expect(page).toMatchObject({ code: Code.error, msg: '学习任务不是有效的编号' });
    const size = await callApi(t.app, taskCommentApi.page, { taskId, pageSize: 0 }, { token: c.learner });
    expect(size.code).toBe(Code.error);
    const remove = await callApi(t.app, taskCommentApi.delete, { id: 'x' }, { token: c.learner, lang: 'en' });
    expect(remove).toMatchObject({ code: Code.error, msg: 'Id is not a valid id' });
    expect(await stored()).toHaveLength(before);
  });

  it('answers “not found” to anyone the task is not assigned to, as for an unknown task', async () => {
    const before = (await stored()).length;
    const draft = await taskNamed(DRAFT);
    const attempts: [string, string, { token: string; host?: string }][] = [
      ['an unknown task', '987654321', { token: c.learner }],
      ['a draft assigned to the learner', draft, { token: c.learner }],
      ['a colleague the task is not assigned to', taskId, { token: outsider }],
      ['the learner in another company', taskId, { token: c.learnerYuanshan }],
      ['a member of another tenant', taskId, { token: c.other, host: OTHER_HOST }],
    ];
    for (const [who, id, options] of attempts) {
      for (const lang of ['zh', 'en'] as const) {
        const page = await callApi(t.app, taskCommentApi.page, { taskId: id }, { ...options, lang });
        expect(page, who).toMatchObject({ code: Code.error, msg: NOT_FOUND[lang], data: null });
        const save = await callApi(
          t.app,
          taskCommentApi.save,
          { taskId: id, content: '看得到吗？' },
          { ...options, lang },
        );
        expect(save, who).toMatchObject({ code: Code.error, msg: NOT_FOUND[lang] });
      }
    }
    expect(await stored()).toHaveLength(before);
    // Without a token: signing in first.
    const anonymous = await callApi(t.app, taskCommentApi.page, { taskId });
    expect(anonymous.code).not.toBe(Code.ok);
  });

  it('deletes the caller’s own comment only; another’s reads like an unknown id and stays', async () => {
    const mine = await ok(t, taskCommentApi.save, { taskId, content: '稍后删除' }, { token: c.learner });
    const theirs = await ok(t, taskCommentApi.save, { taskId, content: '我的评论' }, { token: colleague });
    const callers = [
      ['the learner', c.learner, {}],
      ['a colleague not on the task', outsider, {}],
      ['the learner in another company', c.learnerYuanshan, {}],
      ['a member of another tenant', c.other, { host: OTHER_HOST }],
    ] as const;
    for (const [who, token, options] of callers) {
      for (const id of [theirs.id, '999999999']) {
        for (const lang of ['zh', 'en'] as const) {
          const res = await callApi(t.app, taskCommentApi.delete, { id }, { token, lang, ...options });
          expect(res, who).toMatchObject({ code: Code.error, msg: COMMENT_GONE[lang], data: null });
        }
      }
    }
    // Nor can anyone else delete the learner's.
    const notYours = await callApi(t.app, taskCommentApi.delete, { id: mine.id }, { token: colleague });
    expect(notYours).toMatchObject({ code: Code.error, msg: COMMENT_GONE.zh });

    expect(await callApi(t.app, taskCommentApi.delete, { id: mine.id }, { token: c.learner })).toMatchObject({
      code: Code.ok,
      data: null,
    });
    const again = await callApi(t.app, taskCommentApi.delete, { id: mine.id }, { token: c.learner });
    expect(again).toMatchObject({ code: Code.error, msg: COMMENT_GONE.zh });

    const ids = (await stored()).map((r) => r.id);
    expect(ids).toContain(theirs.id);
    expect(ids).not.toContain(mine.id);
    const page = await ok(t, taskCommentApi.page, { taskId, pageSize: 50 }, { token: c.learner });
    expect(page.list.find((r) => r.id === theirs.id)).toMatchObject({ content: '我的评论', mine: 0 });
    expect(page.list.some((r) => r.id === mine.id)).toBe(false);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import {
  NeedsForm as F,
  NeedsPriority as P,
  NeedsStatus as S,
  trainingNeedsApi,
} from '../../../contract/training-needs';
import { trainingNeeds, trainingNeedsUser } from '../../../gateway/db/schema-needs';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST } from '../notice/support';
import {
  BEICHEN,
  CLOSED,
  DAY_MS,
  OPEN,
  TIME,
  UPCOMING,
  YUANSHAN,
  edit,
  idOf,
  needsDemo,
  storedAnswer,
  type NeedsDemo,
} from './support';

const NOT_FOUND = '培训需求征集不存在或未发布';

describe.each(dialects())('training needs of a member (%s)', (dialect) => {
  let t: TestApp;
  let d: NeedsDemo;
  let topics: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    d = await needsDemo(t);
    topics = await d.topics(OPEN);
  });
  afterAll(() => t.close());

  const topic = (name: string) => {
    const id = topics[name];
    if (!id) throw new Error(`no topic ${name}`);
    return id;
  };
  const page = (token: string, host?: string) =>
    callApi(t.app, trainingNeedsApi.page, { pageSize: 20 }, { token, ...(host ? { host } : {}) });
  const view = (title: string, token: string, options: { host?: string; lang?: 'zh' | 'en' } = {}) =>
    callApi(t.app, trainingNeedsApi.view, { id: idOf(d, title) }, { token, ...options });

  it('lists the company’s collections, open ones first, with whether the caller answered', async () => {
    const res = await page(d.c.learner);
    expect(res.code).toBe(Code.ok);
    expect(res.data.totalCount).toBe(3);
    expect(
      res.data.list.map((r) => [r.title, r.status, r.topicCount, r.submitted, r.submitTime !== null]),
    ).toEqual([
      [OPEN, S.open, 10, 0, false],
      [UPCOMING, S.upcoming, 5, 0, false],
      [CLOSED, S.closed, 6, 1, true],
    ]);
    const [open] = res.data.list;
    expect(open?.startTime).toMatch(TIME);
    expect(open?.description).toContain('2027 年度培训计划');
    // Each company and tenant has its own.
    expect((await page(d.c.learnerYuanshan)).data.list.map((r) => r.title)).toEqual([YUANSHAN]);
    expect((await page(d.c.other, OTHER_HOST)).data.list.map((r) => r.title)).toEqual([BEICHEN]);
  });

  it('opens a collection: its topics in order, the courses still published, no answer yet', async () => {
    const res = await view(OPEN, d.c.learner);
    expect(res.code).toBe(Code.ok);
    expect(res.data).toMatchObject({
      title: OPEN,
      status: S.open,
      submitted: 0,
      submitTime: null,
      mine: null,
    });
    expect(res.data.topics).toHaveLength(10);
    expect(res.data.topics[0]).toMatchObject({
      topicName: '高效沟通与跨部门协作',
      description: '会议组织、书面表达与跨部门推进',
      courseName: '高效沟通与跨部门协作',
    });
    expect(res.data.topics[0]?.courseId).toMatch(/^\d+$/);
    expect(res.data.topics.filter((x) => x.courseId !== null)).toHaveLength(5);
    // Linked to a course taken off the catalogue: no course to open.
    expect(res.data.topics.find((x) => x.topicName === '差旅与报销制度解读')).toMatchObject({
      courseId: null,
      courseName: null,
    });
  });

  it('shows last year’s answer on the closed collection', async () => {
    const res = await view(CLOSED, d.c.learner);
    expect(res.data.status).toBe(S.closed);
    const closedTopics = await d.topics(CLOSED);
    expect(res.data.mine).toEqual({
      choices: [
        { topicId: closedTopics['办公软件实用技巧'], priority: P.high, form: F.online },
        { topicId: closedTopics['沟通与协作'], priority: P.medium, form: F.either },
      ],
      customs: [{ topicName: '产品经理需求分析方法', priority: P.high, form: F.offline }],
      remarks: '希望课程能配套练习文件，方便边学边练。',
      submitTime: expect.stringMatching(TIME),
    });
  });

  it('refuses bad input with a message saying what is wrong, and stores nothing', async () => {
    const id = idOf(d, OPEN);
    const learner = await d.userOf('13800000001');
    const ok = { topicId: topic('项目管理实战'), priority: P.high, form: F.online };
    const refusals: [Record<string, unknown>, string][] = [
      [{ trainingNeedsId: id }, '请至少勾选一个备选主题，或填写一项自己的需求'],
      [
        { trainingNeedsId: id, choices: [], customs: [], remarks: '都可以' },
        '请至少勾选一个备选主题，或填写一项自己的需求',
      ],
      [{ trainingNeedsId: id, choices: [ok, { ...ok, priority: P.low }] }, '同一个备选主题只能选择一次'],
      [
        { trainingNeedsId: id, choices: [{ ...ok, topicId: (await d.topics(CLOSED))['时间管理'] }] },
        '所选主题不在本次征集的备选主题中，请刷新页面后重新选择',
      ],
      [
        { trainingNeedsId: id, choices: [{ ...ok, topicId: '999999' }] },
        '所选主题不在本次征集的备选主题中，请刷新页面后重新选择',
      ],
      [
        { trainingNeedsId: id, customs: [{ topicName: '   ', priority: P.high, form: F.online }] },
        '自填需求不能为空，不需要的请删除',
      ],
      [
        { trainingNeedsId: id, customs: [{ topicName: '长'.repeat(51), priority: P.high, form: F.online }] },
        '每项自填需求不能超过 50 个字',
      ],
      [
        {
          trainingNeedsId: id,
          customs: Array.from({ length: 6 }, (_, i) => ({
            topicName: `主题${i}`,
            priority: P.low,
            form: F.either,
          })),
        },
        '自填需求最多 5 项',
      ],
      [
        {
          trainingNeedsId: id,
          customs: [
            { topicName: 'Python 入门', priority: P.high, form: F.online },
            { topicName: ' python 入门 ', priority: P.low, form: F.online },
          ],
        },
        '自填需求之间不能重复',
      ],
      [
        { trainingNeedsId: id, customs: [{ topicName: '项目管理实战', priority: P.high, form: F.online }] },
        '“项目管理实战”已在备选主题中，请直接勾选该主题',
      ],
      [{ trainingNeedsId: id, choices: [ok], remarks: '字'.repeat(501) }, '备注不能超过 500 个字'],
      [{ trainingNeedsId: id, choices: [{ ...ok, priority: 4 }] }, '优先级格式不正确'],
      [{ trainingNeedsId: id, choices: [{ ...ok, form: 0 }] }, '培训形式格式不正确'],
      [{ trainingNeedsId: 'abc', choices: [ok] }, '培训需求征集不是有效的编号'],
    ];
    for (const [body, msg] of refusals) {
      expect(await edit(t, body, { token: d.c.learner }), JSON.stringify(body)).toMatchObject({
        code: Code.error,
        msg,
        data: null,
      });
    }
    expect((await edit(t, { trainingNeedsId: id }, { token: d.c.learner, lang: 'en' })).msg).toBe(
      'Tick at least one suggested topic, or add a topic of your own',
    );
    expect(
      (
        await edit(
          t,
          { trainingNeedsId: id, customs: [{ topicName: 'x'.repeat(51), priority: P.high, form: F.online }] },
          { token: d.c.learner, lang: 'en' },
        )
      ).msg,
    ).toBe('A topic of your own can be at most 50 characters long');
    expect(await storedAnswer(t, id, learner)).toEqual({ row: null, topics: [] });
    // A member who answered keeps the answer as it was.
    const wu = await d.userOf('13800000103');
    const before = await storedAnswer(t, id, wu);
    expect(before.topics.length).toBeGreaterThan(0);
    await edit(t, { trainingNeedsId: id, choices: [ok, ok] }, { token: await d.member('13800000103') });
    expect(await storedAnswer(t, id, wu)).toEqual(before);
  });

  it('submits needs and reads them back; submitting again replaces them', async () => {
    const id = idOf(d, OPEN);
    const res = await edit(
      t,
      {
        trainingNeedsId: id,
        // Out of the collection's order: read back in it.
        choices: [
          { topicId: topic('数据分析与可视化'), priority: P.medium, form: F.offline },
          { topicId: topic('高效沟通与跨部门协作'), priority: P.high, form: F.online },
        ],
        customs: [{ topicName: '  产品需求评审技巧 ', priority: P.high, form: F.either }],
        remarks: '  希望安排在周四下午。 ',
      },
      { token: d.c.learner },
    );
    expect(res.code, res.msg).toBe(Code.ok);
    expect(res.data).toMatchObject({ submitted: 1, status: S.open });
    expect(res.data.mine).toEqual({
      choices: [
        { topicId: topic('高效沟通与跨部门协作'), priority: P.high, form: F.online },
        { topicId: topic('数据分析与可视化'), priority: P.medium, form: F.offline },
      ],
      customs: [{ topicName: '产品需求评审技巧', priority: P.high, form: F.either }],
      remarks: '希望安排在周四下午。',
      submitTime: expect.stringMatching(TIME),
    });
    expect((await view(OPEN, d.c.learner)).data).toEqual(res.data);
    const listed = (await page(d.c.learner)).data.list.find((r) => r.title === OPEN);
    expect(listed).toMatchObject({ submitted: 1, submitTime: res.data.submitTime });

    t.clock.advance(60_000);
    const fifty = '面'.repeat(50);
    const again = await edit(
      t,
      { trainingNeedsId: id, customs: [{ topicName: fifty, priority: P.low, form: F.online }] },
      { token: d.c.learner },
    );
    expect(again.code, again.msg).toBe(Code.ok);
    expect(again.data.mine).toMatchObject({
      choices: [],
      customs: [{ topicName: fifty, priority: P.low, form: F.online }],
      remarks: '',
    });
    expect(again.data.submitTime).not.toBe(res.data.submitTime);
    const stored = await storedAnswer(t, id, await d.userOf('13800000001'));
    expect(stored).toEqual({
      row: { remarks: '' },
      topics: [{ topicId: null, topicName: fifty, priority: P.low, form: F.online }],
    });
  });

  it('keeps one answer when the same member submits twice at once', async () => {
    const id = idOf(d, OPEN);
    const he = await d.member('13800000102');
    const first = { topicId: topic('项目管理实战'), priority: P.high, form: F.online };
    const second = { topicId: topic('新任管理者领导力'), priority: P.low, form: F.offline };
    const [a, b] = await Promise.all([
      edit(t, { trainingNeedsId: id, choices: [first], remarks: 'A' }, { token: he }),
      edit(t, { trainingNeedsId: id, choices: [second], remarks: 'B' }, { token: he }),
    ]);
    expect([a.code, b.code]).toEqual([Code.ok, Code.ok]);
    const stored = await storedAnswer(t, id, await d.userOf('13800000102'));
    // One submission or the other, whole: never topics of one with the remarks of the other.
    expect([
      { row: { remarks: 'A' }, topics: [{ ...first, topicName: '' }] },
      { row: { remarks: 'B' }, topics: [{ ...second, topicName: '' }] },
    ]).toContainEqual(stored);
    const rows = await t.db
      .select({ id: trainingNeedsUser.id })
      .from(trainingNeedsUser)
      .where(
        and(eq(trainingNeedsUser.needsId, id), eq(trainingNeedsUser.userId, await d.userOf('13800000102'))),
      );
    expect(rows).toHaveLength(1);
  });

  it('refuses answers before a collection opens and after it closes, saying when', async () => {
    const any = (title: string) => ({
      trainingNeedsId: idOf(d, title),
      customs: [{ topicName: '沟通', priority: P.high, form: F.online }],
    });
    const upcoming = (await view(UPCOMING, d.c.learner)).data;
    expect(await edit(t, any(UPCOMING), { token: d.c.learner })).toMatchObject({
      code: Code.error,
      msg: `本次培训需求征集将于 ${upcoming.startTime} 开始，开始后才能提交`,
    });
    const closed = (await view(CLOSED, d.c.learner)).data;
    const before = await storedAnswer(t, idOf(d, CLOSED), await d.userOf('13800000001'));
    expect(await edit(t, any(CLOSED), { token: d.c.learner, lang: 'en' })).toMatchObject({
      code: Code.error,
      msg: `This training needs collection closed at ${closed.endTime}: needs can no longer be submitted or changed`,
    });
    expect(await storedAnswer(t, idOf(d, CLOSED), await d.userOf('13800000001'))).toEqual(before);

    // The open one closes by the clock: the answers stay and can be read, not changed.
    const start = t.clock.now();
    t.clock.advance(21 * DAY_MS);
    try {
      // Tokens issued before are past their life by then.
      const learner = await d.member('13800000001');
      const res = await view(OPEN, learner);
      expect(res.data).toMatchObject({ status: S.closed, submitted: 1 });
      expect(res.data.mine?.customs).toHaveLength(1);
      expect((await edit(t, any(OPEN), { token: learner })).msg).toBe(
        `本次培训需求征集已于 ${res.data.endTime} 截止，不能再提交或修改`,
      );
      expect((await page(learner)).data.list.map((r) => r.title)).toEqual([UPCOMING, OPEN, CLOSED]);
    } finally {
      t.clock.set(start);
    }
  });

  it('is "not found" in another company and another tenant, and while a draft', async () => {
    const body = (title: string) => ({
      trainingNeedsId: idOf(d, title),
      customs: [{ topicName: '沟通', priority: P.high, form: F.online }],
    });
    expect((await view(OPEN, d.c.learnerYuanshan)).msg).toBe(NOT_FOUND);
    expect((await view(OPEN, d.c.other, { host: OTHER_HOST })).msg).toBe(NOT_FOUND);
    expect((await view(YUANSHAN, d.c.learner, { lang: 'en' })).msg).toBe(
      'The training needs collection does not exist or is not published',
    );
    expect((await view(BEICHEN, d.c.learner)).msg).toBe(NOT_FOUND);
    const learner = await d.userOf('13800000001');
    expect((await edit(t, body(YUANSHAN), { token: d.c.learner })).msg).toBe(NOT_FOUND);
    expect((await edit(t, body(OPEN), { token: d.c.other, host: OTHER_HOST })).msg).toBe(NOT_FOUND);
    expect(await storedAnswer(t, idOf(d, YUANSHAN), learner)).toEqual({ row: null, topics: [] });
    // The same person in the other company answers there, apart from their answer here.
    const there = await edit(t, body(YUANSHAN), { token: d.c.learnerYuanshan });
    expect(there.data.mine?.customs).toHaveLength(1);
    expect((await view(OPEN, d.c.learner)).data.mine?.customs[0]?.topicName).not.toBe('沟通');

    const upcoming = idOf(d, UPCOMING);
    await t.db.update(trainingNeeds).set({ statusId: 0 }).where(eq(trainingNeeds.id, upcoming));
    try {
      expect((await view(UPCOMING, d.c.learner)).msg).toBe(NOT_FOUND);
      expect((await page(d.c.learner)).data.list.map((r) => r.title)).not.toContain(UPCOMING);
    } finally {
      await t.db.update(trainingNeeds).set({ statusId: 1 }).where(eq(trainingNeeds.id, upcoming));
    }
    // Signed out: the session's code, not the collection.
    expect((await callApi(t.app, trainingNeedsApi.page, {})).code).toBe(Code.tokenExpired);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import {
  NeedsForm as F,
  NeedsPriority as P,
  trainingNeedsAdminApi,
  type NeedsSummary,
} from '../../../contract/training-needs';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST } from '../notice/support';
import {
  CLOSED,
  OPEN,
  TIME,
  YUANSHAN,
  edit,
  idOf,
  needsDemo,
  seededAnswers,
  type NeedsDemo,
  type SeededAnswer,
} from './support';

/** Departments of the demo's members (ranking.json). */
const DEPARTMENT: Record<string, string> = {
  '13800000001': '产品部',
  '13800000002': '人力资源部',
  '13800000003': '研发中心',
  '13800000004': '培训中心',
  '13800000101': '市场部',
  '13800000102': '客户服务部',
  '13800000103': '研发中心',
  '13800000104': '人力资源部',
  '13800000105': '研发中心',
  '13800000106': '财务部',
  '13800000107': '市场部',
  '13800000108': '生产部',
  '13800000109': '客户服务部',
  '13800000110': '研发中心',
  '13800000111': '行政部',
  '13800000112': '生产部',
  '13800000113': '人力资源部',
  '13800000114': '财务部',
  '13800000115': '市场部',
};

/** The figures the summary must give for these answers, worked out from them independently. */
function expectedFigures(answers: SeededAnswer[]) {
  const topics = new Map<
    string,
    { total: number; high: number; medium: number; low: number } & Record<string, number>
  >();
  const customs = new Map<string, number>();
  const departments = new Map<string, number>();
  for (const a of answers) {
    const department = DEPARTMENT[a.who] ?? '';
    departments.set(department, (departments.get(department) ?? 0) + 1);
    for (const c of a.choices ?? []) {
      const f = topics.get(c.topic) ?? {
        total: 0,
        high: 0,
        medium: 0,
        low: 0,
        online: 0,
        offline: 0,
        either: 0,
      };
      f.total += 1;
      f[c.priority] = (f[c.priority] ?? 0) + 1;
      f[c.form] = (f[c.form] ?? 0) + 1;
      topics.set(c.topic, f);
    }
    for (const c of a.customs ?? []) {
      const key = c.topic.toLowerCase();
      customs.set(key, (customs.get(key) ?? 0) + 1);
    }
  }
  return {
    respondents: answers.length,
    remarks: answers.filter((a) => (a.remarks ?? '') !== '').length,
    topics,
    customs,
    departments,
  };
}

describe.each(dialects())('the administrator’s summary of training needs (%s)', (dialect) => {
  let t: TestApp;
  let d: NeedsDemo;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    d = await needsDemo(t);
  });
  afterAll(() => t.close());

  const summary = (title: string, token: string, options: { host?: string; lang?: 'zh' | 'en' } = {}) =>
    callApi(t.app, trainingNeedsAdminApi.summary, { trainingNeedsId: idOf(d, title) }, { token, ...options });

  function checkFigures(s: NeedsSummary, answers: SeededAnswer[]) {
    const want = expectedFigures(answers);
    expect(s.respondentCount).toBe(want.respondents);
    expect(s.remarks).toHaveLength(want.remarks);
    expect(s.remarkCount).toBe(want.remarks);
    for (const topic of s.topics) {
      const f = want.topics.get(topic.topicName);
      expect(
        {
          total: topic.total,
          high: topic.high,
          medium: topic.medium,
          low: topic.low,
          online: topic.online,
          offline: topic.offline,
          either: topic.either,
        },
        topic.topicName,
      ).toEqual({
        total: f?.total ?? 0,
        high: f?.high ?? 0,
        medium: f?.medium ?? 0,
        low: f?.low ?? 0,
        online: f?.online ?? 0,
        offline: f?.offline ?? 0,
        either: f?.either ?? 0,
      });
    }
    expect(Object.fromEntries(s.customs.map((c) => [c.topicName.toLowerCase(), c.total]))).toEqual(
      Object.fromEntries(want.customs),
    );
    expect(
      Object.fromEntries(
        s.departments.filter((x) => x.respondentCount > 0).map((x) => [x.department, x.respondentCount]),
      ),
    ).toEqual(Object.fromEntries(want.departments));
  }

  it('sums up the open collection as its members answered it', async () => {
    const res = await summary(OPEN, d.c.admin);
    expect(res.code, res.msg).toBe(Code.ok);
    const s = res.data;
    expect(s).toMatchObject({ title: OPEN, status: 2, memberCount: 19, respondentCount: 18 });
    expect(s.topics.map((x) => x.topicName)).toHaveLength(10);
    expect(s.topics[0]).toMatchObject({
      topicName: '高效沟通与跨部门协作',
      courseName: '高效沟通与跨部门协作',
    });
    checkFigures(s, seededAnswers('xinghe', OPEN));
    // Every topic's figures add up: by priority and by form, to the times it was chosen.
    for (const x of s.topics) {
      expect(x.high + x.medium + x.low).toBe(x.total);
      expect(x.online + x.offline + x.either).toBe(x.total);
    }
    // Each department, members and respondents; the learner's has not answered yet.
    expect(s.departments.find((x) => x.department === '研发中心')).toMatchObject({
      memberCount: 4,
      respondentCount: 4,
    });
    expect(s.departments.find((x) => x.department === '产品部')).toMatchObject({
      memberCount: 1,
      respondentCount: 0,
      topics: [],
    });
    const perDepartment = s.departments.flatMap((x) => x.topics).reduce((n, x) => n + x.total, 0);
    expect(perDepartment).toBe(s.topics.reduce((n, x) => n + x.total, 0));
    // The members' own topics, the same words counted together.
    expect(s.customs[0]).toMatchObject({ topicName: '演讲与汇报技巧', total: 4 });
    const times = s.remarks.map((r) => r.submitTime);
    expect(times.every((x) => TIME.test(x))).toBe(true);
    expect([...times].sort().reverse()).toEqual(times);
    expect(s.remarks[0]?.name).toMatch(/\S/);
  });

  it('counts a new answer and a changed one at once', async () => {
    const topics = await d.topics(OPEN);
    const seeded = seededAnswers('xinghe', OPEN);
    const mine: SeededAnswer = {
      who: '13800000001',
      choices: [{ topic: '项目管理实战', priority: 'high', form: 'offline' }],
      customs: [{ topic: 'python 自动化脚本', priority: 'medium', form: 'online' }],
      remarks: '希望有案例演练。',
    };
    const res = await edit(
      t,
      {
        trainingNeedsId: idOf(d, OPEN),
        choices: [{ topicId: topics['项目管理实战'], priority: P.high, form: F.offline }],
        customs: [{ topicName: 'python 自动化脚本', priority: P.medium, form: F.online }],
        remarks: '希望有案例演练。',
      },
      { token: d.c.learner },
    );
    expect(res.code, res.msg).toBe(Code.ok);
    const after = (await summary(OPEN, d.c.admin)).data;
    checkFigures(after, [...seeded, mine]);
    expect(after.respondentCount).toBe(19);
    expect(after.remarks[0]).toMatchObject({
      name: '林晓',
      department: '产品部',
      remarks: '希望有案例演练。',
    });
    expect(after.departments.find((x) => x.department === '产品部')).toMatchObject({
      respondentCount: 1,
      topics: [{ topicId: topics['项目管理实战'], total: 1 }],
    });
    // Grouped with "Python 自动化脚本" as others wrote it.
    expect(after.customs.find((c) => c.topicName.toLowerCase() === 'python 自动化脚本')?.total).toBe(
      (expectedFigures(seeded).customs.get('python 自动化脚本') ?? 0) + 1,
    );

    // Changed: the old choice no longer counts, the new one does.
    t.clock.advance(60_000);
    const changed = await edit(
      t,
      {
        trainingNeedsId: idOf(d, OPEN),
        choices: [{ topicId: topics['新任管理者领导力'], priority: P.low, form: F.either }],
      },
      { token: d.c.learner },
    );
    expect(changed.code, changed.msg).toBe(Code.ok);
    const again = (await summary(OPEN, d.c.admin)).data;
    checkFigures(again, [
      ...seeded,
      { who: '13800000001', choices: [{ topic: '新任管理者领导力', priority: 'low', form: 'either' }] },
    ]);
    expect(again.respondentCount).toBe(19);
  });

  it('sums up last year’s collection with the learner’s answer', async () => {
    const s = (await summary(CLOSED, d.c.admin, { lang: 'en' })).data;
    expect(s.status).toBe(3);
    checkFigures(s, seededAnswers('xinghe', CLOSED));
  });

  it('keeps the summary to administrators of the company the collection belongs to', async () => {
    for (const token of [d.c.learner, d.c.lecturer, d.c.learnerYuanshan]) {
      expect(await summary(OPEN, token)).toMatchObject({ code: Code.noPermission, data: null });
    }
    expect((await summary(OPEN, d.c.other, { host: OTHER_HOST })).code).toBe(Code.noPermission);
    // An administrator of 星河科技 reads no other company's collection, nor an unknown one.
    expect((await summary(YUANSHAN, d.c.admin)).msg).toBe('培训需求征集不存在或未发布');
    const unknown = await callApi(
      t.app,
      trainingNeedsAdminApi.summary,
      { trainingNeedsId: '999999' },
      { token: d.c.admin, lang: 'en' },
    );
    expect(unknown.msg).toBe('The training needs collection does not exist or is not published');
    expect((await callApi(t.app, trainingNeedsAdminApi.summary, {}, { token: d.c.admin })).msg).toBe(
      '培训需求征集不能为空',
    );
  });
});

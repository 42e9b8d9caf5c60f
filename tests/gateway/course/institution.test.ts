import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseApi } from '../../../contract/course';
import { Code } from '../../../contract/envelope';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { tokenFor } from '../helpers/demo';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST, callers, userId, type Callers } from '../notice/support';

describe.each(dialects())('the institution center (%s)', (dialect) => {
  let t: TestApp;
  let c: Callers;
  let institutionUser: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    c = await callers(t);
    institutionUser = await tokenFor(t, {
      tenantId: c.refs.tenant1,
      userId: await userId(t.db, c.refs.tenant1, '13800000004'),
      enterpriseId: c.refs.xinghe.id,
      websiteId: c.refs.localhost.id,
    });
  });
  afterAll(() => t.close());

  it('shows the institution and its courses, the one not yet enabled included, with learners and ratings', async () => {
    const view = await callApi(t.app, courseApi.institutionView, {}, { token: institutionUser });
    expect(view.code).toBe(Code.ok);
    expect(view.data).toMatchObject({ name: '启明职业培训学院', courseCount: 4, enabledCount: 3 });
    expect(view.data.learnerCount).toBeGreaterThanOrEqual(view.data.learnedCount);
    expect(view.data.learnedCount).toBeGreaterThan(0);
    const page = await callApi(
      t.app,
      courseApi.institutionPage,
      { pageSize: 10 },
      { token: institutionUser },
    );
    expect(page.code).toBe(Code.ok);
    expect(page.data.totalCount).toBe(4);
    const byName = new Map(page.data.list.map((r) => [r.courseName, r]));
    expect(byName.get('仓储叉车安全驾驶（筹备中）')?.statusId).toBe(0);
    expect(byName.get('安全生产与消防常识')).toMatchObject({ statusId: 1 });
    // The learner has learned both safety courses, so each counts at least one learner who finished.
    expect(byName.get('安全生产与消防常识')?.learnedCount).toBeGreaterThanOrEqual(1);
    const searched = await callApi(
      t.app,
      courseApi.institutionPage,
      { keyword: '应急' },
      { token: institutionUser },
    );
    expect(searched.data.list.map((r) => r.courseName)).toEqual(['应急疏散与现场急救']);
  });

  it('refuses everyone but the institution’s own users, as without permission', async () => {
    for (const [token, host] of [
      [c.learner, undefined],
      [c.admin, undefined],
      [c.lecturer, undefined],
      [c.other, OTHER_HOST],
    ] as const) {
      const opts = host ? { token, host } : { token };
      expect((await callApi(t.app, courseApi.institutionView, {}, opts)).code).toBe(Code.noPermission);
      expect((await callApi(t.app, courseApi.institutionPage, {}, opts)).code).toBe(Code.noPermission);
    }
    // A page size out of range is a validation message, never a crash.
    const bad = await callApi(t.app, courseApi.institutionPage, { pageSize: 0 }, { token: institutionUser });
    expect(bad.code).toBe(Code.error);
  });
});

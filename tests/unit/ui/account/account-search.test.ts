import { describe, expect, it } from 'vitest';
import { TaskListTab } from '../../../../contract/study-task.routes';
import { readAccountSearch } from '../../../../src/ui/pages/account-search';

describe('the account centre address', () => {
  it('opens the tabs that exist and falls back to my messages for any other', () => {
    expect(readAccountSearch({ change: '1' }).change).toBe(1);
    expect(readAccountSearch({ change: 3 }).change).toBe(3);
    expect(readAccountSearch({ change: '7' }).change).toBe(7);
    expect(readAccountSearch({ change: '9', id: '12' })).toMatchObject({ change: 9, id: 12 });
    expect(readAccountSearch({ change: '8', state: '2' })).toMatchObject({ change: 8, state: 2 });
    expect(readAccountSearch({ change: '10', state: '1' })).toMatchObject({ change: 10, state: 1 });
    for (const change of [undefined, '2', 4, '11', 'x', '1.5', -1]) {
      expect(readAccountSearch({ change }).change).toBe(5);
    }
  });

  it("reads my tasks' tab, keyword and collected filter, dropping what is not one", () => {
    expect(readAccountSearch({ change: 1, status: '4', keyword: '  安全 ', collected: '1' })).toMatchObject({
      change: 1,
      status: TaskListTab.ended,
      keyword: '安全',
      collected: 1,
    });
    const mangled = readAccountSearch({ change: 1, status: '5', keyword: '   ', collected: '2' });
    expect(mangled.status).toBeUndefined();
    expect(mangled.keyword).toBeUndefined();
    expect(mangled.collected).toBeUndefined();
    // A keyword too long for the gateway is cut, so a mangled link still opens.
    expect(readAccountSearch({ change: 1, keyword: '安'.repeat(80) }).keyword).toHaveLength(50);
  });

  it("reads my records' source and page", () => {
    expect(readAccountSearch({ change: 3, recordType: 1, source: '3', page: '2' })).toMatchObject({
      change: 3,
      source: 3,
      page: 2,
    });
    expect(readAccountSearch({ change: 3, source: '12' }).source).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { readOfflineSearch } from '../../../../src/ui/features/offline/offline-params';

describe('the classroom courses address', () => {
  it('reads the list’s filters and leaves defaults out', () => {
    expect(readOfflineSearch({})).toEqual({});
    expect(readOfflineSearch({ keyword: '  安全 ', phase: 2, mine: 1, pageCurrent: 3 })).toEqual({
      keyword: '安全',
      phase: 2,
      mine: 1,
      pageCurrent: 3,
    });
    // The first page is the default, so the address does not say it.
    expect(readOfflineSearch({ pageCurrent: 1 })).toEqual({});
  });

  it('reads a course page’s code, screen and the lecturer’s sections', () => {
    expect(
      readOfflineSearch({
        code: '7.1.123.abc',
        screen: '42',
        kind: 2,
        tab: 'evaluations',
        assessed: 0,
        evaluation: 9,
      }),
    ).toEqual({ code: '7.1.123.abc', screen: 42, kind: 2, tab: 'evaluations', assessed: 0, evaluation: 9 });
  });

  it('drops what it cannot read, so a mangled link still opens the page', () => {
    expect(
      readOfflineSearch({
        keyword: '   ',
        phase: 7,
        mine: 2,
        pageCurrent: -1,
        code: 'x'.repeat(201),
        screen: 'abc',
        kind: 1,
        tab: 'x'.repeat(30),
        assessed: 3,
        evaluation: 0,
      }),
    ).toEqual({});
    expect(readOfflineSearch({ phase: '1', mine: '1', pageCurrent: '2' })).toEqual({
      phase: 1,
      mine: 1,
      pageCurrent: 2,
    });
    expect(readOfflineSearch({ keyword: 'x'.repeat(80) }).keyword).toHaveLength(50);
    expect(readOfflineSearch({ keyword: 12345 }).keyword).toBe('12345');
  });
});

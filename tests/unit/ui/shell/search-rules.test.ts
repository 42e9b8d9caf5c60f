import { describe, expect, it } from 'vitest';
import { SearchType as SEARCH_TYPE } from '../../../../contract/search-type';
import { searchKeyword, searchTypeForPath } from '../../../../src/ui/kit/shell/search-rules';

describe('searchTypeForPath', () => {
  it.each([
    ['/', SEARCH_TYPE.default],
    ['/home', SEARCH_TYPE.default],
    ['/lecturer', SEARCH_TYPE.default],
    ['/live', SEARCH_TYPE.live],
    ['/live/watch/42', SEARCH_TYPE.live],
    ['/knowledge', SEARCH_TYPE.resource],
    ['/knowledge/course/7', SEARCH_TYPE.resource],
    ['/account/exam/3', SEARCH_TYPE.exam],
    ['/exam', SEARCH_TYPE.exam],
    ['/account', SEARCH_TYPE.default],
    ['/community', SEARCH_TYPE.blog],
    ['/community/blog/5', SEARCH_TYPE.blog],
    ['/community/question/5', SEARCH_TYPE.question],
    ['/question', SEARCH_TYPE.question],
    ['/home/announcement/9', SEARCH_TYPE.info],
    ['/info', SEARCH_TYPE.info],
  ])('%s → %i', (path, type) => {
    expect(searchTypeForPath(path)).toBe(type);
  });

  it('ignores the locale prefix', () => {
    expect(searchTypeForPath('/en/live')).toBe(SEARCH_TYPE.live);
    expect(searchTypeForPath('/en/community/question')).toBe(SEARCH_TYPE.question);
  });

  it('matches whole segments only', () => {
    expect(searchTypeForPath('/lively')).toBe(SEARCH_TYPE.default);
    expect(searchTypeForPath('/examples')).toBe(SEARCH_TYPE.default);
  });
});

describe('searchKeyword', () => {
  it('refuses blank input', () => {
    expect(searchKeyword('')).toBeNull();
    expect(searchKeyword('  \t ')).toBeNull();
  });

  it('trims the keyword', () => {
    expect(searchKeyword('  安全生产 ')).toBe('安全生产');
  });
});

describe('searchTypeForPath in the community', () => {
  it('follows the open tab: questions, info articles, else blog posts', () => {
    expect(searchTypeForPath('/community', 'question')).toBe(SEARCH_TYPE.question);
    expect(searchTypeForPath('/en/community', 'info')).toBe(SEARCH_TYPE.info);
    expect(searchTypeForPath('/community', 'mine')).toBe(SEARCH_TYPE.blog);
    expect(searchTypeForPath('/community', 7)).toBe(SEARCH_TYPE.blog);
    expect(searchTypeForPath('/knowledge', 'question')).toBe(SEARCH_TYPE.resource);
  });
});

import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_PAGE_SIZE,
  catalogueRequest,
  countRequest,
  isFiltered,
  withFilter,
  withPage,
} from '../../../../src/ui/features/course/catalogue-search';
import { readCatalogueSearch } from '../../../../src/ui/features/course/catalogue-params';
import { keywordParam } from '../../../../src/ui/kit/navigation/keyword-param';

describe('the catalogue address', () => {
  it('reads every filter, as the router hands values over (numbers or strings)', () => {
    expect(
      readCatalogueSearch({
        categoryId: 12,
        keyword: '  安全 ',
        resourceType: '2',
        studyStatus: 3,
        sort: '2',
        pageCurrent: '4',
      }),
    ).toEqual({ categoryId: 12, keyword: '安全', resourceType: 2, studyStatus: 3, sort: 2, pageCurrent: 4 });
  });

  it('leaves out defaults and anything it cannot read, so a mangled link opens the catalogue', () => {
    expect(readCatalogueSearch({})).toEqual({});
    expect(readCatalogueSearch({ sort: 1, pageCurrent: 1 })).toEqual({});
    expect(
      readCatalogueSearch({
        categoryId: '0',
        keyword: '   ',
        resourceType: 1,
        studyStatus: 4,
        sort: 9,
        pageCurrent: '-2',
      }),
    ).toEqual({});
    expect(readCatalogueSearch({ categoryId: 'abc', resourceType: '7', pageCurrent: 'x' })).toEqual({});
    // Ids beyond 2^53 stay exact as strings.
    expect(readCatalogueSearch({ categoryId: '9223372036854775807' })).toEqual({
      categoryId: '9223372036854775807',
    });
  });

  it('reads a keyword that looks like a number as text, and cuts a long one at 50 characters', () => {
    expect(keywordParam(2026)).toBe('2026');
    expect(keywordParam('x'.repeat(60))).toBe('x'.repeat(50));
    expect(keywordParam(['a'])).toBeUndefined();
    expect(keywordParam('')).toBeUndefined();
  });

  it('starts again on the first page when a filter changes, and drops cleared filters', () => {
    const now = { categoryId: 12, keyword: '安全', pageCurrent: 3 };
    expect(withFilter(now, { resourceType: 2 })).toEqual({
      categoryId: 12,
      keyword: '安全',
      resourceType: 2,
    });
    expect(withFilter(now, { categoryId: undefined })).toEqual({ keyword: '安全' });
    // Latest first is the default order: it leaves the address.
    expect(withFilter({ sort: 3 }, { sort: 1 })).toEqual({});
  });

  it('takes a blank keyword as clearing it, and trims the others', () => {
    expect(withFilter({ keyword: '安全', categoryId: 5 }, { keyword: '   ' })).toEqual({ categoryId: 5 });
    expect(withFilter({}, { keyword: ' 沟通 ' })).toEqual({ keyword: '沟通' });
  });

  it('moves between pages without touching the filters', () => {
    expect(withPage({ keyword: 'a' }, 2)).toEqual({ keyword: 'a', pageCurrent: 2 });
    expect(withPage({ keyword: 'a', pageCurrent: 2 }, 1)).toEqual({ keyword: 'a' });
  });

  it('knows when the list is narrowed (the empty state then offers to clear)', () => {
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ sort: 2, pageCurrent: 3 })).toBe(false);
    expect(isFiltered({ resourceType: 4 })).toBe(true);
    expect(isFiltered({ studyStatus: 1 })).toBe(true);
  });
});

describe('the catalogue calls', () => {
  const search = {
    categoryId: 12,
    keyword: '安全',
    resourceType: 2,
    studyStatus: 2,
    sort: 3,
    pageCurrent: 2,
  } as const;

  it('asks a member for a page of the filtered list with their learning status', () => {
    expect(catalogueRequest(search, true)).toEqual({
      categoryId: '12',
      keyword: '安全',
      resourceType: 2,
      sort: 3,
      studyStatusList: [2],
      pageCurrent: 2,
      pageSize: CATALOGUE_PAGE_SIZE,
    });
  });

  it('never sends a visitor’s call a learning status', () => {
    expect(catalogueRequest(search, false)).toEqual({
      categoryId: '12',
      keyword: '安全',
      resourceType: 2,
      sort: 3,
      pageCurrent: 2,
      pageSize: 10,
    });
    expect(catalogueRequest({}, true)).toEqual({ pageCurrent: 1, pageSize: 10 });
  });

  it('counts with the same filters but without the status and the order', () => {
    expect(countRequest(search)).toEqual({ categoryId: '12', keyword: '安全', resourceType: 2 });
    expect(countRequest({})).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { SearchType } from '../../../../contract/search-type';
import { highlightParts } from '../../../../src/ui/features/search/highlight';
import {
  SEARCH_TABS,
  hitDestination,
  sectionLabelKey,
} from '../../../../src/ui/features/search/search-sections';
import zh from '../../../../src/locales/zh.json';
import en from '../../../../src/locales/en.json';

describe('highlightParts', () => {
  it('marks every occurrence, ignoring case, keeping the original spelling', () => {
    expect(highlightParts('Praxis and praxis', 'PRAXIS')).toEqual([
      { text: 'Praxis', match: true },
      { text: ' and ', match: false },
      { text: 'praxis', match: true },
    ]);
    expect(highlightParts('信息安全培训与安全考试', '安全')).toEqual([
      { text: '信息', match: false },
      { text: '安全', match: true },
      { text: '培训与', match: false },
      { text: '安全', match: true },
      { text: '考试', match: false },
    ]);
  });

  it('leaves text without a match, or a blank keyword, as one plain part', () => {
    expect(highlightParts('nothing here', 'zzz')).toEqual([{ text: 'nothing here', match: false }]);
    expect(highlightParts('text', '  ')).toEqual([{ text: 'text', match: false }]);
    expect(highlightParts('', 'a')).toEqual([]);
  });

  it('does not overlap matches', () => {
    expect(highlightParts('aaaa', 'aa').filter((p) => p.match)).toHaveLength(2);
  });
});

describe('search sections', () => {
  it('shows everything first and every section once', () => {
    expect(SEARCH_TABS[0]).toBe(SearchType.default);
    expect([...SEARCH_TABS].sort((a, b) => a - b)).toEqual([1, 2, 4, 5, 6, 7, 8]);
  });

  it('has a label for every tab in both languages', () => {
    for (const tab of SEARCH_TABS) {
      expect(zh).toHaveProperty([sectionLabelKey(tab)]);
      expect(en).toHaveProperty([sectionLabelKey(tab)]);
    }
  });

  it('opens each hit where it lives, the community’s posts in the community', () => {
    expect(hitDestination({ type: SearchType.info, id: '12' })).toEqual({
      to: '/{-$locale}/account',
      search: { change: 6, id: 12 },
    });
    expect(hitDestination({ type: SearchType.live, id: '12' })).toEqual({
      to: '/{-$locale}/live/watch/{-$watch}',
      params: { watch: '12' },
    });
    expect(hitDestination({ type: SearchType.resource, id: '12' })).toEqual({
      to: '/{-$locale}/knowledge/course/{-$id}',
      params: { id: '12' },
    });
    expect(hitDestination({ type: SearchType.exam, id: '12' })).toEqual({
      to: '/{-$locale}/account/exam/detail',
      search: { id: 12 },
    });
    // The community's posts open in the community, and so does an article among the news.
    for (const type of [SearchType.blog, SearchType.question]) {
      expect(hitDestination({ type, id: '12' })).toEqual({ to: '/{-$locale}/community', search: { id: 12 } });
    }
    expect(hitDestination({ type: SearchType.info, id: '12', origin: 'community' })).toEqual({
      to: '/{-$locale}/community',
      search: { id: 12 },
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { RankCurrent, RankItem } from '../../../../contract/rank';
import { shortDateTime } from '../../../../src/ui/kit/format/date-time';
import {
  RANK_BOARDS,
  boardTitleKey,
  boardValueKey,
  fractionDigits,
  isOwnRow,
  pageTotal,
} from '../../../../src/ui/features/rank/rank-boards';

const item = (userId: string, rank: number): RankItem => ({
  rank,
  userId,
  name: 'n',
  headPortrait: '',
  value: 10,
  department: 'd',
});

describe('rank boards', () => {
  it('lists points, credit hours and certificates in that order, each with its own words', () => {
    expect(RANK_BOARDS).toEqual(['integral', 'creditHour', 'certificate']);
    expect(RANK_BOARDS.map(boardTitleKey)).toEqual([
      'rank.board.integral',
      'rank.board.creditHour',
      'rank.board.certificate',
    ]);
    expect(boardValueKey('certificate')).toBe('rank.value.certificate');
  });

  it('shows one decimal for credit hours only', () => {
    expect(fractionDigits('creditHour')).toBe(1);
    expect(fractionDigits('integral')).toBe(0);
    expect(fractionDigits('certificate')).toBe(0);
  });

  it('marks the row of the person the current call names, and none before it answers', () => {
    const mine: RankCurrent = { ...item('7', 9), totalCount: 19 };
    expect(isOwnRow(item('7', 9), mine)).toBe(true);
    expect(isOwnRow(item('8', 9), mine)).toBe(false);
    expect(isOwnRow(item('7', 9), undefined)).toBe(false);
  });

  it('counts pages, with at least one', () => {
    expect(pageTotal(19, 10)).toBe(2);
    expect(pageTotal(20, 10)).toBe(2);
    expect(pageTotal(21, 10)).toBe(3);
    expect(pageTotal(0, 10)).toBe(1);
  });
});

describe('feed times', () => {
  it('cuts contract times to the minute and leaves other text alone', () => {
    expect(shortDateTime('2026-11-20 09:05:33')).toBe('2026-11-20 09:05');
    expect(shortDateTime('yesterday')).toBe('yesterday');
  });
});

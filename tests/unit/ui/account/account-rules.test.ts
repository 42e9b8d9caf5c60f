import { describe, expect, it } from 'vitest';
import {
  pageSizeFor,
  readFilterPayload,
  selectAllState,
  selectedOnPage,
  toggleAll,
  toggleOne,
} from '../../../../src/ui/features/account/read-list-rules';
import { idParam } from '../../../../src/ui/kit/navigation/id-param';

describe('account list rules', () => {
  it('reads num as the smallest page size that holds it', () => {
    expect(pageSizeFor(undefined)).toBe(10);
    expect(pageSizeFor(3)).toBe(10);
    expect(pageSizeFor(10)).toBe(10);
    expect(pageSizeFor(11)).toBe(20);
    expect(pageSizeFor(45)).toBe(50);
    expect(pageSizeFor(125)).toBe(100);
  });

  it('sends isRead only for the unread and read filters', () => {
    expect(readFilterPayload('all')).toEqual({});
    expect(readFilterPayload('unread')).toEqual({ isRead: 0 });
    expect(readFilterPayload('read')).toEqual({ isRead: 1 });
  });

  it('shows select-all as off, mixed or on', () => {
    const visible = ['1', '2', '3'];
    expect(selectAllState(visible, new Set())).toBe(false);
    expect(selectAllState(visible, new Set(['2']))).toBe('indeterminate');
    expect(selectAllState(visible, new Set(['1', '2', '3']))).toBe(true);
    expect(selectAllState([], new Set())).toBe(false);
  });

  it('select-all selects the page, and clears it when all were selected', () => {
    const visible = ['1', '2'];
    expect([...toggleAll(visible, new Set(['1']))]).toEqual(['1', '2']);
    expect([...toggleAll(visible, new Set(['1', '2']))]).toEqual([]);
  });

  it('toggles one row and keeps only the ids still on the page', () => {
    const picked = toggleOne(toggleOne(new Set(), '5'), '7');
    expect([...picked]).toEqual(['5', '7']);
    expect([...toggleOne(picked, '5')]).toEqual(['7']);
    expect(selectedOnPage(['7', '9', '5'], new Set(['5', '7', '8']))).toEqual(['7', '5']);
  });

  it('writes ids that fit a safe integer as numbers', () => {
    expect(idParam('12')).toBe(12);
    expect(idParam('9007199254740993')).toBe('9007199254740993');
  });
});

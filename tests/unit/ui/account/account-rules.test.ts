import { describe, expect, it } from 'vitest';
import { pageSizeFor, readFilterPayload } from '../../../../src/ui/features/account/read-list-rules';
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

  it('writes ids that fit a safe integer as numbers', () => {
    expect(idParam('12')).toBe(12);
    expect(idParam('9007199254740993')).toBe('9007199254740993');
  });
});

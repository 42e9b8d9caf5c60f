import { describe, expect, it } from 'vitest';
import { formatSize } from '../../../../src/ui/kit/format/file-size';

describe('formatSize', () => {
  it('keeps bytes whole', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(1)).toBe('1 B');
    expect(formatSize(1023)).toBe('1023 B');
  });

  it('uses KB, MB and GB with one decimal', () => {
    expect(formatSize(1024)).toBe('1.0 KB');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(10 * 1024 + 307)).toBe('10.3 KB');
    expect(formatSize(1024 ** 2)).toBe('1.0 MB');
    expect(formatSize(2.25 * 1024 ** 2)).toBe('2.3 MB');
    expect(formatSize(1024 ** 3)).toBe('1.0 GB');
    expect(formatSize(3.5 * 1024 ** 3)).toBe('3.5 GB');
  });

  it('steps up when rounding reaches the next unit', () => {
    expect(formatSize(1024 * 1024 - 1)).toBe('1.0 MB');
  });

  it('stays in GB for very large files', () => {
    expect(formatSize(2048 * 1024 ** 3)).toBe('2048.0 GB');
  });

  it('treats missing sizes as zero', () => {
    expect(formatSize(-5)).toBe('0 B');
    expect(formatSize(Number.NaN)).toBe('0 B');
  });
});

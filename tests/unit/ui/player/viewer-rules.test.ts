import { describe, expect, it } from 'vitest';
import {
  archiveRows,
  clampPage,
  decodeText,
  formatBytes,
  planSource,
  startPage,
  stepForKey,
  stepZoom,
} from '../../../../src/ui/features/player/viewer-rules';

const hls = { definition: 'auto', format: 'hls' as const, url: '/m/index.m3u8' };
const mp4 = { definition: 'hd', format: 'mp4' as const, url: '/m/video.mp4' };
const mp3 = { definition: 'auto', format: 'mp3' as const, url: '/m/audio.mp3' };

describe('viewer rules', () => {
  it('HLS natively where the browser plays it, else hls.js with the file as fallback, else the file', () => {
    expect(planSource([hls, mp4], true)).toEqual({ kind: 'native', url: '/m/index.m3u8' });
    expect(planSource([hls, mp4], false)).toEqual({
      kind: 'hls.js',
      url: '/m/index.m3u8',
      fallback: '/m/video.mp4',
    });
    expect(planSource([hls], false)).toEqual({ kind: 'hls.js', url: '/m/index.m3u8', fallback: null });
    expect(planSource([mp4], false)).toEqual({ kind: 'file', url: '/m/video.mp4' });
    expect(planSource([mp3], true)).toEqual({ kind: 'file', url: '/m/audio.mp3' });
    expect(planSource([], true)).toEqual({ kind: 'none' });
  });

  it('zoom steps up and down from whatever scale is shown, within bounds', () => {
    expect(stepZoom(1, 1)).toBe(1.25);
    expect(stepZoom(1, -1)).toBe(0.75);
    // A fitted page at 63 % steps to the neighbouring steps.
    expect(stepZoom(0.63, 1)).toBe(0.75);
    expect(stepZoom(0.63, -1)).toBe(0.5);
    expect(stepZoom(3, 1)).toBe(3);
    expect(stepZoom(0.5, -1)).toBe(0.5);
  });

  it('pages and pictures stay within 1…count; a node opens where it was left', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(7, 5)).toBe(5);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
    expect(startPage(0, 5)).toBe(1);
    expect(startPage(3, 5)).toBe(3);
    expect(startPage(9, 5)).toBe(5);
  });

  it('arrow keys and page keys step; others do nothing', () => {
    expect(stepForKey('ArrowLeft')).toBe(-1);
    expect(stepForKey('ArrowRight')).toBe(1);
    expect(stepForKey('PageDown')).toBe(1);
    expect(stepForKey('Enter')).toBeNull();
  });

  it('sizes read as people write them', () => {
    expect(formatBytes(350)).toBe('350 B');
    expect(formatBytes(1241)).toBe('1.2 KB');
    expect(formatBytes(442_816)).toBe('432 KB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.0 MB');
  });

  it('an archive lists folders before files at each level, and folders it only implies', () => {
    const rows = archiveRows([
      { name: 'README.txt', size: 350, directory: 0 },
      { name: 'templates/plan.txt', size: 152, directory: 0 },
      { name: 'templates', size: 0, directory: 1 },
      { name: 'templates/attendance.csv', size: 84, directory: 0 },
      { name: 'assets/logo/mark.svg', size: 900, directory: 0 },
    ]);
    expect(rows.map((r) => [r.name, r.depth, r.directory])).toEqual([
      ['assets', 0, true],
      ['logo', 1, true],
      ['mark.svg', 2, false],
      ['templates', 0, true],
      ['attendance.csv', 1, false],
      ['plan.txt', 1, false],
      ['README.txt', 0, false],
    ]);
  });

  it('text is UTF-8 when it is, else GB 18030', () => {
    const utf8 = new TextEncoder().encode('\uFEFF学习笔记');
    expect(decodeText(utf8.buffer)).toBe('学习笔记');
    // "学习笔记" in GB 18030 (not valid UTF-8).
    const gb = new Uint8Array([0xd1, 0xa7, 0xcf, 0xb0, 0xb1, 0xca, 0xbc, 0xc7]);
    expect(decodeText(gb.buffer)).toBe('学习笔记');
  });
});

import type { PlayUrl } from '../../../../contract/course';

/** Small rules of the viewers, kept apart from the components so they are tested on their own. */

/** Playback speeds offered for video and audio. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const;

/**
 * How a video or audio is played: HLS natively where the browser plays it (Safari), else through hls.js where
 * Media Source Extensions exist, else the file rendition. Returns the steps to try, in order.
 */
export type SourcePlan =
  | { kind: 'native'; url: string }
  | { kind: 'hls.js'; url: string; fallback: string | null }
  | { kind: 'file'; url: string }
  | { kind: 'none' };

export function planSource(playUrls: readonly PlayUrl[], canPlayHlsNatively: boolean): SourcePlan {
  const hls = playUrls.find((p) => p.format === 'hls')?.url ?? null;
  const file = playUrls.find((p) => p.format !== 'hls')?.url ?? null;
  if (hls && canPlayHlsNatively) return { kind: 'native', url: hls };
  if (hls) return { kind: 'hls.js', url: hls, fallback: file };
  if (file) return { kind: 'file', url: file };
  return { kind: 'none' };
}

/** Zoom of documents and pictures: a number is a scale, `fit` fills the available width. */
export type Zoom = 'fit' | number;
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
export const MIN_ZOOM = ZOOM_STEPS[0];
export const MAX_ZOOM = ZOOM_STEPS[ZOOM_STEPS.length - 1] ?? 3;

/** The next step up (or down) from the current scale; `fit` counts as the scale it shows at. */
export function stepZoom(current: number, direction: 1 | -1): number {
  if (direction === 1) return ZOOM_STEPS.find((z) => z > current + 1e-6) ?? MAX_ZOOM;
  return [...ZOOM_STEPS].reverse().find((z) => z < current - 1e-6) ?? MIN_ZOOM;
}

/** A page or picture number kept within 1…count (1 when there is nothing). */
export function clampPage(page: number, count: number): number {
  if (!Number.isFinite(page) || count < 1) return 1;
  return Math.min(count, Math.max(1, Math.round(page)));
}

/** The page a node opens on: where the learner left off, within the document. */
export function startPage(position: number, count: number): number {
  return clampPage(position >= 1 ? Math.floor(position) : 1, count);
}

/** Arrow keys move through pictures and pages; other keys are left alone. */
export function stepForKey(key: string): -1 | 1 | null {
  if (key === 'ArrowLeft' || key === 'PageUp') return -1;
  if (key === 'ArrowRight' || key === 'PageDown') return 1;
  return null;
}

/** `0 B`, `512 B`, `1.2 KB`, `3.4 MB`. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.floor(bytes || 0))} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value >= 10 ? 0 : 1)} ${units[unit]}`;
}

export interface ArchiveRow {
  /** The full path inside the archive. */
  path: string;
  /** The last segment. */
  name: string;
  /** How many folders it sits in. */
  depth: number;
  size: number;
  directory: boolean;
}

/**
 * An archive's entries as an indented list: folders before files at each level, each level by name; a folder
 * the archive does not list itself (only its files) is shown all the same.
 */
export function archiveRows(
  entries: readonly { name: string; size: number; directory: 0 | 1 }[],
): ArchiveRow[] {
  const byPath = new Map<string, ArchiveRow>();
  const add = (path: string, size: number, directory: boolean) => {
    const clean = path.replace(/\/+$/, '');
    if (clean === '' || byPath.has(clean)) return;
    const parts = clean.split('/');
    for (let i = 1; i < parts.length; i++) add(parts.slice(0, i).join('/'), 0, true);
    byPath.set(clean, {
      path: clean,
      name: parts[parts.length - 1] ?? clean,
      depth: parts.length - 1,
      size,
      directory,
    });
  };
  for (const e of entries) add(e.name, e.size, e.directory === 1);
  const children = (parent: string): ArchiveRow[] =>
    [...byPath.values()]
      .filter((r) => (r.depth === 0 ? parent === '' : r.path.slice(0, r.path.lastIndexOf('/')) === parent))
      .sort((a, b) => Number(b.directory) - Number(a.directory) || a.name.localeCompare(b.name));
  const out: ArchiveRow[] = [];
  const walk = (parent: string) => {
    for (const row of children(parent)) {
      out.push(row);
      if (row.directory) walk(row.path);
    }
  };
  walk('');
  return out;
}

/**
 * Text files come in UTF-8 or, from older Chinese office machines, GB 18030: UTF-8 is tried strictly first.
 * Decoded text is only ever shown as text.
 */
export function decodeText(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

import { ResourceType } from '../../../contract/course.routes';
import type { ResourceFacts } from './media';

/*
 * The node records a member has after studying part of a course, shaped as the gateway's progress rules
 * (decision 0027) would have left them.
 */

export interface NodeRecord {
  position: number;
  maxPosition: number;
  seenPages: number[];
  studySeconds: number;
  studyProgress: number;
  finished: 0 | 1;
}

/** How a studyable node is measured (mirrors the gateway's progress rules). */
export type Measure =
  | { kind: 'media'; duration: number }
  | { kind: 'pages'; pages: number }
  | { kind: 'dwell'; dwell: number; images: number };

/** A resource's measure, or an image-text lesson's (facts null) with its seconds to stay. */
export function measureOf(facts: ResourceFacts | null, lessonDwell: number): Measure {
  if (facts === null) return { kind: 'dwell', dwell: lessonDwell, images: 0 };
  const dwell = facts.dwellSeconds > 0 ? facts.dwellSeconds : 30;
  if (facts.resourceType === ResourceType.video || facts.resourceType === ResourceType.audio) {
    return { kind: 'media', duration: facts.duration };
  }
  if (facts.resourceType === ResourceType.document) {
    const paged = facts.docType === 'pdf' || facts.pdfKey !== null;
    return paged && facts.pageCount > 0
      ? { kind: 'pages', pages: facts.pageCount }
      : { kind: 'dwell', dwell, images: 0 };
  }
  return { kind: 'dwell', dwell, images: facts.resourceType === ResourceType.image ? facts.pageCount : 0 };
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** The record a member has after studying a node up to `progress`; throws when no record gives exactly that. */
export function recordFor(m: Measure, progress: number, what: string): NodeRecord {
  const finished: 0 | 1 = progress >= 100 ? 1 : 0;
  const fail = () => new Error(`seed: ${what} cannot be at ${progress} %`);
  switch (m.kind) {
    case 'media': {
      const max = finished ? m.duration : (m.duration * progress) / 100;
      if (!finished && (max >= m.duration * 0.95 || max >= m.duration - 5)) throw fail();
      return {
        position: max,
        maxPosition: max,
        seenPages: [],
        studySeconds: Math.ceil(max),
        studyProgress: progress,
        finished,
      };
    }
    case 'pages': {
      const seen = Math.ceil((m.pages * progress) / 100);
      if (Math.floor((100 * seen) / m.pages) !== progress) throw fail();
      return {
        position: seen,
        maxPosition: seen,
        seenPages: range(seen),
        studySeconds: seen * 20,
        studyProgress: progress,
        finished,
      };
    }
    case 'dwell': {
      const seconds = Math.ceil((m.dwell * progress) / 100);
      if (Math.min(100, Math.floor((100 * seconds) / m.dwell)) !== progress) throw fail();
      const shown = m.images === 0 ? 0 : Math.max(1, Math.ceil((m.images * progress) / 100));
      return {
        position: shown,
        maxPosition: shown,
        seenPages: range(shown),
        studySeconds: seconds,
        studyProgress: progress,
        finished,
      };
    }
  }
}

import { describe, expect, it } from 'vitest';
import { ContentType, MAX_REPORT_SECONDS, ResourceType } from '../../../contract/course.routes';
import { ruleOf } from '../../../gateway/modules/progress/nodes';
import {
  applyReport,
  countedSeconds,
  positionFits,
  type NodeState,
} from '../../../gateway/modules/progress/rules';

const NOW = new Date('2026-11-22T10:00:00');
const fresh: NodeState = {
  position: 0,
  maxPosition: 0,
  seenPages: [],
  studySeconds: 0,
  studyProgress: 0,
  finished: 0,
  lastSeq: 0,
  lastStudyTime: null,
};
const report = { studyProgress: 100, position: 0, studySeconds: 0, seq: 1 };
const facts = {
  contentType: ContentType.resource,
  resourceType: null,
  docType: null,
  duration: null,
  pageCount: null,
  pdfKey: null,
  images: null,
  resourceDwell: null,
  imageTextDwell: null,
};

describe('progress rules', () => {
  it('measure media, paged documents and everything else by dwell time, with fallbacks for missing facts', () => {
    expect(ruleOf({ ...facts, resourceType: ResourceType.video, duration: 90 })).toEqual({
      kind: 'media',
      duration: 90,
    });
    // Without a duration there is nothing to measure a furthest point against.
    expect(ruleOf({ ...facts, resourceType: ResourceType.audio, duration: 0, resourceDwell: 12 })).toEqual({
      kind: 'dwell',
      dwellSeconds: 12,
      images: 0,
    });
    expect(ruleOf({ ...facts, resourceType: ResourceType.document, docType: 'pdf', pageCount: 5 })).toEqual({
      kind: 'pages',
      pageCount: 5,
    });
    expect(
      ruleOf({
        ...facts,
        resourceType: ResourceType.document,
        docType: 'xlsx',
        pageCount: 2,
        pdfKey: 'a.pdf',
      }),
    ).toEqual({ kind: 'pages', pageCount: 2 });
    for (const f of [
      { docType: 'xlsx', pageCount: 2, pdfKey: null },
      { docType: 'txt', pageCount: 1, pdfKey: null },
      { docType: 'pdf', pageCount: 0, pdfKey: null },
    ]) {
      expect(ruleOf({ ...facts, resourceType: ResourceType.document, ...f }).kind).toBe('dwell');
    }
    expect(ruleOf({ ...facts, resourceType: ResourceType.image, pageCount: 0, images: 4 })).toEqual({
      kind: 'dwell',
      dwellSeconds: 0,
      images: 4,
    });
    expect(ruleOf({ ...facts, contentType: ContentType.imageText, imageTextDwell: 45 })).toEqual({
      kind: 'dwell',
      dwellSeconds: 45,
      images: 0,
    });
  });

  it('bound counted seconds by the first-report allowance, then by the time passed, never below zero', () => {
    expect(countedSeconds(fresh, { ...report, studySeconds: 500 }, NOW)).toBe(MAX_REPORT_SECONDS);
    const before = { ...fresh, lastStudyTime: new Date(NOW.getTime() - 30_500) };
    expect(countedSeconds(before, { ...report, studySeconds: 500 }, NOW)).toBe(35);
    expect(countedSeconds(before, { ...report, studySeconds: 20 }, NOW)).toBe(20);
    // A clock that went back gives the slack only.
    const ahead = { ...fresh, lastStudyTime: new Date(NOW.getTime() + 60_000) };
    expect(countedSeconds(ahead, { ...report, studySeconds: 500 }, NOW)).toBe(5);
  });

  it('take page and image numbers within the count only; seconds anywhere', () => {
    expect(positionFits({ kind: 'pages', pageCount: 3 }, 0)).toBe(true);
    expect(positionFits({ kind: 'pages', pageCount: 3 }, 3)).toBe(true);
    expect(positionFits({ kind: 'pages', pageCount: 3 }, 4)).toBe(false);
    expect(positionFits({ kind: 'pages', pageCount: 3 }, 2.5)).toBe(false);
    expect(positionFits({ kind: 'dwell', dwellSeconds: 0, images: 2 }, 3)).toBe(false);
    expect(positionFits({ kind: 'dwell', dwellSeconds: 0, images: 0 }, 7.5)).toBe(true);
    expect(positionFits({ kind: 'media', duration: 60 }, 999)).toBe(true);
  });

  it('do not finish a clip shorter than the end slack by opening it', () => {
    const clip = { kind: 'media', duration: 4 } as const;
    expect(applyReport(clip, fresh, report, NOW).state).toMatchObject({ finished: 0, studyProgress: 0 });
    const played = applyReport(clip, fresh, { ...report, position: 1, studySeconds: 1 }, NOW).state;
    expect(played).toMatchObject({ finished: 1, studyProgress: 100, position: 1, lastSeq: 1 });
  });

  it('leave seconds, position and the time of the last counted report alone on a stale report', () => {
    const state = {
      ...fresh,
      position: 40,
      maxPosition: 40,
      studySeconds: 40,
      lastSeq: 9,
      lastStudyTime: NOW,
    };
    const later = new Date(NOW.getTime() + 60_000);
    const { state: next, counted } = applyReport(
      { kind: 'media', duration: 100 },
      state,
      { ...report, seq: 9, position: 90, studySeconds: 60 },
      later,
    );
    expect(counted).toBe(0);
    expect(next).toMatchObject({
      position: 40,
      maxPosition: 45,
      studySeconds: 40,
      lastSeq: 9,
      lastStudyTime: NOW,
    });
  });
});

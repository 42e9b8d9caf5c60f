import { describe, expect, it } from 'vitest';
import type { ProgressReport } from '../../../contract/progress';
import {
  beaconReports,
  enqueueReport,
  latestQueued,
  mergeUnsent,
  readQueue,
  writeQueue,
  type QueuedReport,
} from '../../../src/machines/task-progress/progress-queue';
import { dwellProgress, mediaProgress, pagesProgress } from '../../../contract/progress-rules';
import {
  clampSeek,
  furthestAfterTime,
  progressFigure,
  progressKindOf,
} from '../../../src/machines/task-progress/progress-rules';
import { MemoryStorage } from './task-progress-fakes';

const report = (over: Partial<ProgressReport>): ProgressReport => ({
  courseId: '301',
  subResourceId: '4001',
  studyProgress: 10,
  position: 5,
  studySeconds: 5,
  seq: 100,
  ...over,
});

describe('progress rules', () => {
  it('media: the furthest point as a share, finished near the end or past 95 %', () => {
    expect(mediaProgress(30, 600)).toBe(5);
    expect(mediaProgress(569, 600)).toBe(94);
    expect(mediaProgress(570, 600)).toBe(100);
    expect(mediaProgress(15, 20)).toBe(100);
    expect(mediaProgress(14, 20)).toBe(70);
    expect(mediaProgress(10, 0)).toBe(0);
    // Opening a clip shorter than the end slack does not finish it.
    expect(mediaProgress(0, 3)).toBe(0);
    expect(mediaProgress(Number.NaN, 100)).toBe(0);
  });

  it('pages seen out of the count; dwell time out of the dwell (30 s when none is set)', () => {
    expect(pagesProgress(1, 3)).toBe(33);
    expect(pagesProgress(3, 3)).toBe(100);
    expect(pagesProgress(1, 0)).toBe(0);
    expect(dwellProgress(15, 60)).toBe(25);
    expect(dwellProgress(15, 0)).toBe(50);
    expect(dwellProgress(90, 60)).toBe(100);
  });

  it('never below the gateway’s figure at opening; 100 once finished', () => {
    const facts = {
      kind: 'media' as const,
      duration: 600,
      pageCount: 0,
      dwellSeconds: 0,
      furthest: 60,
      seenPages: 0,
      studiedSeconds: 0,
      startProgress: 40,
      finished: false,
    };
    expect(progressFigure(facts)).toBe(40);
    expect(progressFigure({ ...facts, startProgress: 2 })).toBe(10);
    expect(progressFigure({ ...facts, finished: true })).toBe(100);
    expect(progressFigure({ ...facts, furthest: 0, startProgress: Number.NaN })).toBe(0);
  });

  it('measures a resource as the gateway does', () => {
    const watch = {
      resourceType: 4 as const,
      docType: 'pdf' as const,
      totalDuration: 0,
      pageCount: 5,
      pdfUrl: null,
    };
    expect(progressKindOf(watch)).toBe('pages');
    expect(progressKindOf({ ...watch, docType: 'docx', pdfUrl: '/r.pdf' })).toBe('pages');
    expect(progressKindOf({ ...watch, docType: 'doc' })).toBe('dwell');
    expect(progressKindOf({ ...watch, docType: 'txt', pageCount: 1 })).toBe('dwell');
    expect(progressKindOf({ ...watch, pageCount: 0 })).toBe('dwell');
    expect(progressKindOf({ ...watch, resourceType: 2, totalDuration: 60 })).toBe('media');
    expect(progressKindOf({ ...watch, resourceType: 3, totalDuration: 0 })).toBe('dwell');
    expect(progressKindOf({ ...watch, resourceType: 5 })).toBe('dwell');
    expect(progressKindOf({ ...watch, resourceType: 6 })).toBe('dwell');
  });

  it('seeking past the furthest point snaps back when the course forbids it', () => {
    expect(clampSeek(100, 40, false)).toBe(40);
    expect(clampSeek(41, 40, false)).toBeNull();
    expect(clampSeek(20, 40, false)).toBeNull();
    expect(clampSeek(100, 40, true)).toBeNull();
  });

  it('only playing moves the furthest point, not a jump', () => {
    expect(furthestAfterTime(10, 10, 10.25)).toBe(10.25);
    expect(furthestAfterTime(10, 10, 30)).toBe(10);
    expect(furthestAfterTime(50, 10, 10.25)).toBe(50);
    expect(furthestAfterTime(10, 12, 11)).toBe(10);
  });
});

describe('progress queue', () => {
  it('a report merges into the node’s last one that never left: latest position and seq, summed seconds, highest figure', () => {
    const q1 = enqueueReport([], report({ seq: 100, position: 5, studySeconds: 5, studyProgress: 10 }));
    const q2 = enqueueReport(q1, report({ seq: 101, position: 9, studySeconds: 4, studyProgress: 8 }));
    expect(q2).toEqual([
      { report: report({ seq: 101, position: 9, studySeconds: 9, studyProgress: 10 }), sent: false },
    ]);
  });

  it('a report that may have left absorbs nothing; other nodes keep their place', () => {
    const queue: QueuedReport[] = [
      { report: report({ seq: 100 }), sent: true },
      { report: report({ subResourceId: '4002', seq: 7 }), sent: false },
    ];
    const next = enqueueReport(queue, report({ seq: 101, studySeconds: 3 }));
    expect(next.map((q) => [q.report.subResourceId, q.report.seq, q.sent])).toEqual([
      ['4001', 100, true],
      ['4002', 7, false],
      ['4001', 101, false],
    ]);
  });

  it('merging after a reconnect folds each node’s unsent reports into its first place', () => {
    const queue: QueuedReport[] = [
      { report: report({ seq: 1, studySeconds: 5 }), sent: false },
      { report: report({ subResourceId: '4002', seq: 2 }), sent: false },
      { report: report({ seq: 3, studySeconds: 5, position: 12 }), sent: false },
    ];
    expect(
      mergeUnsent(queue).map((q) => [
        q.report.subResourceId,
        q.report.seq,
        q.report.studySeconds,
        q.report.position,
      ]),
    ).toEqual([
      ['4001', 3, 10, 12],
      ['4002', 2, 5, 5],
    ]);
  });

  it('the beacon takes one report per node: the merged unsent one, else the latest', () => {
    const queue: QueuedReport[] = [
      { report: report({ seq: 1 }), sent: true },
      { report: report({ seq: 2, studySeconds: 2 }), sent: false },
      { report: report({ seq: 3, studySeconds: 3 }), sent: false },
      { report: report({ subResourceId: '4002', seq: 4 }), sent: true },
      { report: report({ subResourceId: '4002', seq: 5 }), sent: true },
    ];
    expect(beaconReports(queue).map((r) => [r.subResourceId, r.seq, r.studySeconds])).toEqual([
      ['4001', 3, 5],
      ['4002', 5, 5],
    ]);
    expect(latestQueued(queue, '4002')?.seq).toBe(5);
    expect(latestQueued(queue, '9')).toBeNull();
  });

  it('storage: round trip per user; damaged, foreign or figure-less entries read as nothing', () => {
    const storage = new MemoryStorage();
    const queue: QueuedReport[] = [{ report: report({}), sent: false }];
    expect(writeQueue(storage, '1001', queue)).toBe(true);
    expect(readQueue(storage, '1001')).toEqual(queue);
    expect(readQueue(storage, '1002')).toEqual([]);
    storage.setItem('praxis.progress.1002', '{not json');
    expect(readQueue(storage, '1002')).toEqual([]);
    storage.setItem(
      'praxis.progress.1003',
      JSON.stringify({
        v: 1,
        queue: [
          { report: { ...report({}), studyProgress: 'NaN' } },
          { report: { ...report({}), studyProgress: 101 } },
          { report: { ...report({}), courseId: 12 } },
          { report: { ...report({ seq: 9 }) }, sent: 'yes' },
          7,
        ],
      }),
    );
    expect(readQueue(storage, '1003')).toEqual([{ report: report({ seq: 9 }), sent: false }]);
    expect(writeQueue(storage, '1001', [])).toBe(true);
    expect(storage.getItem('praxis.progress.1001')).toBeNull();
  });

  it('a storage that refuses writes leaves the queue in memory without failing', () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(writeQueue(storage, '1001', [{ report: report({}), sent: false }])).toBe(false);
  });
});

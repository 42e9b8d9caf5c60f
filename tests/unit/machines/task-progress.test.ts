import { describe, expect, it } from 'vitest';
import { IDLE_AFTER_MS, REPORT_INTERVAL_MS } from '../../../contract/progress.routes';
import { readQueue } from '../../../src/machines/task-progress/progress-queue';
import {
  selectIdle,
  selectRunning,
  selectSaveStatus,
} from '../../../src/machines/task-progress/task-progress.selectors';
import {
  COURSE_ID,
  createWorld,
  DOC_NODE,
  openNode,
  play,
  settle,
  T0,
  USER_ID,
  VIDEO_NODE,
} from './task-progress-fakes';

type World = ReturnType<typeof createWorld>;

const queued = (world: World) => readQueue(world.storage, USER_ID);

describe('taskProgress: the clock and its reports', () => {
  it('reports every interval while the video plays, with the seconds studied, the position and its own figure', async () => {
    const world = createWorld();
    const node = openNode(world);
    await settle();
    expect(selectRunning(node.snap())).toBe(false);
    await play(world, node, 12);
    expect(selectRunning(node.snap())).toBe(true);
    expect(world.gateway.received).toEqual([
      {
        courseId: COURSE_ID,
        subResourceId: VIDEO_NODE,
        studyProgress: 0,
        position: 5,
        studySeconds: 5,
        seq: T0,
      },
      {
        courseId: COURSE_ID,
        subResourceId: VIDEO_NODE,
        studyProgress: 1,
        position: 10,
        studySeconds: 5,
        seq: T0 + 1,
      },
    ]);
    expect(selectSaveStatus(node.snap())).toEqual({ status: 'saved', waiting: 0 });
    expect(queued(world)).toEqual([]);
  });

  it('a pause reports at once; paused time is not study time and makes no reports', async () => {
    const world = createWorld();
    const node = openNode(world);
    await play(world, node, 7);
    node.actor.send({ type: 'media.pause' });
    await settle();
    expect(world.gateway.received.map((r) => [r.position, r.studySeconds])).toEqual([
      [5, 5],
      [7, 2],
    ]);
    expect(selectRunning(node.snap())).toBe(false);
    await world.advance(60_000);
    expect(world.gateway.received).toHaveLength(2);
    // Playing again counts from the moment it starts.
    await play(world, node, 5);
    expect(world.gateway.received.at(-1)).toMatchObject({ position: 12, studySeconds: 5 });
  });

  it('a hidden page reports and stops the clock; visible again, it runs on', async () => {
    const world = createWorld();
    const node = openNode(world, { kind: 'dwell', dwellSeconds: 60 });
    node.actor.send({ type: 'content.ready' });
    await world.advance(3_000);
    node.page.hide();
    await settle();
    expect(world.gateway.received).toEqual([
      expect.objectContaining({ studySeconds: 3, studyProgress: 5, position: 0 }),
    ]);
    await world.advance(120_000);
    expect(world.gateway.received).toHaveLength(1);
    node.page.show();
    await world.advance(REPORT_INTERVAL_MS);
    expect(world.gateway.received.at(-1)).toMatchObject({ studySeconds: 5, studyProgress: 13 });
  });

  it('the end of the media reports the end and the figure reaches 100', async () => {
    const world = createWorld();
    const node = openNode(world, { duration: 20, position: 16, maxPosition: 16 });
    await play(world, node, 4);
    node.actor.send({ type: 'media.ended', position: 20 });
    await settle();
    expect(world.gateway.received.at(-1)).toMatchObject({ position: 20, studyProgress: 100 });
  });

  it('time reached by seeking is not the furthest point; time reached by playing is', async () => {
    const world = createWorld();
    const node = openNode(world, { duration: 600 });
    await play(world, node, 2);
    node.actor.send({ type: 'media.seeked', position: 400 });
    expect(node.snap().context.furthest).toBe(2);
    // A jump seen only as a time update is a seek too.
    node.actor.send({ type: 'media.time', position: 450 });
    expect(node.snap().context.furthest).toBe(2);
    expect(node.snap().context.position).toBe(450);
    node.actor.send({ type: 'media.time', position: 450.25 });
    expect(node.snap().context.furthest).toBe(450.25);
  });
});

describe('taskProgress: idle', () => {
  it('no input while nothing plays: the clock stops, the hang-up goes out and input wakes it', async () => {
    const world = createWorld();
    const node = openNode(world, { subResourceId: DOC_NODE, kind: 'pages', pageCount: 10 });
    node.actor.send({ type: 'content.ready' });
    node.actor.send({ type: 'page.show', page: 1 });
    await world.advance(IDLE_AFTER_MS - 1_000, 5_000);
    expect(selectIdle(node.snap())).toBe(false);
    await world.advance(1_000);
    expect(selectIdle(node.snap())).toBe(true);
    expect(selectRunning(node.snap())).toBe(false);
    expect(world.gateway.hangUps).toEqual([
      { courseId: COURSE_ID, subResourceId: DOC_NODE, idleSeconds: 300 },
    ]);
    // The reports take the time up to the idle moment, then nothing more is counted.
    const reported = world.gateway.received.reduce((n, r) => n + r.studySeconds, 0);
    expect(reported).toBe(IDLE_AFTER_MS / 1000);
    await world.advance(60_000, 5_000);
    expect(world.gateway.received.reduce((n, r) => n + r.studySeconds, 0)).toBe(reported);

    node.page.input('keydown');
    await settle();
    expect(selectIdle(node.snap())).toBe(false);
    expect(selectRunning(node.snap())).toBe(true);
  });

  it('the dialog’s button resumes too; playing media is never idle', async () => {
    const world = createWorld();
    const node = openNode(world);
    await play(world, node, 1);
    await world.advance(IDLE_AFTER_MS * 2, 5_000);
    expect(selectIdle(node.snap())).toBe(false);
    expect(world.gateway.hangUps).toEqual([]);
    node.actor.send({ type: 'media.pause' });
    await world.advance(IDLE_AFTER_MS, 5_000);
    expect(selectIdle(node.snap())).toBe(true);
    node.actor.send({ type: 'idle.resume' });
    await settle();
    expect(selectIdle(node.snap())).toBe(false);
  });

  it('a hidden page is not idle: nobody is asked while away', async () => {
    const world = createWorld();
    const node = openNode(world, { kind: 'dwell' });
    node.actor.send({ type: 'content.ready' });
    node.page.hide();
    await world.advance(IDLE_AFTER_MS * 2, 10_000);
    expect(selectIdle(node.snap())).toBe(false);
    expect(world.gateway.hangUps).toEqual([]);
  });
});

describe('taskProgress: the queue', () => {
  it('offline, reports wait merged per node; back online, one report carries all the time and the gateway counts it', async () => {
    const world = createWorld();
    const node = openNode(world);
    await play(world, node, 5);
    expect(world.gateway.received).toHaveLength(1);
    node.page.goOffline();
    world.gateway.reachable = false;
    await play(world, node, 40);
    expect(selectSaveStatus(node.snap())).toEqual({ status: 'offline', waiting: 1 });
    expect(world.gateway.received).toHaveLength(1);
    expect(queued(world)).toEqual([
      {
        report: {
          courseId: COURSE_ID,
          subResourceId: VIDEO_NODE,
          studyProgress: 7,
          position: 45,
          studySeconds: 40,
          seq: T0 + 8,
        },
        sent: false,
      },
    ]);

    world.gateway.reachable = true;
    node.page.goOnline();
    await settle();
    expect(world.gateway.received.at(-1)).toMatchObject({ studySeconds: 40, position: 45, seq: T0 + 8 });
    expect(world.gateway.record(VIDEO_NODE).studySeconds).toBe(45);
    expect(selectSaveStatus(node.snap())).toEqual({ status: 'saved', waiting: 0 });
  });

  it('a call that fails while online backs off and keeps its report apart (it may have arrived)', async () => {
    const world = createWorld();
    const node = openNode(world);
    world.gateway.mode = 'manual';
    await play(world, node, 5);
    await world.gateway.fail();
    expect(selectSaveStatus(node.snap()).status).toBe('retrying');
    await play(world, node, 5);
    // The failed report and the new one stay apart: one may already be with the gateway.
    expect(queued(world).map((q) => [q.report.seq, q.sent])).toEqual([
      [T0, true],
      [T0 + 1, false],
    ]);
    // The retry after a second sends them in order.
    expect(world.gateway.waiting.map((r) => r.seq)).toEqual([T0]);
    await world.gateway.respond();
    expect(world.gateway.waiting.map((r) => r.seq)).toEqual([T0 + 1]);
    await world.gateway.respond();
    expect(queued(world)).toEqual([]);
  });

  it('reports of a node left earlier go first, then this node’s, each merged', async () => {
    const world = createWorld();
    const first = openNode(world, { subResourceId: DOC_NODE, kind: 'pages', pageCount: 4 });
    first.page.goOffline();
    first.actor.send({ type: 'content.ready' });
    first.actor.send({ type: 'page.show', page: 1 });
    await world.advance(10_000);
    first.actor.send({ type: 'page.show', page: 2 });
    await world.advance(2_000);
    first.actor.send({ type: 'node.leave' });
    first.actor.stop();
    expect(
      queued(world).map((q) => [q.report.subResourceId, q.report.position, q.report.studySeconds]),
    ).toEqual([[DOC_NODE, 2, 12]]);

    const page = first.page;
    const second = openNode(world, {}, page);
    world.gateway.reachable = false;
    await play(world, second, 10);
    world.gateway.reachable = true;
    page.goOnline();
    await settle();
    expect(world.gateway.received.map((r) => [r.subResourceId, r.position, r.studySeconds])).toEqual([
      [DOC_NODE, 2, 12],
      [VIDEO_NODE, 10, 10],
    ]);
    expect(second.saved.map((e) => e.subResourceId)).toEqual([DOC_NODE, VIDEO_NODE]);
  });

  it('a refused report is dropped and the ones behind it still go', async () => {
    const world = createWorld();
    const node = openNode(world);
    world.gateway.refusalMessage = '课程已下架';
    await play(world, node, 5);
    expect(node.snap().context.error).toBe('课程已下架');
    world.gateway.refusalMessage = null;
    await play(world, node, 5);
    expect(world.gateway.received.map((r) => r.seq)).toEqual([T0 + 1]);
    expect(node.snap().context.error).toBeNull();
  });
});

describe('taskProgress: reload, leaving and coming back', () => {
  it('a reload restores the position of a report the gateway has not acknowledged', async () => {
    const world = createWorld();
    const node = openNode(world, { position: 30, maxPosition: 30 });
    world.gateway.mode = 'manual';
    await play(world, node, 10);
    expect(world.gateway.waiting.map((r) => r.position)).toEqual([35]);
    node.actor.send({ type: 'media.pause' });
    node.actor.stop();

    // The gateway still says 30; the queue says 40.
    world.gateway.mode = 'auto';
    const again = openNode(world, { position: 30, maxPosition: 30 });
    expect(again.snap().context.position).toBe(40);
    expect(again.snap().context.furthest).toBe(40);
    await settle();
    expect(queued(world)).toEqual([]);
    expect(world.gateway.record(VIDEO_NODE).position).toBe(40);
    // The new opening numbers its reports above the old one's.
    expect(again.snap().context.seq).toBeGreaterThan(T0 + 2);
  });

  it('the gateway’s record wins when nothing waits', async () => {
    const world = createWorld();
    const node = openNode(world, { position: 95.5, maxPosition: 120 });
    expect(node.snap().context.position).toBe(95.5);
    expect(node.snap().context.furthest).toBe(120);
  });

  it('a course that forbids skipping never resumes beyond the furthest point, whatever the gateway says', async () => {
    const world = createWorld();
    // An older gateway stored 55 s while the furthest point watched is 44 s.
    const node = openNode(world, { position: 55, maxPosition: 44, dragFlag: 0 });
    expect(node.snap().context.position).toBe(44);
    expect(node.snap().context.furthest).toBe(44);
    // Behind the furthest point the position stays where the learner left.
    const back = openNode(world, { position: 30, maxPosition: 44, dragFlag: 0 });
    expect(back.snap().context.position).toBe(30);
    // A course that lets the learner skip resumes where the learner left, even past the furthest point.
    const free = openNode(world, { position: 55, maxPosition: 44, dragFlag: 1 });
    expect(free.snap().context.position).toBe(55);
  });

  it('going away sends the waiting reports with the beacon, one per node, and keeps them; the resend is harmless', async () => {
    const world = createWorld();
    const node = openNode(world);
    world.gateway.mode = 'manual';
    await play(world, node, 8);
    node.page.unload();
    await settle();
    expect(world.gateway.beacons).toEqual([
      expect.objectContaining({ subResourceId: VIDEO_NODE, position: 8, studySeconds: 3, seq: T0 + 1 }),
    ]);
    // The call with the first report is still out; both reports stay stored, the beaconed one as sent.
    expect(queued(world).map((q) => [q.report.seq, q.sent])).toEqual([
      [T0, true],
      [T0 + 1, true],
    ]);
    node.actor.stop();

    world.gateway.mode = 'auto';
    const again = openNode(world, { position: 8 });
    await settle();
    expect(queued(world)).toEqual([]);
    const record = world.gateway.record(VIDEO_NODE);
    // The first report arrives after the beacon's: its seconds are not counted, nor the beacon's twice.
    expect(record.studySeconds).toBe(3);
    expect(record.position).toBe(8);
    expect(again.snap().context.position).toBe(8);
  });

  it('offline, nothing leaves with the beacon; everything waits for the next opening', async () => {
    const world = createWorld();
    const node = openNode(world);
    node.page.goOffline();
    world.gateway.reachable = false;
    await play(world, node, 8);
    node.page.unload();
    await settle();
    expect(world.gateway.beacons).toEqual([]);
    expect(queued(world).map((q) => [q.report.studySeconds, q.sent])).toEqual([[8, false]]);
  });
});

describe('taskProgress: finished nodes', () => {
  it('once the gateway says finished, playing makes no interval reports; a pause still saves the position', async () => {
    const world = createWorld();
    world.gateway.durations.set(VIDEO_NODE, 20);
    const node = openNode(world, { duration: 20, position: 10, maxPosition: 10 });
    await play(world, node, 6);
    expect(node.snap().context.finished).toBe(true);
    const count = world.gateway.received.length;
    await play(world, node, 3, 0);
    expect(world.gateway.received).toHaveLength(count);
    node.actor.send({ type: 'media.pause' });
    await settle();
    expect(world.gateway.received.at(-1)).toMatchObject({ position: 3, studyProgress: 100 });
  });
});

describe('taskProgress: documents and dwell', () => {
  it('a page change reports at once, then at most once a second; pages seen make the figure', async () => {
    const world = createWorld();
    const node = openNode(world, { subResourceId: DOC_NODE, kind: 'pages', pageCount: 4 });
    node.actor.send({ type: 'content.ready' });
    node.actor.send({ type: 'page.show', page: 1 });
    await settle();
    node.actor.send({ type: 'page.show', page: 2 });
    node.actor.send({ type: 'page.show', page: 3 });
    await settle();
    expect(world.gateway.received.map((r) => [r.position, r.studyProgress])).toEqual([[1, 25]]);
    await world.advance(1_000);
    expect(world.gateway.received.map((r) => [r.position, r.studyProgress])).toEqual([
      [1, 25],
      [3, 75],
    ]);
    node.actor.send({ type: 'page.show', page: 4 });
    await settle();
    expect(world.gateway.received.at(-1)).toMatchObject({ position: 4, studyProgress: 100 });
  });

  it('a document that turns out to have another page count is measured by what it has', async () => {
    const world = createWorld();
    const node = openNode(world, { subResourceId: DOC_NODE, kind: 'pages', pageCount: 0 });
    node.actor.send({ type: 'content.ready', pageCount: 2 });
    node.actor.send({ type: 'page.show', page: 1 });
    await settle();
    expect(world.gateway.received.at(-1)).toMatchObject({ studyProgress: 50 });
  });

  it('dwell content counts its time from the gateway’s seconds on', async () => {
    const world = createWorld();
    const node = openNode(world, { kind: 'dwell', dwellSeconds: 20, studySeconds: 10, studyProgress: 50 });
    node.actor.send({ type: 'content.ready' });
    await world.advance(5_000);
    expect(world.gateway.received.at(-1)).toMatchObject({ studyProgress: 75, studySeconds: 5 });
    await world.advance(5_000);
    expect(world.gateway.received.at(-1)).toMatchObject({ studyProgress: 100 });
  });
});

describe('taskProgress: never a report without a real progress figure (spec §4)', () => {
  it('drives every path, with odd inputs, and no report anywhere lacks a finite figure', async () => {
    const world = createWorld();
    const stored: unknown[] = [];
    const setItem = world.storage.setItem.bind(world.storage);
    world.storage.setItem = (key, value) => {
      stored.push(
        ...(JSON.parse(value) as { queue: { report: { studyProgress: unknown } }[] }).queue.map(
          (q) => q.report,
        ),
      );
      setItem(key, value);
    };
    world.gateway.durations.set(VIDEO_NODE, 0);
    const setups = [
      { kind: 'media' as const, duration: 0 },
      { kind: 'media' as const, duration: 30, finished: true },
      { kind: 'pages' as const, pageCount: 0 },
      { kind: 'dwell' as const, dwellSeconds: 0 },
    ];
    for (const [i, setup] of setups.entries()) {
      const node = openNode(world, { ...setup, subResourceId: String(5001 + i) });
      node.actor.send({ type: 'content.ready', pageCount: Number.NaN });
      node.actor.send({ type: 'media.time', position: Number.NaN });
      node.actor.send({ type: 'media.seeked', position: Number.POSITIVE_INFINITY });
      node.actor.send({ type: 'page.show', page: Number.NaN });
      await play(world, node, 6);
      node.actor.send({ type: 'page.show', page: 2 });
      node.actor.send({ type: 'media.ended', position: Number.NaN });
      node.page.goOffline();
      world.gateway.reachable = false;
      await world.advance(6_000);
      node.page.hide();
      node.page.show();
      await world.advance(IDLE_AFTER_MS, 30_000);
      node.page.input();
      node.page.unload();
      world.gateway.reachable = true;
      node.page.goOnline();
      await settle();
      node.actor.send({ type: 'node.leave' });
      await settle();
      node.actor.stop();
    }
    const everything = [...stored, ...world.gateway.received, ...world.gateway.beacons] as {
      studyProgress: unknown;
    }[];
    expect(everything.length).toBeGreaterThan(10);
    for (const report of everything) {
      expect(typeof report.studyProgress).toBe('number');
      expect(Number.isFinite(report.studyProgress)).toBe(true);
    }
  });

  it('a stored report without a figure (damaged storage, older code) is never sent', async () => {
    const world = createWorld();
    world.storage.setItem(
      `praxis.progress.${USER_ID}`,
      JSON.stringify({
        v: 1,
        queue: [
          {
            report: { courseId: COURSE_ID, subResourceId: VIDEO_NODE, position: 3, studySeconds: 3, seq: 5 },
            sent: false,
          },
          {
            report: {
              courseId: COURSE_ID,
              subResourceId: VIDEO_NODE,
              studyProgress: null,
              position: 3,
              studySeconds: 3,
              seq: 6,
            },
            sent: false,
          },
          {
            report: {
              courseId: COURSE_ID,
              subResourceId: DOC_NODE,
              studyProgress: 40,
              position: 2,
              studySeconds: 3,
              seq: 7,
            },
            sent: false,
          },
        ],
      }),
    );
    openNode(world);
    await settle();
    expect(world.gateway.received).toEqual([
      {
        courseId: COURSE_ID,
        subResourceId: DOC_NODE,
        studyProgress: 40,
        position: 2,
        studySeconds: 3,
        seq: 7,
      },
    ]);
  });
});

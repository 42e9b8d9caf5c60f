import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { LiveView } from '../../../contract/live';
import { LiveStatus } from '../../../contract/live.routes';
import { createUnloadLeave } from '../../../src/machines/live-room/live-room.actors';
import { liveRoomMachine } from '../../../src/machines/live-room/live-room.machine';
import {
  END_CHECK_MAX_MS,
  RECHECK_MS,
  countdownParts,
  endDelay,
  parseDateTime,
  reportablePosition,
  resumeAt,
} from '../../../src/machines/live-room/live-room.rules';
import {
  selectCountdown,
  selectError,
  selectIsConnecting,
  selectIsFailed,
  selectIsFinished,
  selectIsLive,
  selectIsLoading,
  selectIsNotStarted,
  selectIsPlaying,
  selectIsReplayPending,
  selectReplay,
  selectResumeAt,
  selectRoom,
  selectStreamUrl,
  selectUnsentSeconds,
} from '../../../src/machines/live-room/live-room.selectors';
import type { LeaveReport, ReplayGrant } from '../../../src/machines/live-room/live-room.types';
import { apiError, controllable } from './fakes';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The page opens at 10:00:00 local time. */
const OPENED = parseDateTime('2026-05-01 10:00:00');

const pad = (n: number) => String(n).padStart(2, '0');
const at = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

function room(status: LiveStatus, startAt: number, endAt: number, extra: Partial<LiveView> = {}): LiveView {
  return {
    id: '7',
    liveName: '季度学习简报',
    cover: '/gateway/files/covers/course-11.jpg',
    lecturerName: '郑佳',
    startTime: at(startAt),
    endTime: at(endAt),
    liveStatus: status,
    hasReplay: status === LiveStatus.finished ? 1 : 0,
    viewerCount: 3,
    introduce: '每季度一次的学习简报。',
    replayDuration: status === LiveStatus.finished ? 40 : 0,
    position: 0,
    ...extra,
  };
}

function start() {
  const clock = new SimulatedClock();
  clock.set(OPENED);
  const loadRoom = controllable<LiveView, { id: string }>();
  const loadStream = controllable<{ url: string }, { id: string }>();
  const loadReplay = controllable<ReplayGrant, { id: string }>();
  const leaves: { report: LeaveReport; unloading: boolean }[] = [];
  const machine = liveRoomMachine.provide({
    actors: { loadRoom: loadRoom.logic, loadStream: loadStream.logic, loadReplay: loadReplay.logic },
    actions: { sendLeave: (_, params) => void leaves.push(params) },
  });
  const actor = createActor(machine, { clock, input: { roomId: '7', now: () => clock.now() } });
  actor.start();
  const snap = () => actor.getSnapshot();
  /** Moves the simulated clock in steps, so each timer fires when it is due. */
  const advance = (ms: number, step = SECOND) => {
    for (let moved = 0; moved < ms; moved += step) clock.increment(Math.min(step, ms - moved));
  };
  return { actor, clock, loadRoom, loadStream, loadReplay, leaves, snap, advance };
}

describe('live room machine', () => {
  it('counts down to the start, loads the room again at the start and connects to the stream', async () => {
    const m = start();
    expect(selectIsLoading(m.snap())).toBe(true);
    expect(m.loadRoom.calls).toEqual([{ id: '7' }]);
    const startAt = OPENED + 90 * SECOND;
    await m.loadRoom.resolve(room(LiveStatus.notStarted, startAt, startAt + HOUR));
    expect(selectIsNotStarted(m.snap())).toBe(true);
    expect(selectCountdown(m.snap())).toMatchObject({ days: 0, hours: 0, minutes: 1, seconds: 30 });

    m.advance(30 * SECOND);
    expect(selectCountdown(m.snap())).toMatchObject({ minutes: 1, seconds: 0 });
    m.advance(59 * SECOND);
    expect(selectCountdown(m.snap()).total).toBe(1);
    expect(m.loadRoom.calls).toHaveLength(1);
    m.advance(SECOND);
    // At the start: the room is asked for again, and now it is live.
    expect(selectIsLoading(m.snap())).toBe(true);
    expect(m.loadRoom.calls).toHaveLength(2);
    await m.loadRoom.resolve(room(LiveStatus.live, startAt, startAt + HOUR));
    expect(selectIsLive(m.snap())).toBe(true);
    expect(selectIsConnecting(m.snap())).toBe(true);
    await m.loadStream.resolve({ url: '/gateway/media/t/demo/live/loop/live.m3u8?room=7' });
    expect(selectIsConnecting(m.snap())).toBe(false);
    expect(selectStreamUrl(m.snap())).toBe('/gateway/media/t/demo/live/loop/live.m3u8?room=7');
  });

  it('asks again a little later when the gateway has not started the room at the local start time', async () => {
    const m = start();
    // The browser's clock is ahead: the start has passed here, not yet on the gateway.
    await m.loadRoom.resolve(room(LiveStatus.notStarted, OPENED - 2 * SECOND, OPENED + HOUR));
    expect(selectIsNotStarted(m.snap())).toBe(true);
    expect(selectCountdown(m.snap()).total).toBe(0);
    m.advance(RECHECK_MS - SECOND);
    expect(m.loadRoom.calls).toHaveLength(1);
    m.advance(SECOND);
    expect(m.loadRoom.calls).toHaveLength(2);
  });

  it('counts the seconds the stream plays, and reports them once when the page goes', async () => {
    const m = start();
    await m.loadRoom.resolve(room(LiveStatus.live, OPENED - 10 * MINUTE, OPENED + 30 * DAY));
    await m.loadStream.resolve({ url: '/live.m3u8' });
    m.advance(5 * SECOND);
    expect(selectUnsentSeconds(m.snap())).toBe(0);
    m.actor.send({ type: 'video.playing' });
    expect(selectIsPlaying(m.snap())).toBe(true);
    m.advance(12 * SECOND);
    m.actor.send({ type: 'video.pause' });
    m.advance(20 * SECOND);
    expect(selectUnsentSeconds(m.snap())).toBe(12);
    m.actor.send({ type: 'video.playing' });
    m.advance(3 * SECOND);

    m.actor.send({ type: 'page.leave', unloading: false });
    expect(m.leaves).toEqual([{ report: { id: '7', watchSeconds: 15 }, unloading: false }]);
    // Hidden and shown again: only what played since is reported next time.
    m.actor.send({ type: 'page.leave', unloading: true });
    expect(m.leaves).toHaveLength(1);
    m.advance(4 * SECOND);
    m.actor.send({ type: 'page.leave', unloading: true });
    expect(m.leaves[1]).toEqual({ report: { id: '7', watchSeconds: 4 }, unloading: true });
  });

  it('stays live through weeks of air time, and loads the room again at its end', async () => {
    const m = start();
    const endAt = OPENED + 3 * HOUR + 30 * SECOND;
    await m.loadRoom.resolve(room(LiveStatus.live, OPENED - HOUR, endAt));
    await m.loadStream.resolve({ url: '/live.m3u8' });
    m.advance(3 * HOUR, MINUTE);
    expect(selectIsLive(m.snap())).toBe(true);
    expect(m.loadRoom.calls).toHaveLength(1);
    m.advance(30 * SECOND);
    expect(selectIsLoading(m.snap())).toBe(true);
    await m.loadRoom.resolve(room(LiveStatus.replayPending, OPENED - HOUR, endAt));
    expect(selectIsReplayPending(m.snap())).toBe(true);

    // A room live for a month never waits longer than a timer can.
    const long = start();
    await long.loadRoom.resolve(room(LiveStatus.live, OPENED, OPENED + 30 * DAY));
    await long.loadStream.resolve({ url: '/live.m3u8' });
    long.advance(2 * DAY, HOUR);
    expect(selectIsLive(long.snap())).toBe(true);
    expect(long.loadRoom.calls).toHaveLength(1);
  });

  it('plays the replay from the caller’s position and reports where it stopped', async () => {
    const m = start();
    await m.loadRoom.resolve(room(LiveStatus.finished, OPENED - 5 * DAY, OPENED - 5 * DAY + HOUR));
    expect(selectIsFinished(m.snap())).toBe(true);
    expect(selectIsConnecting(m.snap())).toBe(true);
    expect(m.loadReplay.calls).toEqual([{ id: '7' }]);
    await m.loadReplay.resolve({ url: '/replay/index.m3u8', totalDuration: 40, position: 17.5 });
    expect(selectReplay(m.snap())?.url).toBe('/replay/index.m3u8');
    expect(selectResumeAt(m.snap())).toBe(17.5);

    m.actor.send({ type: 'video.playing' });
    m.advance(6 * SECOND);
    m.actor.send({ type: 'video.time', position: 23.46 });
    m.actor.send({ type: 'video.pause' });
    m.actor.send({ type: 'page.leave', unloading: true });
    expect(m.leaves).toEqual([{ report: { id: '7', watchSeconds: 6, position: 23.5 }, unloading: true }]);
    // Nothing played since, but the position is still worth keeping.
    m.actor.send({ type: 'video.time', position: 30 });
    m.actor.send({ type: 'page.leave', unloading: false });
    expect(m.leaves[1]?.report).toEqual({ id: '7', watchSeconds: 0, position: 30 });

    m.actor.send({ type: 'video.playing' });
    m.actor.send({ type: 'video.ended' });
    expect(selectIsPlaying(m.snap())).toBe(false);
    m.actor.send({ type: 'page.leave', unloading: false });
    expect(m.leaves[2]?.report.position).toBe(40);
  });

  it('starts a replay watched to its end from the beginning', async () => {
    const m = start();
    await m.loadRoom.resolve(room(LiveStatus.finished, OPENED - DAY, OPENED - DAY + HOUR));
    await m.loadReplay.resolve({ url: '/r.m3u8', totalDuration: 40, position: 39 });
    expect(selectResumeAt(m.snap())).toBe(0);
  });

  it('shows a failed load, and loads again on retry', async () => {
    const m = start();
    await m.loadRoom.reject(apiError(999, '直播不存在或已下线'));
    expect(selectIsFailed(m.snap())).toBe(true);
    expect(selectError(m.snap())).toBe('直播不存在或已下线');
    m.actor.send({ type: 'retry' });
    expect(m.loadRoom.calls).toHaveLength(2);
    await m.loadRoom.resolve(room(LiveStatus.replayPending, OPENED - DAY, OPENED - DAY + HOUR));
    expect(selectIsReplayPending(m.snap())).toBe(true);
    expect(selectError(m.snap())).toBeNull();
    expect(selectRoom(m.snap())?.liveName).toBe('季度学习简报');
  });

  it('fails when the stream cannot be had or played, keeping what was watched for the leave', async () => {
    const m = start();
    await m.loadRoom.resolve(room(LiveStatus.live, OPENED - HOUR, OPENED + HOUR));
    await m.loadStream.reject(apiError(999, '直播当前未在进行'));
    expect(selectIsFailed(m.snap())).toBe(true);
    expect(selectError(m.snap())).toBe('直播当前未在进行');

    m.actor.send({ type: 'retry' });
    await m.loadRoom.resolve(room(LiveStatus.live, OPENED - HOUR, OPENED + HOUR));
    await m.loadStream.resolve({ url: '/live.m3u8' });
    m.actor.send({ type: 'video.playing' });
    m.advance(2 * SECOND);
    m.actor.send({ type: 'video.error' });
    expect(selectIsFailed(m.snap())).toBe(true);
    expect(selectError(m.snap())).toBeNull();
    m.advance(5 * SECOND);
    m.actor.send({ type: 'page.leave', unloading: false });
    expect(m.leaves).toEqual([{ report: { id: '7', watchSeconds: 2 }, unloading: false }]);
  });

  it('reports nothing for a room never played', async () => {
    const m = start();
    await m.loadRoom.resolve(room(LiveStatus.replayPending, OPENED - DAY, OPENED - DAY + HOUR));
    m.actor.send({ type: 'page.leave', unloading: true });
    expect(m.leaves).toEqual([]);
  });
});

describe('live room rules', () => {
  it('reads gateway times as local times', () => {
    expect(new Date(parseDateTime('2026-05-01 10:20:30')).getMinutes()).toBe(20);
    expect(parseDateTime('2026-05-01T10:20:30')).toBeNaN();
    expect(parseDateTime('')).toBeNaN();
  });

  it('splits the countdown and never goes below zero', () => {
    expect(countdownParts(DAY + 2 * HOUR + 3 * MINUTE + 4 * SECOND, 0)).toEqual({
      days: 1,
      hours: 2,
      minutes: 3,
      seconds: 4,
      total: 93_784,
    });
    expect(countdownParts(0, 500)).toMatchObject({ total: 0, seconds: 0 });
    // A part of a second left still shows as a second.
    expect(countdownParts(1500, 1000).seconds).toBe(1);
  });

  it('waits for the end in steps of at most an hour', () => {
    expect(endDelay(30 * DAY, 0)).toBe(END_CHECK_MAX_MS);
    expect(endDelay(10 * SECOND, 0)).toBe(10 * SECOND);
    expect(endDelay(0, 10)).toBe(0);
  });

  it('resumes within the replay and reports positions the gateway accepts', () => {
    expect(resumeAt(17.5, 40)).toBe(17.5);
    expect(resumeAt(38.5, 40)).toBe(0);
    expect(resumeAt(0, 40)).toBe(0);
    expect(resumeAt(Number.NaN, 40)).toBe(0);
    expect(reportablePosition(12.345, 40)).toBe(12.3);
    expect(reportablePosition(55, 40)).toBe(40);
    expect(reportablePosition(-1, 40)).toBe(0);
    expect(reportablePosition(Number.POSITIVE_INFINITY, 40)).toBe(0);
  });
});

describe('leave as the document goes away', () => {
  it('sends a keep-alive request with the token, or nothing without one', () => {
    const sent: { url: string; init: RequestInit }[] = [];
    let token: string | undefined = 'abc';
    const leave = createUnloadLeave({
      fetch: (url, init) => {
        sent.push({ url, init });
        return Promise.resolve();
      },
      token: () => token,
      locale: () => 'en',
    });
    leave({ id: '7', watchSeconds: 12, position: 3.5 });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/gateway/course/auth/live/leave');
    expect(sent[0]?.init).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: { token: 'abc', 'accept-language': 'en', 'content-type': 'application/json' },
    });
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({ id: '7', watchSeconds: 12, position: 3.5 });
    token = undefined;
    leave({ id: '7', watchSeconds: 1 });
    expect(sent).toHaveLength(1);
  });
});

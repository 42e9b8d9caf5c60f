import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Code } from '../../../contract/envelope';
import { liveApi, type LiveCard } from '../../../contract/live';
import { LiveStatus } from '../../../contract/live.routes';
import { liveRoom, liveViewer } from '../../../gateway/db/schema-live';
import { DEMO_REPLAY, DEMO_STREAM } from '../../../gateway/db/seed/live';
import { mediaInfo } from '../../../gateway/media/manifest';
import { liveStatusAt } from '../../../gateway/modules/live/rooms';
import { grantMedia } from '../../../gateway/modules/media/grant';
import { callApi } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { tokenFor } from '../helpers/demo';
import { dialects } from '../helpers/dialects';
import { OTHER_HOST, callers, userId, type Callers } from '../notice/support';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const LIVE = '星河学习平台季度学习简报';
const COMING = '信息安全月：钓鱼邮件识别实战';
const PENDING = '新员工答疑会（第 12 期）';
const FINISHED = '2025 年度培训规划发布会';
const YUANSHAN = '安全生产月启动仪式';
const REPLAY_SECONDS = mediaInfo(DEMO_REPLAY).duration ?? 0;

describe('live status', () => {
  const room = (start: number, end: number, replayKey: string | null = null) => ({
    startTime: new Date(start),
    endTime: new Date(end),
    replayKey,
  });
  it('is derived from the times and the replay', () => {
    expect(liveStatusAt(room(1000, 2000), new Date(999))).toBe(LiveStatus.notStarted);
    expect(liveStatusAt(room(1000, 2000), new Date(1000))).toBe(LiveStatus.live);
    expect(liveStatusAt(room(1000, 2000), new Date(1999))).toBe(LiveStatus.live);
    expect(liveStatusAt(room(1000, 2000), new Date(2000))).toBe(LiveStatus.replayPending);
    expect(liveStatusAt(room(1000, 2000, DEMO_REPLAY), new Date(2000))).toBe(LiveStatus.finished);
    // A replay recorded early does not end a session that is still on air.
    expect(liveStatusAt(room(1000, 2000, DEMO_REPLAY), new Date(1500))).toBe(LiveStatus.live);
  });
});

describe.each(dialects())('live sessions (%s)', (dialect) => {
  let t: TestApp;
  let c: Callers;
  let start: Date;
  /** Room ids and start times by name. */
  const rooms: Record<string, { id: string; startTime: Date; endTime: Date }> = {};
  /** A 星河科技 member who is not in 远山制造. */
  let colleague: string;

  const page = async (token: string, host = 'localhost') => {
    const res = await callApi(t.app, liveApi.page, { pageSize: 20 }, { token, host });
    expect(res.code, res.msg).toBe(Code.ok);
    return res.data;
  };
  const idOf = (name: string) => rooms[name]?.id ?? '';
  const get = (url: string, host = 'localhost') => t.app.inject({ method: 'GET', url, headers: { host } });
  const viewer = async (roomId: string, uid: string) => {
    const [row] = await t.db
      .select()
      .from(liveViewer)
      .where(
        and(
          eq(liveViewer.tenantId, c.refs.tenant1),
          eq(liveViewer.roomId, roomId),
          eq(liveViewer.userId, uid),
        ),
      );
    return row;
  };

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    c = await callers(t);
    start = t.clock.now();
    for (const r of await t.db.select().from(liveRoom)) rooms[r.liveName] = r;
    colleague = await tokenFor(t, {
      tenantId: c.refs.tenant1,
      userId: await userId(t.db, c.refs.tenant1, '13800000002'),
      enterpriseId: c.refs.xinghe.id,
      websiteId: c.refs.localhost.id,
    });
  });
  beforeEach(() => t.clock.set(start));
  afterAll(() => t.close());

  /** The learner's token issued at the clock's time (tokens last a day; some tests move weeks ahead). */
  const learnerNow = () =>
    tokenFor(t, {
      tenantId: c.refs.tenant1,
      userId: c.refs.learner.id,
      enterpriseId: c.refs.xinghe.id,
      websiteId: c.refs.localhost.id,
    });

  it('lists live now, then coming (soonest first), then past (latest first)', async () => {
    const data = await page(c.learner);
    expect(data.list.map((r) => r.liveName)).toEqual([LIVE, COMING, PENDING, FINISHED]);
    expect(data.totalCount).toBe(4);
    const by = (name: string) => data.list.find((r) => r.liveName === name) as LiveCard;
    expect(by(LIVE)).toMatchObject({ liveStatus: LiveStatus.live, hasReplay: 0, viewerCount: 6 });
    expect(by(COMING)).toMatchObject({ liveStatus: LiveStatus.notStarted, hasReplay: 0, viewerCount: 0 });
    expect(by(PENDING)).toMatchObject({ liveStatus: LiveStatus.replayPending, hasReplay: 0 });
    expect(by(FINISHED)).toMatchObject({ liveStatus: LiveStatus.finished, hasReplay: 1 });
    expect(by(LIVE).cover).toMatch(/^\/gateway\/files\/covers\/course-\d\d\.jpg$/);
    expect(by(LIVE).startTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('derives statuses again when the clock moves', async () => {
    // Two days on: tomorrow's session has ended and waits for its replay, and is now the latest past one.
    t.clock.advance(2 * DAY_MS);
    let names = (await page(await learnerNow())).list.map((r) => [r.liveName, r.liveStatus]);
    expect(names).toEqual([
      [LIVE, LiveStatus.live],
      [COMING, LiveStatus.replayPending],
      [PENDING, LiveStatus.replayPending],
      [FINISHED, LiveStatus.finished],
    ]);
    // A month on, the long live room has ended too.
    t.clock.advance(29 * DAY_MS);
    names = (await page(await learnerNow())).list.map((r) => [r.liveName, r.liveStatus]);
    expect(names[0]).toEqual([LIVE, LiveStatus.replayPending]);
    // The coming session turns live at its start, not a moment before.
    const coming = rooms[COMING];
    if (!coming) throw new Error('no coming room');
    t.clock.set(new Date(coming.startTime.getTime() - 1000));
    expect((await page(await learnerNow())).list.find((r) => r.liveName === COMING)?.liveStatus).toBe(
      LiveStatus.notStarted,
    );
    t.clock.set(coming.startTime);
    const atStart = (await page(await learnerNow())).list;
    expect(atStart.slice(0, 2).map((r) => [r.liveName, r.liveStatus])).toEqual([
      [LIVE, LiveStatus.live],
      [COMING, LiveStatus.live],
    ]);
  });

  it('counts the caller in once when they watch, and answers the view', async () => {
    // The learner has joined no room yet (the seeded viewers are colleagues).
    const before = (await page(c.learner)).list.find((r) => r.liveName === LIVE)?.viewerCount ?? -1;
    const first = await callApi(t.app, liveApi.watch, { id: idOf(LIVE) }, { token: c.learner });
    expect(first.code, first.msg).toBe(Code.ok);
    expect(first.data).toMatchObject({
      liveName: LIVE,
      liveStatus: LiveStatus.live,
      viewerCount: before + 1,
      replayDuration: 0,
      position: 0,
    });
    expect(first.data.introduce).toMatch(/学习简报/);
    const again = await callApi(t.app, liveApi.watch, { id: idOf(LIVE) }, { token: c.learner });
    expect(again.data.viewerCount).toBe(before + 1);
    // A colleague who had joined already is not counted twice either.
    const seeded = await callApi(t.app, liveApi.watch, { id: idOf(LIVE) }, { token: c.admin });
    expect(seeded.data.viewerCount).toBe(before + 1);

    const finished = await callApi(t.app, liveApi.watch, { id: idOf(FINISHED) }, { token: c.admin });
    expect(finished.data).toMatchObject({ liveStatus: LiveStatus.finished, replayDuration: REPLAY_SECONDS });
  });

  it('keeps rooms within the company and the tenant', async () => {
    // 远山制造 lists its own room only.
    expect((await page(c.learnerYuanshan)).list.map((r) => r.liveName)).toEqual([YUANSHAN]);
    for (const [token, host] of [
      [c.learnerYuanshan, 'localhost'],
      [c.other, OTHER_HOST],
    ] as const) {
      for (const endpoint of [liveApi.watch, liveApi.playbackWatch, liveApi.roomWatchUrl]) {
        const res = await callApi(t.app, endpoint, { id: idOf(LIVE) }, { token, host });
        expect(res.code).toBe(Code.error);
        expect(res.msg).toBe('直播不存在或已下线');
      }
      const leave = await callApi(t.app, liveApi.leave, { id: idOf(LIVE), watchSeconds: 5 }, { token, host });
      expect(leave.msg).toBe('直播不存在或已下线');
    }
    const unknown = await callApi(
      t.app,
      liveApi.watch,
      { id: '987654321' },
      { token: c.learner, lang: 'en' },
    );
    expect(unknown.msg).toBe('The live session does not exist or has been taken down');
    expect((await page(c.other, OTHER_HOST)).totalCount).toBe(0);
  });

  it('asks a visitor to sign in before the stream address, in the reader’s language', async () => {
    const zh = await callApi(t.app, liveApi.roomWatchUrl, { id: idOf(LIVE) });
    expect(zh).toMatchObject({ code: Code.error, msg: '请先登录后再观看直播' });
    const en = await callApi(t.app, liveApi.roomWatchUrl, { id: idOf(LIVE) }, { lang: 'en' });
    expect(en.msg).toBe('Please sign in to watch the live session');
    const notLive = await callApi(t.app, liveApi.roomWatchUrl, { id: idOf(COMING) }, { token: c.learner });
    expect(notLive.msg).toBe('直播当前未在进行');
    const ended = await callApi(t.app, liveApi.roomWatchUrl, { id: idOf(FINISHED) }, { token: c.learner });
    expect(ended.msg).toBe('直播当前未在进行');
  });

  it('answers a live playlist: a window of three segments positioned by the time since the start', async () => {
    const res = await callApi(t.app, liveApi.roomWatchUrl, { id: idOf(LIVE) }, { token: c.learner });
    expect(res.code, res.msg).toBe(Code.ok);
    expect(res.data.url).toMatch(
      new RegExp(`^/gateway/media/[A-Za-z0-9_-]{43}/${DEMO_STREAM}live\\.m3u8\\?room=${idOf(LIVE)}$`),
    );
    const room = rooms[LIVE];
    if (!room) throw new Error('no live room');
    const sequenceAt = (at: Date) => Math.floor((at.getTime() - room.startTime.getTime()) / 4000);

    // Put the clock 1 s into segment 5 of the 12th pass over the six-segment loop: 11 * 6 + 5 = 71.
    t.clock.set(new Date(room.startTime.getTime() + 71 * 4000 + 1000));
    const playlist = await get(res.data.url);
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(playlist.headers['cache-control']).toBe('no-store');
    expect(sequenceAt(t.clock.now())).toBe(71);
    expect(playlist.body).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        '#EXT-X-TARGETDURATION:4',
        '#EXT-X-MEDIA-SEQUENCE:71',
        '#EXT-X-DISCONTINUITY-SEQUENCE:11',
        '#EXTINF:4.000,',
        'seg5.ts',
        '#EXT-X-DISCONTINUITY',
        '#EXTINF:4.000,',
        'seg0.ts',
        '#EXTINF:4.000,',
        'seg1.ts',
        '',
      ].join('\n'),
    );
    expect(playlist.body).not.toContain('ENDLIST');

    // Four seconds later the window has moved by one segment.
    t.clock.advance(4000);
    const next = (await get(res.data.url)).body;
    expect(next).toContain('#EXT-X-MEDIA-SEQUENCE:72');
    expect(next).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:11');
    expect(next.match(/^seg\d\.ts$/gm)).toEqual(['seg0.ts', 'seg1.ts', 'seg2.ts']);
    // The wrapped segment is first now: its discontinuity is in the list, not yet in the sequence number.
    expect(next).toContain('#EXT-X-DISCONTINUITY\n#EXTINF:4.000,\nseg0.ts');

    // The segments it names are served under the same grant.
    const segment = await get(new URL('seg0.ts', `http://localhost${res.data.url}`).pathname);
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
  });

  it('stops the live playlist when the room ends, and refuses it to others', async () => {
    const res = await callApi(t.app, liveApi.roomWatchUrl, { id: idOf(LIVE) }, { token: c.learner });
    const url = res.data.url;
    expect((await get(url, OTHER_HOST)).statusCode).toBe(404);
    // Another room's id under this grant: 远山制造's room is not the colleague's company.
    const own = await callApi(t.app, liveApi.roomWatchUrl, { id: idOf(LIVE) }, { token: colleague });
    const foreign = own.data.url.replace(/room=\d+$/, `room=${idOf(YUANSHAN)}`);
    expect((await get(own.data.url)).statusCode).toBe(200);
    expect((await get(foreign)).statusCode).toBe(404);
    expect((await get(own.data.url.replace(/\?room=\d+$/, ''))).statusCode).toBe(404);
    expect((await get(own.data.url.replace(/room=\d+$/, 'room=abc'))).statusCode).toBe(404);

    // At the end the playlist stops, whatever the grant says (one made a second before the end is still valid).
    const room = rooms[LIVE];
    if (!room) throw new Error('no live room');
    t.clock.set(new Date(room.endTime.getTime() - 1000));
    const late = await grantMedia(
      t.db,
      { tenantId: c.refs.tenant1, userId: c.refs.learner.id },
      DEMO_STREAM,
      t.clock.now(),
    );
    const lateUrl = `${late.urlOf(`${DEMO_STREAM}live.m3u8`)}?room=${idOf(LIVE)}`;
    expect((await get(lateUrl)).statusCode).toBe(200);
    t.clock.set(room.endTime);
    expect((await get(lateUrl)).statusCode).toBe(404);
  });

  it('answers the replay of a finished session only, with the caller’s position', async () => {
    const res = await callApi(t.app, liveApi.playbackWatch, { id: idOf(FINISHED) }, { token: c.learner });
    expect(res.code, res.msg).toBe(Code.ok);
    expect(res.data).toMatchObject({ totalDuration: REPLAY_SECONDS, position: 0 });
    expect(res.data.url).toMatch(/^\/gateway\/media\/[A-Za-z0-9_-]{43}\/demo\/live\/replay\/index\.m3u8$/);
    const playlist = await get(res.data.url);
    expect(playlist.statusCode).toBe(200);
    expect(playlist.body).toContain('#EXT-X-ENDLIST');

    for (const name of [LIVE, COMING, PENDING]) {
      const refused = await callApi(t.app, liveApi.playbackWatch, { id: idOf(name) }, { token: c.learner });
      expect(refused.msg, name).toBe('该直播暂无回放');
    }
  });

  it('adds watch seconds bounded by the time since joining, and keeps the replay position within the replay', async () => {
    const learnerId = c.refs.learner.id;
    // Leaving a room never joined adds nothing.
    const stray = await callApi(
      t.app,
      liveApi.leave,
      { id: idOf(PENDING), watchSeconds: 50 },
      { token: c.learner },
    );
    expect(stray.code, stray.msg).toBe(Code.ok);
    expect(await viewer(idOf(PENDING), learnerId)).toBeUndefined();

    await callApi(t.app, liveApi.watch, { id: idOf(LIVE) }, { token: c.learner });
    const before = (await viewer(idOf(LIVE), learnerId))?.watchSeconds ?? -1;
    t.clock.advance(30_000);
    await callApi(t.app, liveApi.leave, { id: idOf(LIVE), watchSeconds: 500 }, { token: c.learner });
    expect((await viewer(idOf(LIVE), learnerId))?.watchSeconds).toBe(before + 30);
    // Reporting again at once adds nothing: the time since the last leave is zero.
    await callApi(t.app, liveApi.leave, { id: idOf(LIVE), watchSeconds: 100 }, { token: c.learner });
    expect((await viewer(idOf(LIVE), learnerId))?.watchSeconds).toBe(before + 30);
    // Less than the time passed counts as reported; a position on a live room is not a replay position.
    t.clock.advance(60_000);
    await callApi(
      t.app,
      liveApi.leave,
      { id: idOf(LIVE), watchSeconds: 12, position: 9 },
      { token: c.learner },
    );
    const after = await viewer(idOf(LIVE), learnerId);
    expect(after?.watchSeconds).toBe(before + 42);
    expect(after?.replayPosition).toBe(0);

    await callApi(t.app, liveApi.watch, { id: idOf(FINISHED) }, { token: c.learner });
    t.clock.advance(20_000);
    await callApi(
      t.app,
      liveApi.leave,
      { id: idOf(FINISHED), watchSeconds: 20, position: 17.5 },
      { token: c.learner },
    );
    let replay = await callApi(t.app, liveApi.playbackWatch, { id: idOf(FINISHED) }, { token: c.learner });
    expect(replay.data.position).toBe(17.5);
    const view = await callApi(t.app, liveApi.watch, { id: idOf(FINISHED) }, { token: c.learner });
    expect(view.data.position).toBe(17.5);
    await callApi(
      t.app,
      liveApi.leave,
      { id: idOf(FINISHED), watchSeconds: 0, position: 9999 },
      { token: c.learner },
    );
    replay = await callApi(t.app, liveApi.playbackWatch, { id: idOf(FINISHED) }, { token: c.learner });
    expect(replay.data.position).toBe(REPLAY_SECONDS);
  });

  it('checks the leave request', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ id: idOf(LIVE), watchSeconds: -1 }, /观看时长/],
      [{ id: idOf(LIVE), watchSeconds: 86_401 }, /观看时长/],
      [{ id: idOf(LIVE), watchSeconds: 1.5 }, /观看时长/],
      [{ id: idOf(LIVE), watchSeconds: 5, position: -3 }, /位置/],
      [{ id: 'x', watchSeconds: 5 }, /编号/],
      [{ watchSeconds: 5 }, /编号/],
    ];
    for (const [body, message] of cases) {
      const res = await callApi(t.app, liveApi.leave, body, { token: c.learner });
      expect(res.code, JSON.stringify(body)).toBe(Code.error);
      expect(res.msg, JSON.stringify(body)).toMatch(message);
    }
    const signedOut = await callApi(t.app, liveApi.leave, { id: idOf(LIVE), watchSeconds: 5 });
    expect(signedOut.code).toBe(Code.tokenExpired);
  });
});

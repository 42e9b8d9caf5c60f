import type { Page } from '@playwright/test';
import {
  ACCOUNTS,
  COMPANIES,
  HOSTS,
  HomePage,
  enterHome,
  expect,
  gatewayCall,
  localePath,
  saveScreenshot,
  test,
  text,
  tokenCookie,
  type Locale,
} from './fixtures';

/*
 * The live room page as the demo learner sees it on the site bound to 星河科技: the session on air (the video
 * plays and its clock moves on), the replay (played, left, and resumed where it stopped), the countdown of
 * tomorrow's session and the wait for yesterday's replay, in Chinese and in English.
 */

const ORIGIN = HOSTS.bound;
const ROOMS = {
  live: '星河学习平台季度学习简报',
  coming: '信息安全月：钓鱼邮件识别实战',
  pending: '新员工答疑会（第 12 期）',
  finished: '2025 年度培训规划发布会',
} as const;

interface Card {
  id: string;
  liveName: string;
}

async function signIn(page: Page, locale: Locale): Promise<void> {
  await enterHome(page, { origin: ORIGIN, phone: ACCOUNTS.learner.phone, locale });
  await new HomePage(page, locale).expectSignedIn(ACCOUNTS.learner.name, COMPANIES.xinghe[locale]);
}

/** The learner's token, for reading the rooms and the replay position straight from the gateway. */
async function token(page: Page): Promise<string> {
  const value = await tokenCookie(page.context(), ORIGIN);
  expect(value).toBeDefined();
  return value ?? '';
}

async function roomId(page: Page, name: string): Promise<string> {
  const res = await gatewayCall<{ list: Card[] }>(
    page.request,
    ORIGIN,
    'POST',
    '/course/auth/live/page',
    { pageSize: 20 },
    { token: await token(page) },
  );
  const id = res.data.list.find((r) => r.liveName === name)?.id;
  expect(id, name).toBeDefined();
  return id ?? '';
}

async function openRoom(page: Page, locale: Locale, name: string): Promise<void> {
  const id = await roomId(page, name);
  await page.goto(`${ORIGIN}${localePath(locale, `/live/watch/${id}`)}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

const currentTime = (page: Page) => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);

async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

test.describe('live room', () => {
  test('the session on air plays, and its clock moves on (zh)', async ({ page }) => {
    const t = (key: string, values?: Record<string, string | number>) => text('zh', key, values);
    await signIn(page, 'zh');
    await openRoom(page, 'zh', ROOMS.live);
    await expect(page.getByText(t('live.status.live'), { exact: true })).toBeVisible();
    await expect(page.getByText(/\d+ 人观看/)).toBeVisible();
    const video = page.getByLabel(t('live.player.live', { name: ROOMS.live }));
    await expect(video).toBeVisible();
    // The stream starts by itself (muted) and keeps going.
    await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
    const first = await currentTime(page);
    await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(first + 2);
    await expect(page.getByRole('heading', { level: 2, name: t('live.introduce') })).toBeVisible();
    await shot(page, 'live-zh-on-air');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(video).toBeVisible();
    await shot(page, 'live-zh-on-air-phone');
  });

  test('without HLS of its own, the browser plays the stream through hls.js, across the loop’s restarts (zh)', async ({
    page,
  }) => {
    // The loop is 24 s long: watching a little longer than that crosses at least one restart.
    test.setTimeout(90_000);
    await page.addInitScript(() => {
      const canPlayType = HTMLMediaElement.prototype.canPlayType;
      HTMLMediaElement.prototype.canPlayType = function (type: string) {
        return type.includes('mpegurl') ? '' : canPlayType.call(this, type);
      };
    });
    const playlistLoads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/live.m3u8')) playlistLoads.push(request.resourceType());
    });
    await signIn(page, 'zh');
    await openRoom(page, 'zh', ROOMS.live);
    await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
    const first = await currentTime(page);
    await expect.poll(() => currentTime(page), { timeout: 45_000 }).toBeGreaterThan(first + 26);
    // hls.js fetched the playlist itself, again and again as the window moved.
    expect(playlistLoads.filter((kind) => kind === 'xhr' || kind === 'fetch').length).toBeGreaterThan(2);
    expect(playlistLoads).not.toContain('media');
  });

  test('the replay resumes where the learner left it (en)', async ({ page }) => {
    const t = (key: string, values?: Record<string, string | number>) => text('en', key, values);
    await signIn(page, 'en');
    await openRoom(page, 'en', ROOMS.finished);
    await expect(page.getByText(t('live.status.finished'), { exact: true })).toBeVisible();
    const video = page.getByLabel(t('live.player.replay', { name: ROOMS.finished }));
    await expect(video).toBeVisible();
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(6);
    await video.evaluate((v: HTMLVideoElement) => v.pause());
    const stopped = await currentTime(page);
    await shot(page, 'live-en-replay-playing');

    // Leave for another page of the portal: the position goes with the leave.
    await page.goto(`${ORIGIN}${localePath('en', '/home')}`);
    await expect
      .poll(
        async () => {
          const res = await gatewayCall<{ position: number }>(
            page.request,
            ORIGIN,
            'POST',
            '/course/auth/live/playback/watch',
            { id: await roomId(page, ROOMS.finished) },
            { token: await token(page) },
          );
          return res.data.position;
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThan(5);

    // Back in the room, the replay waits where it stopped.
    await openRoom(page, 'en', ROOMS.finished);
    await expect(page.getByText(/^Resumes at 00:0\d$/)).toBeVisible();
    await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(5);
    expect(Math.abs((await currentTime(page)) - stopped)).toBeLessThan(1.5);
    await shot(page, 'live-en-replay-resume');
  });

  for (const locale of ['zh', 'en'] as const) {
    test(`tomorrow's session counts down, yesterday's waits for its replay (${locale})`, async ({ page }) => {
      const t = (key: string, values?: Record<string, string | number>) => text(locale, key, values);
      await signIn(page, locale);
      await openRoom(page, locale, ROOMS.coming);
      await expect(page.getByText(t('live.status.notStarted'), { exact: true })).toBeVisible();
      await expect(page.getByText(t('live.countdown.label'))).toBeVisible();
      const timer = page.getByRole('timer');
      // Tomorrow: about 23 hours and some minutes to go, counting down.
      await expect(timer).toHaveText(/^2[0-3]:[0-5]\d:[0-5]\d$/);
      const before = await timer.textContent();
      await expect.poll(() => timer.textContent(), { timeout: 5_000 }).not.toBe(before);
      await expect(page.getByText(new RegExp(t('live.countdown.startsAt', { time: '' })))).toBeVisible();
      await expect(page.locator('video')).toHaveCount(0);
      await shot(page, `live-${locale}-countdown`);

      await openRoom(page, locale, ROOMS.pending);
      await expect(page.getByText(t('live.status.replayPending'), { exact: true })).toBeVisible();
      await expect(page.getByRole('status').getByText(t('live.replayPending.title'))).toBeVisible();
      await expect(page.getByText(t('live.replayPending.body'))).toBeVisible();
      await shot(page, `live-${locale}-replay-pending`);
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, `live-${locale}-replay-pending-phone`);
    });
  }

  test('a room of no one’s company reads as missing (zh)', async ({ page }) => {
    await signIn(page, 'zh');
    await page.goto(`${ORIGIN}/live/watch/987654321`);
    await expect(page.getByRole('alert')).toContainText('直播不存在或已下线');
    await expect(page.getByRole('button', { name: text('zh', 'live.retry') })).toBeVisible();
  });
});

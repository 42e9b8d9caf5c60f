import type { Locator, Page } from '@playwright/test';
import {
  ACCOUNTS,
  COMPANIES,
  HOSTS,
  HomePage,
  builtScripts,
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
 * The learning player as the demo learner uses it on the site bound to 星河科技, on the seeded course
 * "多媒体学习示例", which holds one node of every kind: each renders; a video resumes where it was left; study
 * done offline arrives once the browser is back; a reload in the middle keeps the place.
 */

const ORIGIN = HOSTS.bound;
const COURSE = '多媒体学习示例';

interface Node {
  subResourceId: string;
  subResourceName: string;
  contentType: number;
  studyProgress: number;
  finished: 0 | 1;
  subTrainingProgress: Node[];
}

interface Watch {
  position: number;
  maxPosition: number;
  studySeconds: number;
  studyProgress: number;
}

async function signIn(page: Page, locale: Locale): Promise<void> {
  await enterHome(page, { origin: ORIGIN, phone: ACCOUNTS.learner.phone, locale });
  await new HomePage(page, locale).expectSignedIn(ACCOUNTS.learner.name, COMPANIES.xinghe[locale]);
}

/** A gateway read with the page's own session. */
async function read<T>(page: Page, path: string, body: Record<string, unknown>): Promise<T> {
  const token = await tokenCookie(page.context(), ORIGIN);
  const method = path.includes('/info/page') ? 'POST' : 'GET';
  const answer = await gatewayCall<T>(page.request, ORIGIN, method, path, body, { token: token ?? '' });
  expect(answer.code, answer.msg).toBe(200);
  return answer.data;
}

/** The course's id and its nodes in reading order, by name. */
async function course(page: Page): Promise<{ id: string; nodes: Map<string, Node> }> {
  const found = await read<{ list: { id: string; courseName: string }[] }>(
    page,
    '/course/auth/course/info/page',
    {
      pageCurrent: 1,
      pageSize: 10,
      keyword: COURSE,
    },
  );
  const id = found.list.find((c) => c.courseName === COURSE)?.id;
  expect(id, COURSE).toBeDefined();
  const tree = await read<Node[]>(page, '/course/auth/course/chapter/period/list', { courseId: id });
  const nodes = new Map<string, Node>();
  const walk = (list: Node[]) => {
    for (const n of list) {
      if (n.contentType === 2) walk(n.subTrainingProgress);
      else nodes.set(n.subResourceName, n);
    }
  };
  walk(tree);
  return { id: id ?? '', nodes };
}

function nodeId(nodes: Map<string, Node>, name: string): string {
  const node = nodes.get(name);
  expect(node, name).toBeDefined();
  return node?.subResourceId ?? '';
}

async function watch(page: Page, courseId: string, subResourceId: string): Promise<Watch> {
  return read<Watch>(page, '/course/auth/course/resource/watch', { courseId, subResourceId });
}

async function open(page: Page, locale: Locale, courseId: string, id: string): Promise<void> {
  await page.goto(`${ORIGIN}${localePath(locale, '/watch/course')}?courseId=${courseId}&id=${id}`);
}

async function picture(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, `player-${name}`);
}

/** Plays the media muted (browsers allow that without a gesture) and waits until `seconds` have played. */
async function playUntil(media: Locator, seconds: number): Promise<void> {
  await media.evaluate((m: HTMLMediaElement) => {
    m.muted = true;
    return m.play();
  });
  await expect
    .poll(() => media.evaluate((m: HTMLMediaElement) => m.currentTime), { timeout: (seconds + 10) * 1000 })
    .toBeGreaterThanOrEqual(seconds);
}

const currentTime = (media: Locator) => media.evaluate((m: HTMLMediaElement) => m.currentTime);

/** Whether the canvas has anything drawn on it (a rendered page is not one colour). */
async function canvasDrawn(canvas: Locator): Promise<boolean> {
  return canvas.evaluate((c: HTMLCanvasElement) => {
    const context = c.getContext('2d');
    if (!context || c.width === 0) return false;
    const { data } = context.getImageData(0, 0, c.width, c.height);
    let dark = 0;
    for (let i = 0; i < data.length; i += 4 * 97) if ((data[i] ?? 255) < 128) dark++;
    return dark > 10;
  });
}

/** Every kind of node, in one locale; pictures of each. */
async function everyKind(page: Page, locale: Locale): Promise<void> {
  const t = (key: string, values?: Record<string, string | number>) => text(locale, key, values);
  await signIn(page, locale);
  const { id, nodes } = await course(page);
  const heading = (name: string) => page.getByRole('heading', { level: 1, name });
  const tree = page.getByRole('navigation', { name: t('player.tree.title') });

  // Video: plays and its time advances; the tree marks it as the open node.
  await open(page, locale, id, nodeId(nodes, '视频：新员工入职培训'));
  await expect(heading('视频：新员工入职培训')).toBeVisible();
  await expect(tree.getByRole('link', { name: /视频：新员工入职培训/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const video = page.locator('video');
  await playUntil(video, 2);
  await picture(page, `${locale}-video`);

  // Audio, reached with the "next" step.
  await page.getByRole('link', { name: t('player.next', { name: '音频：学习简报' }) }).click();
  await expect(heading('音频：学习简报')).toBeVisible();
  const audio = page.locator('audio');
  await expect.poll(() => audio.evaluate((m: HTMLMediaElement) => m.duration)).toBeGreaterThan(40);
  await picture(page, `${locale}-audio`);

  // A PDF drawn on a canvas, on the page where the learner left it (page 1 the first time), then the next.
  const pdfId = nodeId(nodes, 'PDF：员工手册（节选）');
  const resumeAt = Math.max(1, (await watch(page, id, pdfId)).position);
  await open(page, locale, id, pdfId);
  const canvas = page.getByTestId('pdf-canvas');
  await expect(canvas).toHaveAttribute('data-page', String(resumeAt));
  await expect.poll(() => canvasDrawn(canvas)).toBe(true);
  await expect(page.getByText(t('player.page.of', { current: resumeAt, count: 5 }))).toBeVisible();
  await picture(page, `${locale}-pdf`);
  await page.getByRole('button', { name: t('player.page.next') }).click();
  await expect(canvas).toHaveAttribute('data-page', String(resumeAt + 1));
  await page.getByRole('button', { name: t('player.zoom.in') }).click();
  await expect.poll(() => canvasDrawn(canvas)).toBe(true);

  // Office files through their PDF rendition.
  for (const name of ['Word：信息安全管理制度', 'PowerPoint：学习平台介绍']) {
    await open(page, locale, id, nodeId(nodes, name));
    await expect(heading(name)).toBeVisible();
    await expect(canvas).toHaveAttribute('data-page', /^\d+$/);
    await expect.poll(() => canvasDrawn(canvas)).toBe(true);
  }
  await picture(page, `${locale}-office-rendition`);

  // Text, as text.
  await open(page, locale, id, nodeId(nodes, '文本：学习笔记'));
  await expect(page.getByTestId('text-content')).toContainText('学习笔记');
  await picture(page, `${locale}-text`);

  // A legacy Word file: a note and the download.
  await open(page, locale, id, nodeId(nodes, '旧版 Word：差旅费用报销办法'));
  await expect(page.getByText(t('player.office.title', { type: 'DOC' }))).toBeVisible();
  const download = page.getByRole('link', {
    name: new RegExp(t('player.office.download', { size: '.*' }).replace(/[()（）]/g, '.')),
  });
  await expect(download).toHaveAttribute('href', /legacy\.doc$/);
  await picture(page, `${locale}-legacy-doc`);

  // Pictures, from the one the learner left: next and previous with the buttons and the arrow keys.
  const imagesId = nodeId(nodes, '图片：安全标识图集');
  const first = Math.max(1, (await watch(page, id, imagesId)).position);
  await open(page, locale, id, imagesId);
  const shown = page.getByTestId('image-current');
  await expect(shown).toHaveAttribute('data-index', String(first));
  await page.getByRole('button', { name: t('player.image.next') }).click();
  await expect(shown).toHaveAttribute('data-index', String(first + 1));
  await page
    .getByRole('region', { name: new RegExp(t('player.image.label', { name: '.*安全标识图集' })) })
    .press('ArrowRight');
  await expect(shown).toHaveAttribute('data-index', String(first + 2));
  await page.getByRole('button', { name: t('player.image.previous') }).click();
  await expect(shown).toHaveAttribute('data-index', String(first + 1));
  await expect(page.getByText(t('player.image.of', { current: first + 1, count: 5 }))).toBeVisible();
  await picture(page, `${locale}-images`);

  // The archive's files and its download.
  await open(page, locale, id, nodeId(nodes, '压缩包：培训工具包'));
  const files = page.getByTestId('archive-list');
  await expect(files.getByText('README.txt')).toBeVisible();
  await expect(files.getByText('templates', { exact: true })).toBeVisible();
  await expect(files.getByText('plan.txt')).toBeVisible();
  await expect(page.getByRole('link', { name: t('player.archive.download') })).toHaveAttribute(
    'href',
    /\.zip$/,
  );
  await picture(page, `${locale}-archive`);

  // Image-text.
  await open(page, locale, id, nodeId(nodes, '图文：如何使用播放器'));
  await expect(page.getByTestId('image-text')).toContainText('进度会自动保存');
  await picture(page, `${locale}-image-text`);

  // The exam and the survey open on the practice page, with the way in.
  await open(page, locale, id, nodeId(nodes, '随堂测验：消防安全一分钟快测'));
  await expect(page).toHaveURL(/\/watch\/practice\?/);
  await expect(heading('随堂测验：消防安全一分钟快测')).toBeVisible();
  await expect(page.getByRole('link', { name: t('player.practice.openExam') })).toHaveAttribute(
    'href',
    /\/account\/exam\/examQuestion\?id=\d+/,
  );
  await picture(page, `${locale}-practice-exam`);
  await page.getByRole('link', { name: t('player.next', { name: '问卷：2026 年度培训满意度调查' }) }).click();
  await expect(heading('问卷：2026 年度培训满意度调查')).toBeVisible();
  await expect(page.getByRole('link', { name: t('player.practice.openSurvey') })).toHaveAttribute(
    'href',
    /\/investigate\/view\?id=\d+/,
  );
  await picture(page, `${locale}-practice-survey`);
}

test.describe('the learning player', () => {
  // One learner studies one course: the tests build on each other's progress, so they run in order.
  test.describe.configure({ mode: 'serial' });

  test('every kind of node renders (zh)', async ({ page }) => {
    test.setTimeout(120_000);
    await everyKind(page, 'zh');
  });

  test('every kind of node renders (en)', async ({ page }) => {
    test.setTimeout(120_000);
    await everyKind(page, 'en');
  });

  test('a video resumes at the second it was left, after leaving and after a reload', async ({ page }) => {
    test.setTimeout(90_000);
    const t = (key: string, values?: Record<string, string | number>) => text('zh', key, values);
    await signIn(page, 'zh');
    const { id, nodes } = await course(page);
    const videoId = nodeId(nodes, '视频：新员工入职培训');
    await open(page, 'zh', id, videoId);
    const video = page.locator('video');
    await playUntil(video, 5);
    await video.evaluate((m: HTMLMediaElement) => m.pause());
    const left = await currentTime(video);
    await expect(page.getByText(t('player.save.saved'), { exact: false })).toBeVisible();

    // Leave for the next node and come back through the tree.
    await page.getByRole('link', { name: t('player.next', { name: '音频：学习简报' }) }).click();
    await expect(page.getByRole('heading', { level: 1, name: '音频：学习简报' })).toBeVisible();
    await page
      .getByRole('navigation', { name: t('player.tree.title') })
      .getByRole('link', { name: /视频：新员工入职培训/ })
      .click();
    await expect.poll(() => currentTime(video)).toBeGreaterThan(0);
    expect(Math.abs((await currentTime(video)) - left)).toBeLessThanOrEqual(1);
    expect(Math.abs((await watch(page, id, videoId)).position - left)).toBeLessThanOrEqual(1);

    // Play on and reload in the middle: the place is kept.
    await playUntil(video, left + 4);
    const before = await currentTime(video);
    await page.reload();
    await expect.poll(() => currentTime(video)).toBeGreaterThan(0);
    expect(Math.abs((await currentTime(video)) - before)).toBeLessThanOrEqual(1.5);
    await expect
      .poll(async () => (await watch(page, id, videoId)).position, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(before - 1.5);

    // "Continue learning" opens the node studied last, in place of its own address.
    await page.goto(`${ORIGIN}/watch?courseId=${id}`);
    await expect(page).toHaveURL(new RegExp(`/watch/course\\?courseId=${id}&id=${videoId}$`));
    await expect(page.getByRole('heading', { level: 1, name: '视频：新员工入职培训' })).toBeVisible();
  });

  test('study done offline arrives once the browser is back online', async ({ page, context }) => {
    test.setTimeout(90_000);
    const t = (key: string, values?: Record<string, string | number>) => text('zh', key, values);
    await signIn(page, 'zh');
    const { id, nodes } = await course(page);
    const audioId = nodeId(nodes, '音频：学习简报');
    await open(page, 'zh', id, audioId);
    const audio = page.locator('audio');
    // Playing fetches the whole (small) file, so it plays on offline; a pause saves what was played so far.
    await playUntil(audio, 0.5);
    await audio.evaluate(
      (m: HTMLMediaElement) =>
        new Promise<void>((resolve) => {
          const check = () => {
            const b = m.buffered;
            if (b.length > 0 && b.end(b.length - 1) >= m.duration - 0.5) resolve();
            else setTimeout(check, 200);
          };
          check();
        }),
    );
    await audio.evaluate((m: HTMLMediaElement) => m.pause());
    await expect(page.getByText(t('player.save.saved'))).toBeVisible();
    const start = await watch(page, id, audioId);

    await context.setOffline(true);
    const from = await currentTime(audio);
    await playUntil(audio, from + 10);
    await expect(page.getByText(t('player.save.offline', { count: 1 }))).toBeVisible();
    // Nothing reached the gateway meanwhile (the test's own calls do not go through the offline browser).
    expect((await watch(page, id, audioId)).studySeconds).toBe(start.studySeconds);
    await audio.evaluate((m: HTMLMediaElement) => m.pause());
    const to = await currentTime(audio);
    await picture(page, 'zh-offline');

    await context.setOffline(false);
    await expect(page.getByText(t('player.save.saved'))).toBeVisible({ timeout: 15_000 });
    const after = await watch(page, id, audioId);
    // Everything studied offline is credited, in one merged report.
    expect(after.studySeconds - start.studySeconds).toBeGreaterThanOrEqual(Math.floor(to - from) - 1);
    expect(Math.abs(after.position - to)).toBeLessThanOrEqual(1);
    expect(after.studyProgress).toBeGreaterThan(start.studyProgress);
    // The tree shows the new figure without being read again.
    const ring = page
      .getByRole('navigation', { name: t('player.tree.title') })
      .getByRole('link', { name: /音频：学习简报/ })
      .getByRole('img', { name: t('player.tree.progress', { progress: after.studyProgress }) });
    await expect(ring).toBeVisible();
    await picture(page, 'zh-after-offline');
  });

  test('no input for five minutes: the clock stops, the hang-up goes out and the learner is asked', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // The page's clock runs as usual until the test moves it on.
    await page.clock.install();
    for (const locale of ['zh', 'en'] as const) {
      const t = (key: string, values?: Record<string, string | number>) => text(locale, key, values);
      await signIn(page, locale);
      const { id, nodes } = await course(page);
      await open(page, locale, id, nodeId(nodes, '图文：如何使用播放器'));
      await expect(page.getByTestId('image-text')).toBeVisible();
      const hangUp = page.waitForRequest((r) => r.url().includes('/attendance/sign/record/course/hang/up'));
      await page.clock.fastForward('05:01');
      const request = await hangUp;
      expect(request.postDataJSON()).toMatchObject({ courseId: id, idleSeconds: 300 });
      const dialog = page.getByRole('alertdialog', { name: t('player.idle.title') });
      await expect(dialog).toBeVisible();
      await picture(page, `${locale}-idle`);
      // Any input resumes, the button too (pressing it without moving the pointer shows that it works alone).
      if (locale === 'zh')
        await dialog.getByRole('button', { name: t('player.idle.resume') }).dispatchEvent('click');
      else await page.mouse.move(200, 200);
      await expect(dialog).toBeHidden();
      await page.context().clearCookies();
    }
  });

  test('code that cannot be downloaded: the node says so where its viewer goes, and a retry brings it', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const t = (key: string) => text('en', key);
    let offline = true;
    await page.route(
      builtScripts(
        'src/ui/features/player/node-session.tsx',
        'src/ui/features/player/viewers/text-viewer.tsx',
      ),
      (route) => (offline ? route.abort('internetdisconnected') : route.continue()),
    );
    // A failed chunk must not cost the learner the page: it loads once, and is never reloaded.
    let loads = 0;
    page.on('load', () => (loads += 1));
    await signIn(page, 'en');
    const { id, nodes } = await course(page);
    loads = 0;
    await open(page, 'en', id, nodeId(nodes, '文本：学习笔记'));
    await expect(page.getByRole('heading', { level: 1, name: '文本：学习笔记' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(t('http.networkError'));
    await expect(page.getByRole('navigation', { name: t('player.tree.title') })).toBeVisible();

    // The opening's code arrives; the text viewer's still does not, and says so in its own place.
    await page.unrouteAll();
    await page.route(builtScripts('src/ui/features/player/viewers/text-viewer.tsx'), (route) =>
      offline ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.getByRole('button', { name: t('app.retry') }).click();
    await expect(page.getByRole('alert')).toContainText(t('http.networkError'));
    // The opening itself runs: its progress line is there.
    await expect(page.getByText(/^Progress \d+%/)).toBeVisible();

    offline = false;
    await page.getByRole('button', { name: t('app.retry') }).click();
    await expect(page.getByTestId('text-content')).toContainText('学习笔记');
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(loads).toBe(1);
  });

  test('on a phone the contents sit below the player', async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const locale of ['zh', 'en'] as const) {
      const t = (key: string) => text(locale, key);
      await signIn(page, locale);
      const { id, nodes } = await course(page);
      await open(page, locale, id, nodeId(nodes, 'PDF：员工手册（节选）'));
      const canvas = page.getByTestId('pdf-canvas');
      await expect.poll(() => canvasDrawn(canvas)).toBe(true);
      const viewer = await canvas.boundingBox();
      const contents = await page.getByRole('navigation', { name: t('player.tree.title') }).boundingBox();
      expect(viewer && contents && contents.y > viewer.y + viewer.height).toBe(true);
      // The page fits the phone: nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await picture(page, `${locale}-phone`);
      await page.context().clearCookies();
    }
  });
});

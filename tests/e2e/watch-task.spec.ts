import { mkdir } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import {
  ACCOUNTS,
  COMPANIES,
  HOSTS,
  HomePage,
  enterHome,
  expect,
  gatewayCall,
  localePath,
  test,
  text,
  tokenCookie,
  type Locale,
} from './fixtures';

/*
 * The player inside a study task, as the demo learner of 星河科技 uses it on the bound site: a task opened from
 * the home card, a video of one of its courses studied for a few seconds, and the course's and the task's
 * progress higher after a reload; a task whose window has not opened shows why and no player; the English page.
 */

const ORIGIN = HOSTS.bound;
const TASK = '2026 年度信息安全必修';
const COURSE = '钓鱼邮件识别实战';
const VIDEO = '从一封钓鱼邮件说起';
const NOT_STARTED = '沟通协作训练营';
const SHOTS = '/tmp/shots-task';

interface TaskFigures {
  studyProgress: number;
  courses: { courseId: string; studyProgress: number }[];
}

async function signIn(page: Page, locale: Locale): Promise<void> {
  await enterHome(page, { origin: ORIGIN, phone: ACCOUNTS.learner.phone, locale });
  await new HomePage(page, locale).expectSignedIn(ACCOUNTS.learner.name, COMPANIES.xinghe[locale]);
}

/** A gateway call with the page's own session. */
async function call<T>(page: Page, method: 'GET' | 'POST', path: string, body: Record<string, unknown>) {
  const token = await tokenCookie(page.context(), ORIGIN);
  const answer = await gatewayCall<T>(page.request, ORIGIN, method, path, body, { token: token ?? '' });
  expect(answer.code, answer.msg).toBe(200);
  return answer.data;
}

/** The id of one of the learner's tasks, by name. */
async function taskId(page: Page, name: string): Promise<string> {
  const tasks = await call<{ list: { id: string; taskName: string }[] }>(
    page,
    'POST',
    '/course/auth/study/task/page',
    { pageCurrent: 1, pageSize: 20 },
  );
  const id = tasks.list.find((t) => t.taskName === name)?.id;
  expect(id, name).toBeDefined();
  return id ?? '';
}

const figures = (page: Page, id: string) =>
  call<TaskFigures>(page, 'POST', '/course/auth/study/task/progress/get', { taskId: id });

async function shot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The value of a labelled progress bar. */
async function barValue(bar: Locator): Promise<number> {
  return Number(await bar.getAttribute('aria-valuenow'));
}

test.describe('the player inside a study task', () => {
  // One learner studies one task: the tests build on each other's progress, so they run in order.
  test.describe.configure({ mode: 'serial' });

  test('a task opened from the home card and its page; a video studied raises the course and the task (zh)', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const t = (key: string, values?: Record<string, string | number>) => text('zh', key, values);
    await signIn(page, 'zh');
    const id = await taskId(page, TASK);
    const before = await figures(page, id);

    const card = page.getByRole('main').getByRole('region', { name: t('home.tasks.title') });
    // The card opens the task's page, whose first button goes on with its courses.
    await card.getByRole('link', { name: TASK }).click();
    await expect(page).toHaveURL(new RegExp(`/account/task/${id}$`));
    await page.getByRole('link', { name: t('account.task.continue') }).click();
    // The course to resume opens (the unfinished one studied last), at its resume node.
    await expect(page).toHaveURL(new RegExp(`/watch/task\\?taskId=${id}&courseId=\\d+&id=\\d+$`));
    const courses = page.getByRole('navigation', { name: t('player.task.courses') });
    await expect(courses.getByRole('link')).toHaveCount(3);
    await expect(courses.locator('a[aria-current="page"]')).toContainText('数据分类分级与保密要求');
    await expect(page.getByTestId('task-window')).toHaveText(t('player.task.state.open'));

    // Another course of the task: its first node, a video, in the same player, reporting to the task.
    await courses.getByRole('link', { name: new RegExp(COURSE) }).click();
    await expect(page.getByRole('heading', { level: 1, name: VIDEO })).toBeVisible();
    const courseId = new URL(page.url()).searchParams.get('courseId') ?? '';
    const courseBefore = before.courses.find((c) => c.courseId === courseId)?.studyProgress ?? -1;
    expect(courseBefore).toBe(0);
    const tree = page.getByRole('navigation', { name: t('player.tree.title') });
    await expect(tree.getByRole('link', { name: new RegExp(VIDEO) })).toHaveAttribute(
      'href',
      new RegExp(`/watch/task\\?taskId=${id}&courseId=${courseId}&id=\\d+$`),
    );

    const video = page.locator('video');
    await video.evaluate((m: HTMLMediaElement) => {
      m.muted = true;
      return m.play();
    });
    await expect
      .poll(() => video.evaluate((m: HTMLMediaElement) => m.currentTime), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(8);
    // Pausing reports at once; the report goes to the task's save call.
    const saved = page.waitForResponse(
      (r) => r.url().includes('/course/auth/study/task/progress/save') && r.request().method() === 'PUT',
    );
    await video.evaluate((m: HTMLMediaElement) => m.pause());
    const answer = (await (await saved).json()) as { code: number; data: { taskProgress: number } };
    expect(answer.code).toBe(200);
    expect(answer.data.taskProgress).toBeGreaterThan(before.studyProgress);
    await expect(page.getByText(t('player.save.saved'), { exact: false })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: VIDEO })).toBeVisible();
    const courseBar = courses.getByRole('progressbar', {
      name: t('home.learning.progressOf', { name: COURSE }),
    });
    const taskBar = page
      .getByTestId('task-progress')
      .getByRole('progressbar', { name: t('home.learning.progressOf', { name: TASK }) });
    await expect.poll(() => barValue(courseBar)).toBeGreaterThan(courseBefore);
    await expect.poll(() => barValue(taskBar)).toBeGreaterThan(before.studyProgress);
    const after = await figures(page, id);
    expect(await barValue(taskBar)).toBe(after.studyProgress);
    expect(await barValue(courseBar)).toBe(after.courses.find((c) => c.courseId === courseId)?.studyProgress);
    await shot(page, 'zh-task-player');

    // On a phone the task's courses come above the player, the content below it.
    await page.setViewportSize({ width: 390, height: 844 });
    const heading = page.getByRole('heading', { level: 1, name: VIDEO });
    const top = async (l: Locator) => (await l.boundingBox())?.y ?? Number.NaN;
    expect(await top(courses)).toBeLessThan(await top(heading));
    expect(await top(tree)).toBeGreaterThan(await top(heading));
    await shot(page, 'zh-task-phone');
  });

  test('a task whose window has not opened shows why, and no player (zh)', async ({ page }) => {
    const t = (key: string, values?: Record<string, string | number>) => text('zh', key, values);
    await signIn(page, 'zh');
    await page.goto(`${ORIGIN}/watch/task?taskId=${await taskId(page, NOT_STARTED)}`);
    const refusal = page.getByTestId('task-refusal');
    await expect(refusal).toHaveAttribute('data-reason', '1');
    const [before, after] = t('player.task.refused.notStarted').split('{time}');
    await expect(refusal).toContainText(before ?? '');
    await expect(refusal).toContainText(after ?? '');
    await expect(refusal).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await expect(page.getByTestId('task-window')).toHaveText(t('player.task.state.notStarted'));
    await expect(page.locator('video, audio')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: t('player.tree.title') })).toHaveCount(0);
    await shot(page, 'zh-task-not-started');
  });

  test('the English page speaks English, and a task address without its id is a 404', async ({ page }) => {
    const t = (key: string, values?: Record<string, string | number>) => text('en', key, values);
    await signIn(page, 'en');
    const id = await taskId(page, TASK);
    await page.goto(`${ORIGIN}${localePath('en', '/watch/task')}?taskId=${id}`);
    await expect(page).toHaveURL(/\/en\/watch\/task\?taskId=\d+&courseId=\d+&id=\d+$/);
    await expect(page.getByRole('navigation', { name: t('player.task.courses') })).toBeVisible();
    await expect(page.getByRole('navigation', { name: t('player.tree.title') })).toBeVisible();
    await expect(page.getByTestId('task-window')).toHaveText(t('player.task.state.open'));
    await expect(page.getByText(/^Study window \d{4}-\d{2}-\d{2} \d{2}:\d{2} to /)).toBeVisible();
    await expect(page.getByText(/^Lecturer: /).first()).toBeVisible();
    await expect(page.getByText(t('course.status.learned')).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
    await shot(page, 'en-task-player');

    const ended = await taskId(page, '星河云平台上线冲刺');
    await page.goto(`${ORIGIN}${localePath('en', '/watch/task')}?taskId=${ended}`);
    await expect(page.getByTestId('task-refusal')).toHaveAttribute('data-reason', '2');
    await expect(page.getByTestId('task-refusal')).toContainText('This study task ended at');
    await expect(page.getByRole('link', { name: t('player.task.openCourse') })).toBeVisible();
    await shot(page, 'en-task-ended');

    await page.goto(`${ORIGIN}${localePath('en', '/watch/task')}`);
    await expect(page.getByRole('heading', { level: 1, name: t('notFound.title') })).toBeVisible();
  });
});

import type { Locator, Page } from '@playwright/test';
import {
  ACCOUNTS,
  COMPANIES,
  HOSTS,
  HomePage,
  enterHome,
  expect,
  gatewayCall,
  literal,
  localePath,
  saveScreenshot,
  test,
  text,
  tokenCookie,
  type Locale,
} from './fixtures';

/*
 * The account centre's messages (change=5) and announcements (change=6), signed in as the demo learner on
 * the site bound to 星河科技. Other specs read the same learner's counts at the same time, so this one acts
 * on older messages (a later page of the unread list) and checks its own rows by id.
 */

const ORIGIN = HOSTS.bound;

interface Collect {
  totalCount: number;
  readCount: number;
  unreadCount: number;
}
interface MsgPage {
  list: { id: string; isRead: number }[];
  totalPage: number;
}

async function signIn(page: Page, locale: Locale): Promise<void> {
  await enterHome(page, { origin: ORIGIN, phone: ACCOUNTS.learner.phone, locale });
  await new HomePage(page, locale).expectSignedIn(ACCOUNTS.learner.name, COMPANIES.xinghe[locale]);
}

async function gateway<T>(page: Page, path: string, body: Record<string, unknown> = {}): Promise<T> {
  const token = await tokenCookie(page.context(), ORIGIN);
  expect(token, 'signed in').toMatch(/^[A-Za-z0-9_-]{43}$/);
  const res = await gatewayCall<T>(page.request, ORIGIN, 'POST', path, body, { token: token ?? '' });
  expect(res.code, res.msg).toBe(200);
  return res.data;
}

const collect = (page: Page) => gateway<Collect>(page, '/user/auth/user/msg/notice/collect/count');

async function savePicture(page: Page, name: string): Promise<void> {
  // The header sticks to the top: from the top, a full-page picture shows it once, where it belongs.
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

/** The filter button's count, e.g. 未读（123） → 123. */
async function shownCount(button: Locator): Promise<number> {
  // The counts arrive after the list; wait for the button to carry one.
  await expect(button).toHaveText(/[0-9]+\D*$/);
  const match = /([0-9]+)\D*$/.exec((await button.textContent()) ?? '');
  expect(match, 'a count on the filter').not.toBeNull();
  return Number(match?.[1]);
}

for (const locale of ['zh', 'en'] as const) {
  const t = (key: string, values?: Record<string, string | number>) => text(locale, key, values);

  test(`my messages: select, mark read, delete (${locale})`, async ({ page }) => {
    await signIn(page, locale);
    // The mail link form goes through /redirect and keeps the query.
    await page.goto(`${ORIGIN}${localePath(locale, '/redirect/account')}?change=5`);
    await expect(page).toHaveURL(new RegExp(`${literal(localePath(locale, '/account'))}\\?change=5$`));
    await expect(page.getByRole('heading', { level: 2, name: t('account.menu.messages') })).toBeVisible();
    const menu = page.getByRole('navigation', { name: t('account.menu.label') });
    await expect(menu.getByRole('link', { name: t('account.menu.messages') })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const list = page.getByRole('list', { name: t('account.messages.list') });
    await expect(list.getByText(t('account.unread'), { exact: true }).first()).toBeVisible();
    await savePicture(page, `account-messages-${locale}`);

    // Only unread, then an older page of them.
    const unreadFilter = page.getByRole('button', {
      name: new RegExp(`^${literal(t('account.filter.unread'))}`),
    });
    await unreadFilter.click();
    await expect(unreadFilter).toHaveAttribute('aria-pressed', 'true');
    const older = locale === 'zh' ? 4 : 6;
    const pageAnswer = (n: number) =>
      page.waitForResponse(
        (r) =>
          r.url().endsWith('/user/auth/user/msg/notice/page') &&
          (r.request().postDataJSON() as { pageCurrent: number }).pageCurrent === n,
      );
    const next = page.getByRole('button', { name: t('account.pager.next') });
    // The next click counts from the page on screen, which follows its answer by a render.
    const position = (n: number) => {
      const [before, after] = t('account.pager.position', { page: n, total: 9999 }).split('9999');
      return expect(page.getByRole('navigation', { name: t('account.pager.label') })).toContainText(
        new RegExp(`${literal(before ?? '')}\\d+${literal(after ?? '')}`),
      );
    };
    for (let p = 2; p < older; p += 1) {
      const answer = pageAnswer(p);
      await next.click();
      await answer;
      await position(p);
    }
    const pageCall = pageAnswer(older);
    await next.click();
    const shown = ((await (await pageCall).json()) as { data: MsgPage }).data.list;
    const rows = list.getByRole('listitem');
    await expect(rows).toHaveCount(shown.length);
    const picked = [shown[2]?.id, shown[4]?.id];
    expect(shown[2]?.isRead).toBe(0);

    const before = await collect(page);
    const beforeShown = await shownCount(unreadFilter);
    await rows.nth(2).getByRole('checkbox').check({ force: true });
    await rows.nth(4).getByRole('checkbox').check({ force: true });
    const markRead = page.getByRole('button', { name: t('account.batch.read', { count: 2 }) });
    const readCall = page.waitForResponse((r) => r.url().endsWith('/msg/notice/batch/read'));
    await markRead.click();
    expect(((await readCall).request().postDataJSON() as { ids: string[] }).ids).toEqual(picked);
    await expect(page.getByText(t('account.done.read', { count: 2 }))).toBeVisible();

    const after = await collect(page);
    // Other specs may read messages meanwhile; ours account for exactly two of the drop.
    expect(after.unreadCount).toBeLessThanOrEqual(before.unreadCount - 2);
    await expect.poll(() => shownCount(unreadFilter)).toBeLessThanOrEqual(beforeShown - 2);
    const readNow = await gateway<MsgPage>(page, '/user/auth/user/msg/notice/page', {
      pageCurrent: 1,
      pageSize: 100,
      isRead: 1,
    });
    for (const id of picked) expect(readNow.list.map((m) => m.id)).toContain(id);

    // Delete one, after confirming.
    const deleteCall = page.waitForResponse((r) => r.url().includes('/msg/notice/batch/delete'));
    const victimRow = rows.nth(1);
    await victimRow.getByRole('checkbox').check({ force: true });
    await page.getByRole('button', { name: t('account.batch.delete', { count: 1 }) }).click();
    const dialog = page.getByRole('alertdialog', { name: t('account.confirm.deleteTitle') });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t('account.confirm.ok'), exact: true }).click();
    const deleted = new URL((await deleteCall).url()).searchParams.get('ids');
    expect(deleted).toMatch(/^[0-9]+$/);
    await expect(page.getByText(t('account.done.delete', { count: 1 }))).toBeVisible();
    const total = await collect(page);
    expect(total.totalCount).toBeLessThanOrEqual(after.totalCount - 1);
    const everything = await gateway<MsgPage>(page, '/user/auth/user/msg/notice/page', {
      pageCurrent: 1,
      pageSize: 100,
      isRead: 0,
    });
    expect(everything.list.map((m) => m.id)).not.toContain(deleted);
  });

  test(`announcements: open, like, comment, reply, delete the reply (${locale})`, async ({ page }) => {
    await signIn(page, locale);
    await page.goto(`${ORIGIN}${localePath(locale, '/account')}?change=6`);
    const list = page.getByRole('list', { name: t('account.announcements.list') });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await expect(
      page.getByRole('button', { name: new RegExp(`^${literal(t('account.filter.unread'))}`) }),
    ).toBeVisible();
    await savePicture(page, `account-announcements-${locale}`);

    const first = list.getByRole('listitem').first().getByRole('link');
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/change=6&id=[0-9]+/);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(
      page.getByText(t('account.announcement.publisher', { name: '' }).trim(), { exact: false }),
    ).toBeVisible();

    // Like toggles the count, and back.
    const like = page.getByRole('button', {
      name: new RegExp(`^${literal(t('account.announcement.like', { count: 'X' })).replace('X', '[0-9]+')}$`),
    });
    const likes = async () => Number(/[0-9]+/.exec((await like.textContent()) ?? '')?.[0]);
    const start = await likes();
    const pressed = (await like.getAttribute('aria-pressed')) === 'true';
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', String(!pressed));
    await expect.poll(likes).toBe(pressed ? start - 1 : start + 1);
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', String(pressed));
    await expect.poll(likes).toBe(start);

    // An empty comment is refused in place.
    const box = page.getByRole('textbox', { name: t('account.comment.label') });
    await page.getByRole('button', { name: t('account.comment.submit') }).click();
    await expect(page.getByText(t('rule.comment.required'))).toBeVisible();

    const words = `e2e ${locale} comment ${Date.now()}`;
    await box.fill(words);
    await page.getByRole('button', { name: t('account.comment.submit') }).click();
    const comments = page.getByRole('list', { name: t('account.comment.list') });
    const mine = comments
      .getByRole('listitem', { name: t('account.comment.item', { name: ACCOUNTS.learner.name }) })
      .filter({ hasText: words });
    await expect(mine).toBeVisible();
    await expect(box).toHaveValue('');

    // Reply to it, then delete the reply.
    await mine
      .getByRole('button', { name: t('account.reply.action'), exact: true })
      .first()
      .click();
    const replyBox = mine.getByRole('textbox', {
      name: t('account.reply.label', { name: ACCOUNTS.learner.name }),
    });
    const answer = `e2e ${locale} reply ${Date.now()}`;
    await replyBox.fill(answer);
    await mine.getByRole('button', { name: t('account.reply.submit'), exact: true }).click();
    const reply = mine
      .getByRole('listitem', { name: t('account.reply.item', { name: ACCOUNTS.learner.name }) })
      .filter({ hasText: answer });
    await expect(reply).toBeVisible();
    await savePicture(page, `account-announcement-view-${locale}`);

    await reply.getByRole('button', { name: t('account.reply.delete'), exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: t('account.reply.deleteTitle') });
    await dialog.getByRole('button', { name: t('account.confirm.ok'), exact: true }).click();
    await expect(reply).toHaveCount(0);
    await expect(mine).toBeVisible();

    // Back on the list, the opened one is read.
    await page.getByRole('link', { name: t('account.announcement.back') }).click();
    const row = list
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: title, exact: true }) });
    await expect(row.getByText(t('account.read'), { exact: true })).toBeVisible();
  });
}

test('an unknown change value falls back to my messages; a home page link opens an announcement', async ({
  page,
}) => {
  await signIn(page, 'en');
  await page.goto(`${ORIGIN}/en/account?change=11`);
  await expect(
    page.getByRole('heading', { level: 2, name: text('en', 'account.menu.messages') }),
  ).toBeVisible();
  const first = (
    await gateway<{ list: { id: string; title: string }[] }>(page, '/user/auth/announcement/record/page', {
      pageCurrent: 1,
      pageSize: 1,
    })
  ).list[0];
  expect(first).toBeDefined();
  await page.goto(`${ORIGIN}/en/redirect/account?change=6&id=${first?.id ?? ''}`);
  await expect(page).toHaveURL(new RegExp(`/en/account\\?change=6&id=${first?.id ?? ''}$`));
  await expect(page.getByRole('heading', { level: 2, name: first?.title ?? '' })).toBeVisible();
});

import type { Locator, Page } from '@playwright/test';
import {
  ACCOUNTS,
  COMPANIES,
  HOSTS,
  HomePage,
  enterHome,
  expect,
  literal,
  localePath,
  newClient,
  saveScreenshot,
  test,
  text,
  type Locale,
  type Origin,
  uniqueAddress,
} from './fixtures';

/** The demo navigation (gateway seed): eight enabled entries, the last three under "more". */
const NAV = {
  shown: {
    zh: ['首页', '知识库', '讲师', '排行榜', '积分商城'],
    en: ['Home', 'Knowledge', 'Lecturers', 'Rankings', 'Points Mall'],
  },
  community: { zh: '学习社区', en: 'Community' },
  help: { zh: '帮助中心', en: 'Help Center', href: 'https://praxis-demo.example.com/help' },
  hotline: { zh: '服务热线 400-820-2026', en: 'Hotline 400-820-2026' },
  hidden: { zh: '直播', en: 'Live' },
} as const;

const ADMIN = { phone: '13800000002', name: '周敏' } as const;

/**
 * Signs in (through the gateway: the sign-in page has tests of its own) and lands on /home. On the bound site
 * (127.0.0.1) the company is implied; on the open site the learner enters 星河科技.
 */
async function signIn(
  page: Page,
  { origin, phone, name, locale = 'zh' }: { origin: Origin; phone: string; name: string; locale?: Locale },
): Promise<HomePage> {
  await enterHome(page, { origin, phone, locale });
  const home = new HomePage(page, locale);
  await home.expectSignedIn(name, COMPANIES.xinghe[locale]);
  return home;
}

function mainNav(page: Page, locale: Locale): Locator {
  return page.getByRole('navigation', { name: text(locale, 'shell.nav.label') });
}

function moreButton(page: Page, locale: Locale): Locator {
  return mainNav(page, locale).getByRole('button', { name: text(locale, 'shell.nav.more') });
}

test.describe('top navigation', () => {
  test('the frame stays while the page inside it changes, between signed-in and public pages alike', async ({
    page,
  }) => {
    await signIn(page, { origin: HOSTS.bound, ...ACCOUNTS.learner });
    // A mark on the header element: a header drawn anew would not carry it.
    await page.evaluate(() => document.querySelector('header')?.setAttribute('data-probe', 'kept'));
    const nav = mainNav(page, 'zh');
    await nav.getByRole('link', { name: '知识库' }).click();
    await expect(page).toHaveURL(/\/knowledge$/);
    await expect(
      page.getByRole('heading', { level: 1, name: text('zh', 'course.catalogue.title') }),
    ).toBeVisible();
    await nav.getByRole('link', { name: '讲师' }).click();
    await expect(page).toHaveURL(/\/lecturer$/);
    await nav.getByRole('link', { name: '首页' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.locator('header[data-probe="kept"]')).toHaveCount(1);
    await expect(nav.getByRole('link', { name: '知识库' })).toBeVisible();
  });

  for (const locale of ['zh', 'en'] as const) {
    test(`five entries on the bar, the rest under "more" by keyboard (${locale})`, async ({ page }) => {
      await signIn(page, { origin: HOSTS.bound, locale, ...ACCOUNTS.learner });
      const nav = mainNav(page, locale);
      await expect(nav.getByRole('link')).toHaveText([...NAV.shown[locale]]);
      await expect(nav.getByText(NAV.community[locale])).toHaveCount(0);
      await expect(page.getByText(NAV.hidden[locale], { exact: true })).toHaveCount(0);

      // The active entry: "/" stands for /home; locale prefix ignored.
      const first = NAV.shown[locale][0];
      await expect(nav.getByRole('link', { name: first })).toHaveAttribute('aria-current', 'page');
      for (const other of NAV.shown[locale].slice(1)) {
        await expect(nav.getByRole('link', { name: other })).not.toHaveAttribute('aria-current', 'page');
      }
      await expect(nav.getByRole('link', { name: NAV.shown[locale][1] })).toHaveAttribute(
        'href',
        localePath(locale, '/knowledge'),
      );

      const more = moreButton(page, locale);
      await more.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: NAV.community[locale] })).toHaveAttribute(
        'href',
        localePath(locale, '/community'),
      );
      const help = menu.getByRole('menuitem', { name: NAV.help[locale] });
      await expect(help).toHaveAttribute('href', NAV.help.href);
      await expect(help).toHaveAttribute('target', '_blank');
      await expect(help).toHaveAttribute('rel', /\bnoopener\b/);
      // Type 99 is text: shown, but neither a link nor a menu item.
      await expect(menu.getByText(NAV.hotline[locale], { exact: true })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: NAV.hotline[locale] })).toHaveCount(0);
      await expect(page.getByRole('link', { name: NAV.hotline[locale] })).toHaveCount(0);

      // Arrow keys move through the items; Escape closes.
      // The menu keeps focus and marks the highlighted item (aria-activedescendant).
      await page.keyboard.press('ArrowDown');
      await expect(menu.locator('[role="menuitem"][data-highlighted]')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    });
  }

  test('resting on a link names the next page’s files for download, once each', async ({ page }) => {
    await signIn(page, { origin: HOSTS.bound, ...ACCOUNTS.learner });
    const lists = (await (await page.request.get('/preloads.json')).json()) as {
      patterns: Record<string, string[]>;
    };
    const named = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
      );
    const before = new Set(await named());
    const knowledgeFiles = (lists.patterns['/knowledge'] ?? []).map((file) => `/${file}`);
    const fresh = knowledgeFiles.filter((href) => !before.has(href));
    expect(fresh.length).toBeGreaterThan(1);

    await mainNav(page, 'zh').getByRole('link', { name: '知识库' }).hover();
    await expect
      .poll(async () => {
        const now = await named();
        return fresh.filter((href) => !now.includes(href));
      })
      .toEqual([]);
    // Named once: hovering again names none of them a second time.
    await page.getByRole('heading', { level: 1 }).hover();
    await mainNav(page, 'zh').getByRole('link', { name: '知识库' }).hover();
    const after = await named();
    expect(knowledgeFiles.filter((href) => after.filter((h) => h === href).length !== 1)).toEqual([]);
    await mainNav(page, 'zh').getByRole('link', { name: '知识库' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: text('zh', 'course.catalogue.title') }),
    ).toBeVisible();
  });

  test('"more" opens on hover', async ({ page }) => {
    await signIn(page, { origin: HOSTS.bound, ...ACCOUNTS.learner });
    await moreButton(page, 'zh').hover();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: NAV.community.zh })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).hover();
    await expect(page.getByRole('menu')).toBeHidden();
  });

  test('the logo leads to / and the page sits in a main landmark', async ({ page }) => {
    await signIn(page, { origin: HOSTS.bound, ...ACCOUNTS.learner });
    await expect(page.getByRole('banner').getByRole('link').first()).toHaveAttribute('href', '/');
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('header right side', () => {
  test('the admin button is there for an administrator only', async ({ page, browser }, testInfo) => {
    await signIn(page, { origin: HOSTS.bound, ...ADMIN });
    const admin = page.getByRole('banner').getByRole('link', { name: text('zh', 'shell.admin') });
    await expect(admin).toHaveAttribute('href', '/crm/');
    await expect(admin).toHaveAttribute('target', '_blank');
    await expect(admin).toHaveAttribute('rel', /\bnoopener\b/);

    const { context: other, page: learnerPage } = await newClient(browser, uniqueAddress(testInfo));
    await signIn(learnerPage, { origin: HOSTS.bound, ...ACCOUNTS.learner });
    await expect(
      learnerPage.getByRole('banner').getByRole('link', { name: text('zh', 'shell.admin') }),
    ).toHaveCount(0);
    await other.close();
  });

  test('the user menu on the open site: switch company, tasks, records, credits, certificates', async ({
    page,
  }) => {
    const home = await signIn(page, { origin: HOSTS.open, ...ACCOUNTS.learner });
    await home.userMenu(ACCOUNTS.learner.name).click();
    await expect(home.menuItem('user.switchCompany')).toBeVisible();
    await expect(home.menuItem('user.myTasks')).toHaveAttribute('href', '/account?change=1');
    await expect(home.menuItem('user.myRecords')).toHaveAttribute('href', '/account?change=3');
    const credits = page.getByRole('menuitem', {
      name: new RegExp(`^${literal(text('zh', 'user.credits'))}`),
    });
    await expect(credits).toHaveAttribute('href', '/account?change=3&recordType=1');
    await expect(credits).toContainText('36.5');
    const certificates = page.getByRole('menuitem', {
      name: new RegExp(`^${literal(text('zh', 'user.certificates'))}`),
    });
    await expect(certificates).toHaveAttribute('href', '/account?change=3&recordType=2');
    await expect(certificates).toContainText('4');
    await expect(home.menuItem('user.logout')).toBeVisible();
  });

  test('the bound site has no company switch', async ({ page }) => {
    const home = await signIn(page, { origin: HOSTS.bound, locale: 'en', ...ACCOUNTS.learner });
    await home.userMenu(ACCOUNTS.learner.name).click();
    await expect(home.menuItem('user.logout')).toBeVisible();
    await expect(home.menuItem('user.myTasks')).toHaveAttribute('href', '/en/account?change=1');
    await expect(home.menuItem('user.switchCompany')).toHaveCount(0);
  });
});

test.describe('header search', () => {
  for (const locale of ['zh', 'en'] as const) {
    test(`an empty keyword is refused inline (${locale})`, async ({ page }) => {
      await signIn(page, { origin: HOSTS.bound, locale, ...ACCOUNTS.learner });
      const url = page.url();
      const search = page.getByRole('search');
      const box = search.getByRole('searchbox', { name: text(locale, 'shell.search.label') });
      await box.fill('   ');
      await search.getByRole('button', { name: text(locale, 'shell.search.submit') }).click();
      const error = search.getByRole('alert');
      await expect(error).toHaveText(text(locale, 'shell.search.empty'));
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(page.url()).toBe(url);
      await box.fill('安全');
      await expect(error).toBeHidden();
    });
  }
});

test.describe('phone width', () => {
  test('the tab bar folds into a menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, { origin: HOSTS.bound, ...ACCOUNTS.learner });
    await expect(mainNav(page, 'zh')).toHaveCount(0);
    const toggle = page.getByRole('button', { name: text('zh', 'shell.menu'), exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = mainNav(page, 'zh');
    await expect(nav.getByRole('link', { name: NAV.community.zh })).toBeVisible();
    await expect(nav.getByRole('link', { name: NAV.shown.zh[0] })).toHaveAttribute('aria-current', 'page');
    await saveScreenshot(page, 'shell-home-zh-390-menu');
  });
});

test.describe('/redirect/{path}', () => {
  test('lands on the path with its query and language', async ({ page }) => {
    await signIn(page, { origin: HOSTS.bound, locale: 'en', ...ACCOUNTS.learner });
    await page.goto(`${HOSTS.bound}/en/redirect/home?from=mail`);
    await expect(page).toHaveURL(`${HOSTS.bound}/en/home?from=mail`);
    await expect(new HomePage(page, 'en').greeting(ACCOUNTS.learner.name)).toBeVisible();
  });
});

test.describe('screenshots', () => {
  test('home en 1280px as an administrator (widest header)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, { origin: HOSTS.bound, locale: 'en', ...ADMIN });
    // The tab bar's last control ends before the search starts: nothing overlaps at the widest content.
    const moreBox = await moreButton(page, 'en').boundingBox();
    const searchBox = await page.getByRole('search').boundingBox();
    expect(moreBox && searchBox && moreBox.x + moreBox.width <= searchBox.x).toBe(true);
    // Nothing is wider than the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await saveScreenshot(page, 'shell-home-en-1280-admin');
  });

  for (const locale of ['zh', 'en'] as const) {
    for (const width of [1280, 390]) {
      test(`home ${locale} ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
        await signIn(page, { origin: HOSTS.bound, locale, ...ACCOUNTS.learner });
        await expect(page.getByRole('contentinfo')).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        const path = await saveScreenshot(page, `shell-home-${locale}-${width}`);
        expect(path).toContain('shell-home');
      });
    }
  }
});

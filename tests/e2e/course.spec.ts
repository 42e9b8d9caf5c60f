import type { Locator, Page } from '@playwright/test';
import {
  ACCOUNTS,
  COMPANIES,
  HOSTS,
  HomePage,
  LoginPage,
  PASSWORD,
  enterHome,
  expect,
  literal,
  localePath,
  saveScreenshot,
  test,
  text,
  type Locale,
} from './fixtures';

/*
 * The course catalogue and a course's page on the site bound to 星河科技: the demo learner browses, filters,
 * searches and pages through the catalogue, opens a course, reads its contents, comments and deletes the
 * comment, rates, likes, bookmarks and shares it; a visitor reads the public courses and is asked to sign in
 * for everything else; the site open to several companies asks a visitor to sign in before any catalogue.
 * Each language pass works on a course of its own, so the two never count each other's likes.
 */

const ORIGIN = HOSTS.bound;

async function signIn(page: Page, locale: Locale): Promise<void> {
  await enterHome(page, { origin: ORIGIN, phone: ACCOUNTS.learner.phone, locale });
  await new HomePage(page, locale).expectSignedIn(ACCOUNTS.learner.name, COMPANIES.xinghe[locale]);
}

async function picture(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

function courseList(page: Page, locale: Locale): Locator {
  return page.getByRole('list', { name: text(locale, 'course.list.label') });
}

/** A number out of a control's name ("点赞 4" → 4). */
async function countIn(control: Locator): Promise<number> {
  const name = (await control.textContent()) ?? '';
  const match = /(\d+)\s*$/.exec(name.trim());
  expect(match, `a count in “${name}”`).not.toBeNull();
  return Number(match?.[1]);
}

/** The sign-in dialog a visitor meets; closed again with "later". */
async function expectSignInAsked(page: Page, locale: Locale): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: text(locale, 'visitor.signIn.title') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: text(locale, 'visitor.signIn.later') }).click();
  await expect(dialog).toHaveCount(0);
}

test.describe('the course catalogue', () => {
  test('a member browses by page, category and keyword, all kept in the address (zh)', async ({ page }) => {
    const t = (key: string, values?: Record<string, string | number>) => text('zh', key, values);
    await signIn(page, 'zh');
    await page.goto(`${ORIGIN}/knowledge`);
    await expect(page.getByRole('heading', { level: 1, name: t('course.catalogue.title') })).toBeVisible();
    const list = courseList(page, 'zh');
    await expect(list.getByRole('listitem')).toHaveCount(10);
    await expect(page.getByText(t('course.total', { count: 13 }))).toBeVisible();
    // Status tabs count the learner's courses; the live strip leads to the live pages.
    const tabs = page.getByRole('navigation', { name: t('course.status.tabs') });
    await expect(tabs.getByRole('link', { name: '全部 13' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: /^已学完 \d+$/ })).toBeVisible();
    const lives = page.getByRole('list', { name: t('course.live.title') });
    await expect(lives.getByRole('link').first()).toHaveAttribute('href', /^\/live\/watch\/\d+$/);
    await picture(page, 'course-zh-catalogue');

    // Ten a page (the spec's default): the second page holds the last three; the back button returns to the first.
    await page.getByRole('button', { name: t('account.pager.next') }).click();
    await expect(page).toHaveURL(/\/knowledge\?pageCurrent=2$/);
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await page.goBack();
    await expect(page).toHaveURL(/\/knowledge$/);
    await expect(list.getByRole('listitem')).toHaveCount(10);

    // A category and then one of its children.
    const tree = page.getByRole('navigation', { name: t('course.category.label') });
    await tree.getByRole('link', { name: '专业技术 6' }).click();
    await expect(page).toHaveURL(/\/knowledge\?categoryId=2$/);
    await expect(page.getByText(t('course.total', { count: 6 }))).toBeVisible();
    await tree.getByRole('link', { name: '信息安全 3' }).click();
    await expect(page).toHaveURL(/categoryId=7/);
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(tree.getByRole('link', { name: '信息安全 3' })).toHaveAttribute('aria-current', 'page');

    // A keyword within the category; the filters stay together in the address.
    await page.getByRole('searchbox', { name: t('course.search.label') }).fill('保密');
    await page
      .getByRole('main')
      .getByRole('button', { name: t('course.search.submit') })
      .click();
    await expect(page).toHaveURL(/categoryId=7&keyword=%E4%BF%9D%E5%AF%86$/);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('link', { name: '数据分类分级与保密要求' })).toBeVisible();
    await expect(page.getByText(t('course.search.for', { keyword: '保密' }))).toBeVisible();

    // Submitting the box blank clears the keyword.
    await page.getByRole('searchbox', { name: t('course.search.label') }).fill('  ');
    await page
      .getByRole('main')
      .getByRole('button', { name: t('course.search.submit') })
      .click();
    await expect(page).toHaveURL(/\/knowledge\?categoryId=7$/);
    await expect(list.getByRole('listitem')).toHaveCount(3);
  });

  test('a member narrows by type and sorts, and clears a filter nothing matches (zh)', async ({ page }) => {
    const t = (key: string, values?: Record<string, string | number>) => text('zh', key, values);
    await signIn(page, 'zh');
    const list = courseList(page, 'zh');
    // Only courses with an archive: the multimedia sample has one.
    await page.goto(`${ORIGIN}/knowledge`);
    await expect(list.getByRole('listitem')).toHaveCount(10);
    await page
      .getByRole('navigation', { name: t('course.filter.type') })
      .getByRole('link', { name: '压缩包' })
      .click();
    await expect(page).toHaveURL(/\/knowledge\?resourceType=6$/);
    // Sorted at once, while the narrowed list may still be loading: the sort keeps the type.
    await page
      .getByRole('combobox', { name: t('course.sort.label') })
      .selectOption({ label: t('course.sort.rating') });
    await expect(page).toHaveURL(/resourceType=6&sort=3$/);
    await expect(list.getByRole('link', { name: '多媒体学习示例' })).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(2);

    // A keyword nothing matches: the empty state clears every filter.
    await page.goto(`${ORIGIN}/knowledge?keyword=${encodeURIComponent('没有这门课')}`);
    await expect(page.getByText(t('course.empty.filtered'))).toBeVisible();
    await page.getByRole('link', { name: t('course.empty.clear') }).click();
    await expect(page).toHaveURL(/\/knowledge$/);
    await expect(list.getByRole('listitem')).toHaveCount(10);
  });

  test('the category panel leads into the catalogue (en)', async ({ page }) => {
    const t = (key: string, values?: Record<string, string | number>) => text('en', key, values);
    await signIn(page, 'en');
    await page.goto(`${ORIGIN}/en/watch/catePanel`);
    await expect(
      page.getByRole('heading', { level: 1, name: t('course.category.panelTitle') }),
    ).toBeVisible();
    const panel = page.getByRole('list', { name: t('course.category.label') });
    await expect(panel.getByRole('heading', { level: 2, name: '专业技术' })).toBeVisible();
    await picture(page, 'course-en-category-panel');
    await panel.getByRole('link', { name: '产品知识' }).click();
    await expect(page).toHaveURL(/\/en\/knowledge\?categoryId=8$/);
    await expect(courseList(page, 'en').getByRole('listitem')).toHaveCount(3);
    await expect(page.getByText('3 courses', { exact: true })).toBeVisible();
  });
});

/** Opens a course from the catalogue by its name. */
async function openCourse(page: Page, locale: Locale, name: string): Promise<void> {
  await page.goto(`${ORIGIN}${localePath(locale, '/knowledge')}?keyword=${encodeURIComponent(name)}`);
  await courseList(page, locale).getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${literal(localePath(locale, '/knowledge/course/'))}\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function tab(page: Page, locale: Locale, key: string): Promise<void> {
  const trigger = page.getByRole('tab', { name: new RegExp(`^${literal(text(locale, key))}`) });
  await trigger.click();
  // The tab opens once its address is in; until then the panel shown is still the last tab's.
  await expect(trigger).toHaveAttribute('aria-selected', 'true');
}

test.describe('a course page', () => {
  test('the learner reads the contents, comments and deletes, rates, likes, bookmarks and shares (zh)', async ({
    page,
    context,
  }) => {
    const t = (key: string, values?: Record<string, string | number>) => text('zh', key, values);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ORIGIN });
    await signIn(page, 'zh');
    await openCourse(page, 'zh', '高效沟通与跨部门协作');
    await expect(page.getByRole('link', { name: '讲师：陈立' })).toHaveAttribute(
      'href',
      /^\/lecturer\/view\/\d+$/,
    );
    await expect(page.getByRole('link', { name: t('course.action.start') })).toHaveAttribute(
      'href',
      /^\/watch\/course\?courseId=\d+&id=\d+$/,
    );
    await picture(page, 'course-zh-intro');

    await tab(page, 'zh', 'course.tab.contents');
    await expect(page).toHaveURL(/\?tab=contents$/);
    const firstPeriod = page.getByRole('tabpanel').getByRole('link').first();
    await expect(firstPeriod).toHaveAttribute('href', /^\/watch\/(course|practice)\?courseId=\d+&id=\d+$/);
    await picture(page, 'course-zh-contents');

    // A comment: refused blank, posted, then deleted after a confirmation.
    await tab(page, 'zh', 'course.tab.comments');
    const box = page.getByRole('textbox', { name: t('course.comment.label') });
    await page.getByRole('button', { name: t('course.comment.submit') }).click();
    await expect(page.getByText(t('course.comment.required'))).toBeVisible();
    const words = '跨部门沟通的案例很实用，建议多看几遍。';
    await box.fill(words);
    await page.getByRole('button', { name: t('course.comment.submit') }).click();
    const comments = page.getByRole('list', { name: t('course.comment.list') });
    await expect(comments.getByText(words)).toBeVisible();
    await expect(box).toHaveValue('');
    await picture(page, 'course-zh-comments');
    const mine = comments.getByRole('listitem').filter({ hasText: words });
    await mine.getByRole('button', { name: /^删除我在/ }).click();
    const confirm = page.getByRole('alertdialog', { name: t('course.comment.deleteTitle') });
    await confirm.getByRole('button', { name: t('course.comment.delete') }).click();
    await expect(page.getByText(t('course.comment.deleted'))).toBeVisible();
    await expect(comments.getByText(words)).toHaveCount(0);

    // A rating, chosen with the keyboard, with a remark.
    await tab(page, 'zh', 'course.tab.ratings');
    const ratingsTab = page.getByRole('tab', { name: /^评分/ });
    const ratedBefore = await countIn(ratingsTab);
    const stars = page.getByRole('group', { name: /^(给这门课程评分|我的评分（可修改）)$/ });
    await stars.getByRole('radio', { name: '3 星' }).check();
    await page.keyboard.press('ArrowRight');
    await expect(stars.getByRole('radio', { name: '4 星' })).toBeChecked();
    await page.getByRole('textbox', { name: t('course.mark.remark') }).fill('案例贴近日常工作');
    await page.getByRole('button', { name: t('course.mark.submit') }).click();
    await expect(page.getByText(t('course.mark.saved'))).toBeVisible();
    await expect(ratingsTab).toHaveText(`评分 ${ratedBefore + 1}`);
    await picture(page, 'course-zh-ratings');

    // Like and bookmark answer with the gateway's counts; liking again takes it back.
    const like = page.getByRole('button', { name: /^点赞 \d+$/ });
    const likes = await countIn(like);
    await like.click();
    const liked = page.getByRole('button', { name: `已点赞 ${likes + 1}` });
    await expect(liked).toHaveAttribute('aria-pressed', 'true');
    await liked.click();
    await expect(page.getByRole('button', { name: `点赞 ${likes}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // The bookmark shows its count before any click, as the like does.
    const bookmark = page.getByRole('button', { name: /^收藏 \d+$/ });
    const bookmarks = await countIn(bookmark);
    await bookmark.click();
    await expect(page.getByRole('button', { name: `已收藏 ${bookmarks + 1}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Share copies the page's own address.
    await page.getByRole('button', { name: t('share.button') }).click();
    await expect(page.getByText(t('share.copied'))).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(page.url().replace(/\?.*$/, ''));
  });

  test('an English pass: figures, contents and coursewares, a comment, a rating', async ({ page }) => {
    const t = (key: string, values?: Record<string, string | number>) => text('en', key, values);
    await signIn(page, 'en');
    await openCourse(page, 'en', '多媒体学习示例');
    await expect(page.getByRole('link', { name: /^(Start|Continue)$/ })).toHaveAttribute(
      'href',
      /^\/en\/watch\/course\?courseId=\d+/,
    );
    await picture(page, 'course-en-intro');

    await tab(page, 'en', 'course.tab.contents');
    const contents = page.getByRole('tabpanel');
    await expect(contents.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(contents.getByText('Document · PDF')).toBeVisible();
    await expect(contents.getByText('Article')).toBeVisible();
    await expect(contents.getByText('Exam', { exact: true })).toBeVisible();
    await expect(contents.getByText('Survey', { exact: true })).toBeVisible();
    await picture(page, 'course-en-contents');

    await tab(page, 'en', 'course.tab.coursewares');
    await expect(page.getByRole('button', { name: /^Download / }).first()).toBeVisible();
    await picture(page, 'course-en-coursewares');

    await tab(page, 'en', 'course.tab.comments');
    const words = 'A clear tour of every kind of lesson.';
    await page.getByRole('textbox', { name: t('course.comment.label') }).fill(words);
    await page.getByRole('button', { name: t('course.comment.submit') }).click();
    await expect(page.getByRole('list', { name: t('course.comment.list') }).getByText(words)).toBeVisible();
    await picture(page, 'course-en-comments');

    await tab(page, 'en', 'course.tab.ratings');
    await page.getByRole('radio', { name: '5 stars' }).check();
    await page.getByRole('button', { name: t('course.mark.submit') }).click();
    await expect(page.getByText(t('course.mark.saved'))).toBeVisible();
    await expect(page.getByRole('group', { name: t('course.mark.change') })).toBeVisible();
    await picture(page, 'course-en-ratings');
  });
});

test.describe('visitors', () => {
  test('a visitor of the bound site reads public courses and is asked to sign in for the rest (zh)', async ({
    page,
  }) => {
    const t = (key: string, values?: Record<string, string | number>) => text('zh', key, values);
    await page.goto(`${ORIGIN}/knowledge`);
    const list = courseList(page, 'zh');
    await expect(list.getByRole('listitem')).toHaveCount(4);
    await expect(list.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: t('course.status.tabs') })).toHaveCount(0);
    await picture(page, 'course-zh-visitor-catalogue');

    await list.getByRole('link', { name: '多媒体学习示例' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '多媒体学习示例' })).toBeVisible();
    for (const name of [t('course.action.start'), /^点赞 \d+$/, /^收藏 \d+$/, t('share.button')]) {
      await page.getByRole('button', { name }).click();
      await expectSignInAsked(page, 'zh');
    }
    // The contents are public; opening a lesson needs an account.
    await tab(page, 'zh', 'course.tab.contents');
    await page.getByRole('tabpanel').getByRole('link').first().click();
    await expectSignInAsked(page, 'zh');
    await tab(page, 'zh', 'course.tab.comments');
    await page.getByRole('button', { name: t('course.comment.submit') }).click();
    await expectSignInAsked(page, 'zh');
    await tab(page, 'zh', 'course.tab.ratings');
    await page.getByRole('radio', { name: '4 星' }).click();
    const dialog = page.getByRole('alertdialog', { name: t('visitor.signIn.title') });
    await expect(dialog).toBeVisible();
    await picture(page, 'course-zh-visitor-prompt');

    // Signing in from the prompt comes back to the course.
    await dialog.getByRole('button', { name: t('visitor.signIn.go') }).click();
    const login = new LoginPage(page, 'zh');
    await expect(login.heading).toBeVisible();
    expect(await login.withPassword(ACCOUNTS.learner.phone, PASSWORD)).toBe(200);
    await expect(page).toHaveURL(/\/knowledge\/course\/\d+\?tab=ratings$/);
    await expect(page.getByRole('button', { name: t('course.mark.submit') })).toBeVisible();
  });

  test('a visitor in English, and a visitor of the open site, who is asked to sign in first', async ({
    page,
  }) => {
    const t = (key: string, values?: Record<string, string | number>) => text('en', key, values);
    await page.goto(`${ORIGIN}/en/knowledge`);
    await expect(courseList(page, 'en').getByRole('listitem')).toHaveCount(4);
    await courseList(page, 'en').getByRole('link', { name: '信息安全意识基础' }).click();
    await page.getByRole('button', { name: /^Like \d+$/ }).click();
    await expectSignInAsked(page, 'en');
    await picture(page, 'course-en-visitor-course');

    await page.goto(`${HOSTS.open}/en/knowledge`);
    await expect(page.getByRole('heading', { level: 1, name: t('course.catalogue.title') })).toBeVisible();
    await expect(page.getByText(t('course.signIn.body'))).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: t('visitor.signIn.go') })).toHaveAttribute(
      'href',
      '/en/login?t=login&redirect=%2Fen%2Fknowledge',
    );
    await expect(page.getByRole('list', { name: t('course.list.label') })).toHaveCount(0);
  });
});

import type { Category, CourseCard } from '../../../../contract/course';
import type { Page } from '../../../../contract/envelope';
import {
  categoryList,
  courseInfoCount,
  courseInfoPage,
  publicCategoryList,
  publicCourseInfoPage,
} from '../../../services/api/course';
import { livePage } from '../../../services/api/live';
import type { HttpClient } from '../../../services/http';
import { memoRead } from '../../kit/app/read-memo';
import { settle, type Settled } from '../../kit/app/route-data';
import type { Audience } from './audience';
import { catalogueRequest, countRequest, type CatalogueSearch } from './catalogue-search';

/** The page shows the gateway's message in place, so no toast. */
const quiet = { isShowErrTip: false } as const;

/** How many sessions the live strip shows: the gateway lists live ones first, then coming ones, then past ones. */
export const LIVE_STRIP_SIZE = 4;

/**
 * The catalogue's stale time (its route's): another filter, page or sort keeps the categories and the live
 * strip read once; only the list and its counts depend on the filters.
 */
const CATALOGUE_MEMO_MS = 30_000;

type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

export type CategoriesSettled = Settled<Category[]>;
export type CourseListSettled = Settled<Page<CourseCard>>;
export type LiveStripSettled = Settled<Answer<typeof livePage>>;

/**
 * The catalogue's reads for who is reading it: a member's list, status counts and live sessions, a visitor's
 * public list, or nothing when the reader must sign in first.
 */
export type CatalogueData =
  | { audience: 'signInRequired' }
  | {
      audience: 'visitor';
      categories: CategoriesSettled;
      courses: CourseListSettled;
    }
  | {
      audience: 'member';
      categories: CategoriesSettled;
      courses: CourseListSettled;
      counts: Settled<Answer<typeof courseInfoCount>>;
      lives: LiveStripSettled;
    };

/** The categories of the reader's company, or the bound site's public ones. */
export function categoriesData(http: HttpClient, audience: 'member' | 'visitor'): Promise<CategoriesSettled> {
  return settle(
    http,
    memoRead(http, `categories:${audience}`, CATALOGUE_MEMO_MS, () =>
      audience === 'member' ? categoryList(http, quiet) : publicCategoryList(http, quiet),
    ),
  );
}

/** Every read of `/knowledge` at once, each settled on its own. */
export async function catalogueData(
  http: HttpClient,
  deps: { search: CatalogueSearch; audience: Audience },
): Promise<CatalogueData> {
  const { search, audience } = deps;
  if (audience === 'signInRequired') return { audience };
  if (audience === 'visitor') {
    const [categories, courses] = await Promise.all([
      categoriesData(http, audience),
      settle(http, publicCourseInfoPage(http, catalogueRequest(search, false), quiet)),
    ]);
    return { audience, categories, courses };
  }
  const [categories, courses, counts, lives] = await Promise.all([
    categoriesData(http, audience),
    settle(http, courseInfoPage(http, catalogueRequest(search, true), quiet)),
    settle(http, courseInfoCount(http, countRequest(search), quiet)),
    settle(
      http,
      memoRead(http, 'catalogue:lives', CATALOGUE_MEMO_MS, () =>
        livePage(http, { pageCurrent: 1, pageSize: LIVE_STRIP_SIZE }, quiet),
      ),
    ),
  ]);
  return { audience, categories, courses, counts, lives };
}

/** The category panel's one read. */
export type CategoryPanelData =
  { audience: 'signInRequired' } | { audience: 'member' | 'visitor'; categories: CategoriesSettled };

export async function categoryPanelData(
  http: HttpClient,
  deps: { audience: Audience },
): Promise<CategoryPanelData> {
  const { audience } = deps;
  if (audience === 'signInRequired') return { audience };
  return { audience, categories: await categoriesData(http, audience) };
}

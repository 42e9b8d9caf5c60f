import type { Page } from '../../../contract/envelope';
import type { SearchHit } from '../../../contract/search';
import { SEARCH_TYPES, SearchType } from '../../../contract/search-type';
import type { Db } from '../../db/client';
import { formatDateTime } from '../../http/time';
import type { SearchWindow } from '../../shared/keyword-search';
import type { MemberScope } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';
import { findBlogPosts, findInfoArticles, findQuestions } from '../community/search';
import { searchCourses } from '../course/search';
import { searchExams } from '../exam/search';
import { searchRooms } from '../live/search';
import { searchAnnouncements } from '../notice/announcements';

/** A hit as a section finds it: with its rank (2 title, 1 text only) and its time, both used to merge. */
export type RankedHit = SearchHit & { rank: number; at: Date };

/**
 * A section's results: its total, and the `limit` best hits after `offset`, by rank and then newest. Each
 * section asks the module that owns its content, which applies its own rule of what the member may see.
 */
export type Finder = (
  db: Db,
  scope: MemberScope,
  keyword: string,
  window: SearchWindow,
  now: Date,
) => Promise<{ total: number; hits: RankedHit[] }>;

const findLive: Finder = async (db, scope, keyword, window) => {
  const { total, rows } = await searchRooms(db, scope, keyword, window);
  return {
    total,
    hits: rows.map((r) => ({
      type: SearchType.live,
      id: r.id,
      title: r.liveName,
      summary: r.summary,
      source: r.lecturerName,
      gmtCreate: formatDateTime(r.startTime),
      rank: r.rank,
      at: r.startTime,
    })),
  };
};

const findResource: Finder = async (db, scope, keyword, window) => {
  const { total, rows } = await searchCourses(db, scope, keyword, window);
  return {
    total,
    hits: rows.map((r) => ({
      type: SearchType.resource,
      id: r.id,
      title: r.courseName,
      summary: r.summary,
      source: r.lecturerName,
      gmtCreate: formatDateTime(r.gmtCreate),
      rank: r.rank,
      at: r.gmtCreate,
    })),
  };
};

const findExam: Finder = async (db, scope, keyword, window) => {
  const { total, rows } = await searchExams(db, scope, keyword, window);
  return {
    total,
    hits: rows.map((r) => ({
      type: SearchType.exam,
      id: r.id,
      title: r.examName,
      summary: r.summary,
      source: '',
      gmtCreate: formatDateTime(r.startTime),
      rank: r.rank,
      at: r.startTime,
    })),
  };
};

const findInfo: Finder = async (db, scope, keyword, window, now) => {
  const { total, rows } = await searchAnnouncements(db, scope, keyword, window, now);
  return {
    total,
    hits: rows.map((r) => ({
      type: SearchType.info,
      id: r.id,
      title: r.title,
      summary: r.summary,
      source: r.publisher,
      gmtCreate: formatDateTime(r.publishTime),
      origin: 'announcement' as const,
      rank: r.rank,
      at: r.publishTime,
    })),
  };
};

/** Community posts of one kind: the community's finder, each hit marked as the community's. */
const fromCommunity =
  (find: Finder): Finder =>
  async (...args) => {
    const { total, hits } = await find(...args);
    return { total, hits: hits.map((h) => ({ ...h, origin: 'community' as const })) };
  };

/**
 * Two finders as one section (news: announcements and community articles): each asked for everything up to the
 * window's end, merged by rank and time, then the window's slice.
 */
function both(first: Finder, second: Finder): Finder {
  return async (db, scope, keyword, window, now) => {
    const upTo = { limit: window.offset + window.limit, offset: 0 };
    const [a, b] = await Promise.all([
      first(db, scope, keyword, window.limit === 0 ? window : upTo, now),
      second(db, scope, keyword, window.limit === 0 ? window : upTo, now),
    ]);
    const hits = [...a.hits, ...b.hits].sort(byRankThenTime);
    return { total: a.total + b.total, hits: hits.slice(window.offset, window.offset + window.limit) };
  };
}

/**
 * The sections that hold searchable content. A section without a finder has nothing to find yet and
 * answers an empty page, which is the truth, not a placeholder.
 */
const FINDERS: Partial<Record<SearchType, Finder>> = {
  [SearchType.live]: findLive,
  [SearchType.resource]: findResource,
  [SearchType.exam]: findExam,
  [SearchType.blog]: fromCommunity(findBlogPosts),
  [SearchType.question]: fromCommunity(findQuestions),
  [SearchType.info]: both(findInfo, fromCommunity(findInfoArticles)),
};

const SECTIONS = SEARCH_TYPES.filter((type) => type !== SearchType.default);

/** Better rank first, then newer, then a fixed order so pages never overlap. */
function byRankThenTime(a: RankedHit, b: RankedHit): number {
  return (
    b.rank - a.rank ||
    b.at.getTime() - a.at.getTime() ||
    a.type - b.type ||
    (BigInt(b.id) > BigInt(a.id) ? 1 : BigInt(b.id) < BigInt(a.id) ? -1 : 0)
  );
}

export async function searchPage(
  db: Db,
  scope: MemberScope,
  q: { str: string; type: SearchType; pageCurrent: number; pageSize: number },
  now: Date,
): Promise<Page<SearchHit>> {
  const offset = offsetOf(q);
  if (q.type !== SearchType.default) {
    const finder = FINDERS[q.type];
    if (!finder) return pageResult([], q, 0);
    const { total, hits } = await finder(db, scope, q.str, { limit: q.pageSize, offset }, now);
    return pageResult(hits.map(strip), q, total);
  }
  // Everything: each section's best offset+pageSize hits hold this page's, merged by rank then time.
  const parts = await Promise.all(
    Object.values(FINDERS).map((finder) =>
      finder(db, scope, q.str, { limit: offset + q.pageSize, offset: 0 }, now),
    ),
  );
  const total = parts.reduce((sum, p) => sum + p.total, 0);
  const merged = parts.flatMap((p) => p.hits).sort(byRankThenTime);
  return pageResult(merged.slice(offset, offset + q.pageSize).map(strip), q, total);
}

export async function searchCounts(
  db: Db,
  scope: MemberScope,
  keyword: string,
  now: Date,
): Promise<{ totalCount: number; typeList: { type: SearchType; count: number }[] }> {
  const typeList = await Promise.all(
    SECTIONS.map(async (type) => {
      const finder = FINDERS[type];
      const count = finder ? (await finder(db, scope, keyword, { limit: 0, offset: 0 }, now)).total : 0;
      return { type, count };
    }),
  );
  return { totalCount: typeList.reduce((sum, t) => sum + t.count, 0), typeList };
}

function strip({ at: _at, rank: _rank, ...hit }: RankedHit): SearchHit {
  return hit;
}

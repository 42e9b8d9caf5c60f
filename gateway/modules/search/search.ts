import type { Page } from '../../../contract/envelope';
import type { SearchHit } from '../../../contract/search';
import { SEARCH_TYPES, SearchType } from '../../../contract/search-type';
import type { Db } from '../../db/client';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';
import { searchAnnouncements } from '../notice/announcements';

/** A section's results: its total, and the newest `limit` hits after `offset`. */
type Finder = (
  db: Db,
  scope: MemberScope,
  keyword: string,
  window: { limit: number; offset: number },
  now: Date,
) => Promise<{ total: number; hits: (SearchHit & { at: Date })[] }>;

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
      at: r.publishTime,
    })),
  };
};

/**
 * The sections that hold searchable content. A section without a finder has nothing to find yet and
 * answers an empty page, which is the truth, not a placeholder.
 */
const FINDERS: Partial<Record<SearchType, Finder>> = {
  [SearchType.info]: findInfo,
};

const SECTIONS = SEARCH_TYPES.filter((type) => type !== SearchType.default);

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
  // Everything: each section's newest offset+pageSize hits, merged by time, then this page's slice.
  const parts = await Promise.all(
    Object.values(FINDERS).map((finder) =>
      finder(db, scope, q.str, { limit: offset + q.pageSize, offset: 0 }, now),
    ),
  );
  const total = parts.reduce((sum, p) => sum + p.total, 0);
  const merged = parts
    .flatMap((p) => p.hits)
    .sort((a, b) => b.at.getTime() - a.at.getTime() || (BigInt(b.id) > BigInt(a.id) ? 1 : -1));
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

function strip({ at: _at, ...hit }: SearchHit & { at: Date }): SearchHit {
  return hit;
}

import type { Page } from '../../../../contract/envelope';
import type { AnnouncementRecord, MsgNotice } from '../../../../contract/notice';
import { readCount, recordPage } from '../../../services/api/announcement';
import { msgNoticeCollectCount, msgNoticePage } from '../../../services/api/msg-notice-center';
import type { HttpClient } from '../../../services/http';
import { settle, type Settled } from '../../kit/app/route-data';
import { pageSizeFor, readFilterPayload, type ReadFilter } from './read-list-rules';

/** Which rows of a read-state list the address asks for. */
export interface ReadListQuery {
  filter: ReadFilter;
  page: number;
  pageSize: number;
  /** The messages link's count, kept in the address while the reader pages (see pageSizeFor). */
  num?: number;
}

export interface ReadCounts {
  totalCount: number;
  unreadCount: number;
  readCount: number;
}

/** One page of a read-state list and its counts, each read on its own, with the query they answer. */
export interface ReadListData<T> {
  query: ReadListQuery;
  list: Settled<Page<T>>;
  counts: Settled<ReadCounts>;
}

/** The panel shows a failed read inline, so the calls stay quiet. */
const QUIET = { isShowErrTip: false } as const;
type Quiet = typeof QUIET;

/** The reads of a list with read state: the messages and the announcements differ only here. */
interface ReadListReads<T> {
  loadPage: (
    http: HttpClient,
    query: { pageCurrent: number; pageSize: number; isRead?: 0 | 1 },
    opts: Quiet,
  ) => Promise<Page<T>>;
  loadCounts: (http: HttpClient, opts: Quiet) => Promise<ReadCounts>;
}

async function readListData<T>(
  http: HttpClient,
  reads: ReadListReads<T>,
  query: ReadListQuery,
): Promise<ReadListData<T>> {
  const [list, counts] = await Promise.all([
    settle(
      http,
      reads.loadPage(
        http,
        { pageCurrent: query.page, pageSize: query.pageSize, ...readFilterPayload(query.filter) },
        QUIET,
      ),
    ),
    settle(http, reads.loadCounts(http, QUIET)),
  ]);
  return { query, list, counts };
}

const MESSAGE_READS: ReadListReads<MsgNotice> = {
  loadPage: msgNoticePage,
  loadCounts: msgNoticeCollectCount,
};
const ANNOUNCEMENT_READS: ReadListReads<AnnouncementRecord> = { loadPage: recordPage, loadCounts: readCount };

export const ANNOUNCEMENTS_PAGE_SIZE = 10;

/** change=5: a page of my messages (its size from the link's `num`) and the read counts. */
export function messagesData(
  http: HttpClient,
  deps: { num?: number; filter: ReadFilter; page: number },
): Promise<ReadListData<MsgNotice>> {
  return readListData(http, MESSAGE_READS, { ...deps, pageSize: pageSizeFor(deps.num) });
}

/** change=6 without an id: a page of the announcement records and the read counts. */
export function announcementsData(
  http: HttpClient,
  deps: { filter: ReadFilter; page: number },
): Promise<ReadListData<AnnouncementRecord>> {
  return readListData(http, ANNOUNCEMENT_READS, {
    filter: deps.filter,
    page: deps.page,
    pageSize: ANNOUNCEMENTS_PAGE_SIZE,
  });
}

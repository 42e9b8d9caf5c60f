import type { PostCertStatus } from '../../../../contract/study-task.routes';
import { postCertCount, postCertPage } from '../../../services/api/post-cert';
import type { HttpClient } from '../../../services/http';
import { settle, type Settled } from '../../kit/app/route-data';

export const POST_CERTS_PAGE_SIZE = 10;

/** The panel shows each failure in its place, so the client does not toast it as well. */
const QUIET = { isShowErrTip: false } as const;

export interface PostCertsQuery {
  status?: PostCertStatus;
  page: number;
}

export interface PostCertsData {
  query: PostCertsQuery;
  counts: Settled<Awaited<ReturnType<typeof postCertCount>>>;
  list: Settled<Awaited<ReturnType<typeof postCertPage>>>;
}

/** "My records", post certifications: how many are in each status, and one page of them. */
export async function postCertsData(http: HttpClient, query: PostCertsQuery): Promise<PostCertsData> {
  const [counts, list] = await Promise.all([
    settle(http, postCertCount(http, QUIET)),
    settle(
      http,
      postCertPage(
        http,
        { status: query.status, pageCurrent: query.page, pageSize: POST_CERTS_PAGE_SIZE },
        QUIET,
      ),
    ),
  ]);
  return { query, counts, list };
}

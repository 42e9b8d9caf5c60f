import { institutionCoursePage, institutionView } from '../../../services/api/course';
import type { HttpClient } from '../../../services/http';
import { settle, type Settled } from '../../kit/app/route-data';

export const INSTITUTION_PAGE_SIZE = 10;

/** The page shows each failure in its place, so the client does not toast it as well. */
const QUIET = { isShowErrTip: false } as const;

export interface InstitutionQuery {
  keyword?: string;
  page: number;
}

export interface InstitutionData {
  query: InstitutionQuery;
  view: Settled<Awaited<ReturnType<typeof institutionView>>>;
  courses: Settled<Awaited<ReturnType<typeof institutionCoursePage>>>;
}

/** The institution center: the institution with its figures, and one page of its courses. */
export async function institutionData(http: HttpClient, query: InstitutionQuery): Promise<InstitutionData> {
  const [view, courses] = await Promise.all([
    settle(http, institutionView(http, QUIET)),
    settle(
      http,
      institutionCoursePage(
        http,
        { keyword: query.keyword, pageCurrent: query.page, pageSize: INSTITUTION_PAGE_SIZE },
        QUIET,
      ),
    ),
  ]);
  return { query, view, courses };
}

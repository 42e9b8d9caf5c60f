import { trainingNeedsPage, trainingNeedsView } from '../../../services/api/training-needs';
import type { HttpClient } from '../../../services/http';
import { settle, type Settled } from '../../kit/app/route-data';

/** The tab shows each failure in its place, so the client does not toast it as well. */
const QUIET = { isShowErrTip: false } as const;
export const NEEDS_PAGE_SIZE = 10;

type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

/** The account centre's training needs: the list of collections, or one collection opened (`id`). */
export type NeedsData =
  | { kind: 'list'; page: number; list: Settled<Answer<typeof trainingNeedsPage>> }
  | { kind: 'one'; id: string; view: Settled<Answer<typeof trainingNeedsView>> };

export async function needsData(http: HttpClient, query: { id?: string; page: number }): Promise<NeedsData> {
  if (query.id !== undefined) {
    return {
      kind: 'one',
      id: query.id,
      view: await settle(http, trainingNeedsView(http, { id: query.id }, QUIET)),
    };
  }
  const request = { pageCurrent: query.page, pageSize: NEEDS_PAGE_SIZE };
  return {
    kind: 'list',
    page: query.page,
    list: await settle(http, trainingNeedsPage(http, request, QUIET)),
  };
}

import { z } from 'zod';
import { endpoint } from './endpoint';
import { MAX_PAGE_SIZE, id, pageOf } from './envelope';
import { RANK_PAGE_SIZE, rankRoutes, type BoardRoutes, type RankBoard } from './rank.routes';

export { RANK_PAGE_SIZE, type RankBoard } from './rank.routes';

export const rankPageRequest = z.object({
  pageCurrent: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(RANK_PAGE_SIZE),
});

/** Equal values share a rank (1, 2, 2, 4). */
export const rankItem = z.object({
  rank: z.number().int(),
  userId: id,
  name: z.string(),
  headPortrait: z.string(),
  /** Integral points, credit hours (one decimal) or certificates, by board. */
  value: z.number(),
  department: z.string(),
});
export type RankItem = z.infer<typeof rankItem>;

/** The caller's own place on a board. */
export const rankCurrent = rankItem.extend({ totalCount: z.number().int() });
export type RankCurrent = z.infer<typeof rankCurrent>;

const board = (routes: BoardRoutes) => ({
  page: endpoint({ ...routes.page, request: rankPageRequest, response: pageOf(rankItem) }),
  current: endpoint({ ...routes.current, request: z.object({}), response: rankCurrent }),
});
type Board = ReturnType<typeof board>;

export const rankApi: Record<RankBoard, Board> = {
  integral: board(rankRoutes.integral),
  creditHour: board(rankRoutes.creditHour),
  certificate: board(rankRoutes.certificate),
};

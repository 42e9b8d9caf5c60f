import type { Route } from './route';

/**
 * The ranking boards. Values the portal needs at run time live here, free of schemas (see `route.ts`);
 * `rank.ts` holds the shapes.
 */

/** The boards show the top three unless asked for more. */
export const RANK_PAGE_SIZE = 3;

/** Each board answers a page of places and the caller's own place. */
const board = <const Name extends string>(name: Name) =>
  ({
    page: { method: 'POST', path: `/user/auth/user/${name}/rank/page` },
    current: { method: 'POST', path: `/user/auth/user/${name}/rank/current` },
  }) as const satisfies Record<string, Route>;

export const rankRoutes = {
  integral: board('integral'),
  creditHour: board('credit/hour'),
  certificate: board('certificate'),
};
export type RankBoard = keyof typeof rankRoutes;
export type BoardRoutes = (typeof rankRoutes)[RankBoard];

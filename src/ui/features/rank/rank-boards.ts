import type { RankBoard, RankCurrent, RankItem } from '../../../../contract/rank';
import { intParam } from '../../kit/navigation/search-params';

/** The boards in the order the pages show them. */
export const RANK_BOARDS: readonly RankBoard[] = ['integral', 'creditHour', 'certificate'];

/** The ranking page lists ten people a page; the home page shows the top three (the contract default). */
export const RANK_PAGE_SIZE_FULL = 10;

export function boardTitleKey(board: RankBoard): string {
  return `rank.board.${board}`;
}

/** The message that puts a board's value with its unit (points, hours, certificates). */
export function boardValueKey(board: RankBoard): string {
  return `rank.value.${board}`;
}

/** Credit hours carry one decimal; points and certificates are whole numbers. */
export function fractionDigits(board: RankBoard): number {
  return board === 'creditHour' ? 1 : 0;
}

/** A row is the caller's own when it names the same person as the board's "current" answer. */
export function isOwnRow(item: RankItem, current: RankCurrent | undefined): boolean {
  return current !== undefined && item.userId === current.userId;
}

/** Pages of a board, never fewer than one so an empty board still reads "1 / 1". */
export function pageTotal(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

/** `/home/rank?integral=2`: each board's page, in the address so it can be preloaded and linked; 1 is left out. */
export type RankSearch = Partial<Record<RankBoard, number>>;

/** Reads each board's page from the search; anything but a page number from 2 up means the first page. */
export function readRankSearch(raw: Record<string, unknown>): RankSearch {
  const search: RankSearch = {};
  for (const board of RANK_BOARDS) {
    const page = intParam(raw[board], 2, 100_000);
    if (page !== undefined) search[board] = page;
  }
  return search;
}

import type { RankBoard, RankCurrent, RankItem } from '../../../../contract/rank';

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

import type { Page } from '../../contract/envelope';

export function offsetOf(page: { pageCurrent: number; pageSize: number }): number {
  return (page.pageCurrent - 1) * page.pageSize;
}

export function pageResult<T>(
  list: T[],
  page: { pageCurrent: number; pageSize: number },
  totalCount: number,
): Page<T> {
  return {
    list,
    pageCurrent: page.pageCurrent,
    pageSize: page.pageSize,
    totalCount,
    totalPage: Math.ceil(totalCount / page.pageSize),
  };
}

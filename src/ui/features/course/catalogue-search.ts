import { CourseSort, type ResourceType } from '../../../../contract/course.routes';
import { DEFAULT_PAGE_SIZE } from '../../../../contract/envelope.routes';
import type { StudyStatus } from '../../../../contract/study.routes';
import { keywordParam } from '../../kit/navigation/keyword-param';
import { withoutEmpty, type CatalogueSearch } from './catalogue-params';

export type { CatalogueSearch } from './catalogue-params';

/*
 * The catalogue's filters live in the address (`/knowledge?categoryId=&keyword=&resourceType=&studyStatus=
 * &sort=&pageCurrent=`), so a filtered list can be sent to a colleague and the back button undoes a filter.
 * These functions read the address, write it back without defaults, and turn it into the gateway's payloads.
 */

/** The catalogue's page size: the spec's default. */
export const CATALOGUE_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/**
 * The address after a filter changes: the change applies, defaults drop out, and the list starts again on its
 * first page (page 3 of another filter means nothing). `undefined` in the patch clears that filter.
 */
export function withFilter(
  current: CatalogueSearch,
  patch: Partial<Omit<CatalogueSearch, 'pageCurrent'>>,
): CatalogueSearch {
  const next: CatalogueSearch = { ...current, ...patch, pageCurrent: undefined };
  if (next.sort === CourseSort.latest) next.sort = undefined;
  if ('keyword' in patch) next.keyword = keywordParam(patch.keyword);
  return withoutEmpty(next);
}

/** The address of another page of the same list. */
export function withPage(current: CatalogueSearch, page: number): CatalogueSearch {
  return withoutEmpty({ ...current, pageCurrent: page > 1 ? page : undefined });
}

/** Whether anything narrows the list (the empty state then offers to clear the filters). */
export function isFiltered(search: CatalogueSearch): boolean {
  return (
    search.categoryId !== undefined ||
    search.keyword !== undefined ||
    search.resourceType !== undefined ||
    search.studyStatus !== undefined
  );
}

/** The filters both the list and the counts take. */
export interface CatalogueFilter {
  categoryId?: string;
  keyword?: string;
  resourceType?: ResourceType;
  sort?: CourseSort;
}

export function catalogueFilter(search: CatalogueSearch): CatalogueFilter {
  return withoutEmpty({
    categoryId: search.categoryId === undefined ? undefined : String(search.categoryId),
    keyword: search.keyword,
    resourceType: search.resourceType,
    sort: search.sort,
  }) as CatalogueFilter;
}

/**
 * The list request. The learning status is a member's filter: a visitor's call has no such field (the public
 * call would refuse it), so it is only sent when `member` is true.
 */
export function catalogueRequest(
  search: CatalogueSearch,
  member: boolean,
): CatalogueFilter & { pageCurrent: number; pageSize: number; studyStatusList?: StudyStatus[] } {
  const status = member && search.studyStatus !== undefined ? { studyStatusList: [search.studyStatus] } : {};
  return {
    ...catalogueFilter(search),
    ...status,
    pageCurrent: search.pageCurrent ?? 1,
    pageSize: CATALOGUE_PAGE_SIZE,
  };
}

/**
 * The counts request: the same filters without the status, so each status tab shows how many courses it
 * would list. Order does not change a count and is left out.
 */
export function countRequest(search: CatalogueSearch): Omit<CatalogueFilter, 'sort'> {
  const { sort: _sort, ...filter } = catalogueFilter(search);
  return filter;
}

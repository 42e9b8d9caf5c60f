import { CourseSort, ResourceType } from '../../../../contract/course.routes';
import { DEFAULT_PAGE_SIZE } from '../../../../contract/envelope.routes';
import { StudyStatus } from '../../../../contract/study.routes';
import { keywordParam } from '../../kit/navigation/keyword-param';
import { idSearchParam, intParam } from '../../kit/navigation/search-params';

/*
 * The catalogue's filters live in the address (`/knowledge?categoryId=&keyword=&resourceType=&studyStatus=
 * &sort=&pageCurrent=`), so a filtered list can be sent to a colleague and the back button undoes a filter.
 * These functions read the address, write it back without defaults, and turn it into the gateway's payloads.
 */

/** The catalogue's page size: the spec's default. */
export const CATALOGUE_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** Pages the address may ask for: beyond any real catalogue, but bounded so a mangled link stays harmless. */
const MAX_PAGE = 100_000;

export interface CatalogueSearch {
  categoryId?: number | string;
  keyword?: string;
  resourceType?: ResourceType;
  /** Signed-in members only; a visitor's address may carry it, the page ignores it. */
  studyStatus?: StudyStatus;
  /** Absent means latest first. */
  sort?: CourseSort;
  /** Absent means the first page. */
  pageCurrent?: number;
}

const RESOURCE_TYPES: readonly number[] = Object.values(ResourceType);
const SORTS: readonly number[] = Object.values(CourseSort);
const STATUSES: readonly number[] = Object.values(StudyStatus);

function oneOf<T extends number>(value: number | undefined, allowed: readonly number[]): T | undefined {
  return value !== undefined && allowed.includes(value) ? (value as T) : undefined;
}

/** Reads `/knowledge`'s search params; anything unreadable is left out, so the page opens with defaults. */
export function readCatalogueSearch(raw: Record<string, unknown>): CatalogueSearch {
  const page = intParam(raw.pageCurrent, 1, MAX_PAGE);
  const sort = oneOf<CourseSort>(intParam(raw.sort, 1, 9), SORTS);
  const search: CatalogueSearch = {
    categoryId: idSearchParam(raw.categoryId),
    keyword: keywordParam(raw.keyword),
    resourceType: oneOf<ResourceType>(intParam(raw.resourceType, 1, 9), RESOURCE_TYPES),
    studyStatus: oneOf<StudyStatus>(intParam(raw.studyStatus, 1, 9), STATUSES),
    sort: sort === CourseSort.latest ? undefined : sort,
    pageCurrent: page === 1 ? undefined : page,
  };
  return withoutEmpty(search);
}

/** Drops absent values so the router never writes `?keyword=` or `?pageCurrent=undefined`. */
function withoutEmpty(search: CatalogueSearch): CatalogueSearch {
  return Object.fromEntries(
    Object.entries(search).filter(([, value]) => value !== undefined && value !== ''),
  ) as CatalogueSearch;
}

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

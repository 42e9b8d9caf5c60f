import { CourseSort, ResourceType } from '../../../../contract/course.routes';
import { StudyStatus } from '../../../../contract/study.routes';
import { keywordParam } from '../../kit/navigation/keyword-param';
import { idSearchParam, intParam } from '../../kit/navigation/search-params';

/*
 * Reading `/knowledge`'s address: the route's search validation, which every page carries, so it stays apart
 * from the catalogue's other helpers (catalogue-search.ts), which load with the catalogue.
 */

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
export function withoutEmpty(search: CatalogueSearch): CatalogueSearch {
  return Object.fromEntries(
    Object.entries(search).filter(([, value]) => value !== undefined && value !== ''),
  ) as CatalogueSearch;
}

import { DEFAULT_PAGE_SIZE } from '../../../../contract/envelope.routes';
import { intParam } from '../../kit/navigation/search-params';
import { keywordParam } from '../../kit/navigation/keyword-param';

/** `/lecturer?keyword=&pageCurrent=&tab=`: what the lecturers page shows, kept in the address. */
export interface LecturersSearch {
  /** A search of lecturers by name or title; absent lists them all. */
  keyword?: string;
  /** The page of the list, or of the lecturer's own courses on their tab; absent means the first. */
  pageCurrent?: number;
  /**
   * `mine`: a signed-in lecturer's own courses instead of the lecturers; `offline`: their classroom courses;
   * `projects`: the study projects they teach in; `evaluations`: what learners said of them and their courses.
   */
  tab?: 'mine' | 'offline' | 'projects' | 'evaluations';
}

export const LECTURER_PAGE_SIZE = DEFAULT_PAGE_SIZE;
/** How many lecturers the rank beside the list shows. */
export const LECTURER_RANK_SIZE = 10;
/** How many of a lecturer's own courses one page lists. */
export const MY_COURSES_PAGE_SIZE = 10;

export function readLecturersSearch(raw: Record<string, unknown>): LecturersSearch {
  const page = intParam(raw.pageCurrent, 2, 100_000);
  const keyword = keywordParam(raw.keyword);
  return {
    ...(keyword === undefined ? {} : { keyword }),
    ...(page === undefined ? {} : { pageCurrent: page }),
    ...(raw.tab === 'mine' || raw.tab === 'offline' || raw.tab === 'projects' || raw.tab === 'evaluations'
      ? { tab: raw.tab }
      : {}),
  };
}

/**
 * The address after the search box is submitted: a keyword searches (from its first page), a blank one goes
 * back to the whole list.
 */
export function searchFor(text: string): LecturersSearch {
  const keyword = keywordParam(text);
  return keyword === undefined ? {} : { keyword };
}

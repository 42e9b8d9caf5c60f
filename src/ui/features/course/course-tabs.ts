import { intParam } from '../../kit/navigation/search-params';

/** The tabs of a course's page, in the order they show. */
export const COURSE_TABS = ['intro', 'contents', 'coursewares', 'comments', 'ratings'] as const;
export type CourseTab = (typeof COURSE_TABS)[number];

export interface CourseSearch {
  /** The open tab; absent means the introduction. */
  tab?: Exclude<CourseTab, 'intro'>;
  /** The comments tab's page; absent means the first. */
  page?: number;
}

/** Reads `?tab=`; the introduction (the default) and anything unknown read as absent. */
export function readCourseTab(value: unknown): CourseSearch['tab'] {
  return typeof value === 'string' && value !== 'intro' && (COURSE_TABS as readonly string[]).includes(value)
    ? (value as CourseSearch['tab'])
    : undefined;
}

export const courseTabLabelKey = (tab: CourseTab): string => `course.tab.${tab}`;

/** Reads `?tab=&page=`: a page only means something on the comments tab, and 1 is left out of the address. */
export function readCourseSearch(raw: Record<string, unknown>): CourseSearch {
  const tab = readCourseTab(raw.tab);
  const page = tab === 'comments' ? intParam(raw.page, 2, 100_000) : undefined;
  return page === undefined ? { tab } : { tab, page };
}

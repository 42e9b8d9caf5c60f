import { SearchType } from '../../../../contract/search-type';
import { idParam } from '../../kit/navigation/id-param';

/** The tabs of the results page, in the order they show: everything first, then each section. */
export const SEARCH_TABS: readonly SearchType[] = [
  SearchType.default,
  SearchType.info,
  SearchType.resource,
  SearchType.live,
  SearchType.exam,
  SearchType.blog,
  SearchType.question,
];

export const sectionLabelKey = (type: SearchType): string => `search.section.${type}`;

/** Where a hit opens, as a router destination; null when its section has no page to open it in. */
export function hitDestination(hit: {
  type: SearchType;
  id: string;
}):
  | { to: '/{-$locale}/account'; search: { change: 6; id: number | string } }
  | { to: '/{-$locale}/account/exam/detail'; search: { id: number | string } }
  | null {
  if (hit.type === SearchType.info) {
    return { to: '/{-$locale}/account', search: { change: 6, id: idParam(hit.id) } };
  }
  // An exam hit is one of the learner's exam records: it opens the exam's detail page.
  if (hit.type === SearchType.exam) {
    return { to: '/{-$locale}/account/exam/detail', search: { id: idParam(hit.id) } };
  }
  return null;
}

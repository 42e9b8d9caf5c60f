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

/** Where a hit opens, as a router destination (its path parameters and query); null when its section has none. */
export type HitDestination =
  | { to: '/{-$locale}/live/watch/{-$watch}'; params: { watch: string } }
  | { to: '/{-$locale}/knowledge/course/{-$id}'; params: { id: string } }
  | { to: '/{-$locale}/account/exam/detail'; search: { id: number | string } }
  | { to: '/{-$locale}/account'; search: { change: 6; id: number | string } }
  | { to: '/{-$locale}/community'; search: { id: number | string } };

export function hitDestination(hit: {
  type: SearchType;
  id: string;
  origin?: 'announcement' | 'community' | undefined;
}): HitDestination | null {
  // Blog posts, questions and the community's articles open in the community.
  if (hit.origin === 'community' || hit.type === SearchType.blog || hit.type === SearchType.question) {
    return { to: '/{-$locale}/community', search: { id: idParam(hit.id) } };
  }
  switch (hit.type) {
    case SearchType.live:
      return { to: '/{-$locale}/live/watch/{-$watch}', params: { watch: hit.id } };
    case SearchType.resource:
      return { to: '/{-$locale}/knowledge/course/{-$id}', params: { id: hit.id } };
    // An exam hit is one of the learner's exam records: it opens the exam's detail page.
    case SearchType.exam:
      return { to: '/{-$locale}/account/exam/detail', search: { id: idParam(hit.id) } };
    case SearchType.info:
      return { to: '/{-$locale}/account', search: { change: 6, id: idParam(hit.id) } };
    default:
      return null;
  }
}

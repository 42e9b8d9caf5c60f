import type { SessionPhase } from '../../../../contract/offline.routes';
import { ATTENDANCE_CODE_MAX } from '../../../../contract/offline-limits';
import { keywordParam } from '../../kit/navigation/keyword-param';
import { idSearchParam, intParam, textParam } from '../../kit/navigation/search-params';

/*
 * `/knowledge/offcourse/{id}`'s address, read by the route's search validation, which ships with the start-up
 * code: so one small reader, and no contract module beyond the limits.
 */

/** Pages the address may ask for: bounded so a mangled link stays harmless. */
const MAX_PAGE = 100_000;

/** Without an id, the classroom courses: a keyword, where their sessions stand, and (members) their own. */
export interface OfflineListSearch {
  keyword?: string | undefined;
  phase?: SessionPhase | undefined;
  mine?: 1 | undefined;
  /** The list's page; on a course page, the page of the lecturer's open section. */
  pageCurrent?: number | undefined;
}

export interface OfflineSearch extends OfflineListSearch {
  /** What a phone read from a session's screen: the page checks the signed-in learner in with it. */
  code?: string | undefined;
  /** A session whose rotating code and live sheet its lecturer shows (`kind` 2: check-out). */
  screen?: number | string | undefined;
  kind?: 2 | undefined;
  /** The lecturer's open section (read strictly by the sections' own reader), its filter and open evaluation. */
  tab?: string | undefined;
  assessed?: 0 | 1 | undefined;
  evaluation?: number | string | undefined;
}

/**
 * Anything unreadable is left undefined, as are the defaults (the first page), so the page opens with them and
 * the router leaves them out of the address.
 */
export function readOfflineSearch(raw: Record<string, unknown>): OfflineSearch {
  return {
    code: textParam(raw.code, ATTENDANCE_CODE_MAX),
    screen: idSearchParam(raw.screen),
    kind: intParam(raw.kind, 2, 2) as 2 | undefined,
    tab: textParam(raw.tab, 20),
    assessed: intParam(raw.assessed, 0, 1) as 0 | 1 | undefined,
    evaluation: idSearchParam(raw.evaluation),
    keyword: keywordParam(raw.keyword),
    // `SessionPhase` runs 1–3.
    phase: intParam(raw.phase, 1, 3) as SessionPhase | undefined,
    mine: intParam(raw.mine, 1, 1) as 1 | undefined,
    pageCurrent: intParam(raw.pageCurrent, 2, MAX_PAGE),
  };
}

import { offlineView } from '../../../services/api/offline';
import type { HttpClient } from '../../../services/http';
import { settle, type Settled } from '../../kit/app/route-data';

/**
 * `/knowledge/offcourse/{id}?code=&screen=&kind=`: `code` is what a phone read from a session's screen (the
 * page checks the learner in with it); `screen` opens a session's code and live sheet for its lecturer, with
 * `kind` 2 for check-out.
 */
export interface OfflineSearch {
  code?: string | undefined;
  screen?: number | string | undefined;
  kind?: 2 | undefined;
}

export interface OfflineData {
  courseId: string;
  view: Settled<Awaited<ReturnType<typeof offlineView>>>;
}

/** The course as the caller stands in it; the page shows a failure (an unknown course) in its place. */
export async function offlineData(http: HttpClient, courseId: string): Promise<OfflineData> {
  return { courseId, view: await settle(http, offlineView(http, { courseId }, { isShowErrTip: false })) };
}

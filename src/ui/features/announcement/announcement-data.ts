import type { Page } from '../../../../contract/envelope';
import type {
  AnnouncementComment,
  AnnouncementView,
  PublicAnnouncementView,
} from '../../../../contract/notice';
import { selectIsSignedIn } from '../../../machines/session/session.selectors';
import { commentPage, publicView, view } from '../../../services/api/announcement';
import type { HttpClient } from '../../../services/http';
import { settle, type Settled } from '../../kit/app/route-data';
import type { SessionActorRef } from '../../kit/app/app-services';

export const COMMENT_PAGE_SIZE = 10;

/** The page shows a failed read inline, so the calls stay quiet. */
const QUIET = { isShowErrTip: false } as const;

export interface AnnouncementDetailData {
  id: string;
  /** The comments page read. */
  page: number;
  /** Null when preloaded: reading the announcement marks it read, so only opening it does (see below). */
  announcement: Settled<AnnouncementView> | null;
  comments: Settled<Page<AnnouncementComment>>;
}

/**
 * A colleague's view of an announcement and a page of its comments. The gateway marks an announcement read
 * when it is read, so a preload (a pointer resting on a link) reads only the comments; the route reads the
 * announcement again when the page really opens (its `shouldReload`).
 */
export async function announcementDetailData(
  http: HttpClient,
  deps: { id: string; page: number },
  preload: boolean,
): Promise<AnnouncementDetailData> {
  const [announcement, comments] = await Promise.all([
    preload ? null : settle(http, view(http, { id: deps.id }, QUIET)),
    settle(
      http,
      commentPage(
        http,
        { announcementId: deps.id, pageCurrent: deps.page, pageSize: COMMENT_PAGE_SIZE },
        QUIET,
      ),
    ),
  ]);
  return { id: deps.id, page: deps.page, announcement, comments };
}

/** `/announcement/{id}`: the full view for colleagues, the public text for visitors. */
export type AnnouncementPageData =
  | { reader: 'colleague'; detail: AnnouncementDetailData }
  | { reader: 'visitor'; announcement: Settled<PublicAnnouncementView> };

export async function announcementPageData(
  http: HttpClient,
  session: SessionActorRef,
  deps: { id: string; page: number },
  preload: boolean,
): Promise<AnnouncementPageData> {
  if (selectIsSignedIn(session.getSnapshot())) {
    return { reader: 'colleague', detail: await announcementDetailData(http, deps, preload) };
  }
  return { reader: 'visitor', announcement: await settle(http, publicView(http, { id: deps.id }, QUIET)) };
}

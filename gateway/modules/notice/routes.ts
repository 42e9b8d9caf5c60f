import type { FastifyInstance } from 'fastify';
import { announcementApi, msgNoticeApi } from '../../../contract/notice';
import { route, type RouteDeps } from '../../http/route';
import { memberScope } from '../../shared/member-scope';
import {
  announcementCounts,
  announcementPage,
  hideAnnouncements,
  publicAnnouncement,
  readAnnouncements,
  toggleAdmire,
  viewAnnouncement,
} from './announcements';
import { commentPage, deleteReply, saveComment, saveReply } from './comments';
import { collectMessages, deleteMessages, messagePage, readMessages, unreadMessageCount } from './messages';

export function registerNoticeRoutes(app: FastifyInstance, _deps: RouteDeps): void {
  route(app, msgNoticeApi.page, ({ db, auth, body }) => messagePage(db, memberScope(auth), body));
  route(app, msgNoticeApi.count, async ({ db, auth, now }) => {
    const scope = memberScope(auth);
    const userMsgNoticeCount = await unreadMessageCount(db, scope);
    const announcementCount = (await announcementCounts(db, scope, now())).unreadCount;
    return { count: userMsgNoticeCount + announcementCount, announcementCount, userMsgNoticeCount };
  });
  route(app, msgNoticeApi.batchRead, async ({ db, auth, body, now }) => ({
    count: await readMessages(db, memberScope(auth), body, now()),
  }));
  route(app, msgNoticeApi.batchDelete, async ({ db, auth, body }) => ({
    count: await deleteMessages(db, memberScope(auth), body.ids),
  }));
  route(app, msgNoticeApi.collectCount, ({ db, auth }) => collectMessages(db, memberScope(auth)));

  route(app, announcementApi.recordPage, ({ db, auth, body, now }) =>
    announcementPage(db, memberScope(auth), body, now()),
  );
  route(app, announcementApi.readCount, ({ db, auth, now }) =>
    announcementCounts(db, memberScope(auth), now()),
  );
  route(app, announcementApi.batchRead, async ({ db, auth, body, now }) => ({
    count: await readAnnouncements(db, memberScope(auth), body, now()),
  }));
  route(app, announcementApi.batchDelete, async ({ db, auth, body, now }) => ({
    count: await hideAnnouncements(db, memberScope(auth), body.ids, now()),
  }));
  route(app, announcementApi.publicView, ({ db, site, body, now }) =>
    publicAnnouncement(db, site, body.id, now()),
  );
  route(app, announcementApi.view, ({ db, auth, body, now }) =>
    viewAnnouncement(db, memberScope(auth), body.id, now()),
  );
  route(app, announcementApi.admire, ({ db, auth, body, now }) =>
    toggleAdmire(db, memberScope(auth), body.id, now()),
  );
  route(app, announcementApi.commentPage, ({ db, auth, body, now }) =>
    commentPage(db, memberScope(auth), body, now()),
  );
  route(app, announcementApi.commentSave, ({ db, auth, body, now }) =>
    saveComment(db, memberScope(auth), body, now()),
  );
  route(app, announcementApi.replySave, ({ db, auth, body, now }) =>
    saveReply(db, memberScope(auth), body, now()),
  );
  route(app, announcementApi.replyDelete, async ({ db, auth, body }) => {
    await deleteReply(db, memberScope(auth), body.id);
    return null;
  });
}

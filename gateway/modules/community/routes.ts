import type { FastifyInstance } from 'fastify';
import { communityApi } from '../../../contract/community';
import type { Auth, Site } from '../../http/context';
import { route, type RouteDeps } from '../../http/route';
import { memberScope, visitorReader, type Reader } from '../../shared/member-scope';
import { acceptAnswer, commentPage, deleteComment, saveComment, saveReply } from './comments';
import { registerPictureRoute } from './pictures';
import { deletePost, editPost, likePost, minePage, postPage, savePost, viewPost } from './posts';

/** Who reads a public call: the signed-in member of a company of this tenant, else the site's visitor. */
function readerOf(auth: Auth | null, site: Site): Reader | null {
  if (auth !== null && auth.enterpriseId !== null && auth.tenantId === site.tenantId) {
    return { tenantId: auth.tenantId, enterpriseId: auth.enterpriseId, userId: auth.userId };
  }
  return visitorReader(site);
}

export function registerCommunityRoutes(app: FastifyInstance, deps: RouteDeps): void {
  route(app, communityApi.page, ({ db, auth, site, body }) => postPage(db, readerOf(auth, site), body));
  route(app, communityApi.view, ({ db, auth, site, body }) => viewPost(db, readerOf(auth, site), body.id));
  route(app, communityApi.commentPage, ({ db, auth, site, body }) =>
    commentPage(db, readerOf(auth, site), body),
  );
  route(app, communityApi.minePage, ({ db, auth, body }) => minePage(db, memberScope(auth), body));
  route(app, communityApi.save, ({ db, auth, body, now }) => savePost(db, memberScope(auth), body, now()));
  route(app, communityApi.edit, ({ db, auth, body, now }) => editPost(db, memberScope(auth), body, now()));
  route(app, communityApi.delete, async ({ db, auth, body, now }) => {
    await deletePost(db, memberScope(auth), body.id, now());
    return null;
  });
  route(app, communityApi.like, ({ db, auth, body, now }) => likePost(db, memberScope(auth), body, now()));
  route(app, communityApi.commentSave, ({ db, auth, body, now }) =>
    saveComment(db, memberScope(auth), body, now()),
  );
  route(app, communityApi.replySave, ({ db, auth, body, now }) =>
    saveReply(db, memberScope(auth), body, now()),
  );
  route(app, communityApi.commentDelete, async ({ db, auth, body, now }) => {
    await deleteComment(db, memberScope(auth), body.id, now());
    return null;
  });
  route(app, communityApi.accept, ({ db, auth, body, now }) =>
    acceptAnswer(db, memberScope(auth), body.id, now()),
  );
  registerPictureRoute(app, deps.db);
}

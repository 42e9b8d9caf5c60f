import type { FastifyInstance } from 'fastify';
import { courseApi, publicCourseApi } from '../../../contract/course';
import { route, type RouteDeps } from '../../http/route';
import { memberScope, memberReader, visitorReader } from '../../shared/member-scope';
import { categoryList, catalogueCount, cataloguePage } from './catalogue';
import { commentPage, deleteComment, saveComment } from './comments';
import { coursewareDownload, coursewareList } from './courseware';
import { institutionCoursePage, institutionView } from './institution-courses';
import { lecturerCourseCount, lecturerCoursePage } from './lecturer-courses';
import { markView, saveMark } from './marks';
import { toggleAdmire, toggleCollect } from './reactions';
import { chapterPeriodList, viewCourse } from './view';
import { imageTextWatch, resourceWatch } from './watch';

export function registerCourseRoutes(app: FastifyInstance, _deps: RouteDeps): void {
  const reader = (auth: Parameters<typeof memberScope>[0]) => memberReader(memberScope(auth));

  route(app, courseApi.categoryList, ({ db, auth }) => categoryList(db, reader(auth)));
  route(app, courseApi.infoPage, ({ db, auth, body }) => cataloguePage(db, reader(auth), body));
  route(app, courseApi.infoCount, ({ db, auth, body }) => catalogueCount(db, reader(auth), body));
  route(app, courseApi.view, ({ db, auth, body }) => viewCourse(db, reader(auth), body.courseId));
  route(app, courseApi.chapterPeriodList, ({ db, auth, body }) =>
    chapterPeriodList(db, reader(auth), body.courseId),
  );
  route(app, courseApi.resourceWatch, ({ db, auth, body, now }) =>
    resourceWatch(db, memberScope(auth), body, now()),
  );
  route(app, courseApi.imageTextWatch, ({ db, auth, body }) => imageTextWatch(db, memberScope(auth), body));
  route(app, courseApi.coursewareList, ({ db, auth, body }) =>
    coursewareList(db, memberScope(auth), body.courseId),
  );
  route(app, courseApi.coursewareDownload, ({ db, auth, body, now }) =>
    coursewareDownload(db, memberScope(auth), body.coursewareId, now()),
  );
  route(app, courseApi.admire, ({ db, auth, body, now }) =>
    toggleAdmire(db, memberScope(auth), body.courseId, now()),
  );
  route(app, courseApi.collect, ({ db, auth, body, now }) =>
    toggleCollect(db, memberScope(auth), body.courseId, now()),
  );
  route(app, courseApi.commentPage, ({ db, auth, body }) => commentPage(db, memberScope(auth), body));
  route(app, courseApi.commentSave, ({ db, auth, body, now }) =>
    saveComment(db, memberScope(auth), body, now()),
  );
  route(app, courseApi.commentDelete, async ({ db, auth, body }) => {
    await deleteComment(db, memberScope(auth), body.id);
    return null;
  });
  route(app, courseApi.markSave, ({ db, auth, body, now }) => saveMark(db, memberScope(auth), body, now()));
  route(app, courseApi.markView, ({ db, auth, body }) => markView(db, memberScope(auth), body.courseId));
  route(app, courseApi.institutionView, ({ db, auth }) => institutionView(db, memberScope(auth)));
  route(app, courseApi.institutionPage, ({ db, auth, body }) =>
    institutionCoursePage(db, memberScope(auth), body),
  );
  route(app, courseApi.lecturerPage, ({ db, auth, body }) => lecturerCoursePage(db, memberScope(auth), body));
  route(app, courseApi.lecturerCount, ({ db, auth, body }) =>
    lecturerCourseCount(db, memberScope(auth), body),
  );

  // Visitors: public courses of the site's company; a site of several companies has none to show.
  route(app, publicCourseApi.categoryList, ({ db, site }) => categoryList(db, visitorReader(site)));
  route(app, publicCourseApi.infoPage, ({ db, site, body }) => cataloguePage(db, visitorReader(site), body));
  route(app, publicCourseApi.infoCount, ({ db, site, body }) =>
    catalogueCount(db, visitorReader(site), body),
  );
  route(app, publicCourseApi.view, ({ db, site, body }) =>
    viewCourse(db, visitorReader(site), body.courseId),
  );
  route(app, publicCourseApi.chapterPeriodList, ({ db, site, body }) =>
    chapterPeriodList(db, visitorReader(site), body.courseId),
  );
}

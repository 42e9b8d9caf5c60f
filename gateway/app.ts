import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { Code } from '../contract/envelope';
import { fastifyTrustProxy, type Config } from './config';
import type { Db } from './db/client';
import { useServerKeySecret } from './http/crypto';
import { REDACTED_PATHS, requestSerializer, safeError } from './http/logging';
import { GATEWAY_PREFIX, envelope, sendEnvelope, type RouteDeps } from './http/route';
import { registerCourseRoutes } from './modules/course/routes';
import { registerExamRoutes } from './modules/exam/routes';
import { EXAM_TASKS_EXPORT, examTaskExportRows } from './modules/exam/task-export';
import { registerExportRoutes } from './modules/export/routes';
import { registerLecturerRoutes } from './modules/lecturer/routes';
import { registerLibraryRoutes } from './modules/library/routes';
import { registerLiveRoutes } from './modules/live/routes';
import { registerMediaRoutes } from './modules/media/routes';
import { registerNoticeRoutes } from './modules/notice/routes';
import {
  OFFLINE_ATTENDANCE_EXPORT,
  attendanceExportRows,
  registerOfflineRoutes,
} from './modules/offline/routes';
import { COURSE_PROGRESS_EXPORT, courseProgressRows } from './modules/progress/export';
import { MY_TASKS_EXPORT, myTaskRows } from './modules/study/export';
import { POST_CERT_EXPORT, postCertRows } from './modules/study/post-certification';
import { registerMallRoutes } from './modules/mall/routes';
import { registerPointsRoutes } from './modules/points/routes';
import { registerCommunityRoutes } from './modules/community/routes';
import { registerProgressRoutes } from './modules/progress/routes';
import { registerProjectRoutes } from './modules/project/routes';
import { registerNeedsRoutes } from './modules/needs/routes';
import { registerRankRoutes } from './modules/rank/routes';
import { registerCertificateRoutes } from './modules/certificate/routes';
import { registerRecordRoutes } from './modules/record/routes';
import { registerSearchRoutes } from './modules/search/routes';
import { registerStudyRoutes } from './modules/study/routes';
import { registerSurveyRoutes } from './modules/survey/routes';
import { registerSystemRoutes } from './modules/system/routes';
import { sitePolicy, viewWebsite } from './modules/system/service';
import { registerUploadRoutes } from './modules/upload/routes';
import { registerUserRoutes } from './modules/user/routes';
import { registerCompression } from './plugins/compression';
import { registerErrorPlugin } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security-headers';
import { createSiteResolver, registerSitePlugin } from './plugins/site';
import { registerStaticPlugin } from './plugins/static';

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** Where log lines go (stdout by default); tests read them to prove secrets stay out. */
  logStream?: { write(line: string): void };
}

/** The gateway as a Fastify instance, ready but not listening (main.ts listens; tests use inject()). */
export async function buildApp({ config, db, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: { req: requestSerializer },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Sign-in and QR polling are short; a stuck client must not hold a socket for long.
    requestTimeout: 30_000,
    // Lets SIGTERM finish in-flight requests while refusing new ones.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });

  // While closing, answers still in flight tell the client to drop the connection, so close() is not held
  // up by keep-alive sockets (idle ones are closed at once by forceCloseConnections).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  const deps: RouteDeps = { config, db };
  useServerKeySecret(db, config.secret);
  app.decorate('deps', deps);

  registerErrorPlugin(app);
  await registerSecurityHeaders(app);
  await registerCompression(app);
  const sites = createSiteResolver(db, config.clock);
  registerSitePlugin(app, sites);

  // For load balancers: up only when the database answers. A balancer reads the status code, not the body,
  // so a gateway without its database answers 503 and is taken out of rotation.
  app.get(`${GATEWAY_PREFIX}/health`, async (request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return sendEnvelope(reply, envelope(Code.ok, '', { status: 'ok' }));
    } catch (err) {
      request.log.error({ err: safeError(err) }, 'health check failed');
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .send(envelope(Code.error, 'database unavailable', null));
    }
  });
  registerSystemRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerNoticeRoutes(app, deps);
  registerRankRoutes(app, deps);
  registerPointsRoutes(app, deps);
  registerMallRoutes(app, deps);
  registerCommunityRoutes(app, deps);
  registerRecordRoutes(app, deps);
  registerCertificateRoutes(app, deps);
  // Each kind of export job and the module that produces it; the export module files and runs them.
  registerExportRoutes(app, deps, {
    [COURSE_PROGRESS_EXPORT]: courseProgressRows,
    [MY_TASKS_EXPORT]: myTaskRows,
    [POST_CERT_EXPORT]: postCertRows,
    [EXAM_TASKS_EXPORT]: examTaskExportRows,
    [OFFLINE_ATTENDANCE_EXPORT]: attendanceExportRows,
  });
  registerSearchRoutes(app, deps);
  registerLibraryRoutes(app, deps);
  registerUploadRoutes(app, deps);
  registerStudyRoutes(app, deps);
  registerProjectRoutes(app, deps);
  registerNeedsRoutes(app, deps);
  registerExamRoutes(app, deps);
  registerSurveyRoutes(app, deps);
  registerCourseRoutes(app, deps);
  registerProgressRoutes(app, deps);
  registerLecturerRoutes(app, deps);
  registerLiveRoutes(app, deps);
  registerMediaRoutes(app, deps);
  registerOfflineRoutes(app, deps);

  await registerStaticPlugin(app, config, async (host) => {
    const site = await sites.byDomain(host);
    if (!site) return null;
    const view = await viewWebsite(db, site, undefined);
    return {
      branding: { title: view.websiteTitle, icon: view.websiteIco, logo: view.logo },
      policy: await sitePolicy(db, site),
    };
  });
  return app;
}

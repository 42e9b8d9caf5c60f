import type { FastifyInstance } from 'fastify';
import { progressApi } from '../../../contract/progress';
import { route, type RouteDeps } from '../../http/route';
import { memberScope } from '../../shared/member-scope';
import { acceptBeacons } from './beacon';
import { studyCollect } from './collect';
import { exportCourseProgress } from './export';
import { logReportFast, readReportBody } from './report-fast';
import { hangUp, logReport } from './reports';

export function registerProgressRoutes(app: FastifyInstance, _deps: RouteDeps): void {
  route(
    app,
    progressApi.logUpdate,
    ({ db, auth, body, now }) => logReport(db, memberScope(auth), body, now()),
    {
      parse: readReportBody,
      run: ({ db, site, tokenHash, body, now }) => logReportFast(db, site.tenantId, tokenHash, body, now),
    },
  );
  // The beacon's text body and body token are accepted in a context of its own, so no other route takes them.
  void app.register(async (beacon) => {
    acceptBeacons(beacon);
    route(beacon, progressApi.logBeacon, ({ db, auth, body, now }) =>
      logReport(db, memberScope(auth), body, now()),
    );
  });
  route(app, progressApi.hangUp, ({ db, auth, body, now }) => hangUp(db, memberScope(auth), body, now()));
  route(app, progressApi.studyCollect, ({ db, auth, now }) => studyCollect(db, memberScope(auth), now()));
  route(app, progressApi.progressExport, async ({ db, auth, body, locale, t, now }) => {
    const queued = await exportCourseProgress(db, memberScope(auth), body, locale, t, now());
    // A quick export is ready when the answer arrives; a slow one is finished by the runner.
    await app.exportJobs.runSoon();
    return queued;
  });
}

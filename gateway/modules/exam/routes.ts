import type { FastifyInstance } from 'fastify';
import { examRecordApi, examTaskApi } from '../../../contract/exam';
import { examPaperApi } from '../../../contract/exam-paper';
import { route, type RouteDeps } from '../../http/route';
import { memberScope } from '../../shared/member-scope';
import {
  attemptPage,
  currentRecordId,
  finishByLearner,
  finishedResult,
  markAttempt,
  saveAnswers,
  saveAnswersFast,
  saveEvent,
  startAttempt,
  viewAttempt,
} from './attempts';
import { readSaveBody } from './answers';
import { markingPage, markingView } from './marking';
import { examRecordPage, examRecordView, examTaskPage } from './records';
import { examCollect, examRank, examScoreRank, examTakerCount } from './standings';
import { exportRecordOf } from '../export/jobs';
import { exportExamTasks } from './task-export';
import { registerExamSweeper } from './sweeper';

export function registerExamRoutes(app: FastifyInstance, deps: RouteDeps): void {
  route(app, examRecordApi.page, ({ db, auth, body, now }) =>
    examRecordPage(db, memberScope(auth), body, now()),
  );
  route(app, examRecordApi.view, ({ db, auth, body, now }) =>
    examRecordView(db, memberScope(auth), body.id, now()),
  );
  route(app, examRecordApi.collect, ({ db, auth, now }) => examCollect(db, memberScope(auth), now()));
  route(app, examRecordApi.takerCount, ({ db, auth, body, now }) =>
    examTakerCount(db, memberScope(auth), body.examId, now()),
  );
  route(app, examRecordApi.rank, ({ db, auth, body, now }) => examRank(db, memberScope(auth), body, now()));
  route(app, examRecordApi.examRank, ({ db, auth, body, now }) =>
    examScoreRank(db, memberScope(auth), body, now()),
  );
  route(app, examTaskApi.page, ({ db, auth, body, now }) => examTaskPage(db, memberScope(auth), body, now()));
  route(app, examTaskApi.export, async ({ db, auth, body, locale, t, now }) => {
    const scope = memberScope(auth);
    const queued = await exportExamTasks(db, scope, body, locale, t, now());
    // A quick export answers ready; a slow one answers generating and is finished by the runner.
    await app.exportJobs.runSoon();
    return (await exportRecordOf(db, scope, queued.id)) ?? queued;
  });

  route(app, examPaperApi.start, ({ db, auth, body, now }) =>
    startAttempt(db, memberScope(auth), body.examId, now()),
  );
  // The hot path of an exam: a save whose token, attempt and answers all hold is one statement.
  route(
    app,
    examPaperApi.saveAnswers,
    ({ db, auth, body, now }) => saveAnswers(db, memberScope(auth), auth?.tokenHash ?? '', body, now()),
    {
      parse: readSaveBody,
      run: ({ db, site, tokenHash, body, now }) =>
        saveAnswersFast(db, { tenantId: site.tenantId, tokenHash }, body, now),
    },
  );
  route(app, examPaperApi.saveEvent, ({ db, auth, body, now }) =>
    saveEvent(db, memberScope(auth), body, now()),
  );
  route(app, examPaperApi.finish, ({ db, auth, body, now }) =>
    finishByLearner(db, memberScope(auth), body, now()),
  );
  route(app, examPaperApi.view, ({ db, auth, body, now }) =>
    viewAttempt(db, memberScope(auth), body.id, now()),
  );
  route(app, examPaperApi.finishView, ({ db, auth, body, now }) =>
    finishedResult(db, memberScope(auth), body.id, now()),
  );
  route(app, examPaperApi.page, ({ db, auth, body, now }) => attemptPage(db, memberScope(auth), body, now()));
  route(app, examPaperApi.current, ({ db, auth, body, now }) =>
    currentRecordId(db, memberScope(auth), body.examId, now()),
  );
  route(app, examPaperApi.mark, ({ db, auth, body, now }) => {
    const { tenantId, enterpriseId } = memberScope(auth);
    return markAttempt(db, { tenantId, enterpriseId }, body, now());
  });
  route(app, examPaperApi.markPage, ({ db, auth, body }) => {
    const { tenantId, enterpriseId } = memberScope(auth);
    return markingPage(db, { tenantId, enterpriseId }, body);
  });
  route(app, examPaperApi.markView, ({ db, auth, body }) => {
    const { tenantId, enterpriseId } = memberScope(auth);
    return markingView(db, { tenantId, enterpriseId }, body.id);
  });

  // Attempts whose browser is gone are handed in at their deadline, at start-up and every few seconds.
  registerExamSweeper(app, deps.db, deps.config.clock);
}

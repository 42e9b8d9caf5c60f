import type { FastifyInstance } from 'fastify';
import { surveyApi } from '../../../contract/survey';
import { route, type RouteDeps } from '../../http/route';
import { memberScope } from '../../shared/member-scope';
import { analyzeSurvey } from './analysis';
import { submitSurvey, viewSurvey } from './answers';
import { surveyTaskCount, surveyTaskPage } from './tasks';

export function registerSurveyRoutes(app: FastifyInstance, _deps: RouteDeps): void {
  route(app, surveyApi.taskPage, ({ db, auth, body, now }) =>
    surveyTaskPage(db, memberScope(auth), body, now()),
  );
  route(app, surveyApi.taskCount, ({ db, auth, now }) => surveyTaskCount(db, memberScope(auth), now()));
  route(app, surveyApi.view, ({ db, auth, body, now }) => viewSurvey(db, memberScope(auth), body.id, now()));
  route(app, surveyApi.submit, ({ db, auth, body, now }) => submitSurvey(db, memberScope(auth), body, now()));
  route(app, surveyApi.analyze, ({ db, auth, body, now }) =>
    analyzeSurvey(db, memberScope(auth), body.id, now()),
  );
}

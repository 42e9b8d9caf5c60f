import type { FastifyInstance } from 'fastify';
import { pointsApi } from '../../../contract/points';
import { route, type RouteDeps } from '../../http/route';
import { memberScope } from '../../shared/member-scope';
import { pointsSummary, recordPage, ruleList } from './balance';
import { signIn, signMonth } from './sign-in';

/** Points: the caller's balance and ledger, the company's rules, the daily sign-in (decision 0063). */
export function registerPointsRoutes(app: FastifyInstance, _deps: RouteDeps): void {
  route(app, pointsApi.summary, ({ db, auth, now }) => pointsSummary(db, memberScope(auth), now()));
  route(app, pointsApi.recordPage, ({ db, auth, body }) => recordPage(db, memberScope(auth), body));
  route(app, pointsApi.ruleList, ({ db, auth }) => ruleList(db, memberScope(auth)));
  route(app, pointsApi.signMonth, ({ db, auth, body, now }) =>
    signMonth(db, memberScope(auth), body.month, now()),
  );
  route(app, pointsApi.signIn, ({ db, auth, now }) => signIn(db, memberScope(auth), now()));
}

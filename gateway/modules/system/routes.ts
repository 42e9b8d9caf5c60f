import type { FastifyInstance } from 'fastify';
import { systemApi } from '../../../contract/system';
import { getServerKey } from '../../http/crypto';
import { route, type RouteDeps } from '../../http/route';
import { headerLogo, listEnum, listNav, viewAgreement, viewWebsite } from './service';

export function registerSystemRoutes(app: FastifyInstance, _deps: RouteDeps): void {
  route(app, systemApi.websiteView, ({ db, site, body }) => viewWebsite(db, site, body.domain));
  route(app, systemApi.websiteViewAuth, ({ db, site, body }) => viewWebsite(db, site, body.domain));
  route(app, systemApi.agreementView, ({ db, site, body, locale }) =>
    viewAgreement(db, site, body.type, locale),
  );
  route(app, systemApi.publicKey, async ({ db }) => {
    const key = await getServerKey(db);
    return { publicKey: key.publicKey, algorithm: 'RSA-OAEP-256' as const };
  });
  route(app, systemApi.enumList, async ({ body, t }) => listEnum(body.enumName, t));
  route(app, systemApi.portalNavView, async ({ db, site, auth, locale }) => ({
    userEntLogo: await headerLogo(db, site, auth),
    contentList: await listNav(db, site, locale),
  }));
  route(app, systemApi.pcLogo, async ({ db, site, auth }) => ({ logo: await headerLogo(db, site, auth) }));
}

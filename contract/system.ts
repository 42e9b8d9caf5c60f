import { z } from 'zod';
import { endpoint } from './endpoint';
import { dateTime, flag, id } from './envelope';
import { ENUM_NAMES, systemRoutes } from './system.routes';

export { ENUM_NAMES, type EnumName } from './system.routes';

export const website = z.object({
  id,
  /** Company id when the site is bound to one company: the portal then hides "switch company". */
  eid: id.nullable(),
  domain: z.string(),
  websiteTitle: z.string(),
  websiteIco: z.string(),
  logo: z.string(),
  /** Client data: the tenant's display name. */
  clientName: z.string(),
  amapKeyId: z.string(),
  amapKeySecret: z.string(),
  /** Mobile site address (e.g. "/h5"); empty when the tenant has none. */
  mobileSite: z.string(),
  /** Sign-up open on this site. */
  registerEnabled: flag,
  /** QR sign-in providers configured for this site. */
  qrProviders: z.array(z.enum(['wecom', 'dingtalk'])),
});
export type Website = z.infer<typeof website>;

export const navItem = z.object({
  id,
  navName: z.string(),
  targetAddr: z.string(),
  /** 90 plain link, 99 or empty plain text, anything else an internal link. */
  targetType: z.number().int().nullable(),
  /** 1 open in a new page, 0 same page. */
  targetOpenNewPage: flag,
  statusId: flag,
  sort: z.number().int(),
});
export type NavItem = z.infer<typeof navItem>;

export const enumOption = z.object({ code: z.number().int(), desc: z.string() });
export type EnumOption = z.infer<typeof enumOption>;

const domainQuery = z.object({ domain: z.string().trim().max(253).optional() });

export const systemApi = {
  /** The site for the request host (or `domain`), before anything else loads. */
  websiteView: endpoint({
    ...systemRoutes.websiteView,
    request: domainQuery,
    response: website,
  }),
  /** Same as `websiteView` for a signed-in user (a gateway may personalise it). */
  websiteViewAuth: endpoint({
    ...systemRoutes.websiteViewAuth,
    request: domainQuery,
    response: website,
  }),
  /** The service (type 1) or privacy (type 2) agreement of the site, sanitised HTML. */
  agreementView: endpoint({
    ...systemRoutes.agreementView,
    request: z.object({ type: z.coerce.number().int().min(1).max(2) }),
    response: z.object({
      type: z.number().int(),
      title: z.string(),
      content: z.string(),
      gmtModified: dateTime,
    }),
  }),
  /** RSA public key (SPKI, base64) for encrypting password fields with RSA-OAEP/SHA-256. */
  publicKey: endpoint({
    ...systemRoutes.publicKey,
    request: z.object({}),
    response: z.object({ publicKey: z.string(), algorithm: z.literal('RSA-OAEP-256') }),
  }),
  enumList: endpoint({
    ...systemRoutes.enumList,
    request: z.object({ enumName: z.enum(ENUM_NAMES, { message: 'enumName.invalid' }) }),
    response: z.array(enumOption),
  }),
  portalNavView: endpoint({
    ...systemRoutes.portalNavView,
    request: z.object({}),
    response: z.object({ userEntLogo: z.string(), contentList: z.array(navItem) }),
  }),
  /** The logo for the PC portal header: the chosen company's logo when signed in, else the site's. */
  pcLogo: endpoint({
    ...systemRoutes.pcLogo,
    request: z.object({}),
    response: z.object({ logo: z.string() }),
  }),
};

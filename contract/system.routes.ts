import type { Route } from './route';

/**
 * The site, its agreements, enumerations and navigation. Values the portal needs at run time live here, free
 * of schemas (see `route.ts`); `system.ts` holds the shapes.
 */

export const ENUM_NAMES = [
  'LearningStatus',
  'ExamStatus',
  'CertificateStatus',
  'RegisterStatus',
  'ReadStatus',
  'ResourceType',
  'ContentType',
  'LiveStatus',
] as const;
export type EnumName = (typeof ENUM_NAMES)[number];

export const systemRoutes = {
  /** The site for the request host (or `domain`), before anything else loads. */
  websiteView: { method: 'GET', path: '/system/api/website/view' },
  /** Same as `websiteView` for a signed-in user (a gateway may personalise it). */
  websiteViewAuth: { method: 'GET', path: '/system/auth/website/view', noEnterprise: true },
  /** The service (type 1) or privacy (type 2) agreement of the site, sanitised HTML. */
  agreementView: { method: 'GET', path: '/system/api/website/agreement' },
  /** RSA public key (SPKI, base64) for encrypting password fields with RSA-OAEP/SHA-256. */
  publicKey: { method: 'GET', path: '/system/api/sys/public/key' },
  enumList: { method: 'GET', path: '/system/api/enum/list' },
  portalNavView: { method: 'POST', path: '/system/api/portal/nav/view' },
  /** The logo for the PC portal header: the chosen company's logo when signed in, else the site's. */
  pcLogo: { method: 'GET', path: '/system/api/pc/logo' },
} as const satisfies Record<string, Route>;

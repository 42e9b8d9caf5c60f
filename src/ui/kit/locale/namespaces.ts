/**
 * Message areas that load with their pages rather than with the start-up bundle. The build splits the
 * catalogues by `namespaceOf` (scripts/message-catalogues.ts); a route whose pages use an area asks for it in
 * its loader, and the portal frame brings `frame` and `forms` with its code (layout/portal-frame.ts). Keys of
 * no area are "core" and ship with the entry: what the start-up, the error and permission pages and every
 * page may show (`app.*`, `http.*`, `session.*`, pager, confirmation dialog…).
 */
export const LAZY_NAMESPACES = [
  'exam',
  'survey',
  'course',
  'player',
  'lecturer',
  'live',
  'crm',
  'account',
  'home',
  'auth',
  'frame',
  'forms',
  'certificate',
  'community',
] as const;
export type Namespace = (typeof LAZY_NAMESPACES)[number];

/**
 * The area of each key prefix; a longer prefix wins over a shorter one, so a few keys that shared widgets
 * speak stay with them (`account.pager.*` is every list's pager, not the account page's).
 */
const AREAS = new Map<string, Namespace | 'core'>(
  Object.entries({
    exam: 'exam',
    survey: 'survey',
    course: 'course',
    player: 'player',
    lecturer: 'lecturer',
    live: 'live',
    crm: 'crm',
    // The message centre and announcements (also the shared announcement page).
    account: 'account',
    'account.pager': 'core',
    'account.confirm': 'core',
    // The dashboard and the standings it previews.
    home: 'home',
    rank: 'home',
    // The integral mall, reached from the dashboard's navigation.
    mall: 'home',
    // Signing in, registering, the password reset, the company choice and the agreements.
    auth: 'auth',
    login: 'auth',
    register: 'auth',
    forget: 'auth',
    qr: 'auth',
    sms: 'auth',
    agreement: 'auth',
    company: 'auth',
    // The public verification of certificates.
    certificate: 'certificate',
    // Blog posts, questions and articles of the community.
    community: 'community',
    // Offline courses (the course page, check-in, the session screen) travel with the lecturers' pages.
    offline: 'lecturer',
    // The portal frame (header, menus, footer) and what only pages inside it show.
    shell: 'frame',
    notices: 'frame',
    downloads: 'frame',
    footer: 'frame',
    changePassword: 'frame',
    search: 'frame',
    share: 'frame',
    visitor: 'frame',
    // Form fields shared by the sign-in pages and the frame's change-password dialog, and the rule failures.
    form: 'forms',
    rule: 'forms',
    password: 'forms',
    'login.captcha': 'forms',
  } satisfies Record<string, Namespace | 'core'>),
);

/** The area of a message key: that of its longest listed prefix, otherwise core. */
export function namespaceOf(key: string): Namespace | 'core' {
  for (let end = key.lastIndexOf('.'); end > 0; end = key.lastIndexOf('.', end - 1)) {
    const area = AREAS.get(key.slice(0, end));
    if (area) return area;
  }
  return 'core';
}

/**
 * The portal's index.html as the request's site sees it: its title and icon from the first byte, and its logo
 * on the start-up screen (preloaded), so a learner sees their company's page while the scripts load. The
 * portal itself reads nothing of this; a gateway that sends the plain file works the same, with a spinner.
 */

/** What of a site the start-up page shows. */
export interface Branding {
  title: string;
  icon: string;
  logo: string;
  /**
   * The logo's own bytes as a `data:` address, when the gateway holds the file and it is small: the start-up
   * screen then shows it with the page itself instead of waiting for a connection the scripts keep busy.
   */
  logoData?: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** A path of the site itself or an https address; anything else (javascript:, data:, //host) is not used. */
export function safeImageUrl(value: string): string | null {
  const url = value.trim();
  if (url.length === 0 || url.length > 500) return null;
  if (url.startsWith('/') && !url.startsWith('//') && !url.includes('\\')) return url;
  if (/^https:\/\/[^\s"'<>]+$/i.test(url)) return url;
  return null;
}

export const TITLE_TAG = '<title>Praxis</title>';
export const ICON_TAG = '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />';
export const LOGO_MARK = '<!--site-logo-->';

/**
 * Fills the template's marks for one site. Without a site (or for a site with nothing to show) the template
 * comes back as it is.
 */
export function brandPortalPage(template: string, branding: Branding | null): string {
  if (!branding) return template;
  let page = template;
  const title = branding.title.trim();
  if (title) page = page.replace(TITLE_TAG, `<title>${escapeHtml(title)}</title>`);
  const icon = safeImageUrl(branding.icon);
  if (icon) page = page.replace(ICON_TAG, `<link rel="icon" href="${escapeHtml(icon)}" />`);
  const logo = safeImageUrl(branding.logo);
  if (logo && branding.logoData?.startsWith('data:image/')) {
    page = page.replace(
      LOGO_MARK,
      `<img class="boot-logo" src="${escapeHtml(branding.logoData)}" alt="${escapeHtml(title)}" />`,
    );
  } else if (logo) {
    const src = escapeHtml(logo);
    page = page
      .replace('</head>', `<link rel="preload" as="image" href="${src}" fetchpriority="high" />\n  </head>`)
      .replace(LOGO_MARK, `<img class="boot-logo" src="${src}" alt="${escapeHtml(title)}" />`);
  }
  return page;
}

/**
 * Gives one response's nonce to the page: its own `<style>` elements carry it, and a `csp-nonce` meta element
 * hands it to the portal, whose style engine writes its `<style>` elements with it (Vite's convention; the
 * browser hides the attribute from the page's styles, the script reads the `nonce` property).
 */
export function withNonce(page: string, nonce: string): string {
  const value = escapeHtml(nonce);
  return page
    .replaceAll('<style>', `<style nonce="${value}">`)
    .replace('</head>', `<meta property="csp-nonce" nonce="${value}" />\n  </head>`);
}

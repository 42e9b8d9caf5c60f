/** Document title for a page: page name, site title and the tenant's name, skipping blanks and repeats. */
export function documentTitle(parts: { page?: string; siteTitle?: string; clientName?: string }): string {
  const out: string[] = [];
  for (const part of [parts.page, parts.siteTitle, parts.clientName]) {
    const text = part?.trim();
    if (text && !out.includes(text)) out.push(text);
  }
  return out.join(' - ');
}

/** Points the page icon at the site's icon (keeps the built-in one when the site has none). */
export function applyFavicon(doc: Document, href: string): void {
  if (href.trim() === '') return;
  let link = doc.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.appendChild(link);
  }
  if (link.getAttribute('href') !== href) link.href = href;
}

import DOMPurify from 'dompurify';

/**
 * The one sanitiser of server HTML: agreements, rich text (announcements, course introductions, image-text)
 * and exam papers. The gateway sanitises already; the portal does it again because it may talk to another
 * gateway of the same contract, and markup from a server is still markup from outside.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

import { describe, expect, it } from 'vitest';
import {
  ICON_TAG,
  LOGO_MARK,
  TITLE_TAG,
  brandPortalPage,
  safeImageUrl,
} from '../../../gateway/plugins/portal-page';

const TEMPLATE = `<html><head>${TITLE_TAG}${ICON_TAG}</head><body><div class="boot">${LOGO_MARK}</div></body></html>`;

describe('the start-up page of a site', () => {
  it('shows the title, icon and logo, and preloads the logo', () => {
    const page = brandPortalPage(TEMPLATE, { title: '星河', icon: '/i.svg', logo: '/l.svg' });
    expect(page).toBe(
      '<html><head><title>星河</title><link rel="icon" href="/i.svg" />' +
        '<link rel="preload" as="image" href="/l.svg" fetchpriority="high" />\n  </head>' +
        '<body><div class="boot"><img class="boot-logo" src="/l.svg" alt="星河" /></div></body></html>',
    );
  });

  it('shows an inline logo without a preload', () => {
    const data = 'data:image/svg+xml;base64,PHN2Zy8+';
    const page = brandPortalPage(TEMPLATE, { title: 'T', icon: '/i.svg', logo: '/l.svg', logoData: data });
    expect(page).toContain(`<img class="boot-logo" src="${data}" alt="T" />`);
    expect(page).not.toContain('preload');
  });

  it('escapes what an administrator typed', () => {
    const page = brandPortalPage(TEMPLATE, {
      title: '</title><script>alert(1)</script>',
      icon: '/i.svg',
      logo: '/l.svg?a="><script>',
    });
    expect(page).not.toContain('<script>');
    expect(page).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(page).toContain('src="/l.svg?a=&quot;&gt;&lt;script&gt;"');
  });

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg/>',
    '//evil.example/x.png',
    'http://a/x.png',
    '',
    ' ',
  ])('ignores the address %j', (url) => {
    expect(safeImageUrl(url)).toBeNull();
    const page = brandPortalPage(TEMPLATE, { title: 'T', icon: url, logo: url });
    expect(page).toContain(ICON_TAG);
    expect(page).toContain(LOGO_MARK);
    expect(page).not.toContain('preload');
  });

  it('keeps paths of the site and https addresses', () => {
    expect(safeImageUrl('/gateway/files/a.svg')).toBe('/gateway/files/a.svg');
    expect(safeImageUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });

  it('leaves the template alone without a site or with an empty title', () => {
    expect(brandPortalPage(TEMPLATE, null)).toBe(TEMPLATE);
    expect(brandPortalPage(TEMPLATE, { title: ' ', icon: '', logo: '' })).toBe(TEMPLATE);
  });
});

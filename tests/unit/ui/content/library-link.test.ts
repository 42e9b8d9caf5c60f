// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { openFile } from '../../../../src/ui/kit/files/open-file';
import { libraryFileIdOf } from '../../../../src/ui/kit/rich-text/library-link';
import { shareUrl } from '../../../../src/ui/kit/share/share-button';

function fragment(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
}

describe('libraryFileIdOf', () => {
  it('finds the data-id of the link the click landed in, even on a child', () => {
    const host = fragment('<p>See <a href="#" data-id="42"><strong>the guide</strong></a></p>');
    const strong = host.querySelector('strong');
    expect(libraryFileIdOf(strong)?.id).toBe('42');
    expect(libraryFileIdOf(strong)?.link.tagName).toBe('A');
  });

  it('ignores ordinary links, text and malformed ids', () => {
    const host = fragment('<a href="/x">x</a><a data-id="abc">y</a><a data-id="0">z</a><span>t</span>');
    for (const el of host.querySelectorAll('a, span')) expect(libraryFileIdOf(el)).toBeNull();
    expect(libraryFileIdOf(null)).toBeNull();
  });
});

describe('openFile', () => {
  it('clicks a temporary download link for the address and removes it', () => {
    const clicked: string[] = [];
    const orig = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
      clicked.push(`${this.getAttribute('href') ?? ''}|${String(this.hasAttribute('download'))}|${this.rel}`);
    };
    try {
      openFile('/gateway/files/library/abc');
    } finally {
      HTMLAnchorElement.prototype.click = orig;
    }
    expect(clicked).toEqual(['/gateway/files/library/abc|true|noopener']);
    expect(document.querySelectorAll('a[download]')).toHaveLength(0);
  });
});

describe('shareUrl', () => {
  it('makes an absolute address on this site', () => {
    expect(shareUrl('/en/announcement/12', 'https://learn.example.com')).toBe(
      'https://learn.example.com/en/announcement/12',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { plainSummary, sanitizeHtml } from '../../../gateway/shared/sanitize';

describe('announcement HTML sanitiser', () => {
  it('keeps the allowed structure', () => {
    const html = '<p>Hello <strong>all</strong></p><h3>Plan</h3><ul><li>One</li><li>Two</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, styles, handlers and unknown tags, keeping their safe text', () => {
    expect(sanitizeHtml('<p onclick="x()" class="a">Hi</p><script>alert(1)</script><style>p{}</style>')).toBe(
      '<p>Hi</p>',
    );
    expect(sanitizeHtml('<div><img src=x onerror=alert(1)>text</div><iframe src="//evil"></iframe>')).toBe(
      'text',
    );
    expect(sanitizeHtml('<!-- note --><p>a</p>')).toBe('<p>a</p>');
  });

  it('allows only web and relative links and makes them open safely', () => {
    expect(sanitizeHtml('<a href="https://example.com/x?a=1&amp;b=2" style="x">ok</a>')).toBe(
      '<a href="https://example.com/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer nofollow">ok</a>',
    );
    expect(sanitizeHtml('<a href="/help">h</a>')).toContain('href="/help"');
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', '//evil.example']) {
      expect(sanitizeHtml(`<a href="${bad}">x</a>`)).toBe('<a>x</a>');
    }
  });

  it('keeps pictures of this site with their alt text, and nothing else of them', () => {
    expect(
      sanitizeHtml('<p><img src="/gateway/files/covers/a.jpg" alt="A &quot;sign&quot;" onerror="x()"></p>'),
    ).toBe('<p><img src="/gateway/files/covers/a.jpg" alt="A &quot;sign&quot;"></p>');
    expect(sanitizeHtml(`<img alt='Tom & "Jerry"' src='/x.png'/>`)).toBe(
      '<img src="/x.png" alt="Tom &amp; &quot;Jerry&quot;">',
    );
    for (const bad of [
      'https://tracker.example/p.gif',
      '//evil.example/p.gif',
      'javascript:x',
      'data:image/png,x',
    ]) {
      expect(sanitizeHtml(`<img src="${bad}" alt="x">`)).toBe('');
    }
    // An attribute that merely ends in the name is not the name.
    expect(sanitizeHtml('<img data-src="/a.png" alt="x">')).toBe('');
    expect(sanitizeHtml('<a data-href="/a">x</a>')).toBe('<a>x</a>');
  });

  it('keeps a library file link as a bare data-id link, and only a decimal id', () => {
    expect(sanitizeHtml('<a data-id="42" href="https://x.example/f.pdf" onclick="x()">Guide</a>')).toBe(
      '<a href="#" data-id="42">Guide</a>',
    );
    expect(sanitizeHtml("<a data-id='7'>a</a><a data-id=9>b</a>")).toBe(
      '<a href="#" data-id="7">a</a><a href="#" data-id="9">b</a>',
    );
    for (const bad of ['"1 onmouseover=x"', '"abc"', '"0"', '"1e3"', '"12" data-id="x"']) {
      expect(sanitizeHtml(`<a data-id=${bad}>x</a>`)).not.toContain('onmouseover');
    }
    expect(sanitizeHtml('<a data-id="abc">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a data-id="0">x</a>')).toBe('<a>x</a>');
  });

  it('escapes stray markup characters and closes what was left open', () => {
    expect(sanitizeHtml('<p>1 < 2 & 3 > 2 &amp; "q"')).toBe(
      '<p>1 &lt; 2 &amp; 3 &gt; 2 &amp; &quot;q&quot;</p>',
    );
    expect(sanitizeHtml('<ul><li><strong>a</ul>')).toBe('<ul><li><strong>a</strong></li></ul>');
    expect(sanitizeHtml('</p>text')).toBe('text');
  });

  it('summarises as plain text', () => {
    expect(plainSummary('<p>A &amp; B</p><ul><li>one</li></ul>')).toBe('A & B one');
    expect(plainSummary(`<p>${'字'.repeat(130)}</p>`)).toBe(`${'字'.repeat(120)}…`);
  });

  it('puts no stray space where an inline tag or a paragraph ended before punctuation', () => {
    expect(
      plainSummary('<ul><li><strong>首页</strong>：集中展示</li><li><b>消息中心</b>：批量已读</li></ul>'),
    ).toBe('首页：集中展示 消息中心：批量已读');
    expect(plainSummary('<p>各位同事：</p><p>公司将于 <strong>12 月 1 日</strong>开展培训。</p>')).toBe(
      '各位同事：公司将于 12 月 1 日开展培训。',
    );
    expect(plainSummary('<p>培训要点见<a href="#">《手册》</a>。如有疑问（分机 <em>8021</em>）。</p>')).toBe(
      '培训要点见《手册》。如有疑问（分机 8021）。',
    );
    expect(plainSummary('<p><strong>When</strong>: Monday, <em>10 am</em>.</p><p>Where: room 3</p>')).toBe(
      'When: Monday, 10 am. Where: room 3',
    );
    expect(plainSummary('<p>Line one<br>line two</p>')).toBe('Line one line two');
  });
});

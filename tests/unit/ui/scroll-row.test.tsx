// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROW_MARGIN, rowScrollFor, useCurrentInRow } from '../../../src/ui/kit/navigation/scroll-row';

describe('rowScrollFor', () => {
  const row = { scrollLeft: 0, clientWidth: 300, scrollWidth: 800 };

  it('leaves an item that already shows whole alone', () => {
    expect(rowScrollFor(row, { start: 0, end: 80 })).toBeNull();
    expect(rowScrollFor(row, { start: 220, end: 300 })).toBeNull();
  });

  it('scrolls forward so an item past the right edge ends a margin inside it', () => {
    expect(rowScrollFor(row, { start: 400, end: 480 })).toBe(480 + ROW_MARGIN - 300);
    // Cut in half by the edge counts as off-screen too.
    expect(rowScrollFor(row, { start: 260, end: 340 })).toBe(340 + ROW_MARGIN - 300);
  });

  it('scrolls back so an item before the left edge starts a margin inside it', () => {
    expect(rowScrollFor({ ...row, scrollLeft: 400 }, { start: 200, end: 280 })).toBe(200 - ROW_MARGIN);
    expect(rowScrollFor({ ...row, scrollLeft: 400 }, { start: 10, end: 90 })).toBe(0);
  });

  it('never scrolls past the end of the row', () => {
    expect(rowScrollFor(row, { start: 720, end: 800 })).toBe(500);
  });

  it('aligns an item wider than the row at its start', () => {
    expect(rowScrollFor(row, { start: 400, end: 720 })).toBe(400 - ROW_MARGIN);
  });
});

/*
 * jsdom lays nothing out: each element here reads its box from data attributes (left edge and width, in the
 * page's coordinates before the row scrolls), and the row's sizes likewise.
 */
function Row({ current }: { current: number }) {
  const ref = useCurrentInRow<HTMLDivElement>('[aria-current]', current);
  return (
    <div ref={ref} data-testid="row" data-left="0" data-width="300" data-scroll-width="800">
      {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
        <span key={i} data-left={String(i * 100)} data-width="100" aria-current={i === current || undefined}>
          {i}
        </span>
      ))}
    </div>
  );
}

describe('useCurrentInRow', () => {
  const scrolled: { left: number; behavior: string }[] = [];
  const num = (el: Element, name: string) => Number((el as HTMLElement).dataset[name] ?? 0);
  const nativeScrollTo = HTMLElement.prototype.scrollTo;

  beforeEach(() => {
    scrolled.length = 0;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      // Items move left as the row scrolls; the row itself stays put.
      const row = this.closest('[data-testid="row"]');
      const shift = row && row !== this ? (row as HTMLElement).scrollLeft : 0;
      const left = num(this, 'left') - shift;
      const width = num(this, 'width');
      return { left, right: left + width, width, top: 0, bottom: 20, height: 20, x: left, y: 0 } as DOMRect;
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return num(this, 'width');
    });
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return num(this, 'scrollWidth');
    });
    HTMLElement.prototype.scrollTo = function (this: HTMLElement, options?: ScrollToOptions | number) {
      if (typeof options !== 'object') return;
      scrolled.push({ left: options.left ?? 0, behavior: options.behavior ?? 'auto' });
      this.scrollLeft = options.left ?? 0;
    } as typeof HTMLElement.prototype.scrollTo;
  });

  afterEach(() => {
    vi.restoreAllMocks();
    HTMLElement.prototype.scrollTo = nativeScrollTo;
  });

  it('brings the current item into the row at once on the first paint', () => {
    render(<Row current={5} />);
    // Item 5 spans 500–600: the row (300 wide) ends a margin after it.
    expect(scrolled).toEqual([{ left: 600 + ROW_MARGIN - 300, behavior: 'instant' }]);
  });

  it('does not move when the current item already shows', () => {
    render(<Row current={1} />);
    expect(scrolled).toEqual([]);
  });

  it('follows a new current item smoothly, back and forth', () => {
    const { rerender } = render(<Row current={0} />);
    expect(scrolled).toEqual([]);
    rerender(<Row current={6} />);
    expect(scrolled).toEqual([{ left: 700 + ROW_MARGIN - 300, behavior: 'smooth' }]);
    rerender(<Row current={2} />);
    expect(scrolled.at(-1)).toEqual({ left: 200 - ROW_MARGIN, behavior: 'smooth' });
  });
});

import { describe, expect, it } from 'vitest';
import { createPortalSystem } from '../../../../src/ui/kit/app/system';

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('the portal colours', () => {
  const system = createPortalSystem();
  // A semantic token's value names the variable of the token it stands for; follow it to a colour.
  const resolve = (token: string): string => {
    const value = String(system.tokens.getByName(`colors.${token}`)?.value ?? '');
    const ref = /^var\(--chakra-colors-([\w-]+)\)$/.exec(value)?.[1];
    return ref ? resolve(ref.replace(/-/g, '.')) : value.toLowerCase();
  };

  it('keeps error text readable at small sizes on the page and card backgrounds (4.5:1)', () => {
    const error = resolve('fg.error');
    for (const background of ['bg', 'bg.subtle', 'bg.muted']) {
      expect(contrast(error, resolve(background)), background).toBeGreaterThanOrEqual(4.5);
    }
  });
});

/** The languages the gateway answers in. */
export type Locale = 'zh' | 'en';

/**
 * The reader's language from Accept-Language: English when the best-ranked tag is English, else Chinese
 * (the product's default). Ties keep header order.
 */
export function localeFrom(acceptLanguage: string | string[] | undefined): Locale {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  let best: { tag: string; q: number } | null = null;
  for (const part of header.split(',').slice(0, 32)) {
    const [rawTag, ...params] = part.trim().split(';');
    const tag = (rawTag ?? '').trim().toLowerCase();
    if (!tag) continue;
    let q = 1;
    for (const p of params) {
      const [name, value] = p.trim().split('=');
      if (name?.trim() === 'q') {
        const parsed = Number(value);
        q = Number.isFinite(parsed) ? parsed : 0;
      }
    }
    if (q <= 0) continue;
    if (!best || q > best.q) best = { tag, q };
  }
  return best && (best.tag === 'en' || best.tag.startsWith('en-')) ? 'en' : 'zh';
}

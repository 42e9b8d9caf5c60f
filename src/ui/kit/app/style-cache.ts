import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The nonce the gateway gave this page (`<meta property="csp-nonce" nonce="…">`), or none (the development
 * server, another gateway). The browser hides a nonce attribute from the page once the policy applies, so the
 * `nonce` property is read first.
 */
export function readCspNonce(doc: Pick<Document, 'querySelector'>): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || '';
  return nonce === '' ? undefined : nonce;
}

/**
 * Chakra UI's style engine (Emotion) writes its rules into `<style>` elements; with the page's nonce on them
 * they pass a policy that allows no inline styles otherwise.
 */
export function createStyleCache(nonce: string | undefined): EmotionCache {
  return createCache({ key: 'css', ...(nonce ? { nonce } : {}) });
}

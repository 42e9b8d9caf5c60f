import type { ComponentType } from 'react';
import { DeferredPanel } from '../app/deferred-panel';
import { loadSanitizer } from './sanitizer';

/** DOMPurify with the portal's rules (sanitize-html.ts). */
export type Sanitize = (html: string) => string;

/**
 * A view of server HTML that renders once the sanitiser is here, given it as `sanitize`. Pages that open on
 * such text bring the sanitiser in their loaders (`richTextReady`), so it is there on the first render;
 * otherwise a spinner of `minHeight` holds the text's place, and a failed download offers a retry.
 */
export function withSanitizer<P extends object>(
  View: ComponentType<P & { sanitize: Sanitize }>,
  minHeight: string,
): ComponentType<P> {
  return function Sanitized(props: P) {
    return (
      <DeferredPanel load={loadSanitizer} wanted minHeight={minHeight}>
        {({ sanitizeHtml }) => <View {...props} sanitize={sanitizeHtml} />}
      </DeferredPanel>
    );
  };
}

import { Box, type BoxProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { DeferredPanel } from '../app/deferred-panel';
import { loadSanitizer } from './sanitizer';

/** Reading styles for question stems, options, materials and explanations. */
export const PAPER_TEXT_CSS = {
  '& p, & ul, & ol': { marginBottom: '2' },
  '& p:last-child, & ul:last-child, & ol:last-child': { marginBottom: 0 },
  '& ul': { paddingInlineStart: '6', listStyle: 'disc' },
  '& ol': { paddingInlineStart: '6', listStyle: 'decimal' },
  '& strong, & b': { fontWeight: 'semibold' },
  '& img': { maxWidth: 'full', height: 'auto' },
} as const;

type PaperHtmlProps = { html: string } & Omit<BoxProps, 'children'>;

/**
 * Rich text of a paper (stems, options, materials, explanations, a learner's short answer), sanitised again
 * in the browser like every HTML from the gateway. The pages that show papers bring the sanitiser in their
 * loaders (`richTextReady`), so it is here on the first render; otherwise a spinner holds the text's place.
 */
export function PaperHtml(props: PaperHtmlProps) {
  return (
    <DeferredPanel load={loadSanitizer} wanted minHeight="6">
      {({ sanitizeHtml }) => <SanitizedPaper sanitize={sanitizeHtml} {...props} />}
    </DeferredPanel>
  );
}

function SanitizedPaper({
  html,
  sanitize,
  ...rest
}: PaperHtmlProps & { sanitize: (html: string) => string }) {
  const clean = useMemo(() => sanitize(html), [sanitize, html]);
  return (
    <Box
      lineHeight="tall"
      css={PAPER_TEXT_CSS}
      // Sanitised with DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: clean }}
      {...rest}
    />
  );
}

import { Box, type BoxProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { withSanitizer, type Sanitize } from './with-sanitizer';

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

function SanitizedPaper({ html, sanitize, ...rest }: PaperHtmlProps & { sanitize: Sanitize }) {
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

/**
 * Rich text of a paper (stems, options, materials, explanations, a learner's short answer), sanitised again
 * in the browser like every HTML from the gateway.
 */
export const PaperHtml = withSanitizer(SanitizedPaper, '6');

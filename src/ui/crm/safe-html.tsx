import { Box, type BoxProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { sanitizeAgreementHtml } from '../agreement/sanitize';

const TEXT_CSS = {
  '& p, & ul, & ol': { marginBottom: '2' },
  '& p:last-child, & ul:last-child, & ol:last-child': { marginBottom: 0 },
  '& ul': { paddingInlineStart: '6', listStyle: 'disc' },
  '& ol': { paddingInlineStart: '6', listStyle: 'decimal' },
  '& strong, & b': { fontWeight: 'semibold' },
  '& img': { maxWidth: 'full', height: 'auto' },
} as const;

/** Rich text from the gateway (questions, reference answers, a learner's answer), sanitised again here. */
export function SafeHtml({ html, ...rest }: { html: string } & Omit<BoxProps, 'children'>) {
  const clean = useMemo(() => sanitizeAgreementHtml(html), [html]);
  return (
    <Box
      lineHeight="tall"
      css={TEXT_CSS}
      // Sanitised with DOMPurify just above (and by the gateway before).
      dangerouslySetInnerHTML={{ __html: clean }}
      {...rest}
    />
  );
}

import { Box, type BoxProps } from '@chakra-ui/react';
import { useMemo, type MouseEvent } from 'react';
import { libraryDownload } from '../../../services/api/library';
import { useHttp } from '../app/app-services';
import { openFile } from '../files/open-file';
import { useSignInPrompt } from '../dialogs/sign-in-prompt';
import { libraryFileIdOf } from './library-link';
import { withSanitizer, type Sanitize } from './with-sanitizer';

type RichTextProps = { html: string } & Omit<BoxProps, 'children'>;

function SanitizedText({ html, sanitize, ...rest }: RichTextProps & { sanitize: Sanitize }) {
  const clean = useMemo(() => sanitize(html), [sanitize, html]);
  const http = useHttp();
  const { guard, prompt } = useSignInPrompt();

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const hit = libraryFileIdOf(event.target);
    if (!hit) return;
    event.preventDefault();
    const { id, link } = hit;
    if (link.getAttribute('aria-busy') === 'true') return;
    guard(() => {
      link.setAttribute('aria-busy', 'true');
      libraryDownload(http, id)
        .then(({ url }) => openFile(url))
        // The client has shown the gateway's message already.
        .catch(() => undefined)
        .finally(() => link.removeAttribute('aria-busy'));
    });
  };

  return (
    <>
      <Box
        className="rich-text"
        lineHeight="tall"
        css={{
          '& p, & ul, & ol, & h3, & h4': { marginBottom: '3' },
          '& ul': { paddingInlineStart: '6', listStyle: 'disc' },
          '& ol': { paddingInlineStart: '6', listStyle: 'decimal' },
          '& h3': { fontWeight: 'semibold', fontSize: 'lg' },
          '& h4': { fontWeight: 'semibold' },
          '& a': { color: 'brand.fg', textDecoration: 'underline' },
          '& a[data-id]': { cursor: 'pointer' },
          '& a[aria-busy="true"]': { cursor: 'progress', opacity: 0.6 },
        }}
        onClick={onClick}
        // Sanitised with DOMPurify just above.
        dangerouslySetInnerHTML={{ __html: clean }}
        {...rest}
      />
      {prompt}
    </>
  );
}

/**
 * HTML from the gateway (announcements, descriptions), sanitised again here and styled for reading. Links
 * marked with `data-id` download that library file: download call → address → open (visitors are asked to
 * sign in first).
 */
export const RichText = withSanitizer(SanitizedText, '16');

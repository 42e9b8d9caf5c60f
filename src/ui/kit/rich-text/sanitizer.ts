import { codeReady, inPlace } from '../app/on-demand';

/*
 * The sanitiser (DOMPurify) is the heaviest part of a page that shows rich text or a paper, so it is not part of
 * the page's own code: it comes when such text is about to show, and nothing is shown unsanitised meanwhile. A
 * failed download is retried where the text was to show, never by reloading (an exam paper is open).
 */
export const loadSanitizer = inPlace(() => import('./sanitize-html'));

/**
 * For the loader of a page that opens on rich text or a paper: the sanitiser downloads beside the page's data,
 * so the text shows in the first render instead of one round trip later. A failure is left to the text to
 * report.
 */
export function richTextReady(): Promise<void> {
  return codeReady(loadSanitizer);
}

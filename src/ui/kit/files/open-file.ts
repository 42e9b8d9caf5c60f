/**
 * Hands a file address from the gateway to the browser. The gateway serves files as attachments, so the
 * browser saves the file and the page (and anything half-typed on it) stays.
 */
export function openFile(url: string, doc: Document = document): void {
  const anchor = doc.createElement('a');
  anchor.href = url;
  anchor.download = '';
  anchor.rel = 'noopener';
  doc.body.append(anchor);
  anchor.click();
  anchor.remove();
}

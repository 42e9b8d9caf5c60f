import 'react';

/*
 * The Element Timing API's attribute, which React passes through as written. The portal marks each page's main
 * content with `elementtiming="main-content"`, so the cold-load benchmark (bench/coldload.mjs) can tell when
 * the content a visitor came for was painted. It goes on a native element that holds the text itself: Chakra
 * components drop attributes they do not know, so wrap the native element with `asChild`.
 */
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged declaration repeats React's parameter
  interface HTMLAttributes<T> {
    elementtiming?: 'main-content';
  }
}

/**
 * Marks a page's main content for the Element Timing API, so the cold-load benchmark can tell when the content
 * a visitor came for was painted. Spread it onto a native element that holds the text itself: Chakra components
 * drop attributes they do not know, so wrap the native element with `asChild`.
 */
export const mainContentMark: { readonly elementtiming: 'main-content' } = { elementtiming: 'main-content' };

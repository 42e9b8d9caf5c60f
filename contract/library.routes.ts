import type { Route } from './route';

/** Library files linked from rich text. Free of schemas (see `route.ts`); `library.ts` holds the shapes. */
export const libraryRoutes = {
  /** A short-lived address of a library file, for links marked with `data-id` in rich text. */
  download: { method: 'GET', path: '/course/auth/resource/library/download' },
} as const satisfies Record<string, Route>;

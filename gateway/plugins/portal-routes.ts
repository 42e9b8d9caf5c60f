import { z } from 'zod';
import { buildFileIn, jsonOf } from './build-file';

/*
 * The portal's build writes `routes.json` beside index.html (scripts/route-list.ts): the path patterns of its
 * route tree, TanStack style, and the locale prefixes (`/en`). With it the gateway tells a page of the portal
 * from an address that is none, and answers the latter with the portal's 404 page and status 404. A build
 * without the file (another portal) keeps the plain history fallback: every address is a page.
 */

const routeListFile = z.object({
  localePrefixes: z.array(z.string().regex(/^[a-z]+$/)),
  patterns: z.array(z.string().startsWith('/')).min(1),
});

type Segment =
  | { kind: 'static'; value: string }
  | { kind: 'param' }
  | { kind: 'optional' }
  /** `$` at the end: the rest of the path, possibly nothing. */
  | { kind: 'splat' };

const segmentsOf = (path: string): string[] => path.split('/').filter((s) => s !== '');

function parsePattern(pattern: string): Segment[] {
  return segmentsOf(pattern).map((s): Segment => {
    if (s === '$') return { kind: 'splat' };
    if (/^\{-\$[\w]+\}$/.test(s)) return { kind: 'optional' };
    if (/^\$[\w]+$/.test(s)) return { kind: 'param' };
    return { kind: 'static', value: s };
  });
}

function matches(pattern: Segment[], path: string[]): boolean {
  const [head, ...rest] = pattern;
  if (!head) return path.length === 0;
  if (head.kind === 'splat') return true;
  if (head.kind === 'optional' && matches(rest, path)) return true;
  const [first, ...others] = path;
  if (first === undefined) return false;
  if (head.kind === 'static' && head.value !== first) return false;
  return matches(rest, others);
}

export interface PortalRoutes {
  /** Whether a path (no query) is one of the portal's pages, in any locale. */
  isPage: (path: string) => boolean;
  /** The pattern of the page a path (no query) opens, in any locale: the most specific that matches; or null. */
  patternOf: (path: string) => string | null;
}

/** More static segments first, so `/account/exam/record` wins over `/account/exam/{-$id}` for its own path. */
const specificity = (segments: Segment[]) => segments.filter((s) => s.kind === 'static').length;

/** Reads a route list; null when the text is not one (the caller then treats every address as a page). */
export function parseRouteList(text: string): PortalRoutes | null {
  const list = routeListFile.safeParse(jsonOf(text));
  if (!list.success) return null;
  const patterns = list.data.patterns
    .map((text) => ({ text, segments: parsePattern(text) }))
    .sort((a, b) => specificity(b.segments) - specificity(a.segments));
  const prefixes = new Set(list.data.localePrefixes);
  const firstMatch = (segments: string[]) =>
    patterns.find((p) => matches(p.segments, segments))?.text ?? null;
  const patternOf = (path: string): string | null => {
    let segments: string[];
    try {
      segments = segmentsOf(path).map((s) => decodeURIComponent(s));
    } catch {
      return null;
    }
    const own = firstMatch(segments);
    if (own !== null) return own;
    const [first, ...rest] = segments;
    return first !== undefined && prefixes.has(first) ? firstMatch(rest) : null;
  };
  return { isPage: (path) => patternOf(path) !== null, patternOf };
}

/**
 * The route list of a static directory's build, read again when the file changes (a new build under a running
 * gateway); null while there is none.
 */
export const portalRoutesIn = (file: string): (() => PortalRoutes | null) =>
  buildFileIn(file, parseRouteList);

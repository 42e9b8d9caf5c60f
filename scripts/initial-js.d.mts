export interface RouteNode {
  file: string;
  parent: string | null;
  path: string;
}
export interface PageFiles {
  /** The route pattern without the locale, TanStack style: `/knowledge/course/{-$id}`. */
  route: string;
  /** The route's file under src/routes, without its extension. */
  file: string;
  /** Files (under the build directory) the page needs beyond the entry's. */
  extraFiles: string[];
}
export function readRouteTree(file?: string): Map<string, RouteNode>;
export function initialFiles(
  dist?: string,
  routeTreeFile?: string,
): { entryFiles: string[]; pages: PageFiles[]; allFiles: string[] };

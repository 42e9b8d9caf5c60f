import { localeFromPath, pathForLocale } from '../locale/locale-path';

/**
 * The page `/redirect/{path}` stands for: `/{path}` in the language of the redirect's own URL, with its
 * query. Only a same-site path comes out, whatever the segment holds (`//host` and `\` are flattened).
 */
export function redirectTarget(splat: string, search: string, pathname: string): string {
  const path = `/${splat.replace(/\\/g, '/').replace(/^\/+/, '')}`;
  const query = search === '' || search.startsWith('?') ? search : `?${search}`;
  return pathForLocale(path, localeFromPath(pathname)) + query;
}

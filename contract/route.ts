/**
 * Where a call goes, without its schemas. The portal's start-up code imports only these (files named
 * `*.routes.ts`), so the schema library loads on the first answer it has to check, not before the first paint.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Route {
  method: HttpMethod;
  path: string;
  /** Calls that need a signed-in user but no chosen company (choosing one, for instance). */
  noEnterprise?: boolean;
}

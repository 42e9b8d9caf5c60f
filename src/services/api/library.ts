import type { ResponseOf } from '../../../contract/endpoint';
import type { libraryApi } from '../../../contract/library';
import { libraryRoutes } from '../../../contract/library.routes';
import type { CallOptions, HttpClient } from '../http';
import { lazyApi } from '../lazy-api';

const libraryEndpoints = lazyApi(libraryRoutes, () =>
  import('../../../contract/library').then((m) => m.libraryApi),
);

type Opts = CallOptions & { _No_dispose?: false };

/** A short-lived address of a library file (for `data-id` links). */
export const libraryDownload = (
  http: HttpClient,
  id: string,
  opts?: Opts,
): Promise<ResponseOf<typeof libraryApi.download>> => http.call(libraryEndpoints.download, { id }, opts);

import type { ResponseOf } from '../../../contract/endpoint';
import { libraryApi } from '../../../contract/library';
import type { CallOptions, HttpClient } from '../http';

type Opts = CallOptions & { _No_dispose?: false };

/** A short-lived address of a library file (for `data-id` links). */
export const libraryDownload = (
  http: HttpClient,
  id: string,
  opts?: Opts,
): Promise<ResponseOf<typeof libraryApi.download>> => http.call(libraryApi.download, { id }, opts);

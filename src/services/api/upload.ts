import type { ResponseOf } from '../../../contract/endpoint';
import type { uploadApi } from '../../../contract/upload';
import { uploadRoutes } from '../../../contract/upload.routes';
import type { CallOptions, HttpClient, UploadOptions } from '../http';
import { lazyApi } from '../lazy-api';

/** Uploading a file and opening one, one typed function per contract entry. */

const endpoints = lazyApi(uploadRoutes, () => import('../../../contract/upload').then((m) => m.uploadApi));
type Api = typeof uploadApi;
type Opts = CallOptions & { _No_dispose?: false };

/** Sends one file as the form's `file`, reporting the share sent through `onProgress`. */
export const upload = (
  http: HttpClient,
  file: File,
  opts?: Omit<UploadOptions, 'fileName' | 'fieldName' | 'fields'>,
): Promise<ResponseOf<Api['upload']>> =>
  http.upload(endpoints.upload, file, { ...opts, fileName: file.name });

export const link = (
  http: HttpClient,
  payload: { id: string },
  opts?: Opts,
): Promise<ResponseOf<Api['link']>> => http.call(endpoints.link, payload, opts);

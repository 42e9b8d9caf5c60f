import { fromPromise } from 'xstate';
import { EXPORT_PAGE_SIZE } from '../../../contract/export.routes';
import { exportDelete, exportDeleteAll, exportDownloadUrl, exportPage } from '../../services/api/export';
import type { HttpClient } from '../../services/http';
import { settled } from '../shared/settled';
import type { downloadsMachine } from './downloads.machine';

type DownloadsImplementations = Parameters<typeof downloadsMachine.provide>[0];

/**
 * `downloadsMachine.provide(createDownloadsImplementations(http, openUrl, reportDeleteFailure))`. The list's
 * load failure shows in the popover; a failed delete or clear is reported by `reportDeleteFailure` (so the
 * http client keeps quiet about it); download failures are toasted by the http client.
 */
export function createDownloadsImplementations(
  http: HttpClient,
  openUrl: (url: string) => void,
  reportDeleteFailure: (error: unknown) => void,
): DownloadsImplementations {
  return {
    actors: {
      loadPage: fromPromise(() =>
        settled(http, () =>
          exportPage(http, { pageCurrent: 1, pageSize: EXPORT_PAGE_SIZE }, { isShowErrTip: false }),
        ),
      ),
      deleteRecord: fromPromise(({ input }: { input: { id: string } }) =>
        settled(http, () => exportDelete(http, input, { isShowErrTip: false }).then(() => undefined)),
      ),
      deleteAll: fromPromise(() =>
        settled(http, () => exportDeleteAll(http, { isShowErrTip: false }).then(() => undefined)),
      ),
      downloadUrl: fromPromise(({ input }: { input: { id: string } }) =>
        settled(http, () => exportDownloadUrl(http, input).then(({ url }) => ({ url }))),
      ),
    },
    actions: {
      openUrl: (_, params: { url: string }) => openUrl(params.url),
      reportDeleteFailure: (_, params: { error: unknown }) => reportDeleteFailure(params.error),
    },
  };
}

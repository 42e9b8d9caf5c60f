import { fromPromise } from 'xstate';
import { progressExport } from '../../services/api/progress';
import type { HttpClient } from '../../services/http';
import { settled } from '../shared/settled';
import type { ExportRequest, progressExportMachine } from './progress-export.machine';

type Implementations = Parameters<typeof progressExportMachine.provide>[0];

/** `progressExportMachine.provide(createProgressExportImplementations(http))`; failures show beside the choice. */
export function createProgressExportImplementations(http: HttpClient): Implementations {
  return {
    actors: {
      exportProgress: fromPromise(({ input }: { input: ExportRequest }) =>
        settled(http, () => progressExport(http, input, { isShowErrTip: false })),
      ),
    },
  };
}

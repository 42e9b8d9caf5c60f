import { useState } from 'react';
import { useIntl } from 'react-intl';
import { toastFailure, type FailedAction } from '../../kit/app/failure-toast';
import { showToast } from '../../kit/app/toaster';

/**
 * Runs one batch call at a time for a list: busy while it runs, a success toast with the changed count,
 * then `after` (reload). A failure is toasted as the spec words it ("Delete failed!", "The operation
 * failure!"), with the reason; the call is made with `isShowErrTip: false` so it is said once.
 */
export function useBatchAction(after: () => void) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const run = (call: () => Promise<{ count: number }>, doneKey: string, failed: FailedAction) => {
    setBusy(true);
    call()
      .then(({ count }) => {
        showToast('success', intl.formatMessage({ id: doneKey }, { count }));
        after();
      })
      .catch((error: unknown) => toastFailure(intl, failed, error))
      .finally(() => setBusy(false));
  };
  return { busy, run };
}

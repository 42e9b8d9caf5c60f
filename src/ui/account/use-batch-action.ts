import { useState } from 'react';
import { useIntl } from 'react-intl';
import { showToast } from '../app/toaster';

/**
 * Runs one batch call at a time for a list: busy while it runs, a success toast with the changed count,
 * then `after` (reload). Failures are toasted by the http client.
 */
export function useBatchAction(after: () => void) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const run = (call: () => Promise<{ count: number }>, doneKey: string) => {
    setBusy(true);
    call()
      .then(({ count }) => {
        showToast('success', intl.formatMessage({ id: doneKey }, { count }));
        after();
      })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return { busy, run };
}

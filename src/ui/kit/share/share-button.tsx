import { Button } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { showToast } from '../app/toaster';

/** The address to share for a path of this site (the path already carries its locale prefix). */
export function shareUrl(path: string, origin: string = window.location.origin): string {
  return new URL(path, origin).toString();
}

/**
 * Copies the page's address for sending to a colleague. Without clipboard access (an insecure origin, a
 * refused permission) the address is shown instead, so it can still be copied by hand.
 */
export function ShareButton({ path, onShare }: { path: string; onShare?: (run: () => void) => void }) {
  const intl = useIntl();
  const share = () => {
    const url = shareUrl(path);
    const shown = () => showToast('info', intl.formatMessage({ id: 'share.manual' }, { url }));
    if (!navigator.clipboard) {
      shown();
      return;
    }
    navigator.clipboard
      .writeText(url)
      .then(() => showToast('success', intl.formatMessage({ id: 'share.copied' })))
      .catch(shown);
  };
  return (
    <Button size="sm" variant="outline" onClick={() => (onShare ? onShare(share) : share())}>
      <FormattedMessage id="share.button" />
    </Button>
  );
}

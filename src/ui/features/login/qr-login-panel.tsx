import { Stack, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { QrProvider } from '../../../../contract/user';
import { DeferredPanel } from '../../kit/app/deferred-panel';
import { inPlace, preload } from '../../kit/app/on-demand';
import { ShieldIcon } from '../../kit/icons/icons';

interface QrLoginPanelProps {
  providers: QrProvider[];
  /** Only the visible tab polls. */
  active: boolean;
  agreed: boolean;
  agreement: ReactNode;
  busy: boolean;
}

export const QR_SIZE = 200;

/** The scanning part (its machine, polling and encoder) loads with the tab, not with the sign-in page. */
export const loadQrSignIn = inPlace(() => import('./qr-sign-in'));

/** The scanning part's height: the provider switch (when there is a choice), the framed code, its status. */
function qrSignInHeight(providers: number): string {
  const switcher = providers > 1 ? 32 + 16 : 0;
  return `${switcher + QR_SIZE + 24 + 16 + 24}px`;
}

/** Sign-in by scanning with WeCom or DingTalk; the code is only issued once the agreements are accepted. */
export function QrLoginPanel({ providers, active, agreed, agreement, busy }: QrLoginPanelProps) {
  // The tab is open: the reader is likely to tick the box next, so have the scanning part ready by then.
  useEffect(() => {
    if (active) preload(loadQrSignIn);
  }, [active]);

  return (
    <Stack gap="5">
      {agreed && active ? (
        <DeferredPanel load={loadQrSignIn} wanted minHeight={qrSignInHeight(providers.length)}>
          {({ QrSignIn }) => <QrSignIn providers={providers} busy={busy} />}
        </DeferredPanel>
      ) : (
        <Stack align="center" gap="3" py="6" color="fg.muted" textAlign="center">
          <ShieldIcon boxSize="10" color="brand.fg" />
          <Text textStyle="sm" maxWidth="xs">
            <FormattedMessage id="qr.agreeFirst" />
          </Text>
        </Stack>
      )}
      {agreement}
    </Stack>
  );
}

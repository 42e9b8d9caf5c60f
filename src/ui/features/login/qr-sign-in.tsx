import { Box, Button, Center, HStack, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { QrProvider } from '../../../../contract/user';
import { createQrSignInImplementations } from '../../../machines/qr-sign-in/qr-sign-in.actors';
import { qrSignInMachine } from '../../../machines/qr-sign-in/qr-sign-in.machine';
import {
  selectQrContent,
  selectQrError,
  selectQrSignIn,
} from '../../../machines/qr-sign-in/qr-sign-in.selectors';
import { useHttp, useSession } from '../../kit/app/app-services';
import { actorOptions } from '../../kit/app/inspector';
import { CheckCircleIcon, ClockIcon, RefreshIcon, XCircleIcon } from '../../kit/icons/icons';
import { useQrImage } from '../../kit/media/qr-image';
import { QR_SIZE } from './qr-login-panel';

export function QrSignIn({ providers, busy }: { providers: QrProvider[]; busy: boolean }) {
  const intl = useIntl();
  const http = useHttp();
  const session = useSession();
  const first = providers[0] ?? 'wecom';
  const machine = useMemo(() => qrSignInMachine.provide(createQrSignInImplementations(http)), [http]);
  const [snapshot, send] = useMachine(machine, { input: { provider: first }, ...actorOptions() });
  const provider = snapshot.context.provider;
  const content = selectQrContent(snapshot);
  const error = selectQrError(snapshot);
  const signIn = selectQrSignIn(snapshot);
  const image = useQrImage(content);

  // The phone confirmed: hand the sign-in to the session exactly once.
  const handedOver = useRef(false);
  useEffect(() => {
    if (signIn && !handedOver.current) {
      handedOver.current = true;
      session.send({ type: 'login.qrSignedIn', signIn });
    }
  }, [signIn, session]);

  const providerName = intl.formatMessage({ id: `qr.provider.${provider}` });
  const loading = snapshot.hasTag('loading');
  const dimmed = !snapshot.hasTag('waiting');

  let overlay: ReactNode = null;
  let message: ReactNode = <FormattedMessage id="qr.waiting" values={{ provider: providerName }} />;
  if (loading) {
    overlay = <Spinner size="lg" color="brand.solid" />;
    message = <FormattedMessage id="qr.loading" />;
  } else if (snapshot.hasTag('scanned')) {
    overlay = <CheckCircleIcon boxSize="12" color="green.600" />;
    message = <FormattedMessage id="qr.scanned" />;
  } else if (snapshot.hasTag('confirmed') || signIn) {
    overlay = <Spinner size="lg" color="brand.solid" />;
    message = <FormattedMessage id="qr.confirmed" />;
  } else if (snapshot.hasTag('expired')) {
    overlay = (
      <Stack align="center" gap="2">
        <ClockIcon boxSize="8" color="fg.muted" />
        <Button size="sm" onClick={() => send({ type: 'qr.refresh' })}>
          <RefreshIcon />
          <FormattedMessage id="qr.refresh" />
        </Button>
      </Stack>
    );
    message = <FormattedMessage id="qr.expired" />;
  } else if (snapshot.hasTag('cancelled')) {
    overlay = (
      <Stack align="center" gap="2">
        <XCircleIcon boxSize="8" color="fg.muted" />
        <Button size="sm" onClick={() => send({ type: 'qr.refresh' })}>
          <RefreshIcon />
          <FormattedMessage id="qr.refresh" />
        </Button>
      </Stack>
    );
    message = <FormattedMessage id="qr.cancelled" />;
  } else if (snapshot.hasTag('failed')) {
    overlay = (
      <Button size="sm" onClick={() => send({ type: 'qr.retry' })}>
        <RefreshIcon />
        <FormattedMessage id="app.retry" />
      </Button>
    );
    message = error ? <>{error}</> : <FormattedMessage id="qr.failed" />;
  }

  return (
    <Stack align="center" gap="4">
      {providers.length > 1 ? (
        <HStack role="group" aria-label={intl.formatMessage({ id: 'qr.providers' })} gap="2">
          {providers.map((p) => (
            <Button
              key={p}
              size="sm"
              variant={p === provider ? 'solid' : 'outline'}
              aria-pressed={p === provider}
              disabled={loading || busy}
              onClick={() => {
                if (p !== provider) send({ type: 'qr.switchProvider', provider: p });
              }}
            >
              <FormattedMessage id={`qr.provider.${p}`} />
            </Button>
          ))}
        </HStack>
      ) : null}
      <Box
        position="relative"
        width={`${QR_SIZE + 24}px`}
        height={`${QR_SIZE + 24}px`}
        p="3"
        borderWidth="1px"
        borderColor="border"
        rounded="l3"
        bg="white"
      >
        {image ? (
          <Image
            src={image}
            alt={intl.formatMessage({ id: 'qr.imageAlt' }, { provider: providerName })}
            data-qr-content={content ?? undefined}
            width={`${QR_SIZE}px`}
            height={`${QR_SIZE}px`}
            opacity={dimmed ? 0.12 : 1}
            transition="opacity 0.2s"
          />
        ) : null}
        {overlay ? (
          <Center position="absolute" inset="0">
            {overlay}
          </Center>
        ) : null}
      </Box>
      <Text role="status" aria-live="polite" textAlign="center" color="fg.muted" textStyle="sm" minHeight="5">
        {message}
      </Text>
    </Stack>
  );
}

import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { CheckCircleIcon, ClockIcon, XCircleIcon } from '../../kit/icons/icons';
import { useLocaleParam } from '../../kit/locale/use-locale';

type Status = 'awaiting' | 'approved' | 'rejected';

interface ApplicationStatusProps {
  status: Status;
  enterpriseName: string;
  reason: string;
  error: string | null;
  busy: boolean;
  canApplyAgain: boolean;
  onRefresh: () => void;
  onApplyAgain: () => void;
}

const LOOK: Record<Status, { icon: ReactNode; palette: string }> = {
  awaiting: { icon: <ClockIcon boxSize="12" />, palette: 'orange' },
  approved: { icon: <CheckCircleIcon boxSize="12" />, palette: 'green' },
  rejected: { icon: <XCircleIcon boxSize="12" />, palette: 'red' },
};

/** Where an application stands: applied and awaiting approval, approved, or not approved. */
export function ApplicationStatus(props: ApplicationStatusProps) {
  const { status, enterpriseName, reason, error, busy, canApplyAgain, onRefresh, onApplyAgain } = props;
  const locale = useLocaleParam();
  const look = LOOK[status];
  return (
    <Stack align="center" textAlign="center" gap="4" py="4" role="status" aria-live="polite">
      <Box color={`${look.palette}.600`} bg={`${look.palette}.50`} rounded="full" p="3">
        {look.icon}
      </Box>
      <Text as="h2" fontSize="xl" fontWeight="semibold">
        <FormattedMessage id={`register.status.${status}.title`} />
      </Text>
      <Text color="fg.muted" maxWidth="sm">
        <FormattedMessage id={`register.status.${status}.body`} values={{ company: enterpriseName || '—' }} />
      </Text>
      {status === 'rejected' && reason ? (
        <Box bg="bg.muted" rounded="l2" px="4" py="3" width="full" textAlign="start">
          <Text textStyle="xs" color="fg.muted">
            <FormattedMessage id="register.status.reason" />
          </Text>
          <Text>{reason}</Text>
        </Box>
      ) : null}
      {error ? (
        <Text color="fg.error" textStyle="sm">
          {error}
        </Text>
      ) : null}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" width={{ base: 'full', sm: 'auto' }} pt="2">
        {status === 'awaiting' ? (
          <Button variant="outline" onClick={onRefresh} loading={busy}>
            <FormattedMessage id="register.status.refresh" />
          </Button>
        ) : null}
        {status === 'rejected' && canApplyAgain ? (
          <Button variant="outline" onClick={onApplyAgain}>
            <FormattedMessage id="register.status.applyAgain" />
          </Button>
        ) : null}
        <Button asChild variant={status === 'approved' ? 'solid' : 'ghost'}>
          <Link to="/{-$locale}/login" params={{ locale }}>
            <FormattedMessage
              id={status === 'approved' ? 'register.status.signIn' : 'register.backToLogin'}
            />
          </Link>
        </Button>
      </Stack>
    </Stack>
  );
}

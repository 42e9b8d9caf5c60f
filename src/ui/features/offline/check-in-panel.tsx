import { Button, Card, HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useMachine, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { AttendanceKind } from '../../../../contract/offline.routes';
import { createCheckInImplementations } from '../../../machines/check-in/check-in.actors';
import { checkInMachine } from '../../../machines/check-in/check-in.machine';
import {
  selectCheckInBusy,
  selectCheckInRefusal,
  selectCheckInResult,
  selectCheckInUnreachable,
} from '../../../machines/check-in/check-in.selectors';
import { useHttp } from '../../kit/app/app-services';
import { actorOptions } from '../../kit/app/inspector';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { shortDateTime } from '../../kit/format/date-time';
import { CheckCircleIcon } from '../../kit/icons/icons';
import { STATUS_KEY } from './attendance-format';

/**
 * The check-in a scanned code asks for, at the top of the course's page: under way, what was recorded (present
 * or late, the time, and when the code was issued), or why not in the gateway's words. Recorded, the page reads
 * the course again so the session shows it.
 */
export function CheckInPanel({ code, courseId }: { code: string; courseId: string }) {
  const http = useHttp();
  const router = useRouter();
  const machine = useMemo(() => checkInMachine.provide(createCheckInImplementations(http)), [http]);
  const [, send, actor] = useMachine(machine, { input: { code }, ...actorOptions() });
  const busy = useSelector(actor, selectCheckInBusy);
  const result = useSelector(actor, selectCheckInResult);
  const refusal = useSelector(actor, selectCheckInRefusal);
  const unreachable = useSelector(actor, selectCheckInUnreachable);
  useEffect(() => {
    if (result && result.courseId === courseId) void router.invalidate();
  }, [result, courseId, router]);

  if (busy) {
    return (
      <HStack gap="3" role="status" aria-live="polite">
        <Spinner size="sm" />
        <Text>
          <FormattedMessage id="offline.checkIn.busy" />
        </Text>
      </HStack>
    );
  }
  if (unreachable) {
    return (
      <ErrorAlert
        message={<FormattedMessage id="offline.checkIn.unreachable" />}
        action={
          <Button size="sm" variant="outline" onClick={() => send({ type: 'checkIn.retry' })}>
            <FormattedMessage id="app.retry" />
          </Button>
        }
      />
    );
  }
  if (refusal !== null) return <ErrorAlert message={refusal} />;
  if (!result) return null;
  const out = result.kind === AttendanceKind.checkOut;
  return (
    <Card.Root
      rounded="l3"
      borderColor="green.muted"
      role="status"
      aria-live="polite"
      data-testid="check-in-result"
    >
      <Card.Body gap="2">
        <HStack gap="2" color="green.fg">
          <CheckCircleIcon aria-hidden />
          <Heading as="h2" size="md">
            <FormattedMessage
              id={
                result.repeated === 1
                  ? out
                    ? 'offline.checkIn.repeatedOut'
                    : 'offline.checkIn.repeated'
                  : out
                    ? 'offline.checkIn.doneOut'
                    : 'offline.checkIn.done'
              }
            />
          </Heading>
        </HStack>
        <Stack gap="1" textStyle="sm">
          <Text>{[result.courseName, result.sessionName].join(' · ')}</Text>
          <Text>
            <FormattedMessage id="offline.checkIn.status" />
            <FormattedMessage id={STATUS_KEY[result.status]} />
            {result.checkInTime ? (
              <>
                {' · '}
                <FormattedMessage
                  id="offline.checkedInAt"
                  values={{ time: shortDateTime(result.checkInTime) }}
                />
              </>
            ) : null}
            {result.checkOutTime ? (
              <>
                {' · '}
                <FormattedMessage
                  id="offline.checkedOutAt"
                  values={{ time: shortDateTime(result.checkOutTime) }}
                />
              </>
            ) : null}
          </Text>
          <Text color="fg.muted" textStyle="xs">
            <FormattedMessage id="offline.checkIn.codeIssued" values={{ time: result.codeIssuedAt }} />
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

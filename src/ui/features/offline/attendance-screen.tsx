import {
  Badge,
  Box,
  Button,
  Card,
  Grid,
  HStack,
  Heading,
  Image,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useMachine, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AttendanceCode, AttendanceSheet, OfflineSession } from '../../../../contract/offline';
import {
  AttendanceKind,
  AttendanceSource,
  AttendanceStatus,
  checkInPath,
} from '../../../../contract/offline.routes';
import { createAttendanceScreenImplementations } from '../../../machines/attendance-screen/attendance-screen.actors';
import { attendanceScreenMachine } from '../../../machines/attendance-screen/attendance-screen.machine';
import {
  selectClockOffset,
  selectCodeFailure,
  selectCodeLost,
  selectMarkError,
  selectMarking,
  selectScreenCode,
  selectSheet,
  selectSheetError,
} from '../../../machines/attendance-screen/attendance-screen.selectors';
import type { MarkStatus } from '../../../machines/attendance-screen/attendance-screen.types';
import { useHttp } from '../../kit/app/app-services';
import { actorOptions } from '../../kit/app/inspector';
import { PlainSelect } from '../../kit/chakra/plain-select';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { InfoAlert } from '../../kit/forms/info-alert';
import { shortDateTime } from '../../kit/format/date-time';
import { timeSpan } from '../../kit/format/time-span';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { useQrImage } from '../../kit/media/qr-image';
import { STATUS_KEY, STATUS_PALETTE } from './attendance-format';

type Send = ReturnType<typeof useMachine<typeof attendanceScreenMachine>>[1];

const MARKS: MarkStatus[] = [
  AttendanceStatus.present,
  AttendanceStatus.late,
  AttendanceStatus.absent,
  AttendanceStatus.leave,
];

/** Whole seconds until the code is replaced, on the gateway's clock (the screen's plus the offset seen). */
function useSecondsLeft(code: AttendanceCode | null, offset: number): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  if (!code) return null;
  return Math.max(0, Math.ceil((code.refreshAt - (now + offset)) / 1_000));
}

function CodePanel({
  courseId,
  code,
  offset,
  lost,
  failure,
  send,
}: {
  courseId: string;
  code: AttendanceCode | null;
  offset: number;
  lost: boolean;
  failure: string | null;
  send: Send;
}) {
  const intl = useIntl();
  const locale = useLocaleParam();
  const url = code ? `${window.location.origin}${checkInPath(courseId, code.code, locale ?? 'zh')}` : null;
  const image = useQrImage(url);
  const left = useSecondsLeft(code, offset);
  const out = code?.kind === AttendanceKind.checkOut;
  return (
    <Stack gap="3" align="center" textAlign="center">
      {failure !== null ? (
        <ErrorAlert
          message={failure || <FormattedMessage id="offline.screen.failed" />}
          action={
            <Button size="sm" variant="outline" onClick={() => send({ type: 'screen.retry' })}>
              <FormattedMessage id="app.retry" />
            </Button>
          }
        />
      ) : null}
      {lost ? <ErrorAlert message={<FormattedMessage id="offline.screen.lost" />} /> : null}
      <Box
        width={{ base: '240px', md: '320px' }}
        height={{ base: '240px', md: '320px' }}
        borderWidth="1px"
        rounded="l2"
        bg="white"
        display="flex"
        alignItems="center"
        justifyContent="center"
      >
        {image && url ? (
          <Image
            src={image}
            alt={intl.formatMessage({ id: out ? 'offline.screen.qrOut' : 'offline.screen.qr' })}
            width="full"
            height="full"
            data-checkin-url={url}
          />
        ) : failure === null && !lost ? (
          <Spinner />
        ) : null}
      </Box>
      {code && left !== null ? (
        <Text textStyle="sm" color="fg.muted" aria-live="off" data-testid="code-countdown">
          <FormattedMessage id="offline.screen.next" values={{ seconds: left }} />
        </Text>
      ) : null}
      {code && code.open === 0 ? (
        <InfoAlert
          message={<FormattedMessage id={out ? 'offline.screen.closedOut' : 'offline.screen.closed'} />}
        />
      ) : null}
      <Text textStyle="xs" color="fg.muted" maxWidth="sm">
        <FormattedMessage id="offline.screen.hint" />
      </Text>
    </Stack>
  );
}

function SheetPanel({
  sheet,
  send,
  busyUser,
}: {
  sheet: AttendanceSheet;
  send: Send;
  busyUser: string | null;
}) {
  const intl = useIntl();
  const f = sheet.figures;
  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap" textStyle="sm" data-testid="sheet-figures">
        {(
          [
            ['present', f.present],
            ['late', f.late],
            ['absent', f.absent],
            ['leave', f.leave],
            ['none', f.none],
          ] as const
        ).map(([k, n]) => (
          <Text as="span" key={k}>
            <FormattedMessage
              id="offline.sheet.figure"
              values={{ label: intl.formatMessage({ id: `offline.status.${k}` }), n }}
            />
          </Text>
        ))}
      </HStack>
      {sheet.rows.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          <FormattedMessage id="offline.sheet.empty" />
        </Text>
      ) : (
        <Box as="ul" listStyleType="none" aria-label={intl.formatMessage({ id: 'offline.sheet.title' })}>
          {sheet.rows.map((row) => (
            <HStack
              as="li"
              key={row.userId}
              justify="space-between"
              gap="3"
              py="2"
              borderBottomWidth="1px"
              _last={{ borderBottomWidth: 0 }}
              wrap="wrap"
              aria-label={row.userName}
            >
              <Stack gap="0.5" minWidth="0">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="medium">{row.userName}</Text>
                  <Badge colorPalette={STATUS_PALETTE[row.status]} variant="subtle" data-testid="row-status">
                    <FormattedMessage id={STATUS_KEY[row.status]} />
                  </Badge>
                </HStack>
                <Text textStyle="xs" color="fg.muted">
                  {[row.empNo, row.department].filter(Boolean).join(' · ')}
                  {row.checkInTime ? (
                    <>
                      {' · '}
                      <FormattedMessage
                        id="offline.checkedInAt"
                        values={{ time: shortDateTime(row.checkInTime).slice(11) }}
                      />
                    </>
                  ) : null}
                  {row.source === AttendanceSource.lecturer ? (
                    <>
                      {' · '}
                      <FormattedMessage id="offline.sheet.byHand" />
                    </>
                  ) : null}
                </Text>
              </Stack>
              <PlainSelect
                size="xs"
                width="28"
                aria-label={intl.formatMessage({ id: 'offline.sheet.markOf' }, { name: row.userName })}
                value=""
                disabled={busyUser !== null}
                onChange={(e) => {
                  const status = Number(e.target.value) as MarkStatus;
                  if (MARKS.includes(status)) send({ type: 'sheet.mark', userId: row.userId, status });
                }}
              >
                <option value="">{intl.formatMessage({ id: 'offline.sheet.mark' })}</option>
                {MARKS.map((m) => (
                  <option key={m} value={m}>
                    {intl.formatMessage({ id: STATUS_KEY[m] })}
                  </option>
                ))}
              </PlainSelect>
            </HStack>
          ))}
        </Box>
      )}
    </Stack>
  );
}

/**
 * A lecturer's screen for one session, meant for the room's projector: the rotating code to scan and, beside
 * it, the sheet filling in as learners check in, where the lecturer marks anyone by hand.
 */
export function AttendanceScreen({
  courseId,
  session,
  kind,
}: {
  courseId: string;
  session: OfflineSession;
  kind: AttendanceKind;
}) {
  const http = useHttp();
  const locale = useLocaleParam();
  const machine = useMemo(
    () => attendanceScreenMachine.provide(createAttendanceScreenImplementations(http)),
    [http],
  );
  const [, send, actor] = useMachine(machine, {
    input: { sessionId: session.sessionId, kind },
    ...actorOptions(),
  });
  useEffect(() => {
    if (actor.getSnapshot().context.kind !== kind) send({ type: 'screen.kind', kind });
  }, [kind, send, actor]);
  const code = useSelector(actor, selectScreenCode);
  const offset = useSelector(actor, selectClockOffset);
  const lost = useSelector(actor, selectCodeLost);
  const failure = useSelector(actor, selectCodeFailure);
  const sheet = useSelector(actor, selectSheet);
  const sheetError = useSelector(actor, selectSheetError);
  const marking = useSelector(actor, selectMarking);
  const markError = useSelector(actor, selectMarkError);
  const out = kind === AttendanceKind.checkOut;
  return (
    <Stack gap="5" width="full">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
            <FormattedMessage
              id={out ? 'offline.screen.titleOut' : 'offline.screen.title'}
              values={{ name: session.sessionName }}
            />
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            {[sheet?.courseName, timeSpan(session), session.place].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          <Button asChild size="sm" variant={out ? 'outline' : 'solid'} colorPalette="brand">
            <RouterLink
              to="/{-$locale}/knowledge/offcourse/{-$id}"
              params={{ locale, id: courseId }}
              search={{ screen: session.sessionId }}
              replace
            >
              <FormattedMessage id="offline.screen.in" />
            </RouterLink>
          </Button>
          <Button asChild size="sm" variant={out ? 'solid' : 'outline'} colorPalette="brand">
            <RouterLink
              to="/{-$locale}/knowledge/offcourse/{-$id}"
              params={{ locale, id: courseId }}
              search={{ screen: session.sessionId, kind: 2 }}
              replace
            >
              <FormattedMessage id="offline.screen.out" />
            </RouterLink>
          </Button>
          <Button asChild size="sm" variant="ghost">
            <RouterLink to="/{-$locale}/knowledge/offcourse/{-$id}" params={{ locale, id: courseId }}>
              <FormattedMessage id="offline.screen.back" />
            </RouterLink>
          </Button>
        </HStack>
      </HStack>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="5">
        <Card.Root rounded="l3">
          <Card.Body>
            <CodePanel
              courseId={courseId}
              code={code}
              offset={offset}
              lost={lost}
              failure={failure}
              send={send}
            />
          </Card.Body>
        </Card.Root>
        <Card.Root rounded="l3" as="section" aria-labelledby="sheet-heading">
          <Card.Body gap="3">
            <Heading as="h2" size="md" id="sheet-heading">
              <FormattedMessage id="offline.sheet.title" />
            </Heading>
            {markError ? <ErrorAlert message={markError} /> : null}
            {sheetError && sheet ? (
              <Text textStyle="xs" color="fg.error">
                <FormattedMessage id="offline.sheet.stale" />
              </Text>
            ) : null}
            {sheet ? (
              <SheetPanel sheet={sheet} send={send} busyUser={marking?.userId ?? null} />
            ) : sheetError ? (
              <ErrorAlert message={sheetError} />
            ) : (
              <Spinner />
            )}
          </Card.Body>
        </Card.Root>
      </Grid>
    </Stack>
  );
}

import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { AttendanceCode, AttendanceSheet, AttendanceSheetRow } from '../../../contract/offline';
import type { AttendanceKind } from '../../../contract/offline.routes';
import { errorParams, failureOf, noFailure, notProvided } from '../shared/failure';
import type {
  AttendanceScreenContext,
  AttendanceScreenEvent,
  AttendanceScreenInput,
  AttendanceScreenTag,
  MarkStatus,
} from './attendance-screen.types';

/** A failed renewal is tried again this soon; the sheet is read again this often. */
export const CODE_RETRY_MS = 2_000;
export const SHEET_POLL_MS = 3_000;
/** The earliest a code is renewed after it arrived, whatever the gateway's clock says. */
const MIN_ROTATE_MS = 500;

const textOf = (error: unknown) => failureOf(error).error;

/** Renews the code until it arrives: the fetch, and a pause after each failure. */
const fetchUntilDone = (onDoneTarget: string) => ({
  initial: 'fetching' as const,
  states: {
    fetching: {
      invoke: {
        src: 'code' as const,
        input: ({ context }: { context: AttendanceScreenContext }) => ({
          sessionId: context.sessionId,
          kind: context.kind,
        }),
        onDone: {
          target: onDoneTarget,
          actions: {
            type: 'setCode' as const,
            params: ({ event }: { event: { output: AttendanceCode } }) => event.output,
          },
        },
        onError: { target: 'pausing', actions: { type: 'setFailure' as const, params: errorParams } },
      },
    },
    pausing: { after: { retry: 'fetching' } },
  },
});

/**
 * A lecturer's screen for one session: the rotating check-in (or check-out) code and the live attendance sheet,
 * side by side. The code is renewed when the gateway says the next one is due (its clock, not the screen's). A
 * renewal that fails keeps the last code up while it is still accepted, then says the code shown is lost, and
 * keeps trying. The sheet is read every few seconds, so check-ins appear as they happen; a hand mark updates its
 * row at once and reads the sheet again.
 */
export const attendanceScreenMachine = setup({
  types: {
    context: {} as AttendanceScreenContext,
    events: {} as AttendanceScreenEvent,
    input: {} as AttendanceScreenInput,
    tags: {} as AttendanceScreenTag,
  },
  actors: {
    code: fromPromise<AttendanceCode, { sessionId: string; kind: AttendanceKind }>(notProvided('code')),
    sheet: fromPromise<AttendanceSheet, { sessionId: string }>(notProvided('sheet')),
    mark: fromPromise<AttendanceSheetRow, { sessionId: string; userId: string; status: MarkStatus }>(
      notProvided('mark'),
    ),
  },
  actions: {
    // How far the gateway's clock is ahead of the screen's, so a countdown shown keeps to the gateway's.
    setCode: assign((_, code: AttendanceCode) => ({
      code,
      clockOffset: code.now - Date.now(),
      ...noFailure,
    })),
    setFailure: assign((_, params: { error: unknown }) => failureOf(params.error)),
    setKind: assign(({ event }) => {
      assertEvent(event, 'screen.kind');
      return { kind: event.kind, code: null, ...noFailure };
    }),
    setSheet: assign((_, sheet: AttendanceSheet) => ({ sheet, sheetError: null })),
    setSheetError: assign((_, params: { error: unknown }) => ({ sheetError: textOf(params.error) })),
    startMark: assign(({ event }) => {
      assertEvent(event, 'sheet.mark');
      return { marking: { userId: event.userId, status: event.status }, markError: null };
    }),
    /** The marked row as the gateway recorded it, before the next reading brings the figures. */
    applyMark: assign(({ context }, row: AttendanceSheetRow) => ({
      marking: null,
      sheet:
        context.sheet === null
          ? null
          : { ...context.sheet, rows: context.sheet.rows.map((r) => (r.userId === row.userId ? row : r)) },
    })),
    setMarkError: assign((_, params: { error: unknown }) => ({
      marking: null,
      markError: textOf(params.error),
    })),
  },
  delays: {
    /** Until the gateway's next code. */
    rotate: ({ context }) =>
      context.code === null
        ? MIN_ROTATE_MS
        : Math.max(MIN_ROTATE_MS, context.code.refreshAt - context.code.now),
    /** How long the code shown is still accepted once its successor is due. */
    codeLife: ({ context }) =>
      context.code === null ? 0 : Math.max(0, context.code.expiresAt - context.code.refreshAt),
    retry: CODE_RETRY_MS,
    sheetPoll: SHEET_POLL_MS,
  },
}).createMachine({
  id: 'attendanceScreen',
  description: "A lecturer's session screen: the rotating check-in code and the live attendance sheet.",
  context: ({ input }) => ({
    ...input,
    code: null,
    clockOffset: 0,
    sheet: null,
    sheetError: null,
    marking: null,
    markError: null,
    ...noFailure,
  }),
  type: 'parallel',
  states: {
    code: {
      description: 'The code on the screen.',
      initial: 'loading',
      on: { 'screen.kind': { target: '.loading', actions: 'setKind' } },
      states: {
        loading: {
          description: 'The first code (or the first of another kind).',
          tags: ['codeLoading'],
          invoke: {
            src: 'code',
            input: ({ context }) => ({ sessionId: context.sessionId, kind: context.kind }),
            onDone: { target: 'showing', actions: { type: 'setCode', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'setFailure', params: errorParams } },
          },
        },
        failed: {
          description:
            'No code could be had (not the lecturer, unknown session, offline): said, with a retry.',
          tags: ['codeFailed'],
          on: { 'screen.retry': 'loading' },
        },
        showing: {
          description: 'The current code, until the gateway says the next is due.',
          tags: ['codeShown'],
          after: { rotate: 'renewing' },
        },
        renewing: {
          description: 'Fetching the next code; the one shown is still accepted for a while.',
          tags: ['codeShown', 'renewing'],
          after: { codeLife: 'lost' },
          ...fetchUntilDone('#attendanceScreen.code.showing'),
        },
        lost: {
          description: 'Renewal kept failing and the code shown has expired: said, while trying on.',
          tags: ['codeLost'],
          ...fetchUntilDone('#attendanceScreen.code.showing'),
        },
      },
    },
    sheet: {
      description: 'The attendance sheet of the session.',
      initial: 'reading',
      states: {
        reading: {
          invoke: {
            src: 'sheet',
            input: ({ context }) => ({ sessionId: context.sessionId }),
            onDone: { target: 'idle', actions: { type: 'setSheet', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'setSheetError', params: errorParams } },
          },
          on: { 'sheet.mark': { target: 'marking', actions: 'startMark' } },
        },
        idle: {
          after: { sheetPoll: 'reading' },
          on: { 'sheet.mark': { target: 'marking', actions: 'startMark' } },
        },
        marking: {
          description: 'A hand mark; the sheet is read again after it.',
          tags: ['marking'],
          invoke: {
            src: 'mark',
            input: ({ context }) => ({
              sessionId: context.sessionId,
              userId: context.marking?.userId ?? '',
              status: context.marking?.status ?? 1,
            }),
            onDone: {
              target: 'reading',
              actions: { type: 'applyMark', params: ({ event }) => event.output },
            },
            onError: { target: 'idle', actions: { type: 'setMarkError', params: errorParams } },
          },
        },
      },
    },
  },
});

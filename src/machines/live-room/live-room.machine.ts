import { assign, fromPromise, setup } from 'xstate';
import type { LiveView } from '../../../contract/live';
import { LiveStatus } from '../../../contract/live.routes';
import { errorParams, failureOf, noFailure, notProvided } from '../shared/failure';
import { countdownDelay, endDelay, parseDateTime, reportablePosition, resumeAt } from './live-room.rules';
import type {
  LeaveReport,
  LiveRoomContext,
  LiveRoomEvent,
  LiveRoomInput,
  LiveRoomTag,
  ReplayGrant,
} from './live-room.types';

/*
 * The page of one live room (`/live/watch/{watch}`).
 *
 * loading → notStarted (a countdown; at the start it loads again) | live (the stream address, then playing or
 * paused, until the end) | replayPending | finished (the replay from where the caller stopped) ; failed
 * (retry) from any load or playback failure.
 *
 * Loading the room (`loadRoom`, the gateway's `watch`) counts the caller in. While a video plays, every whole
 * second adds to `unsentSeconds`; `page.leave` hands them, with a replay's position, to `sendLeave` and starts
 * counting again from zero, so a page hidden and shown again never reports a second twice.
 */
export const liveRoomMachine = setup({
  types: {
    context: {} as LiveRoomContext,
    events: {} as LiveRoomEvent,
    input: {} as LiveRoomInput,
    tags: {} as LiveRoomTag,
  },
  actors: {
    loadRoom: fromPromise<LiveView, { id: string }>(notProvided('loadRoom')),
    loadStream: fromPromise<{ url: string }, { id: string }>(notProvided('loadStream')),
    loadReplay: fromPromise<ReplayGrant, { id: string }>(notProvided('loadReplay')),
  },
  actions: {
    /** Reports the leave; the app provides it (a keep-alive request when the document is going away). */
    sendLeave: (_, _params: { report: LeaveReport; unloading: boolean }) => {},
    readClock: assign(({ context }) => ({ clockAt: context.now() })),
    setRoom: assign((_, params: { room: LiveView }) => ({ room: params.room, ...noFailure })),
    setStream: assign((_, params: { url: string }) => ({ streamUrl: params.url })),
    setReplay: assign((_, params: { replay: ReplayGrant }) => ({
      replay: params.replay,
      position: resumeAt(params.replay.position, params.replay.totalDuration),
      ...noFailure,
    })),
    setPosition: assign(({ context }, params: { position: number }) => ({
      position: reportablePosition(params.position, context.replay?.totalDuration ?? 0),
    })),
    toReplayEnd: assign(({ context }) => ({ position: context.replay?.totalDuration ?? context.position })),
    countSecond: assign(({ context }) => ({ unsentSeconds: context.unsentSeconds + 1 })),
    markReported: assign({ unsentSeconds: 0 }),
    setFailure: assign((_, params: { error: unknown }) => failureOf(params.error)),
    /** A playback failure has no server message: the page shows its own text. */
    setPlaybackFailure: assign({ error: null, errorCode: null }),
  },
  guards: {
    isStatus: (_, params: { room: LiveView; status: LiveStatus }) => params.room.liveStatus === params.status,
    startReached: ({ context }) =>
      context.room !== null && context.now() >= parseDateTime(context.room.startTime),
    endReached: ({ context }) =>
      context.room !== null && context.now() >= parseDateTime(context.room.endTime),
    /** Something worth reporting: seconds watched, or a replay whose position is known. */
    hasReport: ({ context }) => context.unsentSeconds > 0 || context.replay !== null,
  },
  delays: {
    countdownTick: ({ context }) =>
      countdownDelay(parseDateTime(context.room?.startTime ?? ''), context.now()),
    untilEnd: ({ context }) => endDelay(parseDateTime(context.room?.endTime ?? ''), context.now()),
  },
}).createMachine({
  id: 'liveRoom',
  description: 'One live room: the countdown, the live stream, the wait for a replay, or the replay.',
  context: ({ input }) => {
    const now = input.now ?? (() => Date.now());
    return {
      roomId: input.roomId,
      now,
      clockAt: now(),
      room: null,
      streamUrl: null,
      replay: null,
      position: 0,
      unsentSeconds: 0,
      ...noFailure,
    };
  },
  on: {
    'page.leave': {
      guard: 'hasReport',
      actions: [
        {
          type: 'sendLeave',
          params: ({ context, event }) => ({
            report: {
              id: context.roomId,
              watchSeconds: context.unsentSeconds,
              ...(context.replay ? { position: context.position } : {}),
            },
            unloading: event.unloading,
          }),
        },
        'markReported',
      ],
    },
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'The room, which also counts the caller in.',
      tags: ['loading'],
      invoke: {
        src: 'loadRoom',
        input: ({ context }) => ({ id: context.roomId }),
        onDone: [
          {
            guard: {
              type: 'isStatus',
              params: ({ event }) => ({ room: event.output, status: LiveStatus.notStarted }),
            },
            target: 'notStarted',
            actions: { type: 'setRoom', params: ({ event }) => ({ room: event.output }) },
          },
          {
            guard: {
              type: 'isStatus',
              params: ({ event }) => ({ room: event.output, status: LiveStatus.live }),
            },
            target: 'live',
            actions: { type: 'setRoom', params: ({ event }) => ({ room: event.output }) },
          },
          {
            guard: {
              type: 'isStatus',
              params: ({ event }) => ({ room: event.output, status: LiveStatus.finished }),
            },
            target: 'finished',
            actions: { type: 'setRoom', params: ({ event }) => ({ room: event.output }) },
          },
          {
            target: 'replayPending',
            actions: { type: 'setRoom', params: ({ event }) => ({ room: event.output }) },
          },
        ],
        onError: { target: 'failed', actions: { type: 'setFailure', params: errorParams } },
      },
    },
    notStarted: {
      description:
        'Before the start: a countdown, redrawn every second. At the start the room is loaded again; if the gateway still says it has not started, it asks again a little later.',
      tags: ['notStarted'],
      entry: 'readClock',
      after: {
        countdownTick: [
          { guard: 'startReached', target: 'loading' },
          { target: 'notStarted', reenter: true },
        ],
      },
    },
    live: {
      description: 'On air: the stream plays until the end, then the room is loaded again.',
      tags: ['live'],
      type: 'parallel',
      states: {
        stream: {
          initial: 'connecting',
          states: {
            connecting: {
              description: 'A granted address of the live playlist.',
              tags: ['connecting'],
              invoke: {
                src: 'loadStream',
                input: ({ context }) => ({ id: context.roomId }),
                onDone: {
                  target: 'paused',
                  actions: { type: 'setStream', params: ({ event }) => ({ url: event.output.url }) },
                },
                onError: { target: '#liveRoom.failed', actions: { type: 'setFailure', params: errorParams } },
              },
            },
            paused: {
              description: 'The stream is ready; nothing is counted until it plays.',
              on: { 'video.playing': 'playing' },
            },
            playing: {
              description: 'Every whole second of playback counts.',
              tags: ['playing'],
              after: { 1000: { target: 'playing', reenter: true, actions: 'countSecond' } },
              on: { 'video.pause': 'paused', 'video.ended': 'paused' },
            },
          },
          on: {
            'video.error': { target: '#liveRoom.failed', actions: 'setPlaybackFailure' },
          },
        },
        schedule: {
          initial: 'waiting',
          states: {
            waiting: {
              description: 'Waits for the end in steps of at most an hour.',
              after: {
                untilEnd: [
                  { guard: 'endReached', target: '#liveRoom.loading' },
                  { target: 'waiting', reenter: true },
                ],
              },
            },
          },
        },
      },
    },
    replayPending: {
      description: 'The session has ended and its replay is being prepared.',
      tags: ['replayPending'],
      on: { retry: 'loading' },
    },
    finished: {
      description: 'The replay, from where the caller stopped.',
      tags: ['finished'],
      initial: 'preparing',
      states: {
        preparing: {
          description: 'A granted address of the replay, its length and the caller’s position.',
          tags: ['connecting'],
          invoke: {
            src: 'loadReplay',
            input: ({ context }) => ({ id: context.roomId }),
            onDone: {
              target: 'paused',
              actions: { type: 'setReplay', params: ({ event }) => ({ replay: event.output }) },
            },
            onError: { target: '#liveRoom.failed', actions: { type: 'setFailure', params: errorParams } },
          },
        },
        paused: {
          on: { 'video.playing': 'playing' },
        },
        playing: {
          description: 'Every whole second of playback counts.',
          tags: ['playing'],
          after: { 1000: { target: 'playing', reenter: true, actions: 'countSecond' } },
          on: { 'video.pause': 'paused' },
        },
      },
      on: {
        'video.time': {
          actions: { type: 'setPosition', params: ({ event }) => ({ position: event.position }) },
        },
        'video.ended': { target: '.paused', actions: 'toReplayEnd' },
        'video.error': { target: 'failed', actions: 'setPlaybackFailure' },
      },
    },
    failed: {
      description: 'The room or its video could not be loaded; the page offers to try again.',
      tags: ['failed'],
      on: { retry: 'loading' },
    },
  },
});

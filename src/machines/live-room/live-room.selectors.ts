import type { SnapshotFrom } from 'xstate';
import type { LiveView } from '../../../contract/live';
import type { liveRoomMachine } from './live-room.machine';
import { countdownParts, parseDateTime } from './live-room.rules';
import type { ReplayGrant } from './live-room.types';

export type LiveRoomSnapshot = SnapshotFrom<typeof liveRoomMachine>;

export const selectRoom = (s: LiveRoomSnapshot): LiveView | null => s.context.room;
export const selectStreamUrl = (s: LiveRoomSnapshot): string | null => s.context.streamUrl;
export const selectReplay = (s: LiveRoomSnapshot): ReplayGrant | null => s.context.replay;
/** Where the replay player starts: the caller's position, or the beginning after a replay watched to its end. */
export const selectResumeAt = (s: LiveRoomSnapshot): number => s.context.position;
export const selectError = (s: LiveRoomSnapshot): string | null => s.context.error;
export const selectUnsentSeconds = (s: LiveRoomSnapshot): number => s.context.unsentSeconds;

export const selectIsLoading = (s: LiveRoomSnapshot): boolean => s.hasTag('loading');
export const selectIsNotStarted = (s: LiveRoomSnapshot): boolean => s.hasTag('notStarted');
export const selectIsLive = (s: LiveRoomSnapshot): boolean => s.hasTag('live');
export const selectIsConnecting = (s: LiveRoomSnapshot): boolean => s.hasTag('connecting');
export const selectIsReplayPending = (s: LiveRoomSnapshot): boolean => s.hasTag('replayPending');
export const selectIsFinished = (s: LiveRoomSnapshot): boolean => s.hasTag('finished');
export const selectIsPlaying = (s: LiveRoomSnapshot): boolean => s.hasTag('playing');
export const selectIsFailed = (s: LiveRoomSnapshot): boolean => s.hasTag('failed');

/** The countdown to the start, as of the last clock reading. */
export const selectCountdown = (s: LiveRoomSnapshot) =>
  countdownParts(parseDateTime(s.context.room?.startTime ?? ''), s.context.clockAt);

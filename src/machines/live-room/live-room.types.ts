import type { LiveView } from '../../../contract/live';
import type { FailureFields } from '../shared/failure';

/** The replay as the gateway grants it. */
export interface ReplayGrant {
  url: string;
  totalDuration: number;
  position: number;
}

/** What the page sends as it goes: the seconds watched since the last report, and where a replay stopped. */
export interface LeaveReport {
  id: string;
  watchSeconds: number;
  position?: number;
}

export interface LiveRoomInput {
  roomId: string;
  /** The wall clock in milliseconds; the page gives `Date.now`, tests a simulated clock. */
  now?: () => number;
}

export interface LiveRoomContext extends FailureFields {
  roomId: string;
  now: () => number;
  /** The clock when last read: the countdown is drawn from it. */
  clockAt: number;
  room: LiveView | null;
  /** A granted address of the live playlist. */
  streamUrl: string | null;
  replay: ReplayGrant | null;
  /** Where the replay is now (seconds). */
  position: number;
  /** Seconds of playback not yet reported by a leave. */
  unsentSeconds: number;
}

export type LiveRoomEvent =
  /** The video plays (again). */
  | { type: 'video.playing' }
  /** The video stopped: paused, waiting for data, or ended. */
  | { type: 'video.pause' }
  /** The replay's current time. */
  | { type: 'video.time'; position: number }
  | { type: 'video.ended' }
  /** The stream or file cannot be played. */
  | { type: 'video.error' }
  | { type: 'retry' }
  /** The page goes away: unmounted (`unloading` false) or the document hidden for good (`pagehide`). */
  | { type: 'page.leave'; unloading: boolean };

export type LiveRoomTag =
  'loading' | 'notStarted' | 'live' | 'connecting' | 'replayPending' | 'finished' | 'playing' | 'failed';

import { z } from 'zod';
import { endpoint } from './endpoint';
import { count, dateTime, flag, id, pageOf, pageRequest } from './envelope';
import { LiveStatus, liveRoutes } from './live.routes';

export { LiveStatus } from './live.routes';

export const liveStatus = z.union([
  z.literal(LiveStatus.notStarted),
  z.literal(LiveStatus.live),
  z.literal(LiveStatus.replayPending),
  z.literal(LiveStatus.finished),
]);

export const liveCard = z.object({
  id,
  liveName: z.string(),
  cover: z.string(),
  lecturerName: z.string(),
  startTime: dateTime,
  endTime: dateTime,
  liveStatus,
  /** 1 when a finished session has a replay to watch. */
  hasReplay: flag,
  /** Members who have joined. */
  viewerCount: count,
});
export type LiveCard = z.infer<typeof liveCard>;

export const liveView = liveCard.extend({
  /** Plain text. */
  introduce: z.string(),
  /** Seconds of the replay, once there is one. */
  replayDuration: count,
  /** Where the caller's replay stopped. */
  position: z.number().min(0),
});
export type LiveView = z.infer<typeof liveView>;

const liveRequest = z.object({ id });

export const liveApi = {
  page: endpoint({ ...liveRoutes.page, request: pageRequest, response: pageOf(liveCard) }),
  watch: endpoint({ ...liveRoutes.watch, request: liveRequest, response: liveView }),
  roomWatchUrl: endpoint({
    ...liveRoutes.roomWatchUrl,
    request: liveRequest,
    response: z.object({ url: z.string(), expiresIn: count }),
  }),
  playbackWatch: endpoint({
    ...liveRoutes.playbackWatch,
    request: liveRequest,
    response: z.object({
      url: z.string(),
      totalDuration: count,
      position: z.number().min(0),
      expiresIn: count,
    }),
  }),
  leave: endpoint({
    ...liveRoutes.leave,
    request: liveRequest.extend({
      watchSeconds: z.number().int().min(0).max(86_400),
      /** Replay only: where it stopped. */
      position: z.number().min(0).optional(),
    }),
    response: z.null(),
  }),
};

import type { HttpClient } from '../../../services/http';
import { settle, type Settled } from '../../kit/app/route-data';
import { QUEUES } from './queues';

/** What waits in each queue, in the order of QUEUES; one count failing leaves the others shown. */
export interface QueueCountsData {
  counts: Settled<number>[];
}

/** The back office frame's read: every queue's count (the queues read quietly, see QUEUES). */
export async function queueCountsData(http: HttpClient): Promise<QueueCountsData> {
  return { counts: await Promise.all(QUEUES.map((queue) => settle(http, queue.waiting(http)))) };
}

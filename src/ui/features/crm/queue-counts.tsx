import { useRouter } from '@tanstack/react-router';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import type { QueueCountsData } from './queue-counts-data';
import { QUEUES } from './queues';

interface QueueCounts {
  /** Items waiting per queue key; absent when the count could not be read. */
  counts: Record<string, number | undefined>;
  /** Reads the counts again with the page's own data (a page calls it after a decision). */
  refresh: () => void;
}

const QueueCountsContext = createContext<QueueCounts>({ counts: {}, refresh: () => {} });

export function useQueueCounts(): QueueCounts {
  return useContext(QueueCountsContext);
}

/** Hands the frame's counts, read by the back office route's loader, to the navigation and the pages. */
export function QueueCountsProvider({ data, children }: { data: QueueCountsData; children: ReactNode }) {
  const router = useRouter();
  const refresh = useCallback(() => void router.invalidate(), [router]);
  const value = useMemo<QueueCounts>(
    () => ({
      counts: Object.fromEntries(
        QUEUES.map((q, i) => {
          const count = data.counts[i];
          return [q.key, count?.ok ? count.data : undefined];
        }),
      ),
      refresh,
    }),
    [data, refresh],
  );
  return <QueueCountsContext.Provider value={value}>{children}</QueueCountsContext.Provider>;
}

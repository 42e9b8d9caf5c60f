import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useGatewayData } from '../../kit/app/use-gateway-data';
import { QUEUES } from './queues';

interface QueueCounts {
  /** Items waiting per queue key; absent while loading or when the count could not be read. */
  counts: Record<string, number | undefined>;
  loading: boolean;
  /** Reads the counts again (a page calls it after a decision). */
  refresh: () => void;
}

const QueueCountsContext = createContext<QueueCounts>({ counts: {}, loading: false, refresh: () => {} });

export function useQueueCounts(): QueueCounts {
  return useContext(QueueCountsContext);
}

/** Reads every queue's count once for the frame, and again when a page says something changed. */
export function QueueCountsProvider({ children }: { children: ReactNode }) {
  const [version, setVersion] = useState(0);
  const { data, loading } = useGatewayData(`crm-counts:${version}`, (http) =>
    // One count failing leaves the others shown.
    Promise.all(QUEUES.map((q) => q.waiting(http).catch(() => undefined))),
  );
  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  const value = useMemo<QueueCounts>(
    () => ({
      counts: Object.fromEntries(QUEUES.map((q, i) => [q.key, data?.[i]])),
      loading,
      refresh,
    }),
    [data, loading, refresh],
  );
  return <QueueCountsContext.Provider value={value}>{children}</QueueCountsContext.Provider>;
}

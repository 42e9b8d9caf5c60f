import { Box, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import type { HttpClient } from '../../../services/http';
import type { GatewayData } from './use-gateway-data';

/**
 * One read of a page's loader, settled: its data, or the gateway's message when it failed. A loader settles
 * each read on its own, so one failing card shows its message and a retry while the rest of the page shows.
 */
export type Settled<T> = { ok: true; data: T } | { ok: false; error: string };

/** Settles a read for a loader; pass `{ isShowErrTip: false }` to the call, since the page shows the message. */
export function settle<T>(http: HttpClient, read: Promise<T>): Promise<Settled<T>> {
  return read.then(
    (data): Settled<T> => ({ ok: true, data }),
    (error: unknown): Settled<T> => ({ ok: false, error: http.toApiError(error).msg }),
  );
}

/**
 * A settled read as the load states show it. Retry runs the page's loaders again; until their answer arrives
 * the read counts as loading, so the retry button cannot be pressed twice.
 */
export function useSettled<T>(settled: Settled<T>): GatewayData<T> {
  const router = useRouter();
  const [retried, setRetried] = useState<Settled<T> | null>(null);
  const reload = useCallback(() => {
    setRetried(settled);
    void router.invalidate();
  }, [router, settled]);
  const loading = retried === settled;
  if (loading) return { data: undefined, error: null, loading, reload };
  return settled.ok
    ? { data: settled.data, error: null, loading, reload }
    : { data: undefined, error: settled.error, loading, reload };
}

/**
 * What a page shows while its loader runs longer than the router's pending delay: the outline of a heading
 * and two cards, in the page's frame, so the layout does not jump when the data arrives.
 */
export function PagePending() {
  return (
    <Stack gap="6" aria-busy="true" width="full">
      <Skeleton height="8" width="48" rounded="l2" />
      {[0, 1].map((i) => (
        <Box key={i} borderWidth="1px" rounded="l3" p="5">
          <SkeletonText noOfLines={4} gap="3" />
        </Box>
      ))}
    </Stack>
  );
}

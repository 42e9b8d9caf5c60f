import { Box } from '@chakra-ui/react';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/** Spec §9: quick transitions show nothing; a long one fills the bar over five seconds. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;

/** A thin bar at the top of the window while a route is loading. Pure CSS; still when motion is reduced. */
export function RouteProgress() {
  const loading = useRouterState({ select: (s) => s.status === 'pending' });
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setShown(true), PROGRESS_THROTTLE_MS);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [loading]);

  if (!shown) return null;
  return (
    <Box
      aria-hidden="true"
      data-testid="route-progress"
      position="fixed"
      top="0"
      insetStart="0"
      height="3px"
      width="90%"
      bg="brand.solid"
      zIndex="toast"
      pointerEvents="none"
      transformOrigin="left"
      css={{
        animation: `route-progress ${PROGRESS_DURATION_MS}ms cubic-bezier(0.1, 0.7, 0.3, 1) forwards`,
        '@keyframes route-progress': { from: { transform: 'scaleX(0.05)' }, to: { transform: 'scaleX(1)' } },
        '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.7 },
      }}
    />
  );
}

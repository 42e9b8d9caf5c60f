import { Box } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { CheckIcon } from './player-icons';

const SIZE = 20;
const R = 8;
const CIRCUMFERENCE = 2 * Math.PI * R;

/** A node's progress: a ring filling up, or a check once finished. Its label is read out with the node. */
export function ProgressRing({ progress, finished }: { progress: number; finished: boolean }) {
  const intl = useIntl();
  const label = finished
    ? intl.formatMessage({ id: 'player.tree.finished' })
    : intl.formatMessage({ id: 'player.tree.progress' }, { progress });
  if (finished) {
    return (
      <Box
        as="span"
        role="img"
        aria-label={label}
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        boxSize="5"
        rounded="full"
        bg="green.solid"
        color="green.contrast"
        fontSize="xs"
        flexShrink={0}
      >
        <CheckIcon />
      </Box>
    );
  }
  const share = Math.min(100, Math.max(0, progress)) / 100;
  return (
    <Box as="span" role="img" aria-label={label} display="inline-flex" flexShrink={0} color="brand.solid">
      <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true">
        <circle
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={R}
          fill="none"
          stroke="currentColor"
          strokeOpacity={0.2}
          strokeWidth={3}
        />
        {share > 0 ? (
          <circle
            cx={SIZE / 2}
            cy={SIZE / 2}
            r={R}
            fill="none"
            stroke="currentColor"
            strokeWidth={3}
            strokeLinecap="round"
            strokeDasharray={`${CIRCUMFERENCE * share} ${CIRCUMFERENCE}`}
            transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
          />
        ) : null}
      </svg>
    </Box>
  );
}

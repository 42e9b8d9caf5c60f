import { createIcon } from '@chakra-ui/react';
import type { ReactElement } from 'react';

/** The line style every Praxis icon shares: 2-unit round strokes in the text colour. */
export const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/**
 * An icon drawn on the 24-unit grid. It sizes with the text around it (an unsized svg collapses in a
 * shrink-wrapped box) and is decorative unless the caller labels the surrounding control.
 */
export function strokeIcon(displayName: string, path: ReactElement) {
  return createIcon({ displayName, defaultProps: { boxSize: '1em' }, viewBox: '0 0 24 24', path });
}

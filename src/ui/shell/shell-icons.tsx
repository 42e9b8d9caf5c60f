import { createIcon } from '@chakra-ui/react';

/* Header icons on the same 24-unit stroke grid as ../icons/icons.tsx; decorative, the controls carry the names. */
const defaultProps = { boxSize: '1em' } as const;

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const MenuIcon = createIcon({
  displayName: 'MenuIcon',
  defaultProps,
  viewBox: '0 0 24 24',
  path: <path {...stroke} d="M4 6h16M4 12h16M4 18h16" />,
});

export const CloseIcon = createIcon({
  displayName: 'CloseIcon',
  defaultProps,
  viewBox: '0 0 24 24',
  path: <path {...stroke} d="M6 6l12 12M18 6L6 18" />,
});

export const SearchIcon = createIcon({
  displayName: 'SearchIcon',
  defaultProps,
  viewBox: '0 0 24 24',
  path: (
    <g {...stroke}>
      <circle cx="11" cy="11" r="7" />
      <path d="M21 21l-4.3-4.3" />
    </g>
  ),
});

export const ExternalIcon = createIcon({
  displayName: 'ExternalIcon',
  defaultProps,
  viewBox: '0 0 24 24',
  path: <path {...stroke} d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
});

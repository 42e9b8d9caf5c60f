import { createIcon } from '@chakra-ui/react';

/* Stroke icons drawn on a 24-unit grid; decorative unless the caller labels the surrounding control. */
/** Icons size with the text around them unless told otherwise (an unsized svg collapses in a shrink-wrapped box). */
const defaultProps = { boxSize: '1em' } as const;

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const EyeIcon = createIcon({
  displayName: 'EyeIcon',
  defaultProps,
  viewBox: '0 0 24 24',
  path: (
    <g {...stroke}>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </g>
  ),
});

export const EyeOffIcon = createIcon({
  displayName: 'EyeOffIcon',
  defaultProps,
  viewBox: '0 0 24 24',
  path: (
    <g {...stroke}>
      <path d="M10.6 5.1A10.6 10.6 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-2.6 3.6M6.6 6.6A17.4 17.4 0 0 0 2 12s3.5 7 10 7a10 10 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M2 2l20 20" />
    </g>
  ),
});

export const GlobeIcon = createIcon({
  displayName: 'GlobeIcon',
  defaultProps,
  viewBox: '0 0 24 24',
  path: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="10" />
      <path d="M2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z" />
    </g>
  ),
});

export const ChevronDownIcon = createIcon({
  displayName: 'ChevronDownIcon',
  defaultProps,
  viewBox: '0 0 24 24',
  path: <path {...stroke} d="M6 9l6 6 6-6" />,
});

export const RefreshIcon = createIcon({
  displayName: 'RefreshIcon',
  defaultProps,
  viewBox: '0 0 24 24',
  path: (
    <g {...stroke}>
      <path d="M21 12a9 9 0 1 1-2.6-6.4L21 8" />
      <path d="M21 3v5h-5" />
    </g>
  ),
});

export const CheckCircleIcon = createIcon({
  displayName: 'CheckCircleIcon',
  defaultProps,
  viewBox: '0 0 24 24',
  path: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="10" />
      <path d="M8 12.5l2.5 2.5L16 9.5" />
    </g>
  ),
});

export const ClockIcon = createIcon({
  displayName: 'ClockIcon',
  defaultProps,
  viewBox: '0 0 24 24',
  path: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 6v6l4 2" />
    </g>
  ),
});

export const XCircleIcon = createIcon({
  displayName: 'XCircleIcon',
  defaultProps,
  viewBox: '0 0 24 24',
  path: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="10" />
      <path d="M15 9l-6 6M9 9l6 6" />
    </g>
  ),
});

export const LockIcon = createIcon({
  displayName: 'LockIcon',
  defaultProps,
  viewBox: '0 0 24 24',
  path: (
    <g {...stroke}>
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </g>
  ),
});

export const LogoutIcon = createIcon({
  displayName: 'LogoutIcon',
  defaultProps,
  viewBox: '0 0 24 24',
  path: (
    <g {...stroke}>
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
      <path d="M16 17l5-5-5-5M21 12H9" />
    </g>
  ),
});

export const BuildingIcon = createIcon({
  displayName: 'BuildingIcon',
  defaultProps,
  viewBox: '0 0 24 24',
  path: (
    <g {...stroke}>
      <rect x="4" y="2" width="16" height="20" rx="1" />
      <path d="M9 22v-4h6v4M8 6h.01M12 6h.01M16 6h.01M8 10h.01M12 10h.01M16 10h.01M8 14h.01M12 14h.01M16 14h.01" />
    </g>
  ),
});

export const ShieldIcon = createIcon({
  displayName: 'ShieldIcon',
  defaultProps,
  viewBox: '0 0 24 24',
  path: <path {...stroke} d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />,
});

import { stroke, strokeIcon } from './stroke-icon';

/*
 * The portal's icon set; the header's few live in ../shell/shell-icons.tsx so it loads only those. Each icon is
 * marked pure, so a bundle keeps only the icons its pages draw.
 */

export const EyeIcon = /* @__PURE__ */ strokeIcon(
  'EyeIcon',
  <g {...stroke}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </g>,
);

export const EyeOffIcon = /* @__PURE__ */ strokeIcon(
  'EyeOffIcon',
  <g {...stroke}>
    <path d="M10.6 5.1A10.6 10.6 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-2.6 3.6M6.6 6.6A17.4 17.4 0 0 0 2 12s3.5 7 10 7a10 10 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M2 2l20 20" />
  </g>,
);

export const GlobeIcon = /* @__PURE__ */ strokeIcon(
  'GlobeIcon',
  <g {...stroke}>
    <circle cx="12" cy="12" r="10" />
    <path d="M2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z" />
  </g>,
);

export const ChevronDownIcon = /* @__PURE__ */ strokeIcon(
  'ChevronDownIcon',
  <path {...stroke} d="M6 9l6 6 6-6" />,
);

export const RefreshIcon = /* @__PURE__ */ strokeIcon(
  'RefreshIcon',
  <g {...stroke}>
    <path d="M21 12a9 9 0 1 1-2.6-6.4L21 8" />
    <path d="M21 3v5h-5" />
  </g>,
);

export const CheckCircleIcon = /* @__PURE__ */ strokeIcon(
  'CheckCircleIcon',
  <g {...stroke}>
    <circle cx="12" cy="12" r="10" />
    <path d="M8 12.5l2.5 2.5L16 9.5" />
  </g>,
);

export const ClockIcon = /* @__PURE__ */ strokeIcon(
  'ClockIcon',
  <g {...stroke}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </g>,
);

export const XCircleIcon = /* @__PURE__ */ strokeIcon(
  'XCircleIcon',
  <g {...stroke}>
    <circle cx="12" cy="12" r="10" />
    <path d="M15 9l-6 6M9 9l6 6" />
  </g>,
);

export const LockIcon = /* @__PURE__ */ strokeIcon(
  'LockIcon',
  <g {...stroke}>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </g>,
);

export const LogoutIcon = /* @__PURE__ */ strokeIcon(
  'LogoutIcon',
  <g {...stroke}>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <path d="M16 17l5-5-5-5M21 12H9" />
  </g>,
);

export const BuildingIcon = /* @__PURE__ */ strokeIcon(
  'BuildingIcon',
  <g {...stroke}>
    <rect x="4" y="2" width="16" height="20" rx="1" />
    <path d="M9 22v-4h6v4M8 6h.01M12 6h.01M16 6h.01M8 10h.01M12 10h.01M16 10h.01M8 14h.01M12 14h.01M16 14h.01" />
  </g>,
);

export const ShieldIcon = /* @__PURE__ */ strokeIcon(
  'ShieldIcon',
  <path {...stroke} d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />,
);

export const InfoIcon = /* @__PURE__ */ strokeIcon(
  'InfoIcon',
  <g {...stroke}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4.5M12 8h.01" />
  </g>,
);

export const WarningIcon = /* @__PURE__ */ strokeIcon(
  'WarningIcon',
  <g {...stroke}>
    <path d="M10.3 3.9L1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
    <path d="M12 9v4M12 17h.01" />
  </g>,
);

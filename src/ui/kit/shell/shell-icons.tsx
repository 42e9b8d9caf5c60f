import { stroke, strokeIcon } from '../icons/stroke-icon';

/* Header icons, in their own module so the header does not load the rest of the set. */

export const MenuIcon = /* @__PURE__ */ strokeIcon(
  'MenuIcon',
  <path {...stroke} d="M4 6h16M4 12h16M4 18h16" />,
);

export const CloseIcon = /* @__PURE__ */ strokeIcon(
  'CloseIcon',
  <path {...stroke} d="M6 6l12 12M18 6L6 18" />,
);

export const SearchIcon = /* @__PURE__ */ strokeIcon(
  'SearchIcon',
  <g {...stroke}>
    <circle cx="11" cy="11" r="7" />
    <path d="M21 21l-4.3-4.3" />
  </g>,
);

export const ExternalIcon = /* @__PURE__ */ strokeIcon(
  'ExternalIcon',
  <path {...stroke} d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
);

export const BellIcon = /* @__PURE__ */ strokeIcon(
  'BellIcon',
  <path {...stroke} d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2zM10 21a2 2 0 0 0 4 0" />,
);

export const DownloadIcon = /* @__PURE__ */ strokeIcon(
  'DownloadIcon',
  <path {...stroke} d="M12 4v11M7 10l5 5 5-5M5 20h14" />,
);

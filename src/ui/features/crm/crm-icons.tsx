import { stroke, strokeIcon } from '../../kit/icons/stroke-icon';

export const InboxIcon = strokeIcon(
  'InboxIcon',
  <path {...stroke} d="M22 12h-6l-2 3h-4l-2-3H2M5.5 5h13L22 12v6a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2v-6z" />,
);

export const UserPlusIcon = strokeIcon(
  'UserPlusIcon',
  <g {...stroke}>
    <circle cx="9" cy="7" r="4" />
    <path d="M2 21v-2a5 5 0 0 1 5-5h4a5 5 0 0 1 5 5v2M19 8v6M16 11h6" />
  </g>,
);

export const PenIcon = strokeIcon(
  'PenIcon',
  <path {...stroke} d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />,
);

export const ArrowLeftIcon = strokeIcon('ArrowLeftIcon', <path {...stroke} d="M19 12H5M12 19l-7-7 7-7" />);

export const ClipboardIcon = strokeIcon(
  'ClipboardIcon',
  <g {...stroke}>
    <rect x="8" y="2" width="8" height="4" rx="1" />
    <path d="M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2M9 14l2 2 4-4" />
  </g>,
);

/** Stacked layers: a study project's stages. */
export const LayersIcon = strokeIcon(
  'LayersIcon',
  <path {...stroke} d="M12 2 2 7l10 5 10-5-10-5zM2 17l10 5 10-5M2 12l10 5 10-5" />,
);

export const AwardIcon = strokeIcon(
  'AwardIcon',
  <g {...stroke}>
    <circle cx="12" cy="9" r="6" />
    <path d="M8.5 14 7 22l5-3 5 3-1.5-8" />
  </g>,
);

import { stroke, strokeIcon } from '../../kit/icons/stroke-icon';

/* The player's own control icons; the kinds of nodes use the kit's course icons (kit/learning/course-icons). */

export const ChevronLeftIcon = strokeIcon('ChevronLeftIcon', <path {...stroke} d="M15 18l-6-6 6-6" />);
export const ChevronRightIcon = strokeIcon('PlayerChevronRightIcon', <path {...stroke} d="M9 18l6-6-6-6" />);
export const ChevronDownIcon = strokeIcon('PlayerChevronDownIcon', <path {...stroke} d="M6 9l6 6 6-6" />);
export const ArrowLeftIcon = strokeIcon('ArrowLeftIcon', <path {...stroke} d="M19 12H5M12 19l-7-7 7-7" />);
export const CheckIcon = strokeIcon('CheckIcon', <path {...stroke} d="M20 6L9 17l-5-5" />);
export const FileIcon = strokeIcon(
  'FileIcon',
  <g {...stroke}>
    <path d="M13 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
    <path d="M13 2v7h7" />
  </g>,
);
export const ZoomInIcon = strokeIcon(
  'ZoomInIcon',
  <g {...stroke}>
    <circle cx="11" cy="11" r="8" />
    <path d="M21 21l-4.35-4.35M11 8v6M8 11h6" />
  </g>,
);
export const ZoomOutIcon = strokeIcon(
  'ZoomOutIcon',
  <g {...stroke}>
    <circle cx="11" cy="11" r="8" />
    <path d="M21 21l-4.35-4.35M8 11h6" />
  </g>,
);

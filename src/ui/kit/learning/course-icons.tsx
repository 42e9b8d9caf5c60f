import type { ComponentProps } from 'react';
import { stroke, strokeIcon } from '../icons/stroke-icon';
import type { ContentKind } from './content-kinds';

/* Icons of the course pages: one per kind of content node, and the few the catalogue and the course page use. */

export const VideoIcon = /* @__PURE__ */ strokeIcon(
  'VideoIcon',
  <g {...stroke}>
    <rect x="2" y="5" width="14" height="14" rx="2" />
    <path d="M16 10l6-3v10l-6-3" />
  </g>,
);

export const AudioIcon = /* @__PURE__ */ strokeIcon(
  'AudioIcon',
  <g {...stroke}>
    <path d="M9 18V5l12-2v13" />
    <circle cx="6" cy="18" r="3" />
    <circle cx="18" cy="16" r="3" />
  </g>,
);

export const DocumentIcon = /* @__PURE__ */ strokeIcon(
  'DocumentIcon',
  <g {...stroke}>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6M8 13h8M8 17h8M8 9h2" />
  </g>,
);

export const ImageIcon = /* @__PURE__ */ strokeIcon(
  'ImageIcon',
  <g {...stroke}>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="8.5" cy="8.5" r="1.5" />
    <path d="M21 15l-5-5L5 21" />
  </g>,
);

export const ArchiveIcon = /* @__PURE__ */ strokeIcon(
  'ArchiveIcon',
  <g {...stroke}>
    <rect x="2" y="3" width="20" height="5" rx="1" />
    <path d="M4 8v11a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8M10 12h4" />
  </g>,
);

export const ArticleIcon = /* @__PURE__ */ strokeIcon(
  'ArticleIcon',
  <g {...stroke}>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M7 8h10M7 12h10M7 16h6" />
  </g>,
);

export const ExamIcon = /* @__PURE__ */ strokeIcon(
  'ExamIcon',
  <g {...stroke}>
    <path d="M9 5H7a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-2" />
    <rect x="9" y="3" width="6" height="4" rx="1" />
    <path d="M9 14l2 2 4-4" />
  </g>,
);

export const SurveyIcon = /* @__PURE__ */ strokeIcon(
  'SurveyIcon',
  <g {...stroke}>
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
    <path d="M8 9h8M8 13h5" />
  </g>,
);

export const ClassroomIcon = /* @__PURE__ */ strokeIcon(
  'ClassroomIcon',
  <g {...stroke}>
    <path d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M23 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8" />
  </g>,
);

export const ToolIcon = /* @__PURE__ */ strokeIcon(
  'ToolIcon',
  <path
    {...stroke}
    d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9z"
  />,
);

export const BadgeIcon = /* @__PURE__ */ strokeIcon(
  'BadgeIcon',
  <g {...stroke}>
    <circle cx="12" cy="8" r="6" />
    <path d="M15.5 13.1L17 22l-5-3-5 3 1.5-8.9" />
  </g>,
);

export const FolderIcon = /* @__PURE__ */ strokeIcon(
  'FolderIcon',
  <path {...stroke} d="M22 19a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h5l2 3h9a2 2 0 0 1 2 2z" />,
);

export const StarIcon = /* @__PURE__ */ strokeIcon(
  'StarIcon',
  <path {...stroke} d="M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" />,
);

/** A filled star, for ratings given. */
export const StarFilledIcon = /* @__PURE__ */ strokeIcon(
  'StarFilledIcon',
  <path
    {...stroke}
    fill="currentColor"
    d="M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z"
  />,
);

export const HeartIcon = /* @__PURE__ */ strokeIcon(
  'HeartIcon',
  <path
    {...stroke}
    d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21.3l7.8-7.8 1-1.1a5.5 5.5 0 0 0 0-7.8z"
  />,
);

export const BookmarkIcon = /* @__PURE__ */ strokeIcon(
  'BookmarkIcon',
  <path {...stroke} d="M19 21l-7-5-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z" />,
);

export const DownloadIcon = /* @__PURE__ */ strokeIcon(
  'DownloadIcon',
  <g {...stroke}>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="M7 10l5 5 5-5M12 15V3" />
  </g>,
);

export const SearchIcon = /* @__PURE__ */ strokeIcon(
  'SearchIcon',
  <g {...stroke}>
    <circle cx="11" cy="11" r="8" />
    <path d="M21 21l-4.35-4.35" />
  </g>,
);

export const UsersIcon = /* @__PURE__ */ strokeIcon(
  'UsersIcon',
  <g {...stroke}>
    <path d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
  </g>,
);

export const PlayIcon = /* @__PURE__ */ strokeIcon('PlayIcon', <path {...stroke} d="M6 3l14 9-14 9z" />);

export const ChevronRightIcon = /* @__PURE__ */ strokeIcon(
  'ChevronRightIcon',
  <path {...stroke} d="M9 18l6-6-6-6" />,
);

const KIND_ICONS: Record<ContentKind, ReturnType<typeof strokeIcon>> = {
  directory: FolderIcon,
  video: VideoIcon,
  audio: AudioIcon,
  document: DocumentIcon,
  image: ImageIcon,
  archive: ArchiveIcon,
  resource: DocumentIcon,
  imageText: ArticleIcon,
  exam: ExamIcon,
  survey: SurveyIcon,
  offlineTraining: ClassroomIcon,
  practical: ToolIcon,
  jobEvaluation: BadgeIcon,
};

/** The icon of a kind of content node; decorative (the label beside it names the kind). */
export function KindIcon({ kind, ...rest }: { kind: ContentKind } & ComponentProps<typeof VideoIcon>) {
  const Icon = KIND_ICONS[kind];
  return <Icon aria-hidden {...rest} />;
}

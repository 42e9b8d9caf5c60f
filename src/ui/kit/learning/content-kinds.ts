import type { ContentNode } from '../../../../contract/course';
import { ContentType, ResourceType } from '../../../../contract/course.routes';

/**
 * What a node of a course's content tree is, as the page names and opens it: one kind per content type, and
 * for resources one per media type (spec §3).
 */
export type ContentKind =
  | 'directory'
  | 'video'
  | 'audio'
  | 'document'
  | 'image'
  | 'archive'
  | 'resource'
  | 'imageText'
  | 'exam'
  | 'survey'
  | 'offlineTraining'
  | 'practical'
  | 'jobEvaluation';

const RESOURCE_KINDS: Record<ResourceType, ContentKind> = {
  [ResourceType.video]: 'video',
  [ResourceType.audio]: 'audio',
  [ResourceType.document]: 'document',
  [ResourceType.image]: 'image',
  [ResourceType.archive]: 'archive',
};

const CONTENT_KINDS: Record<Exclude<ContentType, typeof ContentType.resource>, ContentKind> = {
  [ContentType.directory]: 'directory',
  [ContentType.exam]: 'exam',
  [ContentType.imageText]: 'imageText',
  [ContentType.survey]: 'survey',
  [ContentType.offlineTraining]: 'offlineTraining',
  [ContentType.practical]: 'practical',
  [ContentType.jobEvaluation]: 'jobEvaluation',
};

export function contentKind(node: Pick<ContentNode, 'contentType' | 'resourceType'>): ContentKind {
  if (node.contentType === ContentType.resource) {
    // A resource without a media type (a gateway of the family may leave it out) is still a resource.
    return node.resourceType === null ? 'resource' : RESOURCE_KINDS[node.resourceType];
  }
  return CONTENT_KINDS[node.contentType];
}

/** The message key of a kind's label ("视频", "图文", "考试"…). */
export const kindLabelKey = (kind: ContentKind): string => `course.kind.${kind}`;

/**
 * Where a node opens: resources and image-text in the player (`/watch/course`), exams, surveys and the other
 * activities on the practice page (`/watch/practice`), which says what they are and leads to them; a chapter
 * opens nothing.
 */
export function nodeDestination(node: Pick<ContentNode, 'contentType'>): 'watch' | 'practice' | null {
  switch (node.contentType) {
    case ContentType.directory:
      return null;
    case ContentType.resource:
    case ContentType.imageText:
      return 'watch';
    default:
      return 'practice';
  }
}

/** Whether a node counts its media time (video and audio). */
export function hasDuration(
  node: Pick<ContentNode, 'contentType' | 'resourceType' | 'totalDuration'>,
): boolean {
  return (
    node.contentType === ContentType.resource &&
    (node.resourceType === ResourceType.video || node.resourceType === ResourceType.audio) &&
    node.totalDuration > 0
  );
}

/** How many nodes there are to study (everything but chapters), and how many of them are finished. */
export function treeTally(nodes: readonly ContentNode[]): { periods: number; finished: number } {
  let periods = 0;
  let finished = 0;
  const walk = (list: readonly ContentNode[]) => {
    for (const node of list) {
      if (node.contentType === ContentType.directory) walk(node.subTrainingProgress);
      else {
        periods += 1;
        if (node.finished === 1) finished += 1;
      }
    }
  };
  walk(nodes);
  return { periods, finished };
}

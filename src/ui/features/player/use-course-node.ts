import { useCallback, useMemo, useState } from 'react';
import type { ProgressSavedEvent } from '../../../machines/task-progress/task-progress.types';
import type { ContentNode } from '../../../../contract/course';
import { findNode, isPlayable, resumeNode, withProgress, type NodeProgress } from './content-tree';

/**
 * The node a player page shows and the tree beside it. `nodes` is the course's content tree as its route read
 * it (undefined until it is there); the node is the one the address names, else the course's resume node.
 * Progress the gateway acknowledges while studying (`onSaved`) is laid over the tree, never lowered, so
 * stepping between nodes needs no new read. `onCourseProgress` hears the course's own figure.
 */
export function useCourseNode({
  courseId,
  nodes,
  resumeSubResourceId,
  subResourceId,
  onCourseProgress,
}: {
  courseId: string;
  nodes: readonly ContentNode[] | undefined;
  resumeSubResourceId: string | null;
  subResourceId: string | null;
  onCourseProgress?: (progress: number) => void;
}) {
  const [saved, setSaved] = useState<Record<string, NodeProgress>>({});
  const tree = useMemo(() => withProgress(nodes ?? [], saved), [nodes, saved]);
  const node = nodes
    ? subResourceId
      ? findNode(tree, subResourceId)
      : resumeNode(tree, resumeSubResourceId)
    : null;
  const playable = node ? isPlayable(node) : true;

  const onSaved = useCallback(
    (event: ProgressSavedEvent) => {
      if (event.courseId !== courseId) return;
      const { answer } = event;
      setSaved((prev) => {
        const before = prev[event.subResourceId];
        if (before && before.studyProgress >= answer.studyProgress && before.finished >= answer.finished)
          return prev;
        return {
          ...prev,
          [event.subResourceId]: { studyProgress: answer.studyProgress, finished: answer.finished },
        };
      });
      onCourseProgress?.(answer.courseProgress);
    },
    [courseId, onCourseProgress],
  );

  return { tree, node, nodeId: node?.subResourceId ?? null, playable, onSaved };
}

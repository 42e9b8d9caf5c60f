import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ProgressSavedEvent } from '../../../machines/task-progress/task-progress.types';
import { useSettled } from '../../kit/app/route-data';
import { idParam } from '../../kit/navigation/id-param';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import { findNode, isPlayable, resumeNode, withProgress, type NodeProgress } from './content-tree';
import type { CourseOutlineData } from './course-outline';
import { NodeStudy } from './node-study';
import { FrameNote, PlayerFrame } from './player-frame';

/**
 * `/watch/course?courseId=&id=`: one node of a course in the player. Without `id` the course's resume node
 * opens (and the address says so); a node taken elsewhere moves to `/watch/practice`. Progress the gateway
 * acknowledges while studying is laid over the content tree read by the route.
 */
export function PlayerPage({
  courseId,
  subResourceId,
  data,
}: {
  courseId: string;
  subResourceId: string | null;
  data: CourseOutlineData;
}) {
  const navigate = useNavigate();
  const locale = useLocaleParam();
  const outline = useSettled(data.outline);
  const [saved, setSaved] = useState<Record<string, NodeProgress>>({});
  const [courseProgress, setCourseProgress] = useState<number | null>(null);

  const tree = useMemo(() => withProgress(outline.data?.tree ?? [], saved), [outline.data, saved]);
  const node = outline.data
    ? subResourceId
      ? findNode(tree, subResourceId)
      : resumeNode(tree, outline.data.view.resumeSubResourceId)
    : null;
  const nodeId = node?.subResourceId ?? null;
  const playable = node ? isPlayable(node) : true;
  useDocumentTitle(node?.subResourceName ?? outline.data?.view.courseName);

  useEffect(() => {
    if (nodeId === null) return;
    const search = { courseId: idParam(courseId), id: idParam(nodeId) };
    if (!playable)
      void navigate({ to: '/{-$locale}/watch/practice', params: { locale }, search, replace: true });
    else if (subResourceId === null)
      void navigate({ to: '/{-$locale}/watch/course', params: { locale }, search, replace: true });
  }, [navigate, locale, courseId, nodeId, playable, subResourceId]);

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
      setCourseProgress(answer.courseProgress);
    },
    [courseId],
  );

  return (
    <PlayerFrame
      courseId={courseId}
      outline={outline}
      tree={tree}
      currentId={nodeId}
      courseProgress={courseProgress}
    >
      {node && playable ? (
        <NodeStudy key={node.subResourceId} courseId={courseId} node={node} onSaved={onSaved} />
      ) : outline.data && !node ? (
        <FrameNote>
          <FormattedMessage id={tree.length === 0 ? 'player.empty' : 'player.notFound'} />
        </FrameNote>
      ) : null}
    </PlayerFrame>
  );
}

import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSettled } from '../../kit/app/route-data';
import { idParam } from '../../kit/navigation/id-param';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import type { CourseOutlineData } from './course-outline';
import { NodeStudy } from './node-study';
import { FrameNote, PlayerFrame } from './player-frame';
import { useCourseNode } from './use-course-node';

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
  const [courseProgress, setCourseProgress] = useState<number | null>(null);
  const { tree, node, nodeId, playable, onSaved } = useCourseNode({
    courseId,
    nodes: outline.data?.tree,
    resumeSubResourceId: outline.data?.view.resumeSubResourceId ?? null,
    subResourceId,
    onCourseProgress: setCourseProgress,
  });
  useDocumentTitle(node?.subResourceName ?? outline.data?.view.courseName);

  useEffect(() => {
    if (nodeId === null) return;
    const search = { courseId: idParam(courseId), id: idParam(nodeId) };
    if (!playable)
      void navigate({ to: '/{-$locale}/watch/practice', params: { locale }, search, replace: true });
    else if (subResourceId === null)
      void navigate({ to: '/{-$locale}/watch/course', params: { locale }, search, replace: true });
  }, [navigate, locale, courseId, nodeId, playable, subResourceId]);

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

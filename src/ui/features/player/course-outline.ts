import type { ContentNode, CourseView } from '../../../../contract/course';
import { chapterPeriodList, courseView } from '../../../services/api/course';
import { useGatewayData, type GatewayData } from '../../kit/app/use-gateway-data';

export interface CourseOutline {
  view: CourseView;
  tree: ContentNode[];
}

/** The course and its content tree with the learner's progress, read once per page. */
export function useCourseOutline(courseId: string): GatewayData<CourseOutline> {
  return useGatewayData(`outline:${courseId}`, (http) =>
    Promise.all([courseView(http, { courseId }), chapterPeriodList(http, { courseId })]).then(
      ([view, tree]) => ({ view, tree }),
    ),
  );
}

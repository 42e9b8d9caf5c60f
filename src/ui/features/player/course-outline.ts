import type { ContentNode, CourseView } from '../../../../contract/course';
import { chapterPeriodList, courseView } from '../../../services/api/course';
import type { HttpClient } from '../../../services/http';
import { settle, type Settled } from '../../kit/app/route-data';

export interface CourseOutline {
  view: CourseView;
  tree: ContentNode[];
}

/** What the player and the practice page read: the course and its content tree with the learner's progress. */
export interface CourseOutlineData {
  outline: Settled<CourseOutline>;
}

/**
 * The course and its tree as one read: the frame shows neither without the other. The page lays progress the
 * gateway acknowledges while studying over this tree, so stepping between nodes needs no new read.
 */
export async function courseOutlineData(
  http: HttpClient,
  deps: { courseId: string },
): Promise<CourseOutlineData> {
  const quiet = { isShowErrTip: false };
  const { courseId } = deps;
  const outline = await settle(
    http,
    Promise.all([courseView(http, { courseId }, quiet), chapterPeriodList(http, { courseId }, quiet)]).then(
      ([view, tree]) => ({ view, tree }),
    ),
  );
  return { outline };
}

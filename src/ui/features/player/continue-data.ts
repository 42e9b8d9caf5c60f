import type { CourseView } from '../../../../contract/course';
import { courseView } from '../../../services/api/course';
import type { HttpClient } from '../../../services/http';
import { settle, type Settled } from '../../kit/app/route-data';
import { idParam } from '../../kit/navigation/id-param';

/** "Continue learning"'s one read: the course, whose resume node the route opens. */
export interface ContinueData {
  view: Settled<CourseView>;
}

export async function continueData(http: HttpClient, deps: { courseId: string }): Promise<ContinueData> {
  return { view: await settle(http, courseView(http, { courseId: deps.courseId }, { isShowErrTip: false })) };
}

/** The player's address for a course's resume node; a course without one opens the player at its first node. */
export function continueSearch(courseId: string, resume: string | null) {
  return resume === null
    ? { courseId: idParam(courseId) }
    : { courseId: idParam(courseId), id: idParam(resume) };
}

import type { CourseView } from '../../../../contract/course';

/**
 * The course page's primary button: "start" for a course the reader has never opened, "continue" once they
 * have (opened at 0 % counts, as the gateway's learning status does). Visitors see "start" and are asked to
 * sign in.
 */
export function studyAction(
  view: Pick<CourseView, 'studyProgress' | 'lastStudyTime'>,
): 'course.action.start' | 'course.action.continue' {
  const started = (view.studyProgress ?? 0) > 0 || view.lastStudyTime !== null;
  return started ? 'course.action.continue' : 'course.action.start';
}

/** What the like and bookmark toggles show: each with its count, as the page and then each toggle answer it. */
export interface Reactions {
  admired: boolean;
  admireCount: number;
  collected: boolean;
  collectCount: number;
}

export function reactionsOf(
  view: Pick<CourseView, 'admired' | 'admireCount' | 'collected' | 'collectCount'>,
): Reactions {
  return {
    admired: view.admired === 1,
    admireCount: view.admireCount,
    collected: view.collected === 1,
    collectCount: view.collectCount,
  };
}

import { PointsRule } from '../../../contract/points.routes';
import type { Db } from '../../db/client';
import type { MemberScope } from '../../shared/member-scope';
import { awardPoints, entryOf, type PointsSource } from '../../shared/points-ledger';

/**
 * A learned course earns the company's "course learned" points once. Reports go on after a course is learned
 * (a lesson watched again): the entry is looked for first, so those reports do not lock the balance.
 */
export async function awardCourseLearnedPoints(
  tx: Db,
  scope: MemberScope,
  courseId: string,
  now: Date,
): Promise<void> {
  const source: PointsSource = {
    ruleCode: PointsRule.courseLearned,
    sourceKind: 'course',
    sourceId: courseId,
  };
  if (await entryOf(tx, scope, source)) return;
  await awardPoints(tx, scope, source, now);
}

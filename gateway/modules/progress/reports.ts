import { and, eq, sql } from 'drizzle-orm';
import type { ProgressAnswer, ProgressReport } from '../../../contract/progress';
import type { StudyStatus } from '../../../contract/study';
import type { Db } from '../../db/client';
import { courseUserProgress } from '../../db/schema';
import { courseNodeUser, studyDay, studyHangUp } from '../../db/schema-course';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../notice/scope';
import { studyStatusOf } from '../study/status';
import { courseMeanProgress, findStudyNode, type StudyNode } from './nodes';
import { applyReport, positionCount, positionFits, type NodeState } from './rules';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The day a moment falls on in the gateway's zone, as `study_day` keys it. */
export function dayOf(date: Date): string {
  return formatDateTime(date).slice(0, 10);
}

/**
 * Locks (creating it when missing: the first report enrols the member) the member's progress row of the
 * course. Taken first, it queues every report of one member in one course, so each reads the node records
 * the previous one committed and the course mean never misses a concurrent report of another node.
 */
async function lockCourseRow(tx: Tx, scope: MemberScope, courseId: string, now: Date): Promise<void> {
  await tx
    .insert(courseUserProgress)
    .values({ ...scope, courseId, gmtCreate: now, gmtModified: now })
    .onConflictDoUpdate({
      target: [courseUserProgress.tenantId, courseUserProgress.courseId, courseUserProgress.userId],
      set: { gmtModified: now },
    });
}

const nodeKey = (scope: MemberScope, node: StudyNode) =>
  and(
    eq(courseNodeUser.tenantId, scope.tenantId),
    eq(courseNodeUser.userId, scope.userId),
    eq(courseNodeUser.courseId, node.courseId),
    eq(courseNodeUser.nodeId, node.nodeId),
  );

/** The member's record of the node, created empty when missing, locked until the transaction ends. */
async function lockNodeRow(tx: Tx, scope: MemberScope, node: StudyNode, now: Date): Promise<NodeState> {
  const [row] = await tx
    .insert(courseNodeUser)
    .values({ ...scope, courseId: node.courseId, nodeId: node.nodeId, gmtCreate: now, gmtModified: now })
    .onConflictDoUpdate({
      target: [
        courseNodeUser.tenantId,
        courseNodeUser.userId,
        courseNodeUser.courseId,
        courseNodeUser.nodeId,
      ],
      set: { gmtModified: now },
    })
    .returning();
  if (!row) throw new Error('course_node_user row not written');
  return {
    position: row.position,
    maxPosition: row.maxPosition,
    seenPages: row.seenPages,
    studySeconds: row.studySeconds,
    studyProgress: row.studyProgress,
    finished: row.finished === 1 ? 1 : 0,
    lastSeq: Number(row.lastSeq),
    lastStudyTime: row.lastStudyTime,
  };
}

/**
 * Applies one progress report (decision 0027): the node's record, then the course's progress, time studied
 * and the day's total, in one transaction under row locks, so concurrent reports neither lose seconds nor
 * lower anything.
 */
export async function logReport(
  db: Db,
  scope: MemberScope,
  body: ProgressReport,
  now: Date,
): Promise<ProgressAnswer> {
  const node = await findStudyNode(db, scope, body.courseId, body.subResourceId);
  if (!positionFits(node.rule, body.position)) {
    throw new BizError('progress.pageOutOfRange', { max: positionCount(node.rule) });
  }
  return db.transaction(async (tx) => {
    await lockCourseRow(tx, scope, node.courseId, now);
    const before = await lockNodeRow(tx, scope, node, now);
    const { state, counted } = applyReport(node.rule, before, body, now);
    const [stored] = await tx
      .update(courseNodeUser)
      .set({
        position: state.position,
        maxPosition: state.maxPosition,
        seenPages: state.seenPages,
        studySeconds: state.studySeconds,
        studyProgress: state.studyProgress,
        finished: state.finished,
        lastSeq: state.lastSeq,
        lastStudyTime: state.lastStudyTime,
        gmtModified: now,
      })
      .where(nodeKey(scope, node))
      .returning({
        studyProgress: courseNodeUser.studyProgress,
        finished: courseNodeUser.finished,
        maxPosition: courseNodeUser.maxPosition,
      });
    if (!stored) throw new Error('course_node_user row lost under its lock');

    if (counted > 0) {
      await tx
        .insert(studyDay)
        .values({ ...scope, day: dayOf(now), studySeconds: counted })
        .onConflictDoUpdate({
          target: [studyDay.tenantId, studyDay.enterpriseId, studyDay.userId, studyDay.day],
          set: { studySeconds: sql`${studyDay.studySeconds} + ${counted}` },
        });
    }

    const mean = courseMeanProgress(tx, scope, node);
    const [courseRow] = await tx
      .update(courseUserProgress)
      .set({
        studyProgress: sql`greatest(${courseUserProgress.studyProgress}, ${mean})`,
        studyDuration: sql`${courseUserProgress.studyDuration} + ${counted}`,
        lastStudyTime: now,
        gmtModified: now,
      })
      .where(
        and(
          eq(courseUserProgress.tenantId, scope.tenantId),
          eq(courseUserProgress.courseId, node.courseId),
          eq(courseUserProgress.userId, scope.userId),
        ),
      )
      .returning({
        studyProgress: courseUserProgress.studyProgress,
        studyStatus: studyStatusOf(
          sql`(${courseUserProgress.studyProgress} >= 100)`,
          sql`(${courseUserProgress.studyProgress} > 0 or ${courseUserProgress.lastStudyTime} is not null)`,
        ),
      });
    if (!courseRow) throw new Error('course_user_progress row lost under its lock');

    return {
      studyProgress: stored.studyProgress,
      finished: stored.finished === 1 ? 1 : 0,
      maxPosition: stored.maxPosition,
      courseProgress: Math.min(100, courseRow.studyProgress),
      courseStudyStatus: Number(courseRow.studyStatus) as StudyStatus,
    };
  });
}

/** Notes that the member went idle in a node (the player stopped its clock; no study time is counted for it). */
export async function hangUp(
  db: Db,
  scope: MemberScope,
  body: { courseId: string; subResourceId: string; idleSeconds: number },
  now: Date,
): Promise<null> {
  const node = await findStudyNode(db, scope, body.courseId, body.subResourceId);
  await db.insert(studyHangUp).values({
    ...scope,
    courseId: node.courseId,
    nodeId: node.nodeId,
    idleSeconds: body.idleSeconds,
    gmtCreate: now,
  });
  return null;
}

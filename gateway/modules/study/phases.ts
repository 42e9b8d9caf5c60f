import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { StudyStatus } from '../../../contract/study';
import {
  ContentStatus,
  PhaseContentType,
  type ContentStatus as ContentStatusValue,
  type ExamUserCount,
  type PhaseContent,
  type PhaseContentType as PhaseContentTypeValue,
  type TaskContentDetail,
  type TaskPhase,
} from '../../../contract/study-task';
import type { Db } from '../../db/client';
import { exam, examAttempt, studyTaskUser } from '../../db/schema';
import { studyTaskContent, studyTaskContentUser, studyTaskPhase } from '../../db/schema-task';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { awardTaskCertificates } from '../certificate/award';
import { memberContents } from '../../shared/task-contents';

/*
 * A task's phases as the member stands in them (decision 0051). A phase that requires the previous one is locked
 * until that phase is learned; the contents of a locked phase show, but none can be studied.
 */

const at = (now: Date) => sql`cast(${now.toISOString()} as timestamptz)`;

type ContentRow = Awaited<ReturnType<ReturnType<typeof memberContents>['execute']>>[number];

function toPhaseContent(r: ContentRow): PhaseContent {
  const time = (d: Date | string | null) => (d ? formatDateTime(new Date(d)) : null);
  return {
    phaseContentId: r.contentId,
    contentType: Number(r.contentType) as PhaseContentTypeValue,
    refId: r.refId,
    contentName: r.contentName,
    status: Number(r.status) as ContentStatusValue,
    studyProgress: Math.min(100, Math.max(0, Number(r.progress))),
    startTime: time(r.startTime),
    endTime: time(r.endTime),
    place: r.place,
    score: r.score === null ? null : Number(r.score),
  };
}

/** Learned when every content is done; learning once any is under way. */
function phaseStatus(contents: PhaseContent[]): StudyStatus {
  if (contents.every((c) => c.status === ContentStatus.done)) return 3;
  return contents.some((c) => c.status !== ContentStatus.notStarted) ? 2 : 1;
}

/** The task's phases in order with their contents and locks; the task is known to be the member's. */
export async function taskPhases(
  db: Db,
  scope: MemberScope,
  taskId: string,
  now: Date,
): Promise<TaskPhase[]> {
  const [phases, rows] = await Promise.all([
    db
      .select()
      .from(studyTaskPhase)
      .where(and(eq(studyTaskPhase.tenantId, scope.tenantId), eq(studyTaskPhase.taskId, taskId)))
      .orderBy(asc(studyTaskPhase.sort), asc(studyTaskPhase.id)),
    memberContents(db, scope, at(now), taskId).orderBy(asc(studyTaskContent.sort), asc(studyTaskContent.id)),
  ]);
  const out: TaskPhase[] = [];
  for (const phase of phases) {
    const contents = rows.filter((r) => r.phaseId === phase.id).map(toPhaseContent);
    const previous = out.at(-1);
    const locked = phase.requirePrevious === 1 && previous !== undefined && previous.studyStatus !== 3;
    out.push({
      phaseId: phase.id,
      phaseName: phase.phaseName,
      requirePrevious: phase.requirePrevious === 1 ? 1 : 0,
      locked: locked ? 1 : 0,
      studyStatus: phaseStatus(contents),
      contents,
    });
  }
  return out;
}

/** Whether the course is in the task only in phases still locked for the member. */
export async function courseLockedInTask(
  db: Db,
  scope: MemberScope,
  taskId: string,
  courseId: string,
  now: Date,
): Promise<boolean> {
  // Most tasks lock nothing: one look at the phases spares the progress reports the whole reading.
  const [locking] = await db
    .select({ one: sql<number>`1` })
    .from(studyTaskPhase)
    .where(
      and(
        eq(studyTaskPhase.tenantId, scope.tenantId),
        eq(studyTaskPhase.taskId, taskId),
        eq(studyTaskPhase.requirePrevious, 1),
      ),
    )
    .limit(1);
  if (!locking) return false;
  const phases = await taskPhases(db, scope, taskId, now);
  const holding = phases.filter((p) =>
    p.contents.some((c) => c.contentType === PhaseContentType.course && c.refId === courseId),
  );
  return holding.length > 0 && holding.every((p) => p.locked === 1);
}

/** One content of the member's task with its brief and the member's record; "not found" otherwise. */
export async function contentDetail(
  db: Db,
  scope: MemberScope,
  q: { taskId: string; phaseContentId: string },
  now: Date,
): Promise<TaskContentDetail> {
  const phases = await taskPhases(db, scope, q.taskId, now);
  const phase = phases.find((p) => p.contents.some((c) => c.phaseContentId === q.phaseContentId));
  const line = phase?.contents.find((c) => c.phaseContentId === q.phaseContentId);
  if (!phase || !line) throw new BizError('study.contentNotFound');
  const [brief] = await db
    .select({
      body: studyTaskContent.body,
      criteria: studyTaskContent.criteria,
      passScore: studyTaskContent.passScore,
      comment: studyTaskContentUser.comment,
      finishTime: studyTaskContentUser.finishTime,
    })
    .from(studyTaskContent)
    .leftJoin(
      studyTaskContentUser,
      and(
        eq(studyTaskContentUser.tenantId, studyTaskContent.tenantId),
        eq(studyTaskContentUser.contentId, studyTaskContent.id),
        eq(studyTaskContentUser.userId, scope.userId),
        eq(studyTaskContentUser.enterpriseId, scope.enterpriseId),
      ),
    )
    .where(and(eq(studyTaskContent.tenantId, scope.tenantId), eq(studyTaskContent.id, q.phaseContentId)))
    .limit(1);
  return {
    ...line,
    taskId: q.taskId,
    phaseName: phase.phaseName,
    locked: phase.locked,
    body: brief?.body ?? '',
    criteria: brief?.criteria ?? '',
    passScore: brief?.passScore == null ? null : Number(brief.passScore),
    comment: brief?.comment ?? '',
    finishTime: brief?.finishTime ? formatDateTime(brief.finishTime) : null,
  };
}

/**
 * The member has read an image-text content: it is done from now on (a second read changes nothing). Refused
 * for another kind, and while its phase is locked or the task's window is not open.
 */
export async function readContent(
  db: Db,
  scope: MemberScope,
  q: { taskId: string; phaseContentId: string },
  now: Date,
  window: { startTime: Date; endTime: Date },
): Promise<TaskContentDetail> {
  const detail = await contentDetail(db, scope, q, now);
  if (detail.contentType !== PhaseContentType.imageText) throw new BizError('study.contentNotReadable');
  if (detail.locked === 1) throw new BizError('study.phaseLocked', { phase: detail.phaseName });
  if (now < window.startTime)
    throw new BizError('study.taskNotStarted', { time: formatDateTime(window.startTime) });
  if (now >= window.endTime) throw new BizError('study.taskEnded', { time: formatDateTime(window.endTime) });
  await db.transaction(async (tx) => {
    const read = await tx
      .insert(studyTaskContentUser)
      .values({
        tenantId: scope.tenantId,
        enterpriseId: scope.enterpriseId,
        contentId: q.phaseContentId,
        taskId: q.taskId,
        userId: scope.userId,
        status: 2,
        finishTime: now,
        gmtModified: now,
      })
      .onConflictDoNothing()
      .returning({ contentId: studyTaskContentUser.contentId });
    // The last content read may complete the task and earn its certificate, with this very record.
    if (read.length > 0) await awardTaskCertificates(tx, scope, now);
  });
  return contentDetail(db, scope, q, now);
}

/**
 * For each exam content of the task: the task's learners assigned the exam, those who handed in an attempt, and
 * those whose best mark reaches the pass mark. Counts only, never names.
 */
export async function examUserCounts(db: Db, scope: MemberScope, taskId: string): Promise<ExamUserCount[]> {
  const contents = await db
    .select({ contentId: studyTaskContent.id, examId: studyTaskContent.refId })
    .from(studyTaskContent)
    .innerJoin(
      exam,
      and(
        eq(exam.tenantId, studyTaskContent.tenantId),
        eq(exam.id, studyTaskContent.refId),
        eq(exam.enterpriseId, scope.enterpriseId),
        eq(exam.statusId, 1),
      ),
    )
    .innerJoin(
      studyTaskPhase,
      and(
        eq(studyTaskPhase.tenantId, studyTaskContent.tenantId),
        eq(studyTaskPhase.id, studyTaskContent.phaseId),
      ),
    )
    .where(
      and(
        eq(studyTaskContent.tenantId, scope.tenantId),
        eq(studyTaskContent.taskId, taskId),
        eq(studyTaskContent.contentType, PhaseContentType.exam),
      ),
    )
    .orderBy(
      asc(studyTaskPhase.sort),
      asc(studyTaskPhase.id),
      asc(studyTaskContent.sort),
      asc(studyTaskContent.id),
    );
  const examIds = contents.flatMap((c) => (c.examId ? [c.examId] : []));
  if (examIds.length === 0) return [];
  const learners = db
    .select({ userId: studyTaskUser.userId })
    .from(studyTaskUser)
    .where(
      and(
        eq(studyTaskUser.tenantId, scope.tenantId),
        eq(studyTaskUser.enterpriseId, scope.enterpriseId),
        eq(studyTaskUser.taskId, taskId),
      ),
    );
  const perLearner = db
    .select({
      examId: examAttempt.examId,
      joined: sql<boolean>`bool_or(${examAttempt.finishTime} is not null)`.as('joined'),
      best: sql<number | null>`max(${examAttempt.score}) filter (where ${examAttempt.state} = 3)`.as('best'),
    })
    .from(examAttempt)
    .where(
      and(
        eq(examAttempt.tenantId, scope.tenantId),
        eq(examAttempt.enterpriseId, scope.enterpriseId),
        inArray(examAttempt.examId, examIds),
        inArray(examAttempt.userId, learners),
      ),
    )
    .groupBy(examAttempt.examId, examAttempt.userId)
    .as('per_learner');
  const [rows, total] = await Promise.all([
    db
      .select({
        examId: perLearner.examId,
        joined: sql<number>`cast(count(*) filter (where ${perLearner.joined}) as int)`,
        passed: sql<number>`cast(count(*) filter (where ${perLearner.best} >= ${exam.passScore}) as int)`,
      })
      .from(perLearner)
      .innerJoin(exam, and(eq(exam.tenantId, scope.tenantId), eq(exam.id, perLearner.examId)))
      .groupBy(perLearner.examId),
    db.select({ n: sql<number>`cast(count(*) as int)` }).from(learners.as('learners')),
  ]);
  const userCount = Number(total[0]?.n ?? 0);
  return contents.map((c) => {
    const row = rows.find((r) => r.examId === c.examId);
    return {
      phaseContentId: c.contentId,
      examId: c.examId ?? '',
      userCount,
      joinCount: Number(row?.joined ?? 0),
      passCount: Number(row?.passed ?? 0),
    };
  });
}

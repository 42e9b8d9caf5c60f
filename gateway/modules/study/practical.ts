import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Page } from '../../../contract/envelope';
import {
  ContentStatus,
  PhaseContentType,
  PracticalClosed,
  type PracticalAnswerItem,
  type PracticalView,
} from '../../../contract/study-task';
import type { Db } from '../../db/client';
import { studyTask, userAccount } from '../../db/schema';
import { studyTaskContent, studyTaskContentUser, studyTaskPracticalAnswer } from '../../db/schema-task';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import { awardTaskCertificates } from '../certificate/award';
import type { MemberScope } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';
import { uploadsById } from '../upload/files';
import { contentDetail } from './phases';

/*
 * Practical operation contents (decision 0054): the learner hands in text and uploaded files, again and again
 * until an assessor marks the answer; the mark passes or not by the content's pass mark. The answer is one row
 * per member and content; where it stands is the member's content record, so the task's figures count it.
 */

/** What decides whether the caller may hand an answer in: the task's window and the application. */
export interface PracticalGate {
  startTime: Date;
  endTime: Date;
  approved: boolean;
}

const CLOSED_KEY: Record<Exclude<PracticalClosed, 0>, string> = {
  [PracticalClosed.marked]: 'study.practical.marked',
  [PracticalClosed.deadline]: 'study.practical.deadline',
  [PracticalClosed.window]: 'study.practical.window',
  [PracticalClosed.locked]: 'study.practical.locked',
  [PracticalClosed.notApproved]: 'study.taskNotApproved',
};

const contentOfMember = (scope: MemberScope, contentId: string) =>
  and(
    eq(studyTaskContentUser.tenantId, scope.tenantId),
    eq(studyTaskContentUser.contentId, contentId),
    eq(studyTaskContentUser.userId, scope.userId),
    eq(studyTaskContentUser.enterpriseId, scope.enterpriseId),
  );

export async function practicalView(
  db: Db,
  scope: MemberScope,
  q: { taskId: string; phaseContentId: string },
  now: Date,
  gate: PracticalGate,
): Promise<PracticalView> {
  const detail = await contentDetail(db, scope, q, now);
  if (detail.contentType !== PhaseContentType.practical) throw new BizError('study.contentNotPractical');
  const [row] = await db
    .select()
    .from(studyTaskPracticalAnswer)
    .where(
      and(
        eq(studyTaskPracticalAnswer.tenantId, scope.tenantId),
        eq(studyTaskPracticalAnswer.contentId, q.phaseContentId),
        eq(studyTaskPracticalAnswer.userId, scope.userId),
        eq(studyTaskPracticalAnswer.enterpriseId, scope.enterpriseId),
      ),
    )
    .limit(1);
  const marked = detail.status === ContentStatus.done || detail.status === ContentStatus.notPassed;
  const closed: PracticalClosed = marked
    ? PracticalClosed.marked
    : !gate.approved
      ? PracticalClosed.notApproved
      : detail.locked === 1
        ? PracticalClosed.locked
        : now < gate.startTime || now >= gate.endTime
          ? PracticalClosed.window
          : // Both times as the gateway writes them ("yyyy-MM-dd HH:mm:ss", one zone), so text order is time order.
            detail.endTime !== null && formatDateTime(now) > detail.endTime
            ? PracticalClosed.deadline
            : PracticalClosed.open;
  return {
    ...detail,
    answer: row
      ? {
          answerText: row.answerText,
          files: await uploadsById(db, scope, row.fileIds, 'mine'),
          submitTime: formatDateTime(row.submitTime),
        }
      : null,
    canSubmit: closed === PracticalClosed.open ? 1 : 0,
    closed,
  };
}

/**
 * Hands in the caller's answer, replacing the last one. Refused once marked (checked under a lock on the
 * member's record, so an assessor marking at the same moment is never overwritten), past the deadline, outside
 * the window, in a locked phase, or before approval; the files must be the caller's own uploads.
 */
export async function savePractical(
  db: Db,
  scope: MemberScope,
  q: { taskId: string; phaseContentId: string; answerText: string; fileIds: string[] },
  now: Date,
  gate: PracticalGate,
): Promise<PracticalView> {
  const view = await practicalView(db, scope, q, now, gate);
  if (view.closed !== PracticalClosed.open) throw new BizError(CLOSED_KEY[view.closed]);
  const fileIds = [...new Set(q.fileIds)];
  const files = await uploadsById(db, scope, fileIds, 'mine');
  if (files.length !== fileIds.length) throw new BizError('study.practical.fileNotFound');
  await db.transaction(async (tx) => {
    const [record] = await tx
      .select({ status: studyTaskContentUser.status })
      .from(studyTaskContentUser)
      .where(contentOfMember(scope, q.phaseContentId))
      .for('update');
    if (record && record.status !== 1) throw new BizError('study.practical.marked');
    const member = { tenantId: scope.tenantId, enterpriseId: scope.enterpriseId, userId: scope.userId };
    await tx
      .insert(studyTaskPracticalAnswer)
      .values({
        ...member,
        contentId: q.phaseContentId,
        taskId: q.taskId,
        answerText: q.answerText,
        fileIds,
        submitTime: now,
        gmtModified: now,
      })
      .onConflictDoUpdate({
        target: [
          studyTaskPracticalAnswer.tenantId,
          studyTaskPracticalAnswer.contentId,
          studyTaskPracticalAnswer.userId,
        ],
        set: { answerText: q.answerText, fileIds, submitTime: now, gmtModified: now },
      });
    await tx
      .insert(studyTaskContentUser)
      .values({ ...member, contentId: q.phaseContentId, taskId: q.taskId, status: 1, gmtModified: now })
      .onConflictDoUpdate({
        target: [studyTaskContentUser.tenantId, studyTaskContentUser.contentId, studyTaskContentUser.userId],
        set: { gmtModified: now },
      });
  });
  return practicalView(db, scope, q, now, gate);
}

/** The company's answers, by whether they are marked; never the assessor's own. */
function companyAnswers(scope: MemberScope, marked: 0 | 1 | undefined) {
  return and(
    eq(studyTaskPracticalAnswer.tenantId, scope.tenantId),
    eq(studyTaskPracticalAnswer.enterpriseId, scope.enterpriseId),
    ne(studyTaskPracticalAnswer.userId, scope.userId),
    marked === undefined
      ? undefined
      : marked === 1
        ? inArray(studyTaskContentUser.status, [2, 3])
        : eq(studyTaskContentUser.status, 1),
  );
}

function answerQuery(db: Db, scope: MemberScope) {
  return db
    .select({
      id: studyTaskPracticalAnswer.id,
      taskName: studyTask.taskName,
      contentName: studyTaskContent.contentName,
      passScore: studyTaskContent.passScore,
      name: userAccount.name,
      phone: userAccount.phone,
      answerText: studyTaskPracticalAnswer.answerText,
      fileIds: studyTaskPracticalAnswer.fileIds,
      submitTime: studyTaskPracticalAnswer.submitTime,
      status: studyTaskContentUser.status,
      score: studyTaskContentUser.score,
      comment: studyTaskContentUser.comment,
    })
    .from(studyTaskPracticalAnswer)
    .innerJoin(
      studyTaskContent,
      and(
        eq(studyTaskContent.tenantId, studyTaskPracticalAnswer.tenantId),
        eq(studyTaskContent.id, studyTaskPracticalAnswer.contentId),
      ),
    )
    .innerJoin(
      studyTask,
      and(
        eq(studyTask.tenantId, studyTaskPracticalAnswer.tenantId),
        eq(studyTask.id, studyTaskPracticalAnswer.taskId),
        eq(studyTask.enterpriseId, scope.enterpriseId),
      ),
    )
    .innerJoin(
      userAccount,
      and(
        eq(userAccount.tenantId, studyTaskPracticalAnswer.tenantId),
        eq(userAccount.id, studyTaskPracticalAnswer.userId),
      ),
    )
    .innerJoin(
      studyTaskContentUser,
      and(
        eq(studyTaskContentUser.tenantId, studyTaskPracticalAnswer.tenantId),
        eq(studyTaskContentUser.contentId, studyTaskPracticalAnswer.contentId),
        eq(studyTaskContentUser.userId, studyTaskPracticalAnswer.userId),
      ),
    );
}

type AnswerRow = Awaited<ReturnType<ReturnType<typeof answerQuery>['execute']>>[number];

async function toItem(db: Db, scope: MemberScope, r: AnswerRow): Promise<PracticalAnswerItem> {
  const status = Number(r.status);
  return {
    id: r.id,
    taskName: r.taskName,
    contentName: r.contentName,
    name: r.name,
    phone: r.phone,
    answerText: r.answerText,
    files: await uploadsById(db, scope, r.fileIds, 'company'),
    submitTime: formatDateTime(r.submitTime),
    status:
      status === 2 ? ContentStatus.done : status === 3 ? ContentStatus.notPassed : ContentStatus.underway,
    passScore: r.passScore === null ? null : Number(r.passScore),
    score: r.score === null ? null : Number(r.score),
    comment: r.comment,
  };
}

export async function practicalAnswerPage(
  db: Db,
  scope: MemberScope,
  q: { pageCurrent: number; pageSize: number; marked?: 0 | 1 | undefined },
): Promise<Page<PracticalAnswerItem>> {
  const where = companyAnswers(scope, q.marked);
  const [total] = await db
    .select({ n: sql<number>`cast(count(*) as int)` })
    .from(answerQuery(db, scope).where(where).as('answers'));
  const rows = await answerQuery(db, scope)
    .where(where)
    .orderBy(desc(studyTaskPracticalAnswer.submitTime), desc(studyTaskPracticalAnswer.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const list = await Promise.all(rows.map((r) => toItem(db, scope, r)));
  return pageResult(list, q, Number(total?.n ?? 0));
}

/**
 * Marks one answer awaiting its mark: passed from the content's pass mark up (60 when it names none), with the
 * comment the learner reads. Decided once: under a lock, an answer already marked is refused.
 */
export async function markPractical(
  db: Db,
  scope: MemberScope,
  q: { id: string; score: number; comment: string },
  now: Date,
): Promise<PracticalAnswerItem> {
  const [answer] = await answerQuery(db, scope)
    .where(and(companyAnswers(scope, undefined), eq(studyTaskPracticalAnswer.id, q.id)))
    .limit(1);
  if (!answer) throw new BizError('study.practical.answerNotFound');
  const pass = answer.passScore === null ? 60 : Number(answer.passScore);
  await db.transaction(async (tx) => {
    const [record] = await tx
      .select({ status: studyTaskContentUser.status, userId: studyTaskContentUser.userId })
      .from(studyTaskContentUser)
      .innerJoin(
        studyTaskPracticalAnswer,
        and(
          eq(studyTaskPracticalAnswer.tenantId, studyTaskContentUser.tenantId),
          eq(studyTaskPracticalAnswer.contentId, studyTaskContentUser.contentId),
          eq(studyTaskPracticalAnswer.userId, studyTaskContentUser.userId),
        ),
      )
      .where(
        and(eq(studyTaskPracticalAnswer.tenantId, scope.tenantId), eq(studyTaskPracticalAnswer.id, q.id)),
      )
      .for('update', { of: studyTaskContentUser });
    if (!record || record.status !== 1) throw new BizError('study.practical.alreadyMarked');
    await tx
      .update(studyTaskContentUser)
      .set({
        status: q.score >= pass ? 2 : 3,
        score: q.score,
        comment: q.comment,
        finishTime: now,
        gmtModified: now,
      })
      .where(
        and(
          eq(studyTaskContentUser.tenantId, scope.tenantId),
          eq(studyTaskContentUser.userId, record.userId),
          sql`${studyTaskContentUser.contentId} = (select content_id from ${studyTaskPracticalAnswer}
            where tenant_id = ${scope.tenantId} and id = ${q.id})`,
        ),
      );
    // A passing mark may complete the learner's task and earn its certificate, in this transaction.
    if (q.score >= pass) {
      await awardTaskCertificates(tx, { ...scope, userId: record.userId }, now);
    }
  });
  const [marked] = await answerQuery(db, scope).where(eq(studyTaskPracticalAnswer.id, q.id)).limit(1);
  if (!marked) throw new BizError('study.practical.answerNotFound');
  return toItem(db, scope, marked);
}

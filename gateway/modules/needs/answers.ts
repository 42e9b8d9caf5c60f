import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { NeedsStatus, type NeedsView, type needsEditRequest } from '../../../contract/training-needs';
import type { Db } from '../../db/client';
import { trainingNeedsAnswer, trainingNeedsUser } from '../../db/schema-needs';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { findCollection, needsView, statusOf, topicsOf } from './collections';

/*
 * A member's answer to a collection (decision 0061): submitted or replaced whole while the collection is open.
 * The contract has refused an empty answer, repeated topics and over-long texts; what needs the collection
 * (its window, its topics) is checked here, before anything is written.
 */

const sameWords = (text: string) => text.trim().toLowerCase();

export async function editNeeds(
  db: Db,
  scope: MemberScope,
  q: z.output<typeof needsEditRequest>,
  now: Date,
): Promise<NeedsView> {
  const collection = await findCollection(db, scope, q.trainingNeedsId);
  const window = { startTime: new Date(collection.startTime), endTime: new Date(collection.endTime) };
  const status = statusOf(window, now);
  if (status === NeedsStatus.upcoming) {
    throw new BizError('needs.upcoming', { time: formatDateTime(window.startTime) });
  }
  if (status === NeedsStatus.closed) {
    throw new BizError('needs.closed', { time: formatDateTime(window.endTime) });
  }
  const topics = await topicsOf(db, scope, collection.id);
  const known = new Set(topics.map((t) => t.topicId));
  if (q.choices.some((c) => !known.has(c.topicId))) throw new BizError('needs.unknownTopic');
  // A topic of one's own that is a suggested one would be counted apart from it in the summary.
  const listed = new Map(topics.map((t) => [sameWords(t.topicName), t.topicName]));
  const twin = q.customs.find((c) => listed.has(sameWords(c.topicName)));
  if (twin) throw new BizError('needs.customIsListed', { name: listed.get(sameWords(twin.topicName)) ?? '' });

  await db.transaction(async (tx) => {
    // The member's row first: a concurrent submission of the same member waits on it until this one is done,
    // so the topics below are never a mix of two submissions.
    await tx
      .insert(trainingNeedsUser)
      .values({
        tenantId: scope.tenantId,
        enterpriseId: scope.enterpriseId,
        needsId: collection.id,
        userId: scope.userId,
        remarks: q.remarks,
        submitTime: now,
        gmtCreate: now,
        gmtModified: now,
      })
      .onConflictDoUpdate({
        target: [trainingNeedsUser.tenantId, trainingNeedsUser.needsId, trainingNeedsUser.userId],
        set: { remarks: q.remarks, gmtModified: now },
      });
    await tx
      .delete(trainingNeedsAnswer)
      .where(
        and(
          eq(trainingNeedsAnswer.tenantId, scope.tenantId),
          eq(trainingNeedsAnswer.needsId, collection.id),
          eq(trainingNeedsAnswer.userId, scope.userId),
        ),
      );
    const rows = [
      ...q.choices.map((c) => ({ topicId: c.topicId, topicName: '', priority: c.priority, form: c.form })),
      ...q.customs.map((c) => ({
        topicId: null,
        topicName: c.topicName,
        priority: c.priority,
        form: c.form,
      })),
    ].map((r, sort) => ({
      tenantId: scope.tenantId,
      needsId: collection.id,
      userId: scope.userId,
      sort,
      ...r,
      gmtCreate: now,
    }));
    await tx.insert(trainingNeedsAnswer).values(rows);
  });
  return needsView(db, scope, collection.id, now);
}

import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  NEEDS_CUSTOM_MAX,
  NEEDS_CUSTOM_NAME_MAX,
  NEEDS_REMARK_MAX,
  NeedsForm,
  NeedsPriority,
} from '../../../contract/training-needs.routes';
import { course } from '../schema';
import { trainingNeeds, trainingNeedsAnswer, trainingNeedsTopic, trainingNeedsUser } from '../schema-needs';
import { DAY_MS, fromNow, type Company, type SeedContext, type Tx } from './context';
import { entry, phone, readSeedData, seedDataError } from './seed-data';

/*
 * Training needs (needs.json, decision 0061): each company's collections with their suggested topics, some of
 * them the company's courses, and the answers members gave. Whether a collection is open comes from its window
 * around the seed's `now`.
 */

const FILE = 'needs.json';

const PRIORITY = { high: NeedsPriority.high, medium: NeedsPriority.medium, low: NeedsPriority.low } as const;
const FORM = { online: NeedsForm.online, offline: NeedsForm.offline, either: NeedsForm.either } as const;

const wanted = entry({
  topic: z.string().min(1),
  priority: z.enum(['high', 'medium', 'low']),
  form: z.enum(['online', 'offline', 'either']),
});

const needsFile = entry({
  collections: z.record(
    z.string(),
    z.array(
      entry({
        title: z.string().min(1),
        description: z.string(),
        startDays: z.number(),
        endDays: z.number(),
        topics: z
          .array(
            entry({
              name: z.string().min(1),
              description: z.string().default(''),
              /** A course of the company, by name. */
              course: z.string().optional(),
            }),
          )
          .min(1),
        answers: z
          .array(
            entry({
              who: phone,
              /** Days before the seed the member answered. */
              daysAgo: z.number().min(0),
              /** Suggested topics, by name. */
              choices: z.array(wanted).default([]),
              /** Topics of the member's own. */
              customs: z.array(wanted).max(NEEDS_CUSTOM_MAX).default([]),
              remarks: z.string().max(NEEDS_REMARK_MAX).default(''),
            }),
          )
          .default([]),
      }),
    ),
  ),
});

async function courseNamed(tx: Tx, company: Company, name: string): Promise<string> {
  const rows = await tx
    .select({ id: course.id })
    .from(course)
    .where(
      and(
        eq(course.tenantId, company.tenantId),
        eq(course.enterpriseId, company.enterpriseId),
        eq(course.courseName, name),
      ),
    );
  if (rows.length !== 1 || !rows[0]) {
    throw seedDataError(
      FILE,
      `${rows.length === 0 ? 'no' : 'more than one'} course "${name}" in ${company.name}`,
    );
  }
  return rows[0].id;
}

export async function seedNeeds({ tx, refs, now }: SeedContext): Promise<void> {
  const data = readSeedData(FILE, needsFile);
  for (const [key, collections] of Object.entries(data.collections)) {
    const company = refs.company(key, FILE);
    const scope = { tenantId: company.tenantId, enterpriseId: company.enterpriseId };
    for (const c of collections) {
      const where = `collection "${c.title}"`;
      if (c.endDays <= c.startDays) throw seedDataError(FILE, `${where}: it ends before it starts`);
      const created = fromNow(now, (c.startDays - 3) * DAY_MS);
      const [row] = await tx
        .insert(trainingNeeds)
        .values({
          ...scope,
          title: c.title,
          description: c.description,
          startTime: fromNow(now, c.startDays * DAY_MS),
          endTime: fromNow(now, c.endDays * DAY_MS),
          gmtCreate: created,
          gmtModified: created,
        })
        .returning({ id: trainingNeeds.id });
      if (!row) throw seedDataError(FILE, `${where} was not stored`);
      const needsId = row.id;

      const topicIds = new Map<string, string>();
      for (const [sort, t] of c.topics.entries()) {
        if (topicIds.has(t.name)) throw seedDataError(FILE, `${where}: topic "${t.name}" twice`);
        const courseId = t.course === undefined ? null : await courseNamed(tx, company, t.course);
        const [topic] = await tx
          .insert(trainingNeedsTopic)
          .values({
            tenantId: scope.tenantId,
            needsId,
            topicName: t.name,
            description: t.description,
            courseId,
            sort,
            gmtCreate: created,
            gmtModified: created,
          })
          .returning({ id: trainingNeedsTopic.id });
        if (!topic) throw seedDataError(FILE, `${where}: topic "${t.name}" was not stored`);
        topicIds.set(t.name, topic.id);
      }

      for (const a of c.answers) {
        const at = `${where}: ${a.who}`;
        if (a.choices.length + a.customs.length === 0) throw seedDataError(FILE, `${at}: an empty answer`);
        const answered = fromNow(now, -a.daysAgo * DAY_MS);
        if (answered.getTime() < fromNow(now, c.startDays * DAY_MS).getTime()) {
          throw seedDataError(FILE, `${at}: answered before the collection opened`);
        }
        const userId = refs.user(company, a.who, FILE);
        await tx.insert(trainingNeedsUser).values({
          ...scope,
          needsId,
          userId,
          remarks: a.remarks,
          submitTime: answered,
          gmtCreate: answered,
          gmtModified: answered,
        });
        const chosen = a.choices.map((w) => {
          const topicId = topicIds.get(w.topic);
          if (!topicId) throw seedDataError(FILE, `${at}: no topic "${w.topic}"`);
          return { topicId, topicName: '', priority: PRIORITY[w.priority], form: FORM[w.form] };
        });
        if (new Set(chosen.map((w) => w.topicId)).size !== chosen.length) {
          throw seedDataError(FILE, `${at}: a topic chosen twice`);
        }
        const own = a.customs.map((w) => {
          if ([...w.topic].length > NEEDS_CUSTOM_NAME_MAX)
            throw seedDataError(FILE, `${at}: "${w.topic}" is too long`);
          return { topicId: null, topicName: w.topic, priority: PRIORITY[w.priority], form: FORM[w.form] };
        });
        await tx.insert(trainingNeedsAnswer).values(
          [...chosen, ...own].map((w, sort) => ({
            tenantId: scope.tenantId,
            needsId,
            userId,
            sort,
            ...w,
            gmtCreate: answered,
          })),
        );
      }
    }
  }
}

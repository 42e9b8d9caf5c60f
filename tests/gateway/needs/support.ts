import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { RequestOf } from '../../../contract/endpoint';
import { trainingNeedsApi } from '../../../contract/training-needs';
import {
  trainingNeeds,
  trainingNeedsAnswer,
  trainingNeedsTopic,
  trainingNeedsUser,
} from '../../../gateway/db/schema-needs';
import { callApi, type CallOptions } from '../helpers/api';
import type { TestApp } from '../helpers/app';
import { tokenFor } from '../helpers/demo';
import { callers, userId, type Callers } from '../notice/support';

/** The demo's collections (needs.json). */
export const OPEN = '2027 年度培训需求调研';
export const CLOSED = '2026 年度培训需求调研';
export const UPCOMING = '专业技能专项需求征集';
export const YUANSHAN = '远山制造 2027 年度技能培训需求征集';
export const BEICHEN = '北辰物流 2027 年度培训需求调研';

export const DAY_MS = 86_400_000;
export const TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;

export interface NeedsDemo {
  c: Callers;
  /** Collection ids by title, over every company. */
  collections: Record<string, string>;
  /** Topic ids of a collection by name. */
  topics: (title: string) => Promise<Record<string, string>>;
  /** A token of a member of 星河科技 by phone. */
  member: (phone: string) => Promise<string>;
  userOf: (phone: string) => Promise<string>;
}

export async function needsDemo(t: TestApp): Promise<NeedsDemo> {
  const c = await callers(t);
  const rows = await t.db.select({ id: trainingNeeds.id, title: trainingNeeds.title }).from(trainingNeeds);
  const collections = Object.fromEntries(rows.map((r) => [r.title, r.id]));
  const userOf = (phone: string) => userId(t.db, c.refs.tenant1, phone);
  return {
    c,
    collections,
    topics: async (title) => {
      const topics = await t.db
        .select({ id: trainingNeedsTopic.id, name: trainingNeedsTopic.topicName })
        .from(trainingNeedsTopic)
        .where(eq(trainingNeedsTopic.needsId, idOf({ collections }, title)));
      return Object.fromEntries(topics.map((r) => [r.name, r.id]));
    },
    member: async (phone) =>
      tokenFor(t, {
        tenantId: c.refs.tenant1,
        userId: await userOf(phone),
        enterpriseId: c.refs.xinghe.id,
        websiteId: c.refs.localhost.id,
      }),
    userOf,
  };
}

export function idOf(demo: Pick<NeedsDemo, 'collections'>, title: string): string {
  const id = demo.collections[title];
  if (!id) throw new Error(`no training needs collection ${title}`);
  return id;
}

export const edit = (
  t: TestApp,
  body: RequestOf<typeof trainingNeedsApi.edit> | Record<string, unknown>,
  options: CallOptions,
) => callApi(t.app, trainingNeedsApi.edit, body, options);

/** What is stored of a member's answer to a collection: their row and their topics in order. */
export async function storedAnswer(t: TestApp, needsId: string, userId: string) {
  const [row] = await t.db
    .select({ remarks: trainingNeedsUser.remarks })
    .from(trainingNeedsUser)
    .where(and(eq(trainingNeedsUser.needsId, needsId), eq(trainingNeedsUser.userId, userId)));
  const topics = await t.db
    .select({
      topicId: trainingNeedsAnswer.topicId,
      topicName: trainingNeedsAnswer.topicName,
      priority: trainingNeedsAnswer.priority,
      form: trainingNeedsAnswer.form,
    })
    .from(trainingNeedsAnswer)
    .where(and(eq(trainingNeedsAnswer.needsId, needsId), eq(trainingNeedsAnswer.userId, userId)))
    .orderBy(trainingNeedsAnswer.sort);
  return { row: row ?? null, topics };
}

/** needs.json as the seed read it, for figures the summary must reproduce. */
export interface SeededAnswer {
  who: string;
  choices?: { topic: string; priority: 'high' | 'medium' | 'low'; form: 'online' | 'offline' | 'either' }[];
  customs?: { topic: string; priority: 'high' | 'medium' | 'low'; form: 'online' | 'offline' | 'either' }[];
  remarks?: string;
}

export function seededAnswers(company: string, title: string): SeededAnswer[] {
  const file = new URL('../../../gateway/db/seed/data/needs.json', import.meta.url);
  const data = JSON.parse(readFileSync(file, 'utf8')) as {
    collections: Record<string, { title: string; answers: SeededAnswer[] }[]>;
  };
  const found = data.collections[company]?.find((c) => c.title === title);
  if (!found) throw new Error(`needs.json has no ${title}`);
  return found.answers;
}

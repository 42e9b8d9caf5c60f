import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examProblem } from '../../db/schema-exam';
import type { AnswerableProblem } from './answers';
import { blankCountOf } from './paper';

/*
 * Answer saves are the hot path of an exam (every taker, every few seconds). What checking a save needs besides
 * the attempt's own state is kept per process: an attempt's exam and deadline never change once started, and a
 * paper changes only when edited, which saves pick up within PAPER_TTL_MS. The attempt's state is never cached:
 * the save statement itself only writes to an unfinished attempt before its deadline and grace.
 */

const MAX_ATTEMPTS = 20_000;
const MAX_PAPERS = 500;
export const PAPER_TTL_MS = 60_000;

/** A bounded map that forgets the least recently used entry first. */
class Lru<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max: number) {}
  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }
  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as string);
  }
}

export interface StartedAttempt {
  examId: string;
  deadlineAt: Date;
}

type Owner = { tenantId: string; enterpriseId: string; userId: string };

/** One set per database (a process may talk to several, as tests do). */
const caches = new WeakMap<
  Db,
  {
    attempts: Lru<StartedAttempt>;
    papers: Lru<{ at: number; problems: Map<string, AnswerableProblem> }>;
  }
>();

function cachesOf(db: Db) {
  let c = caches.get(db);
  if (!c) {
    c = { attempts: new Lru(MAX_ATTEMPTS), papers: new Lru(MAX_PAPERS) };
    caches.set(db, c);
  }
  return c;
}

/** Keyed by the owner too: another member's id never hits an entry and reads as unknown, as in the database. */
const attemptKey = (owner: Owner, id: string) =>
  `${owner.tenantId}:${owner.enterpriseId}:${owner.userId}:${id}`;

export const startedAttempt = {
  get: (db: Db, owner: Owner, id: string) => cachesOf(db).attempts.get(attemptKey(owner, id)),
  set: (db: Db, owner: Owner, id: string, a: StartedAttempt) =>
    cachesOf(db).attempts.set(attemptKey(owner, id), a),
};

/** The questions of an exam's paper as answer checks need them. */
export async function answerableProblems(
  db: Db,
  tenantId: string,
  examId: string,
  now: number = Date.now(),
): Promise<Map<string, AnswerableProblem>> {
  const papers = cachesOf(db).papers;
  const key = `${tenantId}:${examId}`;
  const cached = papers.get(key);
  if (cached && now - cached.at < PAPER_TTL_MS) return cached.problems;
  const rows = await db
    .select({
      id: examProblem.id,
      problemType: examProblem.problemType,
      options: examProblem.options,
      answerKey: examProblem.answerKey,
    })
    .from(examProblem)
    .where(and(eq(examProblem.tenantId, tenantId), eq(examProblem.examId, examId)));
  const problems = new Map(
    rows.map((p) => [
      p.id,
      {
        id: p.id,
        problemType: p.problemType,
        optionKeys: p.options.map((o) => o.optionKey),
        blankCount: blankCountOf(p),
      },
    ]),
  );
  papers.set(key, { at: now, problems });
  return problems;
}

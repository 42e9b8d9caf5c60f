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
  /** Whose attempt it is: a save names its owner in the statement that checks the caller's token. */
  enterpriseId: string;
  userId: string;
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

const attemptKey = (tenantId: string, id: string) => `${tenantId}:${id}`;

export const startedAttempt = {
  /**
   * The attempt of the site's tenant, whoever asks. A save before its token is looked up uses it, and its
   * statement writes only when the token is the owner's (another member's token then finds nothing, as in the
   * database).
   */
  any: (db: Db, tenantId: string, id: string) => cachesOf(db).attempts.get(attemptKey(tenantId, id)),
  /** The attempt when it is the member's own: another member's id reads as unknown, as in the database. */
  get: (db: Db, owner: Owner, id: string) => {
    const a = cachesOf(db).attempts.get(attemptKey(owner.tenantId, id));
    return a && a.enterpriseId === owner.enterpriseId && a.userId === owner.userId ? a : undefined;
  },
  set: (db: Db, owner: Owner, id: string, a: Pick<StartedAttempt, 'examId' | 'deadlineAt'>) =>
    cachesOf(db).attempts.set(attemptKey(owner.tenantId, id), {
      ...a,
      enterpriseId: owner.enterpriseId,
      userId: owner.userId,
    }),
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

import { sql } from 'drizzle-orm';
import { SAVE_GRACE_MS } from '../../../contract/exam-paper.routes';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../shared/prepared';
import { queuePerDatabase } from '../../shared/statement-queue';

/*
 * Answer saves go to the database together (`shared/statement-queue.ts`). A save waits only while the
 * statements allowed at once are all under way; the next statement then takes every save waiting (up to
 * MAX_BATCH), so under load one round trip and one commit carry many saves, and when quiet a save goes alone at
 * once. A save is answered only after the statement that holds it has committed. Two saves of one attempt never share a statement or run side by side
 * (the second waits for the first), so statements never lock attempts in opposite orders. A statement holds
 * saves of one tenant, named as such in every table's condition (on a Citus cluster it stays on one shard,
 * 0043).
 */

const MAX_BATCH = 256;

export interface SaveRequest {
  tokenHash: string;
  tenantId: string;
  enterpriseId: string;
  userId: string;
  recordId: string;
  /** What is stored, one per question, already checked against the paper. */
  rows: { problem_id: string; answer: string[]; seq: number }[];
  maxSeq: number;
  now: Date;
}

/** Whether the token held, and the attempt's highest sequence number when the save was written (else null). */
export interface SaveOutcome {
  tokenOk: boolean;
  lastSeq: number | null;
}

/**
 * Each save, by its own clock: its token must be live, unrevoked and the attempt owner's (checked here, so a
 * revocation stops the very next save on every gateway process); its attempt unfinished and within the
 * deadline's grace. Each answer is written only over an older one (a retry or a save overtaken by a newer one
 * changes nothing), `last_seq` keeps the highest number seen, one log row records each save. The attempt
 * row's update gates the write, so a save racing a hand-in either lands before the marking reads the answers
 * or not at all. One row comes back per save.
 *
 * Written so each save finds its rows by key whatever the statistics say (a prepared statement keeps its plan,
 * and an exam's start adds thousands of attempts and tokens before the next ANALYZE): the token by its hash in a
 * LATERAL … LIMIT 1 (not a hash join over the tenant's tokens), the attempts by their keys (`id = any(…)`), with
 * the open and deadline checks in one expression so the partial index of open attempts by deadline (a scan of
 * the tenant's open attempts) is no candidate.
 */
const saveStatement = preparedStatement<{ i: number; token_ok: boolean; last_seq: number | null }>(
  'exam_save_answers',
  sql`with req as (
        select * from jsonb_to_recordset(cast(${sql.placeholder('saves')} as jsonb)) as r(
          i int, token_hash text, enterprise_id bigint, user_id bigint, record_id bigint,
          max_seq int, answer_count int, answers jsonb, now timestamptz, cutoff timestamptz)
      ), tok as (
        select r.i from req r
        cross join lateral (
          select 1 from session_token s
          where s.token_hash = r.token_hash and s.tenant_id = ${sql.placeholder('tenantId')}
            and s.user_id = r.user_id and s.enterprise_id = r.enterprise_id
            and s.revoked_at is null and s.expires_at > r.now
          limit 1) as held
      ), upd as (
        update exam_attempt a set last_seq = greatest(a.last_seq, r.max_seq), gmt_modified = r.now
        from req r
        where a.tenant_id = ${sql.placeholder('tenantId')}
          and a.id = any(cast(${sql.placeholder('recordIds')} as bigint[]))
          and r.i in (select i from tok)
          and a.id = r.record_id and a.enterprise_id = r.enterprise_id and a.user_id = r.user_id
          and coalesce(a.finish_time is null and a.deadline_at >= r.cutoff, false)
        returning r.i, a.id, a.last_seq
      ), ins as (
        insert into exam_attempt_answer as cur (tenant_id, attempt_id, problem_id, answer, seq, gmt_create, gmt_modified)
        select cast(${sql.placeholder('tenantId')} as bigint), upd.id, v.problem_id, v.answer, v.seq, r.now, r.now
        from upd join req r on r.i = upd.i
          cross join jsonb_to_recordset(r.answers) as v(problem_id bigint, answer jsonb, seq int)
        on conflict (tenant_id, attempt_id, problem_id) do update
          set answer = excluded.answer, seq = excluded.seq, gmt_modified = excluded.gmt_modified
          where cur.seq < excluded.seq
        returning cur.attempt_id
      ), ev as (
        insert into exam_attempt_event (tenant_id, attempt_id, event_type, detail, gmt_create)
        select cast(${sql.placeholder('tenantId')} as bigint), upd.id, 'save',
          jsonb_build_object('answers', r.answer_count, 'seq', r.max_seq,
            'written', (select count(*) from ins where ins.attempt_id = upd.id)),
          r.now
        from upd join req r on r.i = upd.i
        returning 1
      )
      select r.i, exists (select 1 from tok where tok.i = r.i) as token_ok, upd.last_seq
      from req r left join upd on upd.i = r.i`,
);

/** Saves of one tenant in one statement. */
async function run(db: Db, saves: SaveRequest[]): Promise<SaveOutcome[]> {
  const rows = await saveStatement(db, {
    tenantId: saves[0]?.tenantId,
    // Contract ids are digits only, so the array literal needs no quoting.
    recordIds: `{${saves.map((s) => s.recordId).join(',')}}`,
    saves: JSON.stringify(
      saves.map((s, i) => ({
        i,
        token_hash: s.tokenHash,
        enterprise_id: s.enterpriseId,
        user_id: s.userId,
        record_id: s.recordId,
        max_seq: s.maxSeq,
        answer_count: s.rows.length,
        answers: s.rows,
        now: s.now.toISOString(),
        cutoff: new Date(s.now.getTime() - SAVE_GRACE_MS).toISOString(),
      })),
    ),
  });
  const byIndex = new Map(rows.map((r) => [Number(r.i), r]));
  return saves.map((_, i) => {
    const row = byIndex.get(i);
    if (!row) throw new Error('a save is missing from its statement');
    return { tokenOk: row.token_ok, lastSeq: row.last_seq === null ? null : Number(row.last_seq) };
  });
}

const queueOf = queuePerDatabase<SaveRequest, SaveOutcome>((db) => ({
  maxBatch: MAX_BATCH,
  groupOf: (save) => save.tenantId,
  keyOf: (save) => `${save.tenantId}:${save.recordId}`,
  run: (saves) => run(db, saves),
}));

/** Saves answers through the database's queue. */
export function saveThroughQueue(db: Db, save: SaveRequest): Promise<SaveOutcome> {
  return queueOf(db).submit(save);
}

import type { NeedsEditRequest, NeedsSubmission, NeedsTopic } from '../../../contract/training-needs';
import {
  NEEDS_CUSTOM_MAX,
  NEEDS_CUSTOM_NAME_MAX,
  NEEDS_REMARK_MAX,
  NeedsForm,
  NeedsPriority,
} from '../../../contract/training-needs.routes';
import type { DraftCustom, DraftWish, NeedsDraft, NeedsProblems } from './training-needs.types';

/*
 * The rules each field of a member's needs must meet before they are sent; the gateway checks them again, and
 * alone decides what concerns the whole answer (at least one topic, the collection still open, its topics).
 * Lengths count characters as people do (code points), not UTF-16 units.
 */

export function textLength(text: string): number {
  return [...text.trim()].length;
}

const sameWords = (text: string) => text.trim().toLowerCase();

/** What a newly ticked topic or a new topic of one's own starts with. */
export const DEFAULT_WISH: DraftWish = { priority: NeedsPriority.medium, form: NeedsForm.either };

export const emptyDraft = (): NeedsDraft => ({ choices: {}, customs: [], remarks: '' });

/** The submitted answer as the form shows it; topics of one's own get keys from `firstKey` on. */
export function draftOf(mine: NeedsSubmission | null, firstKey: number): NeedsDraft {
  if (!mine) return emptyDraft();
  return {
    choices: Object.fromEntries(mine.choices.map((c) => [c.topicId, { priority: c.priority, form: c.form }])),
    customs: mine.customs.map((c, i) => ({
      key: String(firstKey + i),
      topicName: c.topicName,
      priority: c.priority,
      form: c.form,
    })),
    remarks: mine.remarks,
  };
}

/** Problems of the fields, by field; an answer without any passes. */
export function problemsOf(draft: NeedsDraft, topics: NeedsTopic[]): NeedsProblems {
  const listed = new Set(topics.map((t) => sameWords(t.topicName)));
  const seen = new Set<string>();
  const customs: NeedsProblems['customs'] = {};
  for (const c of draft.customs) {
    const words = sameWords(c.topicName);
    if (words === '') customs[c.key] = { kind: 'required' };
    else if (textLength(c.topicName) > NEEDS_CUSTOM_NAME_MAX) {
      customs[c.key] = { kind: 'tooLong', max: NEEDS_CUSTOM_NAME_MAX };
    } else if (listed.has(words)) customs[c.key] = { kind: 'listed' };
    else if (seen.has(words)) customs[c.key] = { kind: 'duplicate' };
    seen.add(words);
  }
  const problems: NeedsProblems = { customs };
  if (textLength(draft.remarks) > NEEDS_REMARK_MAX)
    problems.remarks = { kind: 'tooLong', max: NEEDS_REMARK_MAX };
  return problems;
}

export function hasProblems(problems: NeedsProblems): boolean {
  return problems.remarks !== undefined || Object.keys(problems.customs).length > 0;
}

/** What is sent: ticked topics in the collection's order, texts trimmed. */
export function toRequest(needsId: string, draft: NeedsDraft, topics: NeedsTopic[]): NeedsEditRequest {
  return {
    trainingNeedsId: needsId,
    choices: topics.flatMap((t) => {
      const wish = draft.choices[t.topicId];
      return wish ? [{ topicId: t.topicId, priority: wish.priority, form: wish.form }] : [];
    }),
    customs: draft.customs.map((c) => ({
      topicName: c.topicName.trim(),
      priority: c.priority,
      form: c.form,
    })),
    remarks: draft.remarks.trim(),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const PRIORITIES: readonly number[] = Object.values(NeedsPriority);
const FORMS: readonly number[] = Object.values(NeedsForm);

function wishOf(value: unknown): DraftWish | null {
  if (!isRecord(value)) return null;
  const { priority, form } = value;
  if (typeof priority !== 'number' || !PRIORITIES.includes(priority)) return null;
  if (typeof form !== 'number' || !FORMS.includes(form)) return null;
  return { priority: priority as DraftWish['priority'], form: form as DraftWish['form'] };
}

/**
 * A stored draft checked against the collection as it is now: unknown topics, values off their lists and values
 * of the wrong type are dropped, so a stale or tampered draft never reaches the form. Null when nothing is left.
 */
export function restoreDraft(topics: NeedsTopic[], stored: unknown, firstKey: number): NeedsDraft | null {
  if (!isRecord(stored)) return null;
  const known = new Set(topics.map((t) => t.topicId));
  const choices: NeedsDraft['choices'] = {};
  if (isRecord(stored.choices)) {
    for (const [topicId, value] of Object.entries(stored.choices)) {
      const wish = wishOf(value);
      if (known.has(topicId) && wish) choices[topicId] = wish;
    }
  }
  const customs: DraftCustom[] = [];
  if (Array.isArray(stored.customs)) {
    for (const value of stored.customs.slice(0, NEEDS_CUSTOM_MAX)) {
      const wish = wishOf(value);
      if (!wish || !isRecord(value) || typeof value.topicName !== 'string') continue;
      customs.push({ key: String(firstKey + customs.length), topicName: value.topicName, ...wish });
    }
  }
  const remarks = typeof stored.remarks === 'string' ? stored.remarks : '';
  if (Object.keys(choices).length === 0 && customs.length === 0 && remarks === '') return null;
  return { choices, customs, remarks };
}

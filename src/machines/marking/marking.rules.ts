/** Why the points typed for a question cannot be sent. */
export type PointsProblem = 'required' | 'format' | 'range';

/** Points are whole or with one decimal (the gateway keeps one), as the exam's scores are. */
const POINTS = /^\d{1,4}(\.\d)?$/;

/** The points typed for a question, checked against what it is worth (0..max). Null when they can be sent. */
export function pointsProblem(raw: string, max: number): PointsProblem | null {
  const value = raw.trim();
  if (value === '') return 'required';
  if (!POINTS.test(value)) return 'format';
  return Number(value) > max ? 'range' : null;
}

/** The longest comment a marker may leave on an answer (the gateway's limit). */
export const MAX_MARK_COMMENT = 2_000;

import type { ExamStatus } from '../../../contract/exam';
import type { ExportRecord } from '../../../contract/export';
import type { Db } from '../../db/client';
import { formatDateTime } from '../../http/time';
import { createExport } from '../export/records';
import type { MemberScope } from '../notice/scope';
import { examTaskRows, type ExamFilter } from './records';

const COLUMNS = [
  'name',
  'window',
  'duration',
  'totalScore',
  'passScore',
  'status',
  'bestScore',
  'attemptsUsed',
  'attemptsLeft',
] as const;

/**
 * Writes the caller's exams (the filter of "my exams") to a CSV in the reader's language and files it in the
 * download records, ready at once.
 */
export async function exportExamTasks(
  db: Db,
  scope: MemberScope,
  filter: ExamFilter,
  t: (key: string, params?: Record<string, string | number>) => string,
  now: Date,
): Promise<ExportRecord> {
  const exams = await examTaskRows(db, scope, filter, now);
  const rows = [
    COLUMNS.map((c) => t(`exam.export.${c}`)),
    ...exams.map((e) => [
      e.examName,
      `${e.startTime} ~ ${e.endTime}`,
      String(e.duration),
      String(e.totalScore),
      String(e.passScore),
      t(`enum.ExamStatus.${e.examStatus satisfies ExamStatus}`),
      e.score === null ? '' : String(e.score),
      String(e.attemptsUsed),
      String(e.attemptsLeft),
    ]),
  ];
  const stamp = formatDateTime(now).replace(/\D/g, '');
  return createExport(db, scope, t('exam.export.fileName', { stamp }), rows, now);
}

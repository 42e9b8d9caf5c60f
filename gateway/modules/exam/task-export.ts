import { examTaskApi, type ExamStatus } from '../../../contract/exam';
import type { ExportRecord } from '../../../contract/export';
import type { Db } from '../../db/client';
import type { Locale } from '../../i18n/locale';
import { formatDateTime } from '../../http/time';
import type { MemberScope } from '../../shared/member-scope';
import { queueExport, type ExportProducer } from '../export/jobs';
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

export const EXAM_TASKS_EXPORT = 'examTasks';

/** Files the caller's exams (the filter of "my exams") as an export job in the download records. */
export function exportExamTasks(
  db: Db,
  scope: MemberScope,
  filter: ExamFilter,
  lang: Locale,
  t: (key: string, params?: Record<string, string | number>) => string,
  now: Date,
): Promise<ExportRecord> {
  const stamp = formatDateTime(now).replace(/\D/g, '');
  const job = { kind: EXAM_TASKS_EXPORT, lang, filter };
  return queueExport(db, scope, t('exam.export.fileName', { stamp }), job, now);
}

/** The rows of an exam export, in the reader's language (the filter as the request gave it). */
export const examTaskExportRows: ExportProducer = async (db, scope, rawFilter, t, now) => {
  const filter = examTaskApi.export.request.parse(rawFilter);
  const exams = await examTaskRows(db, scope, filter, now);
  return [
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
};

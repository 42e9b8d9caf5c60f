import { studyTaskApi } from '../../../contract/study';
import { TaskWindow, type TaskListTab } from '../../../contract/study-task.routes';
import type { Db } from '../../db/client';
import { formatDateTime } from '../../http/time';
import type { Locale } from '../../i18n/locale';
import type { MemberScope } from '../../shared/member-scope';
import { queueExport, type ExportProducer } from '../export/jobs';
import { studyTaskPage } from './tasks';

/*
 * "My tasks" as a spreadsheet in the download records: the list as the learner filtered it (tab, name,
 * collected), in the list's order, written by the export runner in the reader's language.
 */

export const MY_TASKS_EXPORT = 'myTasks';

const COLUMNS = ['task', 'kind', 'start', 'end', 'state', 'progress', 'courses', 'lastStudy'] as const;

/** The most tasks one file holds (a member has far fewer). */
const MAX_ROWS = 5000;

export async function exportMyTasks(
  db: Db,
  scope: MemberScope,
  filter: { tab?: TaskListTab | undefined; keyword?: string | undefined; collected?: 1 | undefined },
  lang: Locale,
  t: (key: string, params?: Record<string, string | number>) => string,
  now: Date,
): Promise<{ id: string }> {
  const stamp = formatDateTime(now).replace(/\D/g, '');
  const job = { kind: MY_TASKS_EXPORT, lang, filter };
  const record = await queueExport(db, scope, t('study.export.fileName', { stamp }), job, now);
  return { id: record.id };
}

/** The rows of a task list export, judged by the clock it is written at (an ended window reads as ended). */
export const myTaskRows: ExportProducer = async (db, scope, rawFilter, t, now) => {
  const filter = studyTaskApi.page.request.parse({ ...(rawFilter as object), pageSize: 1 });
  const page = await studyTaskPage(db, scope, { ...filter, pageCurrent: 1, pageSize: MAX_ROWS }, now);
  return [
    COLUMNS.map((c) => t(`study.export.${c}`)),
    ...page.list.map((r) => [
      r.taskName,
      t(r.requiredFlag === 1 ? 'study.export.required' : 'study.export.elective'),
      r.startTime,
      r.endTime,
      r.window === TaskWindow.ended && r.studyStatus !== 3
        ? t('study.export.ended')
        : t(`enum.LearningStatus.${r.studyStatus}`),
      String(r.studyProgress),
      `${r.learnedCourseCount}/${r.courseCount}`,
      r.lastStudyTime ?? '',
    ]),
  ];
};

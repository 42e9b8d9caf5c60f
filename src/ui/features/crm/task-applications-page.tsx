import { TASK_REJECT_REASON_MAX, TaskApplyStatus } from '../../../../contract/study-task.routes';
import type { AuditCalls } from '../../../machines/registration-audit/registration-audit.actors';
import { taskApplyApprove, taskApplyAudit } from '../../../services/api/task-apply-admin';
import {
  ApplicationQueue,
  type ApplicationStatus,
  type QueueColumn,
  type QueueTexts,
} from './application-queue';
import type { TaskApplicationRow, TaskApplicationsData } from './task-applications-data';

const QUIET = { isShowErrTip: false } as const;

const CALLS: AuditCalls = {
  approve: (http, ids) => taskApplyApprove(http, { ids }, QUIET),
  reject: (http, { id, reason }) =>
    taskApplyAudit(http, { id, status: TaskApplyStatus.rejected, reason }, QUIET),
};

const COLUMNS: readonly QueueColumn<TaskApplicationRow>[] = [
  { header: 'crm.taskApplications.column.task', cell: (row) => row.taskName },
];

const TEXTS: QueueTexts = {
  heading: 'crm.queue.taskApplications',
  description: 'crm.queue.taskApplications.description',
  table: 'crm.taskApplications.table',
  empty: {
    1: 'crm.taskApplications.empty.1',
    2: 'crm.taskApplications.empty.2',
    3: 'crm.taskApplications.empty.3',
  },
  rejectedDone: 'crm.taskApplications.rejectedDone',
  title: 'crm.taskApplications.reject.title',
  placeholder: 'crm.taskApplications.reject.placeholder',
  help: 'crm.taskApplications.reject.help',
};

/**
 * Applications to the company's study tasks that learners apply for, by status, ten a page; approve one or the
 * selected ones, or refuse one with a reason the learner reads on the task's page (and may apply again).
 */
export function TaskApplicationsPage({
  status,
  page,
  data,
}: {
  status: ApplicationStatus;
  page: number;
  data: TaskApplicationsData;
}) {
  return (
    <ApplicationQueue
      route="/{-$locale}/crm/task-applications"
      status={status}
      page={page}
      list={data.list}
      columns={COLUMNS}
      appliedAt={(row) => row.applyTime}
      calls={CALLS}
      texts={TEXTS}
      maxReason={TASK_REJECT_REASON_MAX}
      applicant={(row) => `${row.name}（${row.taskName}）`}
    />
  );
}

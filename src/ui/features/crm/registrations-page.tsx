import { FormattedMessage } from 'react-intl';
import { MAX_REJECT_REASON, RegisterStatus } from '../../../../contract/user.routes';
import type { AuditCalls } from '../../../machines/registration-audit/registration-audit.actors';
import { registerApprove, registerAudit } from '../../../services/api/user-admin';
import { ApplicationQueue, type QueueColumn, type QueueTexts } from './application-queue';
import type { RegistrationRow, RegistrationStatus, RegistrationsData } from './registrations-data';

const QUIET = { isShowErrTip: false } as const;

const CALLS: AuditCalls = {
  approve: (http, ids) => registerApprove(http, { ids }, QUIET),
  reject: (http, { id, reason }) =>
    registerAudit(http, { id, status: RegisterStatus.rejected, reason }, QUIET),
};

const COLUMNS: readonly QueueColumn<RegistrationRow>[] = [
  {
    header: 'crm.registrations.column.empNo',
    cell: (row) => (row.empNo === '' ? <FormattedMessage id="crm.none" /> : row.empNo),
  },
  { header: 'crm.registrations.column.company', cell: (row) => row.enterpriseName },
];

const TEXTS: QueueTexts = {
  heading: 'crm.queue.registrations',
  description: 'crm.queue.registrations.description',
  table: 'crm.registrations.table',
  empty: { 1: 'crm.registrations.empty.1', 2: 'crm.registrations.empty.2', 3: 'crm.registrations.empty.3' },
  rejectedDone: 'crm.registrations.rejectedDone',
  title: 'crm.registrations.reject.title',
  placeholder: 'crm.registrations.reject.placeholder',
  help: 'crm.registrations.reject.help',
};

/**
 * The registrations queue: applications to join the administrator's company by status, ten a page; approve one
 * or the selected ones, or refuse one with a reason the applicant reads when checking where it stands.
 */
export function RegistrationsPage({
  status,
  page,
  data,
}: {
  status: RegistrationStatus;
  page: number;
  data: RegistrationsData;
}) {
  return (
    <ApplicationQueue
      route="/{-$locale}/crm/registrations"
      status={status}
      page={page}
      list={data.list}
      columns={COLUMNS}
      appliedAt={(row) => row.gmtCreate}
      calls={CALLS}
      texts={TEXTS}
      maxReason={MAX_REJECT_REASON}
    />
  );
}

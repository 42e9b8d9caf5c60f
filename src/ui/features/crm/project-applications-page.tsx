import { HStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { PROJECT_REJECT_REASON_MAX, ProjectApplyStatus } from '../../../../contract/study-project.routes';
import type { AuditCalls } from '../../../machines/registration-audit/registration-audit.actors';
import { projectApplyApprove, projectApplyAudit } from '../../../services/api/project-apply-admin';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { ExternalIcon } from '../../kit/shell/shell-icons';
import {
  ApplicationQueue,
  type ApplicationStatus,
  type QueueColumn,
  type QueueTexts,
} from './application-queue';
import type { ProjectApplicationRow, ProjectApplicationsData } from './project-applications-data';

const QUIET = { isShowErrTip: false } as const;

const CALLS: AuditCalls = {
  approve: (http, ids) => projectApplyApprove(http, { ids }, QUIET),
  reject: (http, { id, reason }) =>
    projectApplyAudit(http, { id, status: ProjectApplyStatus.rejected, reason }, QUIET),
};

/**
 * The project by name, opening its page (stages, items, dates) in a new tab so the queue stays where it is. Not
 * preloaded: the learner's project page is no part of the back office.
 */
function ProjectName({ row }: { row: ProjectApplicationRow }) {
  const locale = useLocaleParam();
  return (
    <Link
      to="/{-$locale}/knowledge/project/{-$id}"
      params={{ locale, id: row.projectId }}
      target="_blank"
      rel="noopener"
      preload={false}
    >
      <HStack as="span" gap="1" display="inline-flex" textDecoration="underline" textUnderlineOffset="2px">
        {row.projectName}
        <ExternalIcon boxSize="3" color="fg.muted" />
      </HStack>
    </Link>
  );
}

const COLUMNS: readonly QueueColumn<ProjectApplicationRow>[] = [
  { header: 'crm.projectApplications.column.project', cell: (row) => <ProjectName row={row} /> },
];

const TEXTS: QueueTexts = {
  heading: 'crm.queue.projectApplications',
  description: 'crm.queue.projectApplications.description',
  table: 'crm.projectApplications.table',
  empty: {
    1: 'crm.projectApplications.empty.1',
    2: 'crm.projectApplications.empty.2',
    3: 'crm.projectApplications.empty.3',
  },
  rejectedDone: 'crm.projectApplications.rejectedDone',
  title: 'crm.projectApplications.reject.title',
  placeholder: 'crm.projectApplications.reject.placeholder',
  help: 'crm.projectApplications.reject.help',
};

/**
 * Applications to the company's study projects that need approval, by status, ten a page; approve one or the
 * selected ones, or refuse one with a reason the member reads on the project's page (and may apply again).
 */
export function ProjectApplicationsPage({
  status,
  page,
  data,
}: {
  status: ApplicationStatus;
  page: number;
  data: ProjectApplicationsData;
}) {
  return (
    <ApplicationQueue
      route="/{-$locale}/crm/project-applications"
      status={status}
      page={page}
      list={data.list}
      columns={COLUMNS}
      appliedAt={(row) => row.applyTime}
      calls={CALLS}
      texts={TEXTS}
      maxReason={PROJECT_REJECT_REASON_MAX}
      applicant={(row) => `${row.name}（${row.projectName}）`}
    />
  );
}

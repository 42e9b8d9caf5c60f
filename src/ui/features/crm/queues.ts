import type { IconProps } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import type { HttpClient } from '../../../services/http';
import { attemptMarkPage } from '../../../services/api/exam-paper';
import { adminOrderPage } from '../../../services/api/mall-admin';
import { practicalAnswerPage } from '../../../services/api/practical-admin';
import { projectApplyPage } from '../../../services/api/project-apply-admin';
import { taskApplyPage } from '../../../services/api/task-apply-admin';
import { registerPage } from '../../../services/api/user-admin';
import { ProjectApplyStatus } from '../../../../contract/study-project.routes';
import { TaskApplyStatus } from '../../../../contract/study-task.routes';
import { RegisterStatus } from '../../../../contract/user.routes';
import { OrderStatus } from '../../../../contract/mall.routes';
import type { MessageId } from '../../kit/locale/messages';
import { AwardIcon, ClipboardIcon, InboxIcon, LayersIcon, PenIcon, UserPlusIcon } from './crm-icons';

/**
 * The queues of the back office: what the portal's own flows wait on. The side navigation and the overview
 * list them in this order with their counts. A new queue is one entry here and one page under
 * `src/routes/{-$locale}/crm/` (see docs/decisions).
 */
export interface BackOfficeQueue {
  key: string;
  /** The queue's page. */
  to:
    | '/{-$locale}/crm/registrations'
    | '/{-$locale}/crm/task-applications'
    | '/{-$locale}/crm/project-applications'
    | '/{-$locale}/crm/marking'
    | '/{-$locale}/crm/practical'
    | '/{-$locale}/crm/mall-orders';
  label: MessageId;
  description: MessageId;
  icon: ComponentType<IconProps>;
  /** How many items wait for an administrator now. */
  waiting: (http: HttpClient) => Promise<number>;
}

const QUIET = { isShowErrTip: false } as const;

export const QUEUES: readonly BackOfficeQueue[] = [
  {
    key: 'registrations',
    to: '/{-$locale}/crm/registrations',
    label: 'crm.queue.registrations',
    description: 'crm.queue.registrations.description',
    icon: UserPlusIcon,
    waiting: async (http) =>
      (await registerPage(http, { status: RegisterStatus.awaiting, pageSize: 1 }, QUIET)).totalCount,
  },
  {
    key: 'taskApplications',
    to: '/{-$locale}/crm/task-applications',
    label: 'crm.queue.taskApplications',
    description: 'crm.queue.taskApplications.description',
    icon: ClipboardIcon,
    waiting: async (http) =>
      (await taskApplyPage(http, { status: TaskApplyStatus.awaiting, pageSize: 1 }, QUIET)).totalCount,
  },
  {
    key: 'projectApplications',
    to: '/{-$locale}/crm/project-applications',
    label: 'crm.queue.projectApplications',
    description: 'crm.queue.projectApplications.description',
    icon: LayersIcon,
    waiting: async (http) =>
      (await projectApplyPage(http, { status: ProjectApplyStatus.awaiting, pageSize: 1 }, QUIET)).totalCount,
  },
  {
    key: 'marking',
    to: '/{-$locale}/crm/marking',
    label: 'crm.queue.marking',
    description: 'crm.queue.marking.description',
    icon: PenIcon,
    waiting: async (http) => (await attemptMarkPage(http, { pageSize: 1 }, QUIET)).totalCount,
  },
  {
    key: 'practical',
    to: '/{-$locale}/crm/practical',
    label: 'crm.queue.practical',
    description: 'crm.queue.practical.description',
    icon: ClipboardIcon,
    waiting: async (http) => (await practicalAnswerPage(http, { marked: 0, pageSize: 1 }, QUIET)).totalCount,
  },
  {
    key: 'mall-orders',
    to: '/{-$locale}/crm/mall-orders',
    label: 'crm.queue.mallOrders',
    description: 'crm.queue.mallOrders.description',
    icon: InboxIcon,
    waiting: async (http) =>
      (await adminOrderPage(http, { status: OrderStatus.pending, pageSize: 1 }, QUIET)).totalCount,
  },
];

/** The back office's pages that are not queues (nothing waits in them), after the queues in the navigation. */
export interface BackOfficePage extends Pick<BackOfficeQueue, 'key' | 'label' | 'icon'> {
  to: '/{-$locale}/crm/certificates';
}

export const PAGES: readonly BackOfficePage[] = [
  {
    key: 'certificates',
    to: '/{-$locale}/crm/certificates',
    label: 'crm.certificates.title',
    icon: AwardIcon,
  },
];

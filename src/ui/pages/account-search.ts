import type { CertificateStatus } from '../../../contract/certificate.routes';
import type { EvaluationState } from '../../../contract/offline-review.routes';
import type { CreditSource } from '../../../contract/record.routes';
import type { PostCertStatus, TaskListTab } from '../../../contract/study-task.routes';
import { keywordParam } from '../kit/navigation/keyword-param';
import { idSearchParam, intParam } from '../kit/navigation/search-params';

/**
 * The account centre's tabs that exist so far (spec: `change` 1 my tasks, 3 my records, 5 my messages, 6
 * enterprise announcements; 7, my surveys, 8, my evaluations, 9, training needs, and 10, my points, are ours).
 */
export type AccountTab = 1 | 3 | 5 | 6 | 7 | 8 | 9 | 10;

export interface AccountSearch {
  /** The account centre's tab; any other or missing value opens my messages (5). */
  change: AccountTab;
  /** My tasks: one tab of the list (all when absent). */
  status?: TaskListTab;
  /** My tasks: only tasks whose name contains it. */
  keyword?: string;
  /** My tasks: 1 lists only the collected ones. */
  collected?: 1;
  /** My records: the spec's `recordType`, 2 the certificates, 3 (ours) post certifications; credit hours when absent. */
  recordType?: 2 | 3;
  /** My records, credit hours: only those of one source (a number no source has is the gateway's to refuse). */
  source?: CreditSource;
  /** My records, certificates: only those of one status. */
  certStatus?: CertificateStatus;
  /** My records, post certifications: only those of one status. */
  postStatus?: PostCertStatus;
  /**
   * `account-message?num=N` links carry the sender's unread count; the messages list reads it only as a
   * page-size hint (10, 20, 50 or 100, rounded up) so that a small unread batch fits on one page.
   */
  num?: number;
  /** An announcement to open (home page links: `/account?change=6&id=<id>`), or a needs collection (9). */
  id?: number | string;
  /** The read filter of the messages or announcements (both when absent). */
  filter?: 'unread' | 'read';
  /** The tab's page: of its list, or of the open announcement's comments (the first when absent). */
  page?: number;
  /** My surveys: 1 lists the answered ones (those to answer when absent). */
  answered?: 1;
  /** My evaluations: only those to do (1), done (2) or expired (3); my points: earned (1) or spent (2). */
  state?: Exclude<EvaluationState, 0>;
}

const tabOf = (change: number | undefined): AccountTab =>
  change === 1 || change === 3 || (change !== undefined && change > 5) ? (change as AccountTab) : 5;

/** Query values arrive as numbers or strings depending on how the link was written; both are accepted. */
export function readAccountSearch(raw: Record<string, unknown>): AccountSearch {
  return {
    change: tabOf(intParam(raw.change, 1, 10)),
    num: intParam(raw.num, 1, 100_000),
    id: idSearchParam(raw.id),
    filter: raw.filter === 'unread' || raw.filter === 'read' ? raw.filter : undefined,
    page: intParam(raw.page, 2, 1_000_000),
    answered: intParam(raw.answered, 1, 1) as 1 | undefined,
    state: intParam(raw.state, 1, 3) as Exclude<EvaluationState, 0> | undefined,
    status: intParam(raw.status, 1, 4) as TaskListTab | undefined,
    keyword: keywordParam(raw.keyword),
    // Only 1 passes, so the flag is 1 or absent.
    collected: intParam(raw.collected, 1, 1) as 1 | undefined,
    source: intParam(raw.source, 1, 9) as CreditSource | undefined,
    recordType: intParam(raw.recordType, 2, 3) as 2 | 3 | undefined,
    certStatus: intParam(raw.certStatus, 1, 3) as CertificateStatus | undefined,
    postStatus: intParam(raw.postStatus, 1, 4) as PostCertStatus | undefined,
  };
}

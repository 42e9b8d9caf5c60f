/* The account centre's reads, by tab: each feature reads its own (account, announcement, survey, task, record). */
import type { AnnouncementRecord, MsgNotice } from '../../../contract/notice';
import { AnsweredFilter } from '../../../contract/survey.routes';
import type { HttpClient } from '../../services/http';
import { announcementsData, messagesData, type ReadListData } from '../features/account/read-list-data';
import {
  announcementDetailData,
  type AnnouncementDetailData,
} from '../features/announcement/announcement-data';
import { certificatesData, type CertificatesData } from '../features/record/certificates-data';
import { creditRecordsData, type CreditRecordsData } from '../features/record/credit-records-data';
import { postCertsData, type PostCertsData } from '../features/record/post-certs-data';
import { surveysData, type SurveysData } from '../features/survey/surveys-data';
import { myTasksData, type MyTasksData } from '../features/task/my-tasks-data';
import type { EvaluationsData } from '../features/evaluation/evaluation-tasks-data';
import type { NeedsData } from '../features/needs/needs-data';
import type { PointsData } from '../features/points/points-data';
import type { AccountSearch } from './account-search';

export type AccountPageData =
  | { tab: 'messages'; data: ReadListData<MsgNotice> }
  | { tab: 'announcements'; data: ReadListData<AnnouncementRecord> }
  | { tab: 'announcement'; data: AnnouncementDetailData }
  | { tab: 'surveys'; data: SurveysData }
  | { tab: 'tasks'; data: MyTasksData }
  | { tab: 'credits'; data: CreditRecordsData }
  | { tab: 'certificates'; data: CertificatesData }
  | { tab: 'posts'; data: PostCertsData }
  | { tab: 'evaluations'; data: EvaluationsData }
  | { tab: 'needs'; data: NeedsData }
  | { tab: 'points'; data: PointsData };

/** What the chosen tab shows; `preload` is the router's (an announcement is read only when opened). */
export async function accountPageData(
  http: HttpClient,
  search: AccountSearch,
  preload: boolean,
): Promise<AccountPageData> {
  const page = search.page ?? 1;
  const filter = search.filter ?? 'all';
  if (search.change === 1) {
    const { status, keyword, collected } = search;
    return { tab: 'tasks', data: await myTasksData(http, { status, keyword, collected, page }) };
  }
  if (search.change === 3 && search.recordType === 2) {
    return {
      tab: 'certificates',
      data: await certificatesData(http, { status: search.certStatus, page }),
    };
  }
  if (search.change === 3 && search.recordType === 3) {
    return { tab: 'posts', data: await postCertsData(http, { status: search.postStatus, page }) };
  }
  if (search.change === 3) {
    return { tab: 'credits', data: await creditRecordsData(http, { source: search.source, page }) };
  }
  if (search.change === 7) {
    const answered = search.answered === 1 ? AnsweredFilter.answered : AnsweredFilter.unanswered;
    return { tab: 'surveys', data: await surveysData(http, { answered, page }) };
  }
  if (search.change === 8) {
    // Read by its own module, so the evaluation calls stay out of start-up.
    const { evaluationsData } = await import('../features/evaluation/evaluation-tasks-data');
    return { tab: 'evaluations', data: await evaluationsData(http, { state: search.state, page }) };
  }
  if (search.change === 9) {
    // Read by its own module, so the training needs calls stay out of the centre's first load.
    const { needsData } = await import('../features/needs/needs-data');
    const id = search.id === undefined ? undefined : String(search.id);
    return { tab: 'needs', data: await needsData(http, { id, page }) };
  }
  if (search.change === 10) {
    // Read by its own module, so the points calls stay out of the centre's first load.
    const { pointsData } = await import('../features/points/points-data');
    const direction = search.state === 1 || search.state === 2 ? search.state : 0;
    return { tab: 'points', data: await pointsData(http, { direction, page }) };
  }
  if (search.change === 6 && search.id !== undefined) {
    const id = String(search.id);
    return { tab: 'announcement', data: await announcementDetailData(http, { id, page }, preload) };
  }
  if (search.change === 6) {
    return { tab: 'announcements', data: await announcementsData(http, { filter, page }) };
  }
  return { tab: 'messages', data: await messagesData(http, { num: search.num, filter, page }) };
}

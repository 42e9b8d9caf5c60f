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
import type { AccountSearch } from './account-search';

export type AccountPageData =
  | { tab: 'messages'; data: ReadListData<MsgNotice> }
  | { tab: 'announcements'; data: ReadListData<AnnouncementRecord> }
  | { tab: 'announcement'; data: AnnouncementDetailData }
  | { tab: 'surveys'; data: SurveysData }
  | { tab: 'tasks'; data: MyTasksData }
  | { tab: 'credits'; data: CreditRecordsData }
  | { tab: 'certificates'; data: CertificatesData }
  | { tab: 'posts'; data: PostCertsData };

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
  if (search.change === 6 && search.id !== undefined) {
    const id = String(search.id);
    return { tab: 'announcement', data: await announcementDetailData(http, { id, page }, preload) };
  }
  if (search.change === 6) {
    return { tab: 'announcements', data: await announcementsData(http, { filter, page }) };
  }
  return { tab: 'messages', data: await messagesData(http, { num: search.num, filter, page }) };
}

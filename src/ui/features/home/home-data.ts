import { ReadFlag } from '../../../../contract/notice.routes';
import { ExamStatus } from '../../../../contract/exam.routes';
import { StudyStatus } from '../../../../contract/study.routes';
import { announcementRecordPage, msgNoticePage } from '../../../services/api/announcement-feed';
import { examRecordPage } from '../../../services/api/exam';
import { courseProgressPage, studyTaskPage } from '../../../services/api/study';
import type { HttpClient } from '../../../services/http';
import { settle, type Settled } from '../../kit/app/route-data';
import { LEARNING_CARD_SIZE } from '../../kit/learning/learning-card';
import { FEED_SIZE } from './feed-card';

/** The cards show the gateway's message in place, so no toast. */
const quiet = { isShowErrTip: false } as const;

type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

export type StudyTasksData = Settled<Answer<typeof studyTaskPage>>;
export type CoursesInProgressData = Settled<Answer<typeof courseProgressPage>>;
export type UpcomingExamsData = Settled<Answer<typeof examRecordPage>>;
export type AnnouncementsData = Settled<Answer<typeof announcementRecordPage>>;
export type UnreadMessagesData = Settled<Answer<typeof msgNoticePage>>;

/** Unfinished tasks: those under way first, then those not started. */
export function studyTasksData(http: HttpClient): Promise<StudyTasksData> {
  const studyStatusList = [StudyStatus.learning, StudyStatus.notStarted];
  return settle(
    http,
    studyTaskPage(http, { pageCurrent: 1, pageSize: LEARNING_CARD_SIZE, studyStatusList }, quiet),
  );
}

/** Courses started and not finished. */
export function coursesInProgressData(http: HttpClient): Promise<CoursesInProgressData> {
  const studyStatusList = [StudyStatus.learning];
  return settle(
    http,
    courseProgressPage(http, { pageCurrent: 1, pageSize: LEARNING_CARD_SIZE, studyStatusList }, quiet),
  );
}

/** Exams still to take or to resit. */
export function upcomingExamsData(http: HttpClient): Promise<UpcomingExamsData> {
  const examStatusList = [ExamStatus.toBeTaken, ExamStatus.canResit];
  return settle(
    http,
    examRecordPage(http, { pageCurrent: 1, pageSize: LEARNING_CARD_SIZE, examStatusList }, quiet),
  );
}

/** The newest announcements. */
export function announcementsData(http: HttpClient): Promise<AnnouncementsData> {
  return settle(http, announcementRecordPage(http, { pageCurrent: 1, pageSize: FEED_SIZE }, quiet));
}

/** The newest unread messages (the page's total is the unread count). */
export function unreadMessagesData(http: HttpClient): Promise<UnreadMessagesData> {
  return settle(
    http,
    msgNoticePage(http, { pageCurrent: 1, pageSize: FEED_SIZE, isRead: ReadFlag.unread }, quiet),
  );
}

export interface HomeCardsData {
  studyTasks: StudyTasksData;
  coursesInProgress: CoursesInProgressData;
  upcomingExams: UpcomingExamsData;
  announcements: AnnouncementsData;
  unreadMessages: UnreadMessagesData;
}

/** Every home card's read at once, each settled on its own so one failing card leaves the others. */
export async function homeCardsData(http: HttpClient): Promise<HomeCardsData> {
  const [studyTasks, coursesInProgress, upcomingExams, announcements, unreadMessages] = await Promise.all([
    studyTasksData(http),
    coursesInProgressData(http),
    upcomingExamsData(http),
    announcementsData(http),
    unreadMessagesData(http),
  ]);
  return { studyTasks, coursesInProgress, upcomingExams, announcements, unreadMessages };
}

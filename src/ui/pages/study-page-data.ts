import type { HttpClient } from '../../services/http';
import { coursesInProgressData, type CoursesInProgressData } from '../features/home/home-data';

export interface StudyPageData {
  coursesInProgress: CoursesInProgressData;
}

/** The reads of "my study" that come from its route's loader. */
export async function studyPageData(http: HttpClient): Promise<StudyPageData> {
  return { coursesInProgress: await coursesInProgressData(http) };
}

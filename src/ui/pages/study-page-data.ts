import type { StudyCollect } from '../../../contract/progress';
import type { HttpClient } from '../../services/http';
import { coursesInProgressData, type CoursesInProgressData } from '../features/home/home-data';
import { studyFiguresData } from '../features/player/study-figures-data';
import type { Settled } from '../kit/app/route-data';

export interface StudyPageData {
  figures: Settled<StudyCollect>;
  coursesInProgress: CoursesInProgressData;
}

/** The reads of "my study" that come from its route's loader. */
export async function studyPageData(http: HttpClient): Promise<StudyPageData> {
  const [figures, coursesInProgress] = await Promise.all([
    studyFiguresData(http),
    coursesInProgressData(http),
  ]);
  return { figures, coursesInProgress };
}

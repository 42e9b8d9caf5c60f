import type { StudyCollect } from '../../../../contract/progress';
import { studyCollect } from '../../../services/api/progress';
import type { HttpClient } from '../../../services/http';
import { settle, type Settled } from '../../kit/app/route-data';

/** "My study" in figures, read by the route of the page that shows them. */
export function studyFiguresData(http: HttpClient): Promise<Settled<StudyCollect>> {
  return settle(http, studyCollect(http, { isShowErrTip: false }));
}

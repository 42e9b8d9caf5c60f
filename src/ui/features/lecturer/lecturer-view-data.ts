import { DEFAULT_PAGE_SIZE } from '../../../../contract/envelope.routes';
import { courseInfoPage } from '../../../services/api/course';
import type { HttpClient } from '../../../services/http';
import { lecturerDetailView } from '../../../services/api/lecturer';
import { settle, type Settled } from '../../kit/app/route-data';

type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

/** A lecturer's page, read in one go: the lecturer, and one page of their courses (each settled on its own). */
export interface LecturerViewData {
  lecturer: Settled<Answer<typeof lecturerDetailView>>;
  courses: Settled<Answer<typeof courseInfoPage>>;
}

export async function lecturerViewData(
  http: HttpClient,
  deps: { id: string; pageCurrent?: number },
): Promise<LecturerViewData> {
  const quiet = { isShowErrTip: false };
  const [lecturer, courses] = await Promise.all([
    settle(http, lecturerDetailView(http, { id: deps.id }, quiet)),
    settle(
      http,
      courseInfoPage(
        http,
        { lecturerId: deps.id, pageCurrent: deps.pageCurrent ?? 1, pageSize: DEFAULT_PAGE_SIZE },
        quiet,
      ),
    ),
  ]);
  return { lecturer, courses };
}

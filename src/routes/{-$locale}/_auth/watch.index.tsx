import { createFileRoute, redirect } from '@tanstack/react-router';
import { idSearchParam } from '../../../ui/kit/navigation/search-params';
import { loadMessages } from '../../../ui/kit/locale/messages';
import { continueData, continueSearch } from '../../../ui/features/player/continue-data';
import { ContinuePage } from '../../../ui/features/player/continue-page';
import { StudyPage } from '../../../ui/pages/study-page';
import { studyPageData } from '../../../ui/pages/study-page-data';

export interface WatchSearch {
  courseId?: number | string;
}

/**
 * `/watch?courseId=`: "continue learning": finds the course's resume node and replaces the address with it.
 * Without a course, `/watch` is "my study": the learner's figures and the export of their progress.
 */
export const Route = createFileRoute('/{-$locale}/_auth/watch/')({
  validateSearch: (raw: Record<string, unknown>): WatchSearch => ({ courseId: idSearchParam(raw.courseId) }),
  // The node kinds' names are the course pages' (`course.kind.*`); "my study" shows the dashboard's cards.
  loaderDeps: ({ search }) => ({ courseId: search.courseId }),
  loader: async ({ context, deps, params }) => {
    const messages = loadMessages(params.locale === 'en' ? 'en' : 'zh', ['player', 'course', 'home']);
    if (deps.courseId === undefined) {
      const [, study] = await Promise.all([messages, studyPageData(context.http)]);
      return { page: 'study' as const, data: study };
    }
    const courseId = String(deps.courseId);
    const [, resume] = await Promise.all([messages, continueData(context.http, { courseId })]);
    // "Continue learning" replaces its address with the resume node's, so the back button skips it; a
    // redirect is never kept as loaded data, so the next visit reads the resume node anew.
    if (resume.view.ok) {
      throw redirect({
        to: '/{-$locale}/watch/course',
        params: { locale: params.locale },
        search: continueSearch(courseId, resume.view.data.resumeSubResourceId),
        replace: true,
      });
    }
    return { page: 'continue' as const, data: resume };
  },
  // 30 s: "my study" lists courses in progress, which change only as the learner studies.
  staleTime: 30_000,
  component: WatchRoute,
});

function WatchRoute() {
  const loaded = Route.useLoaderData();
  return loaded.page === 'study' ? <StudyPage data={loaded.data} /> : <ContinuePage data={loaded.data} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { idSearchParam } from '../../../ui/kit/navigation/search-params';
import { loadMessages } from '../../../ui/kit/locale/messages';
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
  // The node kinds' names are the course pages' (`course.kind.*`).
  loaderDeps: ({ search }) => ({ courseId: search.courseId }),
  loader: async ({ context, deps, params }) => {
    const [, study] = await Promise.all([
      loadMessages(params.locale === 'en' ? 'en' : 'zh', ['player', 'course']),
      // "Continue learning" only redirects; its reads stay in its page.
      deps.courseId === undefined ? studyPageData(context.http) : undefined,
    ]);
    return study;
  },
  // 30 s: "my study" lists courses in progress, which change only as the learner studies.
  staleTime: 30_000,
  component: WatchRoute,
});

function WatchRoute() {
  const { courseId } = Route.useSearch();
  const study = Route.useLoaderData();
  if (courseId === undefined) return study ? <StudyPage data={study} /> : null;
  return <ContinuePage courseId={String(courseId)} />;
}

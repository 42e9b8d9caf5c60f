import { createFileRoute, notFound } from '@tanstack/react-router';
import { sessionAudience } from '../../ui/features/course/audience';
import { courseData } from '../../ui/features/course/course-data';
import { readCourseSearch, type CourseSearch } from '../../ui/features/course/course-tabs';
import { CoursePage, courseTabReady } from '../../ui/features/course/course-page';
import { loadMessages } from '../../ui/kit/locale/messages';
import { richTextReady } from '../../ui/kit/rich-text/sanitizer';
import { settledSession } from '../../ui/kit/navigation/session-guards';

/**
 * `/knowledge/course/{id}`: a course's page, beside the catalogue rather than inside it. The id is optional in
 * the spec; without one the page says so. `?tab=` names the open tab, so a tab can be linked to, and `&page=`
 * the comments' page.
 */
export const Route = createFileRoute('/{-$locale}/knowledge_/course/{-$id}')({
  params: {
    parse: (raw): { id?: string } => {
      if (raw.id === undefined || raw.id === '') return {};
      if (!/^[1-9][0-9]{0,18}$/.test(raw.id)) throw notFound();
      return { id: raw.id };
    },
    stringify: (params) => ({ id: params.id }),
  },
  // Read strictly by the page's own reader in its loader and view, out of the start-up code.
  validateSearch: (raw: Record<string, unknown>): CourseSearch => raw,
  beforeLoad: async ({ context }) => {
    await settledSession(context.session);
  },
  // The open tab decides which list is read with the course.
  loaderDeps: ({ search }) => ({ tab: search.tab, page: search.page }),
  loader: async ({ context, deps: raw, params }) => {
    const deps = readCourseSearch(raw);
    const audience = sessionAudience(context.session);
    const [, data] = await Promise.all([
      // Course cards and exam facts speak the dashboard's words (`home.learning.*`, `home.exams.*`).
      loadMessages(params.locale === 'en' ? 'en' : 'zh', ['course', 'home']),
      courseData(context.http, {
        ...deps,
        id: params.id ?? null,
        audience,
      }),
      // The introduction (the tab the page opens on) is rich text; the other tabs bring their own code.
      deps.tab === undefined ? richTextReady() : courseTabReady(deps.tab, audience === 'member'),
    ]);
    return data;
  },
  // 10 s: the learner's own progress and other people's comments change while the page is open.
  staleTime: 10_000,
  // Visitors may open it too, so it is outside the signed-in layout but inside the same frame.
  staticData: { portalFrame: true },
  component: CourseRoute,
});

function CourseRoute() {
  const { id } = Route.useParams();
  const { tab } = readCourseSearch(Route.useSearch());
  // Another course is another page: its own state, its own comment box.
  return <CoursePage key={id ?? ''} id={id ?? null} tab={tab} data={Route.useLoaderData()} />;
}

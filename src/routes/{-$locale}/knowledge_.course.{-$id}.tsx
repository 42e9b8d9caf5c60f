import { createFileRoute, notFound } from '@tanstack/react-router';
import { readCourseTab, type CourseSearch } from '../../ui/features/course/course-tabs';
import { CoursePage } from '../../ui/features/course/course-page';
import { messagesLoader } from '../../ui/kit/locale/messages';
import { settledSession } from '../../ui/kit/navigation/session-guards';

/**
 * `/knowledge/course/{id}`: a course's page, beside the catalogue rather than inside it. The id is optional in
 * the spec; without one the page says so. `?tab=` names the open tab, so a tab can be linked to.
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
  validateSearch: (raw: Record<string, unknown>): CourseSearch => ({ tab: readCourseTab(raw.tab) }),
  beforeLoad: async ({ context }) => {
    await settledSession(context.session);
  },
  loader: messagesLoader(['course']),
  component: CourseRoute,
});

function CourseRoute() {
  const { id } = Route.useParams();
  const { tab } = Route.useSearch();
  // Another course is another page: its own reads, its own comment box.
  return <CoursePage key={id ?? ''} id={id ?? null} tab={tab} />;
}

import { createFileRoute, notFound } from '@tanstack/react-router';
import {
  projectDetailData,
  projectListData,
  type ProjectSearch,
} from '../../../ui/features/project/project-data';
import { ProjectList } from '../../../ui/features/project/project-list';
import { ProjectPage } from '../../../ui/features/project/project-page';
import { withMessages } from '../../../ui/kit/locale/messages';
import { idSearchParam, intParam } from '../../../ui/kit/navigation/search-params';

/**
 * `/knowledge/project/{id}`: a study project, its stages and items, and joining or applying. Without an id, the
 * company's projects (`?mine=1`: the caller's own), a page at a time (`&page=`).
 */
export const Route = createFileRoute('/{-$locale}/_auth/knowledge_/project/{-$id}')({
  validateSearch: (raw: Record<string, unknown>): ProjectSearch => ({
    mine: intParam(raw.mine, 1, 1) as 1 | undefined,
    page: intParam(raw.page, 2, 100_000),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) => {
    const id = params.id;
    if (id === undefined || id === '') {
      return withMessages(params, ['course', 'home', 'account'], () => projectListData(context.http, deps));
    }
    if (idSearchParam(id) === undefined) throw notFound();
    return withMessages(params, ['course', 'home', 'account'], () => projectDetailData(context.http, id));
  },
  // 5 s: the member's own progress and an administrator's decision change while the page is open.
  staleTime: 5_000,
  component: ProjectRoute,
});

function ProjectRoute() {
  const data = Route.useLoaderData();
  return 'detail' in data ? <ProjectPage data={data} /> : <ProjectList data={data} />;
}

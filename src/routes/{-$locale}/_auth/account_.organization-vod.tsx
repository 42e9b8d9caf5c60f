import { createFileRoute } from '@tanstack/react-router';
import { institutionData } from '../../../ui/features/institution/institution-data';
import { InstitutionPage } from '../../../ui/features/institution/institution-page';
import { withMessages } from '../../../ui/kit/locale/messages';
import { keywordParam } from '../../../ui/kit/navigation/keyword-param';
import { intParam } from '../../../ui/kit/navigation/search-params';

/**
 * `/account/organization-vod?keyword=&page=`: the institution center (institution users). The gateway refuses
 * anyone else with 306, which opens the permission page.
 */
export const Route = createFileRoute('/{-$locale}/_auth/account_/organization-vod')({
  validateSearch: (raw: Record<string, unknown>): { keyword?: string; page?: number } => ({
    keyword: keywordParam(raw.keyword),
    page: intParam(raw.page, 1, 100_000),
  }),
  loaderDeps: ({ search }) => ({ keyword: search.keyword, page: search.page ?? 1 }),
  // The course rows speak the lecturer pages', the course pages' and the dashboard's words.
  loader: ({ context, deps, params }) =>
    withMessages(params, ['account', 'lecturer', 'course', 'home'], () =>
      institutionData(context.http, deps),
    ),
  // 10 s: learners' figures change slowly, and a search or a page reads anew.
  staleTime: 10_000,
  component: InstitutionRoute,
});

function InstitutionRoute() {
  return <InstitutionPage data={Route.useLoaderData()} />;
}

import { createFileRoute, notFound } from '@tanstack/react-router';
import { analysisData } from '../../../../ui/features/survey/analysis-data';
import { AnalysisPage } from '../../../../ui/features/survey/analysis-page';
import { messagesLoader } from '../../../../ui/kit/locale/messages';

/** `/investigate/analyze/{id}`: a survey's results. The id is optional in the spec; without one the page says so. */
export const Route = createFileRoute('/{-$locale}/_auth/investigate/analyze/{-$id}')({
  params: {
    parse: (raw): { id?: string } => {
      if (raw.id === undefined || raw.id === '') return {};
      if (!/^[1-9][0-9]{0,18}$/.test(raw.id)) throw notFound();
      return { id: raw.id };
    },
    stringify: (params) => ({ id: params.id }),
  },
  loaderDeps: () => ({}),
  loader: async ({ context, params }) => {
    const [, data] = await Promise.all([
      messagesLoader(['survey'])({ params }),
      analysisData(context.http, { id: params.id ?? null }),
    ]);
    return data;
  },
  // 30 s: results move only as other people submit.
  staleTime: 30_000,
  component: AnalysisRoute,
});

function AnalysisRoute() {
  const { id } = Route.useParams();
  return <AnalysisPage key={id ?? ''} id={id ?? null} data={Route.useLoaderData()} />;
}

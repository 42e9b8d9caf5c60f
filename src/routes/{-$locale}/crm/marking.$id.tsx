import { createFileRoute, notFound } from '@tanstack/react-router';
import { MarkingPage } from '../../../ui/features/crm/marking-page';

/** `/crm/marking/{recordId}`: one attempt's short answers to mark. */
export const Route = createFileRoute('/{-$locale}/crm/marking/$id')({
  params: {
    parse: (raw): { id: string } => {
      if (!/^[1-9][0-9]{0,18}$/.test(raw.id)) throw notFound();
      return { id: raw.id };
    },
    stringify: (params) => ({ id: params.id }),
  },
  component: MarkingRoute,
});

function MarkingRoute() {
  const { id } = Route.useParams();
  // A new attempt starts a new marking actor.
  return <MarkingPage key={id} recordId={id} />;
}

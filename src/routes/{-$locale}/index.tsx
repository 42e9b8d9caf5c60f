import { createFileRoute } from '@tanstack/react-router';
import { redirectFromRoot } from '../../ui/kit/navigation/session-guards';

/** `/` sends the visitor where they belong. */
export const Route = createFileRoute('/{-$locale}/')({
  beforeLoad: ({ context, params }) => redirectFromRoot({ session: context.session, locale: params.locale }),
});

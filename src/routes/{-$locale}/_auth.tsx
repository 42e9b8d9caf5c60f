import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../ui/navigation/session-guards';

/** Pathless layout for every signed-in page. */
export const Route = createFileRoute('/{-$locale}/_auth')({
  beforeLoad: ({ context, location }) => requireSignedIn({ session: context.session, location }),
});

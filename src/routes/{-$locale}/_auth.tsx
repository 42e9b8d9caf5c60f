import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../ui/kit/navigation/session-guards';

/** Pathless layout for every signed-in page: the portal frame around the page (drawn by the locale layout). */
export const Route = createFileRoute('/{-$locale}/_auth')({
  beforeLoad: async ({ context, location }) => {
    await requireSignedIn({ session: context.session, location });
  },
  staticData: { portalFrame: true },
});

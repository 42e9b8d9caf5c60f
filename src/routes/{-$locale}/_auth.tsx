import { Outlet, createFileRoute } from '@tanstack/react-router';
import { PortalLayout } from '../../ui/kit/layout/portal-layout';
import { requireSignedIn } from '../../ui/kit/navigation/session-guards';

/** Pathless layout for every signed-in page: the portal frame around the page. */
export const Route = createFileRoute('/{-$locale}/_auth')({
  beforeLoad: async ({ context, location }) => {
    await requireSignedIn({ session: context.session, location });
  },
  component: AuthLayout,
});

function AuthLayout() {
  return (
    <PortalLayout>
      <Outlet />
    </PortalLayout>
  );
}

import { Outlet, createFileRoute, notFound, useMatches } from '@tanstack/react-router';
import { PortalLayout } from '../../ui/kit/layout/portal-layout';
import { leaveForMobileSite } from '../../ui/kit/shell/mobile-guard';

/** Only English has a prefix; any other first segment that reaches here is not a page. */
export const Route = createFileRoute('/{-$locale}')({
  params: {
    parse: (raw): { locale: 'en' | undefined } => {
      const locale = raw.locale;
      if (locale !== undefined && locale !== 'en') throw notFound();
      return { locale };
    },
    stringify: (params) => ({ locale: params.locale }),
  },
  // Every page, signed in or not, sends phones and tablets to the site's mobile address when it has one.
  beforeLoad: ({ context, location }) => leaveForMobileSite({ session: context.session, location }),
  component: LocaleLayout,
});

/**
 * The portal frame (header, tab bar, footer) is drawn here, once, for every page whose route asks for it with
 * `staticData: { portalFrame: true }` — the signed-in layout and the pages visitors may open too. Moving
 * between two such pages keeps the frame mounted: only the page inside it changes, so the header neither
 * re-renders from scratch nor reads its entries again. A page's own `PortalLayout` inside it draws nothing.
 */
function LocaleLayout() {
  const framed = useMatches({ select: (matches) => matches.some((m) => m.staticData.portalFrame === true) });
  if (!framed) return <Outlet />;
  return (
    <PortalLayout>
      <Outlet />
    </PortalLayout>
  );
}

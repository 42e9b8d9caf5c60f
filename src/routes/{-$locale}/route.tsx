import { Outlet, createFileRoute, notFound, useMatches } from '@tanstack/react-router';
import { patternOfFullPath, preloadRouteFiles } from '../../services/route-files';
import { loadPortalFrame, PortalFrame } from '../../ui/kit/layout/portal-frame';
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
  beforeLoad: async ({ context, location, matches }): Promise<{ portalFrame?: Promise<unknown> }> => {
    // The page's files are named for download before its chunks are imported (a hovered link, a navigation).
    const page = matches.at(-1);
    if (page) preloadRouteFiles(patternOfFullPath(page.fullPath));
    // The frame's code starts loading beside the guards and the page's chunk; the loader waits for it.
    const portalFrame = matches.some((m) => m.staticData.portalFrame === true)
      ? loadPortalFrame()
      : undefined;
    portalFrame?.catch(() => {});
    // Every page, signed in or not, sends phones and tablets to the site's mobile address when it has one.
    await leaveForMobileSite({ session: context.session, location });
    return { portalFrame };
  },
  // A framed page waits for the frame's code and its messages in the page's language.
  loader: async ({ context, params }): Promise<void> => {
    if (context.portalFrame) {
      await Promise.all([context.portalFrame, loadPortalFrame(params.locale === 'en' ? 'en' : 'zh')]);
    }
  },
  component: LocaleLayout,
});

/**
 * The portal frame (header, tab bar, footer) is drawn here, once, for every page whose route asks for it with
 * `staticData: { portalFrame: true }` — the signed-in layout and the pages visitors may open too. Moving
 * between two such pages keeps the frame mounted: only the page inside it changes, so the header neither
 * re-renders from scratch nor reads its entries again.
 */
function LocaleLayout() {
  const framed = useMatches({ select: (matches) => matches.some((m) => m.staticData.portalFrame === true) });
  if (!framed) return <Outlet />;
  return (
    <PortalFrame>
      <Outlet />
    </PortalFrame>
  );
}

import { Outlet } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { selectSite } from '../../../machines/session/session.selectors';
import { applyFavicon } from '../site/site-head';
import { useSession } from './app-services';
import { BootGate } from './boot-gate';
import { AppToaster } from './toaster';

/** Applies what the site record decides for the whole document: icon and the maps script. */
function useSiteDocument() {
  const site = useSelector(useSession(), selectSite);
  useEffect(() => {
    if (!site) return;
    applyFavicon(document, site.websiteIco);
    // Few sites name map keys: the loader comes with the first page of one that does, not with every start.
    if (site.amapKeyId.trim() !== '' && site.amapKeySecret.trim() !== '') {
      import('../site/maps-script').then(
        (m) => m.loadMapsScript(document, site),
        () => undefined,
      );
    }
  }, [site]);
}

export function RootLayout() {
  useSiteDocument();
  return (
    <>
      <BootGate>
        <Outlet />
      </BootGate>
      <AppToaster />
    </>
  );
}

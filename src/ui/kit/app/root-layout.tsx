import { Outlet } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { selectSite } from '../../../machines/session/session.selectors';
import { loadMapsScript } from '../site/maps-script';
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
    loadMapsScript(document, site);
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

import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { selectSite } from '../../../machines/session/session.selectors';
import { useSession } from '../app/app-services';
import { documentTitle } from './site-head';

/** Sets the tab title to "page - site title - client name" while the page is shown. */
export function useDocumentTitle(page?: string): void {
  const site = useSelector(useSession(), selectSite);
  const title = documentTitle({ page, siteTitle: site?.websiteTitle, clientName: site?.clientName });
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

import { useLocation } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { selectSite } from '../../../machines/session/session.selectors';
import { useSession } from '../app/app-services';
import { isOwnMobileAddress } from '../shell/mobile-redirect';
import { useDocumentTitle } from '../site/use-document-title';
import { BackHomeButton } from './back-home-button';
import { StatusPage } from './status-page';

// Only a phone sent to the site's own mobile address sees it: its code loads then, not at start-up.
const MobileSitePage = lazy(() => import('./mobile-site-page').then((m) => ({ default: m.MobileSitePage })));

/**
 * No page here. The site's own mobile address (a path of this host the portal has no page for) says that the
 * mobile site is not on this server instead, so a phone sent there is never sent round again.
 */
export function NotFoundPage() {
  const site = useSelector(useSession(), selectSite);
  const pathname = useLocation({ select: (l) => l.pathname });
  if (isOwnMobileAddress(site?.mobileSite ?? '', pathname)) {
    return (
      <Suspense fallback={null}>
        <MobileSitePage />
      </Suspense>
    );
  }
  return <NoPage />;
}

function NoPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'notFound.title' }));
  return (
    <StatusPage
      code={404}
      title={<FormattedMessage id="notFound.title" />}
      description={<FormattedMessage id="notFound.description" />}
      actions={<BackHomeButton />}
    />
  );
}

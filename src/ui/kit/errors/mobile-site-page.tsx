import { Button } from '@chakra-ui/react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readLangCookie, writeDesktopChoice } from '../../../services/cookies';
import { localeFromPath } from '../locale/locale-path';
import { useLocaleParam } from '../locale/use-locale';
import { useDocumentTitle } from '../site/use-document-title';
import { StatusPage } from './status-page';

/**
 * The site's mobile address when the mobile site is not on this server (decision 0017): the phone is told so
 * and may continue to the full site, which this browser then keeps to (the mobile guard sends it nowhere).
 */
export function MobileSitePage() {
  const href = useLocation({ select: (l) => l.href });
  const navigate = useNavigate();
  // The mobile address carries no language: a remembered English choice is honoured.
  const english = localeFromPath(href) === 'zh' && readLangCookie() === 'en';
  useEffect(() => {
    if (english) void navigate({ href: `/en${href}`, replace: true });
  }, [english, href, navigate]);
  return english ? null : <MobileSiteNotice />;
}

function MobileSiteNotice() {
  const intl = useIntl();
  const locale = useLocaleParam();
  const navigate = useNavigate();
  useDocumentTitle(intl.formatMessage({ id: 'mobileSite.title' }));
  const continueToFullSite = () => {
    writeDesktopChoice();
    void navigate({ to: '/{-$locale}', params: { locale }, replace: true });
  };
  return (
    <StatusPage
      icon={<PhoneIcon />}
      title={<FormattedMessage id="mobileSite.title" />}
      description={<FormattedMessage id="mobileSite.description" />}
      actions={
        <Button onClick={continueToFullSite}>
          <FormattedMessage id="mobileSite.continue" />
        </Button>
      }
    />
  );
}

function PhoneIcon() {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      aria-hidden="true"
    >
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <path d="M10.5 18.5h3" strokeLinecap="round" />
    </svg>
  );
}

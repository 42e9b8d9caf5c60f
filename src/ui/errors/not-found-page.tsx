import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentTitle } from '../site/use-document-title';
import { BackHomeButton } from './back-home-button';
import { StatusPage } from './status-page';

export function NotFoundPage() {
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

import { Button } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocaleParam } from '../locale/use-locale';
import { useDocumentTitle } from '../site/use-document-title';
import { StatusPage } from './status-page';

export function NotFoundPage() {
  const intl = useIntl();
  const locale = useLocaleParam();
  useDocumentTitle(intl.formatMessage({ id: 'notFound.title' }));
  return (
    <StatusPage
      code={404}
      title={<FormattedMessage id="notFound.title" />}
      actions={
        <Button asChild>
          <Link to="/{-$locale}" params={{ locale }}>
            <FormattedMessage id="notFound.backHome" />
          </Link>
        </Button>
      }
    />
  );
}

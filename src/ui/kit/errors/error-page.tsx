import { Button } from '@chakra-ui/react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { isApiError } from '../../../services/api-error';
import { useDocumentTitle } from '../site/use-document-title';
import { BackHomeButton } from './back-home-button';
import { StatusPage } from './status-page';

const DEFAULT_STATUS = 500;

/** The status to show: a server code when the failure carries one, else 500. */
export function statusOf(error: unknown): number {
  if (isApiError(error) && error.code > 0) return error.code;
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return DEFAULT_STATUS;
}

/** Text to show: the failure's own message when it has one meant for people, else the generic one. */
export function messageOf(error: unknown): string | undefined {
  if (isApiError(error)) return error.msg || undefined;
  return undefined;
}

/** The route error page: status code (default 500) and message (default "Error"), with retry. */
export function ErrorPage({ error }: ErrorComponentProps) {
  const router = useRouter();
  const intl = useIntl();
  const message = messageOf(error);
  // The tab says something went wrong, not the title of the page that failed.
  useDocumentTitle(message ?? intl.formatMessage({ id: 'error.title' }));
  return (
    <StatusPage
      code={statusOf(error)}
      title={message ?? <FormattedMessage id="error.title" />}
      description={<FormattedMessage id="error.description" />}
      actions={
        <>
          <Button onClick={() => void router.invalidate()}>
            <FormattedMessage id="app.retry" />
          </Button>
          <BackHomeButton variant="outline" />
        </>
      }
    />
  );
}

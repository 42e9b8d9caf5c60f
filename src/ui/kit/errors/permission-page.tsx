import { Button } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { selectIsSignedIn } from '../../../machines/session/session.selectors';
import { useSession } from '../app/app-services';
import { BackHomeButton } from './back-home-button';
import { StatusPage } from './status-page';
import { ShieldIcon } from '../icons/icons';
import { useDocumentTitle } from '../site/use-document-title';

/** Where code 306 lands: the user is signed in but may not see what they asked for. */
export function PermissionPage() {
  const intl = useIntl();
  const session = useSession();
  const signedIn = useSelector(session, selectIsSignedIn);
  useDocumentTitle(intl.formatMessage({ id: 'permission.title' }));
  return (
    <StatusPage
      icon={<ShieldIcon />}
      title={<FormattedMessage id="permission.title" />}
      description={<FormattedMessage id="permission.body" />}
      actions={
        <>
          <BackHomeButton />
          {signedIn ? (
            <Button variant="outline" onClick={() => session.send({ type: 'logout' })}>
              <FormattedMessage id="user.logout" />
            </Button>
          ) : null}
        </>
      }
    />
  );
}

import { Box, Button } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { selectUser } from '../../../machines/session/session.selectors';
import { useSession } from '../app/app-services';
import { BuildingIcon } from '../icons/icons';
import { useLocale } from '../locale/use-locale';
import { ExternalIcon } from './shell-icons';

/** The back-office, always in a new tab (spec §2). */
export const BACK_OFFICE_URL = '/crm/';

/**
 * Shown to administrators only. Where the tab bar is tight (`xl`) only its icon shows; the name stays as
 * its accessible name and tooltip.
 */
export function AdminButton() {
  const intl = useIntl();
  const isAdmin = useSelector(useSession(), (s) => selectUser(s)?.isAdmin === 1);
  // The back office opens in the language the portal is read in.
  const href = useLocale() === 'en' ? `/en${BACK_OFFICE_URL}` : BACK_OFFICE_URL;
  if (!isAdmin) return null;
  const name = intl.formatMessage({ id: 'shell.admin' });
  return (
    <Button asChild variant="outline" size="sm" px={{ xl: '2', '2xl': '3' }}>
      <a href={href} target="_blank" rel="noopener" aria-label={name} title={name}>
        <BuildingIcon display={{ base: 'none', xl: 'inline', '2xl': 'none' }} />
        <Box as="span" display={{ base: 'inline', xl: 'none', '2xl': 'inline' }}>
          {name}
        </Box>
        <ExternalIcon boxSize="3.5" display={{ base: 'inline', xl: 'none', '2xl': 'inline' }} />
      </a>
    </Button>
  );
}

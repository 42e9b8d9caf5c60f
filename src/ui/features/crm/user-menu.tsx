import { Portal } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { selectUser } from '../../../machines/session/session.selectors';
import { useSession } from '../../kit/app/app-services';
import { Menu } from '../../kit/chakra/menu';
import { UserButton, UserMenuHeading } from '../../kit/layout/user-menu';
import { useLocaleParam } from '../../kit/locale/use-locale';

/** The administrator's menu: who and which company, back to the portal, sign out (the same session). */
export function BackOfficeUserMenu() {
  const session = useSession();
  const navigate = useNavigate();
  const locale = useLocaleParam();
  const user = useSelector(session, selectUser);
  if (!user) return null;
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (value === 'portal') void navigate({ to: '/{-$locale}/home', params: { locale } });
        if (value === 'logout') session.send({ type: 'logout' });
      }}
    >
      <Menu.Trigger asChild>
        <UserButton user={user} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="56">
            <UserMenuHeading user={user} />
            <Menu.Separator />
            <Menu.Item value="portal">
              <FormattedMessage id="crm.nav.backToPortal" />
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout" color="fg.error" _hover={{ bg: 'bg.error', color: 'fg.error' }}>
              <FormattedMessage id="user.logout" />
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { selectUser } from '../../../machines/session/session.selectors';
import { useSession } from '../../kit/app/app-services';
import { Menu } from '../../kit/chakra/menu';
import { UserMenuFrame } from '../../kit/layout/user-menu';
import { useLocaleParam } from '../../kit/locale/use-locale';

/** The administrator's menu: who and which company, back to the portal, sign out (the same session). */
export function BackOfficeUserMenu() {
  const session = useSession();
  const navigate = useNavigate();
  const locale = useLocaleParam();
  const user = useSelector(session, selectUser);
  if (!user) return null;
  return (
    <UserMenuFrame
      Menu={Menu}
      user={user}
      onSelect={(value) => {
        if (value === 'portal') void navigate({ to: '/{-$locale}/home', params: { locale } });
      }}
    >
      <Menu.Item value="portal">
        <FormattedMessage id="crm.nav.backToPortal" />
      </Menu.Item>
    </UserMenuFrame>
  );
}

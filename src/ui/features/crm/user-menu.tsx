import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { selectUser } from '../../../machines/session/session.selectors';
import { useSession } from '../../kit/app/app-services';
import { useDeferredOverlay } from '../../kit/app/deferred';
import { inPlace } from '../../kit/app/on-demand';
import { UserButton, UserMenuFrame } from '../../kit/layout/user-menu';
import { useLocaleParam } from '../../kit/locale/use-locale';

const loadMenu = inPlace(() => import('../../kit/chakra/menu'));

/**
 * The administrator's menu: who and which company, back to the portal, sign out (the same session). Like the
 * portal's, the menu's machinery (positioning, dismissal) loads on first approach: until then a button that
 * looks the same stands in and hands the focus or the press over to the real trigger.
 */
export function BackOfficeUserMenu() {
  const session = useSession();
  const navigate = useNavigate();
  const locale = useLocaleParam();
  const user = useSelector(session, selectUser);
  const { module, standIn, triggerRef } = useDeferredOverlay(loadMenu);
  if (!user) return null;
  if (!module) return <UserButton user={user} aria-expanded={false} {...standIn} />;
  const { Menu } = module;
  return (
    <UserMenuFrame
      Menu={Menu}
      user={user}
      triggerRef={triggerRef}
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

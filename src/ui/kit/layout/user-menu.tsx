import { Box, Button, HStack, Portal, Stack, Text, type ButtonProps } from '@chakra-ui/react';
import { Avatar } from '../media/avatar';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ReactNode, Ref } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { SessionUser } from '../../../../contract/user';
import { selectCanSwitchCompany, selectUser } from '../../../machines/session/session.selectors';
import { useSession } from '../app/app-services';
import { useDeferredOverlay } from '../app/deferred';
import { inPlace } from '../app/on-demand';
import { ChevronDownIcon } from '../icons/icons';
import { useLocaleParam } from '../locale/use-locale';
import type { Menu as MenuParts } from '../chakra/menu';
import { NavAnchor } from '../shell/nav-anchor';

/** Account-center tabs the menu opens (spec §2: `change` 1 my tasks, 3 my records by record type). */
export const ACCOUNT_LINKS = {
  tasks: '/account?change=1',
  plans: '/account/plan/detail',
  records: '/account?change=3',
  credits: '/account?change=3&recordType=1',
  certificates: '/account?change=3&recordType=2',
  institution: '/account/organization-vod',
} as const;

interface UserMenuProps {
  onChangePassword: () => void;
}

interface UserButtonProps extends ButtonProps {
  user: SessionUser;
  ref?: Ref<HTMLButtonElement>;
}

/** Avatar and name: the stand-in before the menu has loaded and the menu's trigger after (the back office's too). */
export function UserButton({ user, ...rest }: UserButtonProps) {
  const intl = useIntl();
  return (
    <Button
      variant="ghost"
      size="sm"
      px="2"
      aria-label={intl.formatMessage({ id: 'user.menu' }, { name: user.name })}
      aria-haspopup="menu"
      {...rest}
    >
      <HStack gap="2">
        <Avatar.Root size="xs">
          <Avatar.Fallback name={user.name} />
          {user.headPortrait ? <Avatar.Image src={user.headPortrait} alt="" /> : null}
        </Avatar.Root>
        <Text display={{ base: 'none', sm: 'block' }} maxWidth="32" truncate>
          {user.name}
        </Text>
        <ChevronDownIcon boxSize="4" color="fg.muted" />
      </HStack>
    </Button>
  );
}

/** Who is signed in, and into which company: the head of the portal's and the back office's user menus. */
export function UserMenuHeading({ user }: { user: SessionUser }) {
  return (
    <Box px="3" py="2">
      <Stack gap="0">
        <Text fontWeight="semibold" truncate>
          {user.name}
        </Text>
        <Text textStyle="xs" color="fg.muted" truncate>
          {user.enterpriseName}
        </Text>
      </Stack>
    </Box>
  );
}

/**
 * The portal's and the back office's user menus around their own items: the user's button, who and which
 * company, and signing out last. `Menu` is the caller's: the portal and the back office load it on first
 * approach. `onSelect` hears every other item.
 */
export function UserMenuFrame({
  Menu,
  user,
  triggerRef,
  onSelect,
  children,
}: {
  Menu: typeof MenuParts;
  user: SessionUser;
  triggerRef?: Ref<HTMLButtonElement>;
  onSelect: (value: string) => void;
  children: ReactNode;
}) {
  const session = useSession();
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (value === 'logout') session.send({ type: 'logout' });
        else onSelect(value);
      }}
    >
      <Menu.Trigger asChild>
        <UserButton user={user} ref={triggerRef} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="56">
            <UserMenuHeading user={user} />
            <Menu.Separator />
            {children}
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

const loadMenu = inPlace(() => import('../chakra/menu'));

/**
 * The signed-in user's menu: switch company (unbound sites only), my tasks, my records, credits and
 * certificates, the institution center (institution users only), change password, sign out. The menu itself loads on first approach.
 */
export function UserMenu({ onChangePassword }: UserMenuProps) {
  const session = useSession();
  const navigate = useNavigate();
  const locale = useLocaleParam();
  const here = useLocation({ select: (l) => l.href });
  const user = useSelector(session, selectUser);
  const canSwitch = useSelector(session, selectCanSwitchCompany);
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
        if (value === 'switch') {
          // Only a navigation: the company page starts the switch when it opens. Switching here first made the
          // router reload this page, whose guard sent a redirect racing this navigation. Cancelling comes back here.
          void navigate({ to: '/{-$locale}/company', params: { locale }, search: { redirect: here } });
        } else if (value === 'password') {
          onChangePassword();
        }
      }}
    >
      {canSwitch ? (
        <Menu.Item value="switch">
          <FormattedMessage id="user.switchCompany" />
        </Menu.Item>
      ) : null}
      <Menu.Item value="tasks" asChild>
        <NavAnchor path={ACCOUNT_LINKS.tasks}>
          <FormattedMessage id="user.myTasks" />
        </NavAnchor>
      </Menu.Item>
      <Menu.Item value="plans" asChild>
        <NavAnchor path={ACCOUNT_LINKS.plans}>
          <FormattedMessage id="user.myPlans" />
        </NavAnchor>
      </Menu.Item>
      <Menu.Item value="records" asChild>
        <NavAnchor path={ACCOUNT_LINKS.records}>
          <FormattedMessage id="user.myRecords" />
        </NavAnchor>
      </Menu.Item>
      <Menu.Item value="credits" asChild>
        <NavAnchor path={ACCOUNT_LINKS.credits}>
          <FormattedMessage id="user.credits" />
          <Menu.ItemCommand>
            <FormattedNumber value={user.creditHour} maximumFractionDigits={1} />
          </Menu.ItemCommand>
        </NavAnchor>
      </Menu.Item>
      <Menu.Item value="certificates" asChild>
        <NavAnchor path={ACCOUNT_LINKS.certificates}>
          <FormattedMessage id="user.certificates" />
          <Menu.ItemCommand>
            <FormattedNumber value={user.certificateCount} />
          </Menu.ItemCommand>
        </NavAnchor>
      </Menu.Item>
      {user.userType === 3 ? (
        <Menu.Item value="institution" asChild>
          <NavAnchor path={ACCOUNT_LINKS.institution}>
            <FormattedMessage id="user.institution" />
          </NavAnchor>
        </Menu.Item>
      ) : null}
      <Menu.Separator />
      <Menu.Item value="password">
        <FormattedMessage id="user.changePassword" />
      </Menu.Item>
    </UserMenuFrame>
  );
}

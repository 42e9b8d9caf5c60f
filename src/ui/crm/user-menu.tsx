import { Avatar, Box, Button, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { selectUser } from '../../machines/session/session.selectors';
import { useSession } from '../app/app-services';
import { Menu } from '../chakra/menu';
import { ChevronDownIcon } from '../icons/icons';
import { useLocaleParam } from '../locale/use-locale';

/** The administrator's menu: who and which company, back to the portal, sign out (the same session). */
export function BackOfficeUserMenu() {
  const intl = useIntl();
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
        <Button
          variant="ghost"
          size="sm"
          px="2"
          aria-label={intl.formatMessage({ id: 'user.menu' }, { name: user.name })}
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
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="56">
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

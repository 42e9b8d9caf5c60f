import { Box, Container, Flex, HStack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { selectIsSignedIn, selectSite } from '../../machines/session/session.selectors';
import { useSession } from '../app/app-services';
import { LanguageToggle } from '../locale/language-toggle';
import { useLocaleParam } from '../locale/use-locale';
import { SiteLogo } from '../site/site-logo';
import { UserMenu } from './user-menu';

/** The portal header: logo (to /), site title, language toggle and the user's menu. */
export function SiteHeader({ onChangePassword }: { onChangePassword: () => void }) {
  const session = useSession();
  const locale = useLocaleParam();
  const site = useSelector(session, selectSite);
  const signedIn = useSelector(session, selectIsSignedIn);
  const title = site?.websiteTitle ?? '';
  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      <Container maxWidth="6xl">
        <Flex height="16" align="center" justify="space-between" gap="4">
          <Link to="/{-$locale}" params={{ locale }}>
            <HStack gap="3" minWidth="0">
              <SiteLogo src={site?.logo} name={title} decorative height="8" />
              <Text fontWeight="semibold" fontSize="md" truncate display={{ base: 'none', md: 'block' }}>
                {title}
              </Text>
            </HStack>
          </Link>
          <HStack gap="1">
            <LanguageToggle />
            {signedIn ? <UserMenu onChangePassword={onChangePassword} /> : null}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}

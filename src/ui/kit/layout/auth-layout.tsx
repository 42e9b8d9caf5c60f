import { Box, Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { selectSite } from '../../../machines/session/session.selectors';
import { useSession } from '../app/app-services';
import { CheckCircleIcon } from '../icons/icons';
import { LanguageToggle } from '../locale/language-toggle';
import { useLocaleParam } from '../locale/use-locale';
import { SiteLogo } from '../site/site-logo';

const HIGHLIGHTS = ['auth.highlight.courses', 'auth.highlight.exams', 'auth.highlight.growth'] as const;

/**
 * The frame of the signed-out pages: the tenant's brand on the left (wide screens), the task on the right.
 */
export function AuthLayout({ children, width = 'md' }: { children: ReactNode; width?: 'md' | 'lg' }) {
  const site = useSelector(useSession(), selectSite);
  const locale = useLocaleParam();
  const title = site?.websiteTitle ?? '';
  return (
    <Flex minHeight="100dvh" bg="bg.subtle">
      <Flex
        display={{ base: 'none', lg: 'flex' }}
        direction="column"
        justify="space-between"
        width="42%"
        maxWidth="640px"
        px="14"
        py="12"
        color="white"
        bgGradient="to-br"
        gradientFrom="brand.800"
        gradientTo="brand.600"
      >
        <HStack gap="3">
          <Box bg="white" rounded="l3" px="3" py="2">
            <SiteLogo src={site?.logo} name={title} decorative height="8" />
          </Box>
        </HStack>
        <Stack gap="6" maxWidth="md">
          <Heading as="p" size="3xl" lineHeight="1.25" fontWeight="semibold">
            {title}
          </Heading>
          <Text fontSize="lg" color="whiteAlpha.900">
            <FormattedMessage id="auth.tagline" />
          </Text>
          <Stack as="ul" gap="3" listStyle="none">
            {HIGHLIGHTS.map((id) => (
              <HStack as="li" key={id} gap="2" color="whiteAlpha.900">
                <CheckCircleIcon boxSize="5" color="white" flexShrink="0" />
                <FormattedMessage id={id} />
              </HStack>
            ))}
          </Stack>
        </Stack>
        <Text fontSize="sm" color="whiteAlpha.800">
          {site?.clientName}
        </Text>
      </Flex>

      <Flex direction="column" flex="1" minWidth="0">
        <Flex as="header" align="center" justify="space-between" px={{ base: '4', md: '8' }} py="4" gap="3">
          <Box display={{ base: 'block', lg: 'none' }}>
            <Link to="/{-$locale}" params={{ locale }}>
              <SiteLogo src={site?.logo} name={title} height="8" />
            </Link>
          </Box>
          <Box display={{ base: 'none', lg: 'block' }} />
          <LanguageToggle />
        </Flex>
        <Flex
          as="main"
          id="main"
          flex="1"
          align="center"
          justify="center"
          px="4"
          py={{ base: '4', md: '10' }}
        >
          <Box width="full" maxWidth={width === 'md' ? '440px' : '560px'}>
            {children}
          </Box>
        </Flex>
        <Box as="footer" textAlign="center" color="fg.muted" fontSize="xs" py="5" px="4">
          <FormattedMessage
            id="auth.footer"
            values={{ year: new Date().getFullYear(), name: site?.clientName ?? title }}
          />
        </Box>
      </Flex>
    </Flex>
  );
}
